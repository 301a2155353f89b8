package org.ccw.engine.topology;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.List;

/**
 * Shortest-path routes: for every node and destination host, the port to send on. Computed once per topology by
 * a breadth-first search from each destination over links in id order, so ties between equal paths are broken
 * the same way in every run. Hosts do not forward: a path may end at a host but never pass through one.
 *
 * <p>A host with several linked NICs (an SMP, seed 002) is also reached through a chosen one of them: the routes
 * to its NIC k come from a search that enters the host through NIC k's link alone.
 */
public final class Routing {
    private final int[][] port;
    /** {@code nicPort[d][k][node]}: the port towards NIC k of host d; null rows for hosts with one NIC. */
    private final int[][][] nicPort;

    private Routing(int[][] port, int[][][] nicPort) {
        this.port = port;
        this.nicPort = nicPort;
    }

    public static Routing of(Topology topology) {
        int nodes = topology.nodeCount();
        boolean[] isHost = new boolean[nodes];
        topology.hosts().forEach(h -> isHost[h.id()] = true);
        List<LinkSpec> links = topology.links();
        int[][] port = new int[nodes][nodes];
        int[][][] nicPort = new int[nodes][][];
        for (HostSpec destination : topology.hosts()) {
            int d = destination.id();
            int[] towards = search(d, -1, links, isHost);
            for (int node = 0; node < nodes; node++) {
                port[node][d] = towards[node];
            }
            if (destination.nics().size() > 1) {
                nicPort[d] = new int[destination.nics().size()][];
                for (int k = 0; k < nicPort[d].length; k++) {
                    nicPort[d][k] = search(d, k, links, isHost);
                }
            }
        }
        return new Routing(port, nicPort);
    }

    /**
     * The port each node sends on towards host {@code d}, entering it through its NIC {@code nic} only (-1: any
     * of its links).
     */
    private static int[] search(int d, int nic, List<LinkSpec> links, boolean[] isHost) {
        int[] towards = new int[isHost.length];
        Arrays.fill(towards, -1);
        boolean[] reached = new boolean[isHost.length];
        reached[d] = true;
        ArrayDeque<Integer> frontier = new ArrayDeque<>();
        frontier.add(d);
        while (!frontier.isEmpty()) {
            int near = frontier.poll();
            if (isHost[near] && near != d) {
                continue;
            }
            for (LinkSpec link : links) {
                for (Endpoint end : List.of(link.a(), link.b())) {
                    if (end.node() != near || (near == d && nic >= 0 && end.port() != nic)) {
                        continue;
                    }
                    Endpoint far = link.other(end);
                    if (!reached[far.node()]) {
                        reached[far.node()] = true;
                        towards[far.node()] = far.port();
                        frontier.add(far.node());
                    }
                }
            }
        }
        return towards;
    }

    /** The port {@code node} sends on towards host {@code destination}; -1 when unreachable or the same node. */
    public int port(int node, int destination) {
        return port[node][destination];
    }

    /**
     * The port {@code node} sends on towards NIC {@code nic} of host {@code destination} (nic -1, or a host with
     * one NIC: {@link #port(int, int)}); -1 when unreachable.
     */
    public int port(int node, int destination, int nic) {
        int[][] byNic = nicPort[destination];
        return nic < 0 || byNic == null ? port(node, destination) : byNic[nic][node];
    }
}
