package org.ccw.app.cli;

import java.nio.file.Path;

import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * What {@code run} and {@code peer} share, as a picocli mixin: the scenario file, the seed, when to stop, the
 * trace file and JSON output. One declaration, so the two commands cannot drift apart.
 */
final class RunOptions {

    @Parameters(paramLabel = "SCENARIO", description = "The scenario file (XMI).")
    Path file;

    @Option(names = "--seed", paramLabel = "N",
        description = "Seed for every random stream, the fault streams included (default: the scenario's).")
    Long seed;

    @Option(names = "--until", paramLabel = "TIME", converter = SimulatedTime.class,
        description = {"When to stop, e.g. 500us, 2ms, 1s; a bare number is µs. Simulated time in a simulated run"
            + " (default: the scenario's duration); wall-clock time over a real transport (default 60s)."})
    Long untilPs;

    @Option(names = "--trace", paramLabel = "FILE",
        description = "Write the event trace as JSON Lines to FILE (over a real transport: real times, not"
            + " deterministic).")
    Path traceFile;

    @Option(names = "--json", description = "Print the summary as one JSON object.")
    boolean json;
}
