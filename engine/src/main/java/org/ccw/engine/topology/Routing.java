package org.ccw.engine.topology;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.List;

/**
 * Shortest-path routes: for every node and destination host, the port to send on. Computed once per topology by
 * a breadth-first search from each destination over links in id order, so ties between equal paths are broken
 * the same way in every run. Hosts do not forward: a path may end at a host but never pass through one.
 */
public final class Routing {
    private final int[][] port;

    private Routing(int[][] port) {
        this.port = port;
    }

    public static Routing of(Topology topology) {
        int nodes = topology.nodeCount();
        boolean[] isHost = new boolean[nodes];
        topology.hosts().forEach(h -> isHost[h.id()] = true);
        List<LinkSpec> links = topology.links();
        int[][] port = new int[nodes][nodes];
        for (int[] row : port) {
            Arrays.fill(row, -1);
        }
        for (HostSpec destination : topology.hosts()) {
            int d = destination.id();
            boolean[] reached = new boolean[nodes];
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
                        if (end.node() != near) {
                            continue;
                        }
                        Endpoint far = link.other(end);
                        if (!reached[far.node()]) {
                            reached[far.node()] = true;
                            port[far.node()][d] = far.port();
                            frontier.add(far.node());
                        }
                    }
                }
            }
        }
        return new Routing(port);
    }

    /** The port {@code node} sends on towards host {@code destination}; -1 when unreachable or the same node. */
    public int port(int node, int destination) {
        return port[node][destination];
    }
}
