package org.ccw.engine.amii;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.ccw.engine.stack.SharedMemoryProcesses;
import org.ccw.engine.topology.JobSpec;
import org.ccw.engine.topology.Topology;
import org.ccw.model.workload.WorkloadKind;

/**
 * An AM-II job of one SMP run one OS process per endpoint on this machine (#14; {@code workbench peer SCENARIO
 * --transport shm --process NAME}): this process's endpoint is a {@link RealEndpoint} whose queue block is a file in
 * the run's directory, named by its host's node id and the process's index in the job, so the others find it. The
 * workload is the simulated one's ({@link AmIIDriver}): in a ping-pong, process 0 sends its requests to process 1 one
 * at a time, each answered by a reply; process 1 ends once it answered them all, process 0 once every reply came,
 * and any further process has no part and ends at once. Tags come from the scenario's seed, the same in every
 * process. A job across SMPs, another workload, or a message longer than eight words is refused, named.
 */
final class RealProcesses implements SharedMemoryProcesses {
    /** Packets in each queue of a real endpoint's block. */
    static final int PACKETS = 64;

    @Override
    public Outcome run(Topology topology, JobSpec job, String process, Path directory, long limitMs)
            throws IOException {
        List<JobSpec.Placement> processes = job.processes();
        int index = processes.stream().map(JobSpec.Placement::name).toList().indexOf(process);
        if (index < 0) {
            throw new IllegalArgumentException("no process '" + process + "' in AM-II job " + job.name()
                    + " (its processes: " + String.join(", ", processes.stream().map(JobSpec.Placement::name)
                    .toList()) + ")");
        }
        if (job.hosts().stream().distinct().count() > 1) {
            throw new IllegalArgumentException("AM-II job " + job.name() + " spans SMPs ("
                    + String.join(", ", job.hosts().stream().distinct().map(topology::nodeName).toList())
                    + "); --transport shm runs the processes of one SMP, and the network protocol runs only"
                    + " simulated in this build");
        }
        JobSpec.Workload w = job.workload();
        if (w == null || w.kind() != WorkloadKind.PING_PONG) {
            throw new IllegalArgumentException("AM-II job " + job.name() + " has "
                    + (w == null ? "no workload" : "a " + w.kind() + " workload") + "; its real processes run"
                    + " ping-pong workloads so far");
        }
        if (processes.size() < 2 || w.messageBytes() > Packet.MAX_ARGS * Integer.BYTES) {
            throw new IllegalArgumentException("AM-II job " + job.name() + ": a ping-pong needs two processes and"
                    + " at most " + Packet.MAX_ARGS * Integer.BYTES + " bytes a message");
        }
        int host = processes.get(index).host();
        try (RealEndpoint endpoint = RealEndpoint.create(directory, new EndpointName(host, index),
                tag(topology, index), PACKETS)) {
            return switch (index) {
                case 0 -> ping(endpoint, new EndpointName(host, 1), tag(topology, 1), w, limitMs);
                case 1 -> pong(endpoint, w.messages(), limitMs);
                default -> new Outcome(0, 0, 0, true);
            };
        }
    }

    /** Seed 002 §4.1's microbenchmark between two OS processes ({@link ShmBenchmark}), a tenth as many bursts as round trips. */
    @Override
    public Optional<Benchmark> benchmark() {
        return Optional.of((warmUp, rounds) -> ShmBenchmark.run(new ShmBenchmark.Size(warmUp, rounds,
                Math.max(10, rounds / 10))).checked().metrics());
    }

    private static long tag(Topology topology, int index) {
        return topology.seed() * 0x9E3779B97F4A7C15L + index + 1;
    }

    /** Process 0: waits for process 1's block, then sends its requests one at a time, each after the last reply. */
    private static Outcome ping(RealEndpoint endpoint, EndpointName pong, long pongTag, JobSpec.Workload w,
                                long limitMs) {
        long end = System.currentTimeMillis() + limitMs;
        int[] replies = {0};
        endpoint.setReplyHandler(AmIIDriver.PONG, (source, args) -> replies[0]++);
        endpoint.map(1, pong, pongTag);
        if (!endpoint.awaitPeer(pong, limitMs)) {
            return new Outcome(0, 0, 0, false);
        }
        int words = (w.messageBytes() + Integer.BYTES - 1) / Integer.BYTES;
        for (int i = 0; i < w.messages(); i++) {
            endpoint.request4(1, AmIIDriver.PING, new int[words]);
            int expected = i + 1;
            if (!endpoint.pollUntil(() -> replies[0] >= expected, Math.max(0, end - System.currentTimeMillis()))) {
                break;
            }
        }
        return new Outcome(endpoint.messagesSent(), 0, replies[0], replies[0] == w.messages());
    }

    /** Process 1: answers each request, and ends once it answered them all. */
    private static Outcome pong(RealEndpoint endpoint, int messages, long limitMs) {
        endpoint.setRequestHandler(AmIIDriver.PING, (token, args) -> endpoint.reply4(token, AmIIDriver.PONG, args));
        boolean complete = endpoint.pollUntil(() -> endpoint.messagesDelivered() >= messages, limitMs);
        return new Outcome(0, endpoint.messagesDelivered(), 0, complete);
    }
}
