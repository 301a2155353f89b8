package org.ccw.app.cli;

import java.net.InetSocketAddress;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.ccw.engine.run.RealTimeRun;
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
 */
@Command(name = "peer",
    description = {"Run one host's part of a scenario's protocol stack over a real socket; start one such",
        "process per host of the job (same machine or a LAN), each told where the others listen."})
final class PeerCommand implements Callable<Integer> {

    @Mixin
    RunOptions options;

    @Option(names = "--host", paramLabel = "NAME", required = true,
        description = "The host of the scenario's job that runs in this process.")
    String host;

    @Option(names = "--listen", paramLabel = "HOST:PORT", required = true,
        description = "Where this host's socket listens, e.g. 127.0.0.1:7001 (port 0: any free port).")
    String listen;

    @Option(names = "--peer", paramLabel = "NAME=HOST:PORT",
        description = "Where another host of the job listens; one for each of them.")
    Map<String, String> peers = new LinkedHashMap<>();

    @Option(names = "--transport", paramLabel = "udp|tcp", defaultValue = "udp",
        description = "The real transport (default udp).")
    String transport;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        Scenario scenario = CheckedScenario.loadRunnable(options.file, spec.commandLine().getErr());
        Map<String, InetSocketAddress> peerAddresses = new LinkedHashMap<>();
        peers.forEach((name, address) -> peerAddresses.put(name, RealTransport.address("--peer " + name + "=",
            address)));
        RealTimeRun run = RealTimeRun.of(scenario, RealTransport.parse("--transport", transport))
            .only(host, RealTransport.address("--listen ", listen), peerAddresses);
        return RealTransport.runAndReport(run, options, spec);
    }
}
