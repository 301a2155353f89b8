package org.ccw.app.cli;

import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.ccw.engine.run.RealTimeRun;
import org.ccw.engine.run.RealTimeSummary;
import org.ccw.engine.run.SharedMemoryPeerRun;
import org.ccw.model.cluster.Scenario;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code workbench peer SCENARIO --host NAME --listen HOST:PORT --peer NAME=HOST:PORT ... [--transport udp|tcp]
 * [--until TIME] [--json]}: runs only host NAME's part of the scenario's job in this OS process, over a real
 * socket, so that one such process per host — on one machine or on a LAN — runs the protocol between them. The
 * processes may start in any order: until a peer listens, what is sent to it is lost and the stack sends it
 * again. Each process ends once its host finished its part and heard that every peer finished theirs
 * ({@link RealTimeRun}).
 *
 * <p>{@code workbench peer SCENARIO --transport shm --process NAME [--shm-dir DIR]} runs one process of a job of one
 * SMP instead, the job's other processes in other OS processes of this machine, talking through real shared memory
 * ({@link SharedMemoryPeerRun}); a stack that does not run so, or a job across machines, is refused in one line.
 */
@Command(name = "peer",
    description = {"Run one host's part of a scenario's protocol stack over a real socket; start one such",
        "process per host of the job (same machine or a LAN), each told where the others listen."})
final class PeerCommand implements Callable<Integer> {
    private static final String SHM = "shm";

    @Mixin
    RunOptions options;

    @Option(names = "--host", paramLabel = "NAME",
        description = "The host of the scenario's job that runs in this process (udp, tcp).")
    String host;

    @Option(names = "--listen", paramLabel = "HOST:PORT",
        description = "Where this host's socket listens, e.g. 127.0.0.1:7001 (port 0: any free port; udp, tcp).")
    String listen;

    @Option(names = "--process", paramLabel = "NAME",
        description = "With --transport shm: the process of the scenario's job that runs in this OS process.")
    String process;

    @Option(names = "--shm-dir", paramLabel = "DIR",
        description = "With --transport shm: where the processes' shared memory lives, the same for all of them"
            + " (default: ccw-SCENARIO-seedN under /dev/shm, else the temporary directory).")
    Path shmDir;

    @Option(names = "--peer", paramLabel = "NAME=HOST:PORT",
        description = "Where another host of the job listens; one for each of them.")
    Map<String, String> peers = new LinkedHashMap<>();

    @Option(names = "--transport", paramLabel = "udp|tcp|shm", defaultValue = "udp",
        description = "The real transport (default udp); shm: one process of a job of one SMP, through shared"
            + " memory with the job's other processes on this machine.")
    String transport;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        Scenario scenario = CheckedScenario.loadRunnable(options.file, spec.commandLine().getErr());
        if (SHM.equalsIgnoreCase(transport)) {
            return sharedMemory(scenario);
        }
        if (process != null || shmDir != null) {
            throw new BadInputException("peer: --process and --shm-dir go with --transport shm, not " + transport);
        }
        if (host == null || listen == null) {
            throw new BadInputException("peer: give --host NAME and --listen HOST:PORT (or --transport shm"
                + " --process NAME)");
        }
        Map<String, InetSocketAddress> peerAddresses = new LinkedHashMap<>();
        peers.forEach((name, address) -> peerAddresses.put(name, RealTransport.address("--peer " + name + "=",
            address)));
        RealTimeRun run = RealTimeRun.of(scenario, RealTransport.parse("--transport", transport))
            .only(host, RealTransport.address("--listen ", listen), peerAddresses);
        return RealTransport.runAndReport(run, options, spec);
    }

    /** {@code --transport shm}: this OS process plays process {@link #process} of the job, through shared memory. */
    private int sharedMemory(Scenario scenario) throws Exception {
        if (process == null) {
            throw new BadInputException("peer --transport shm: give --process NAME, the process of the job to run"
                + " here");
        }
        if (host != null || listen != null || !peers.isEmpty()) {
            throw new BadInputException("peer --transport shm: --host, --listen and --peer are for udp and tcp; the"
                + " processes of one SMP find one another in --shm-dir");
        }
        if (options.traceFile != null) {
            throw new BadInputException("peer --transport shm: --trace is not written for shared-memory processes"
                + " in this build");
        }
        SharedMemoryPeerRun run = SharedMemoryPeerRun.of(scenario, process);
        if (shmDir != null) {
            run.directory(shmDir);
        }
        if (options.seed != null) {
            run.seed(options.seed);
        }
        if (options.untilPs != null) {
            run.until(options.untilPs);
        }
        RealTimeSummary summary;
        try {
            summary = run.run();
        } catch (RealTimeRun.SetupException e) {
            throw new BadInputException(e.getMessage(), e);
        }
        return RealTransport.report(summary, options, spec);
    }
}
