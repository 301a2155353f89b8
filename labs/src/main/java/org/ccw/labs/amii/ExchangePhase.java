package org.ccw.labs.amii;

import java.util.List;
import java.util.function.IntUnaryOperator;

import org.ccw.engine.amii.AmIICluster;
import org.ccw.engine.amii.Endpoint;
import org.ccw.engine.amii.config.AmIIConfig;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.trace.TraceSink;
import org.ccw.labs.inputs.MachineInputs;
import org.ccw.model.cluster.ClusterFactory;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Job;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.provenance.Input;
import org.ccw.model.provenance.Source;
import org.ccw.engine.amii.AmIIPresets;

/**
 * One bulk-synchronous communication phase of a Split-C program run on AM-II endpoints (seed 002 §5): every
 * processor sends its list of messages — short requests (EM3D's ghost nodes, {@link Em3dGraph}) or bulk transfers
 * into the destination's segment (3-D FFT's transpose) — each answered by a reply, and its communication time ends
 * when its last reply is in; the phase ends when the slowest processor's does (a barrier, whose own cost is not
 * modelled). On the Clump the protocol is chosen per destination; on the NOW every processor has a workstation and
 * a NIC of its own, and talks through the network protocol alone, as the paper's NOW did.
 *
 * @param network per processor, the requests it sent through the network
 * @param local   per processor, the requests it sent through its SMP's shared memory
 * @param commUs  per processor, the time from the phase's start to its last reply, µs
 * @param complete whether every request ran its handler once and every reply came back
 */
record ExchangePhase(long[] network, long[] local, double[] commUs, boolean complete) {
    static final int REQUEST = 1;
    static final int REPLY = 2;

    /**
     * The phase on a Clump of four Enterprise 5000s, processor p on SMP {@code smpOf.applyAsInt(p)}; each message
     * a short request ({@code bulkBytes} 0) or a bulk transfer of {@code bulkBytes}; before it sends, each processor
     * streams {@code streamBytes} of its own data through memory (the computation of the phase, 0 for none).
     */
    static ExchangePhase onClump(List<List<Integer>> messages, IntUnaryOperator smpOf, int bulkBytes,
            long streamBytes, long seed, TraceSink sink) {
        Scenario clump = clump(messages.size(), smpOf);
        clump.setSeed(seed);
        return run(messages, bulkBytes, streamBytes, clump, sink);
    }

    /** A Clump of four Enterprise 5000s whose job has {@code processes} processes, p on SMP {@code smpOf(p)}. */
    static Scenario clump(int processes, IntUnaryOperator smpOf) {
        Scenario clump = AmIIPresets.clump(4);
        List<Host> smps = clump.getCluster().getNodes().stream().filter(Host.class::isInstance)
                .map(Host.class::cast).toList();
        int[] placed = new int[smps.size()];
        Job job = jobOf(clump);
        for (int p = 0; p < processes; p++) {
            int smp = smpOf.applyAsInt(p);
            add(job, "vp" + p, smps.get(smp).getProcessors().get(placed[smp]++));
        }
        return clump;
    }

    /**
     * The Clump of {@link #clump} running a ping-pong of {@code messages} short messages between its first two
     * processes: a scenario to open and watch (the phases themselves run only in their lab).
     */
    static Scenario pingPongOn(Scenario clump, int messages) {
        clump.getWorkloads().get(0).setKind(org.ccw.model.workload.WorkloadKind.PING_PONG);
        clump.getWorkloads().get(0).setMessageCount(messages);
        clump.getWorkloads().get(0).setMessageBytes(PingPongProbe.MESSAGE_BYTES);
        return clump;
    }

    /** The phase on a NOW of UltraSPARC 170s on one Myrinet crossbar, processor p on workstation p. */
    static ExchangePhase onNow(List<List<Integer>> messages, int bulkBytes, long streamBytes, long seed,
            TraceSink sink) {
        return onNow(AmIIPresets.now(messages.size()), p -> p, messages, bulkBytes, streamBytes, seed, sink);
    }

    /**
     * The phase on {@code now}'s workstations, processor p on workstation {@code machineOf.applyAsInt(p)} (in the
     * order the preset numbers them), each a NIC of its own and Myrinet alone, as the paper's NOW ran.
     */
    static ExchangePhase onNow(Scenario now, IntUnaryOperator machineOf, List<List<Integer>> messages,
            int bulkBytes, long streamBytes, long seed, TraceSink sink) {
        List<Host> hosts = now.getCluster().getNodes().stream().filter(Host.class::isInstance)
                .map(Host.class::cast).toList();
        Job job = jobOf(now);
        ((AmIIConfig) job.getStack()).setMultiProtocol(false);
        for (int p = 0; p < messages.size(); p++) {
            add(job, "vp" + p, hosts.get(machineOf.applyAsInt(p)).getProcessors().get(0));
        }
        now.setSeed(seed);
        return run(messages, bulkBytes, streamBytes, now, sink);
    }

    /**
     * The machine figures a phase rests on, read from the presets it runs on: the Enterprise 5000 (Table 1 and
     * §5.1's 400 MB/s of memory bandwidth), the UltraSPARC 170 when {@code withNow}, the Myrinet links (§2.1) and
     * switch. The AM-II library's own cycles are the AM-II stack's list, not the machines'.
     */
    static List<Input> machineInputs(boolean withNow) {
        Source table1 = Source.paper("002", "Table 1, Enterprise 5000 column");
        Scenario clump = AmIIPresets.clump(4);
        List<Input> inputs = new java.util.ArrayList<>(MachineInputs.of("e5000", hostOf(clump))
                .clock(Source.paper("002", "§2.1"))
                .host(table1, "cacheLineMissCycles", "remoteCacheMissCycles", "memcpyMBps", "casCycles")
                .host(Source.paper("002", "§5.1 (banks not fully populated)"), "memoryBandwidthMBps")
                .nic(0, table1, "uncachedReadCycles", "writeCycles", "dmaMBps")
                .nic(0, Source.paper("002", "§2.1"), "coprocessorMHz")
                .list());
        if (withNow) {
            Source table170 = Source.paper("002", "Table 1, UltraSPARC 170 column");
            inputs.addAll(MachineInputs.of("u170", hostOf(AmIIPresets.now(2)))
                    .clock(Source.paper("002", "§2.1 (the same 167 MHz processor)"))
                    .host(table170, "cacheLineMissCycles", "memcpyMBps", "casCycles")
                    .nic(0, table170, "uncachedReadCycles", "writeCycles", "dmaMBps")
                    .list());
        }
        inputs.addAll(MachineInputs.element("myrinet.link", clump.getCluster().getLinks().get(0),
                Source.paper("002", "§2.1 (160 MB/s links)"), "bandwidthMbps"));
        org.ccw.model.cluster.Switch sw = clump.getCluster().getNodes().stream()
                .filter(org.ccw.model.cluster.Switch.class::isInstance).map(org.ccw.model.cluster.Switch.class::cast)
                .findFirst().orElseThrow();
        inputs.addAll(MachineInputs.element("myrinet.switch", sw, Source.assumed("the paper does not describe its"
                + " Myrinet switches beyond the links (§2.1) and the NOW's tree (§5.3)"), "fabricLatencyNanos"));
        return inputs;
    }

    private static Host hostOf(Scenario scenario) {
        return scenario.getCluster().getNodes().stream().filter(Host.class::isInstance).map(Host.class::cast)
                .findFirst().orElseThrow();
    }

    private static Job jobOf(Scenario scenario) {
        Job job = scenario.getCluster().getJobs().get(0);
        job.getProcesses().clear();
        scenario.getWorkloads().get(0).getParticipants().clear();
        return job;
    }

    private static void add(Job job, String name, org.ccw.model.cluster.Processor cpu) {
        org.ccw.model.cluster.Process process = ClusterFactory.eINSTANCE.createProcess();
        process.setName(name);
        process.setProcessor(cpu);
        job.getProcesses().add(process);
    }

    /**
     * The phase on {@code scenario}'s AM-II job, process p streaming {@code streamBytes} through memory, then sending
     * {@code messages.get(p)}.
     */
    static ExchangePhase run(List<List<Integer>> messages, int bulkBytes, long streamBytes, Scenario scenario,
            TraceSink sink) {
        AmIICluster cluster = AmIICluster.of(scenario, sink);
        List<Endpoint> vps = cluster.endpoints();
        int n = vps.size();
        long[] network = new long[n];
        long[] local = new long[n];
        double[] comm = new double[n];
        int[] received = new int[n];
        int[] replies = new int[n];
        int[] unfinished = {n};
        boolean multiProtocol = ((AmIIConfig) scenario.getCluster().getJobs().get(0).getStack()).isMultiProtocol();
        for (int p = 0; p < n; p++) {
            int me = p;
            Endpoint vp = vps.get(p);
            int sends = messages.get(p).size();
            // each source's transfers land in a slice of the segment of their own
            vp.setSegment(bulkBytes * n);
            vp.setRequestHandler(REQUEST, (token, args) -> {
                received[me]++;
                vp.reply4(token, REPLY, args[0]);
            });
            vp.setReplyHandler(REPLY, (source, args) -> {
                if (++replies[me] == sends) {
                    comm[me] = Time.toMicros(cluster.kernel().now());
                    if (--unfinished[0] == 0) {
                        vps.forEach(Endpoint::stopPolling);
                    }
                }
            });
            if (streamBytes > 0) {
                vp.stream(streamBytes);
            }
            for (int q : messages.get(p)) {
                if (vps.get(q).name().host() == vp.name().host() && multiProtocol) {
                    local[p]++;
                } else {
                    network[p]++;
                }
                if (bulkBytes > 0) {
                    vp.requestXfer4(q, bulkBytes * me, new byte[bulkBytes], REQUEST, q);
                } else {
                    // a ghost node's value: its index and a double, three words
                    vp.request4(q, REQUEST, q, 0, 0);
                }
            }
            if (sends == 0) {
                unfinished[0]--;
            }
        }
        vps.forEach(Endpoint::start);
        cluster.run(Time.micros(1_000_000));
        boolean complete = unfinished[0] == 0;
        for (int p = 0; p < n; p++) {
            int to = p;
            complete &= received[p] == messages.stream().flatMap(List::stream).filter(q -> q == to).count()
                    && replies[p] == messages.get(p).size();
        }
        return new ExchangePhase(network, local, comm, complete);
    }

    /** The phase's time: the slowest processor's, µs. */
    double phaseUs() {
        double slowest = 0;
        for (double c : commUs) {
            slowest = Math.max(slowest, c);
        }
        return slowest;
    }

    /** The fastest processor's communication time over the slowest's (1: balanced). */
    double balance() {
        double fastest = Double.MAX_VALUE;
        for (double c : commUs) {
            fastest = Math.min(fastest, c);
        }
        return fastest / phaseUs();
    }

    /** Percent of all requests that went through shared memory. */
    double percentLocal() {
        long l = 0;
        long all = 0;
        for (int p = 0; p < local.length; p++) {
            l += local[p];
            all += local[p] + network[p];
        }
        return 100.0 * l / all;
    }

    /** The most network requests one processor sent. */
    long networkMax() {
        return java.util.Arrays.stream(network).max().orElse(0);
    }

    /** The network requests all processors sent. */
    long networkTotal() {
        return java.util.Arrays.stream(network).sum();
    }

    /** The most network requests one processor sent over the mean. */
    double networkMaxOverMean() {
        long max = 0;
        long sum = 0;
        for (long x : network) {
            max = Math.max(max, x);
            sum += x;
        }
        return (double) max / ((double) sum / network.length);
    }

    /** The fewest network requests one processor sent over the mean. */
    double networkMinOverMean() {
        long min = Long.MAX_VALUE;
        long sum = 0;
        for (long x : network) {
            min = Math.min(min, x);
            sum += x;
        }
        return (double) min / ((double) sum / network.length);
    }
}
