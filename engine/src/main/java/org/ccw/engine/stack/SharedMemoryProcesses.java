package org.ccw.engine.stack;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

import org.ccw.engine.topology.JobSpec;
import org.ccw.engine.topology.Topology;

/**
 * How a stack runs a job of one shared-memory multiprocessor on this machine, one OS process per process of the job,
 * the processes talking through real shared memory ({@code workbench peer SCENARIO --transport shm --process NAME},
 * {@code run.SharedMemoryPeerRun}): each OS process plays one process of the job, and they find one another through
 * files in one directory. A stack whose processes share nothing but a network does not offer it.
 */
public interface SharedMemoryProcesses {

    /**
     * What one process did.
     *
     * @param messagesSent      workload requests it sent
     * @param messagesDelivered workload requests whose handler ran here
     * @param repliesHandled    replies whose handler ran here
     * @param complete          whether it played its whole part before the limit
     */
    record Outcome(long messagesSent, long messagesDelivered, long repliesHandled, boolean complete) {
    }

    /**
     * Runs process {@code process} of {@code job} in this OS process, through {@code directory}, until its part of
     * the job's workload is done or {@code limitMs} of wall-clock time have passed.
     *
     * @throws IllegalArgumentException when the job, its placement or its workload cannot run this way (the message
     *                                  names it; the run turns it into a one-line refusal)
     * @throws IOException              when the shared memory cannot be made or mapped
     */
    Outcome run(Topology topology, JobSpec job, String process, Path directory, long limitMs) throws IOException;

    /**
     * The stack's microbenchmark between two of its processes in two OS processes of this machine ({@code bench
     * --real}): empty when it has none.
     */
    default Optional<Benchmark> benchmark() {
        return Optional.empty();
    }

    /** A two-process microbenchmark through real shared memory. */
    @FunctionalInterface
    interface Benchmark {
        /**
         * Runs it with {@code warmUp} untimed and {@code rounds} timed round trips; returns its figures by metric name
         * ({@code shm_rtt_p50_us}, ...).
         *
         * @throws IllegalStateException when a message was lost, repeated or out of order, or the other process failed
         */
        Map<String, Double> run(int warmUp, int rounds) throws IOException;
    }
}
