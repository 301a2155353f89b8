package org.ccw.model.presets;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import org.ccw.model.cluster.Cluster;
import org.ccw.model.cluster.ClusterFactory;
import org.ccw.model.cluster.FaultInjection;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Job;
import org.ccw.model.cluster.LinkMedium;
import org.ccw.model.cluster.Node;
import org.ccw.model.cluster.Processor;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.cluster.StackConfig;
import org.ccw.model.cluster.Switch;
import org.ccw.model.cluster.Workload;
import org.ccw.model.workload.WorkloadKind;
import org.ccw.model.naming.ElementIds;

/**
 * The hardware half of a ready-made scenario, which every stack's presets share: an empty scenario, machines placed
 * on the canvas, hosts wired to switches (one switch, or leaves under a root), and one job with its workload. A
 * stack's own presets (in its packages) choose the machines, the stack's configuration and the workload.
 */
public final class Scenarios {

    /** Propagation delay of the short fibres and cables in the papers' machine rooms: about 10 m, in ns. */
    public static final int MACHINE_ROOM_PROPAGATION_NANOS = 50;

    private static final ClusterFactory F = ClusterFactory.eINSTANCE;

    private Scenarios() {
    }

    /** An empty cluster named "cluster", no faults, seed 1 and 10 ms of simulated time. */
    public static Scenario scenario(String name, String description) {
        Scenario scenario = F.createScenario();
        scenario.setName(name);
        scenario.setDescription(description);
        scenario.setSeed(1);
        scenario.setDurationMicros(10_000);
        Cluster cluster = F.createCluster();
        cluster.setName("cluster");
        scenario.setCluster(cluster);
        FaultInjection faults = F.createFaultInjection();
        scenario.setFaults(faults);
        return scenario;
    }

    /** Adds {@code node} to the cluster at ({@code x}, {@code y}) on the canvas. */
    public static <N extends Node> N place(Cluster cluster, N node, double x, double y) {
        node.setX(x);
        node.setY(y);
        cluster.getNodes().add(node);
        return node;
    }

    /** Links the host's first NIC to the switch's next free port. */
    public static void attach(Cluster cluster, Host host, Switch sw, LinkMedium medium, double mbps) {
        Wiring.link(cluster, host.getName() + "-link", host.getNics().get(0), Wiring.nextPort(sw), medium, mbps,
                MACHINE_ROOM_PROPAGATION_NANOS);
    }

    /**
     * {@code hosts} hosts around switches of 16 ports: one switch when they fit, else leaves of 15 hosts plus an
     * uplink each to a root switch. Hosts sit on a circle around their switch.
     */
    public static List<Host> star(Cluster cluster, int hosts, Function<String, Host> hostPreset, String hostPrefix,
            Function<String, Switch> switchPreset, String switchPrefix, LinkMedium medium, double mbps) {
        return tree(cluster, hosts, hosts <= 16 ? hosts : 15, hostPreset, hostPrefix, switchPreset, switchPrefix,
                medium, mbps);
    }

    /**
     * {@code hosts} hosts on leaf switches of {@code perSwitch} hosts each, in order (hosts 0 to perSwitch - 1 on
     * the first leaf), each leaf with one uplink to a root switch when there is more than one leaf: a tree whose
     * hosts on one leaf share that leaf's single link to the rest of the network.
     */
    public static List<Host> tree(Cluster cluster, int hosts, int perSwitch, Function<String, Host> hostPreset,
            String hostPrefix, Function<String, Switch> switchPreset, String switchPrefix, LinkMedium medium,
            double mbps) {
        int leaves = (hosts + perSwitch - 1) / perSwitch;
        Switch root = null;
        if (leaves > 1) {
            root = place(cluster, switchPreset.apply(switchPrefix + "-root"), 0, 0);
            root.setPortCount(Math.max(root.getPortCount(), leaves));
        }
        List<Host> all = new ArrayList<>();
        // Leaves on a circle wide enough that neighbouring host rings (radius <= 520 px) never overlap.
        double leafRing = Math.max(600, 170.0 * leaves);
        for (int leaf = 0; leaf < leaves; leaf++) {
            double angle = 2 * Math.PI * leaf / leaves;
            double cx = leaves > 1 ? leafRing * Math.cos(angle) : 0;
            double cy = leaves > 1 ? leafRing * Math.sin(angle) : 0;
            Switch sw = place(cluster, switchPreset.apply(leaves > 1 ? switchPrefix + leaf : switchPrefix), cx, cy);
            if (root != null) {
                Wiring.link(cluster, sw.getName() + "-uplink", Wiring.nextPort(sw), Wiring.nextPort(root), medium,
                        mbps, MACHINE_ROOM_PROPAGATION_NANOS);
            }
            int first = leaf * perSwitch;
            int count = Math.min(perSwitch, hosts - first);
            double ring = 120 + 25 * count;
            for (int i = 0; i < count; i++) {
                double a = 2 * Math.PI * i / count;
                Host host = place(cluster, hostPreset.apply(hostPrefix + (first + i)),
                        cx + ring * Math.cos(a), cy + ring * Math.sin(a));
                attach(cluster, host, sw, medium, mbps);
                all.add(host);
            }
        }
        return all;
    }

    /** The first processor of each host: where a job with one process per host runs. */
    public static List<Processor> firstProcessors(List<Host> hosts) {
        return hosts.stream().map(h -> h.getProcessors().get(0)).toList();
    }

    /**
     * Adds a job named {@code jobName} of {@code stack} with one process on each of {@code processors} and its one
     * workload (100 messages of {@code messageBytes}, named after its kind), and assigns ids.
     */
    public static Scenario withJob(Scenario scenario, String jobName, StackConfig stack, List<Processor> processors,
            WorkloadKind kind, int messageBytes) {
        Job job = F.createJob();
        job.setName(jobName);
        job.setStack(stack);
        for (int i = 0; i < processors.size(); i++) {
            org.ccw.model.cluster.Process process = F.createProcess();
            process.setName("p" + i);
            process.setProcessor(processors.get(i));
            job.getProcesses().add(process);
        }
        scenario.getCluster().getJobs().add(job);

        Workload workload = F.createWorkload();
        workload.setName(kind.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
        workload.setKind(kind);
        workload.setJob(job);
        workload.setMessageBytes(messageBytes);
        workload.setMessageCount(100);
        scenario.getWorkloads().add(workload);
        ElementIds.assignMissing(scenario);
        return scenario;
    }
}
