package org.ccw.engine.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.stack.SharedMemoryProcesses;
import org.ccw.engine.stack.Stacks;
import org.ccw.engine.topology.JobSpec;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.model.cluster.Scenario;

/**
 * One process of a scenario's job in this OS process, talking to the job's other processes — each in an OS process
 * of its own on this machine — through real shared memory: {@code workbench peer SCENARIO --transport shm --process
 * NAME}. The job's registered stack says how ({@link SharedMemoryProcesses}); a stack that does not offer it, a job
 * it cannot run so, or an unknown process is refused with one line ({@link RealTimeRun.SetupException}). The
 * processes find one another through files in one directory, by default {@code ccw-<scenario>-seed<seed>} under
 * {@code /dev/shm} (else the temporary directory); they may start in any order. The summary has no frames (nothing
 * crosses a network) and no events or trace (the processes poll, they do not schedule).
 */
public final class SharedMemoryPeerRun extends RunOptions<SharedMemoryPeerRun> {
    private final Scenario scenario;
    private final String process;
    private Path directory;

    private SharedMemoryPeerRun(Scenario scenario, String process) {
        this.scenario = scenario;
        this.process = process;
    }

    /** Process {@code process} of {@code scenario}'s driven job, here. */
    public static SharedMemoryPeerRun of(Scenario scenario, String process) {
        return new SharedMemoryPeerRun(scenario, process);
    }

    /** Where the processes' shared memory lives (every process of the run must be told the same). */
    public SharedMemoryPeerRun directory(Path dir) {
        this.directory = dir;
        return this;
    }

    /** The directory a run of {@code topology} uses unless told. */
    static Path defaultDirectory(Topology topology) {
        Path shm = Path.of("/dev/shm");
        Path base = Files.isDirectory(shm) && Files.isWritable(shm) ? shm
                : Path.of(System.getProperty("java.io.tmpdir"));
        String name = topology.name().toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
        return base.resolve("ccw-" + name + "-seed" + topology.seed());
    }

    /**
     * Runs the process until its part is done or the wall-clock limit.
     *
     * @throws RealTimeRun.SetupException when the run cannot start (one line naming the problem)
     */
    public RealTimeSummary run() throws IOException {
        Topology built = TopologyBuilder.from(scenario);
        Topology topology = seedOverride() == null ? built : built.withSeed(seedOverride());
        JobSpec job = topology.drivenJob().orElseThrow(() -> new RealTimeRun.SetupException("scenario '"
                + scenario.getName() + "' has no job with a workload to run"));
        SharedMemoryProcesses stack;
        try {
            stack = Stacks.of(job).sharedMemory().orElseThrow(() -> new RealTimeRun.SetupException("job "
                    + job.name() + "'s stack, " + job.stack() + ", does not run its processes through shared"
                    + " memory; run it with --transport udp|tcp, or without"));
        } catch (IllegalArgumentException e) {
            throw new RealTimeRun.SetupException(e.getMessage());
        }
        Path dir = directory == null ? defaultDirectory(topology) : directory;
        Files.createDirectories(dir);
        long start = System.nanoTime();
        SharedMemoryProcesses.Outcome outcome;
        try {
            outcome = stack.run(topology, job, process, dir, untilPs(RealTimeRun.DEFAULT_UNTIL_PS) / Time.PS_PER_MS);
        } catch (IllegalArgumentException e) {
            throw new RealTimeRun.SetupException(e.getMessage());
        }
        long wall = System.nanoTime() - start;
        String host = job.processes().stream().filter(p -> p.name().equals(process)).findFirst()
                .map(p -> topology.nodeName(p.host())).orElse("?");
        return new RealTimeSummary(topology.name(), "shm", job.stack(), topology.seed(),
                List.of(process + "@" + host + ":" + dir), wall, 0, 0, 0, 0, 0, 0, 0, outcome.messagesSent(),
                outcome.messagesDelivered(), outcome.repliesHandled(), 0, outcome.complete());
    }
}
