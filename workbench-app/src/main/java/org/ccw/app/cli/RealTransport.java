package org.ccw.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetSocketAddress;
import java.util.Locale;
import java.util.function.UnaryOperator;
import org.ccw.engine.realtime.RealTimeTransport;
import org.ccw.engine.run.RealTimeRun;
import org.ccw.engine.run.RealTimeSummary;
import picocli.CommandLine.Model.CommandSpec;

/**
 * What {@code run --transport udp|tcp} and {@code peer} share: reading the transport and socket addresses from
 * the command line, and running a {@link RealTimeRun} to a printed summary and an exit code — 0 when every host
 * here finished the workload, 1 when the wall-clock limit came first, 2 when the run cannot start (unknown host,
 * missing peer, busy port), with one line saying why.
 */
final class RealTransport {
    private RealTransport() {
    }

    /** {@code udp} or {@code tcp} (any case); anything else is bad input naming {@code option}. */
    static RealTimeTransport parse(String option, String name) {
        for (RealTimeTransport transport : RealTimeTransport.values()) {
            if (transport.name().equalsIgnoreCase(name)) {
                return transport;
            }
        }
        if (name.equalsIgnoreCase("shm")) {
            throw new BadInputException(option + " " + name + ": runs one process of a job per OS process; use workbench"
                + " peer SCENARIO --transport shm --process NAME");
        }
        throw new BadInputException(option + " " + name + ": not a transport; use udp or tcp");
    }

    /**
     * {@code HOST:PORT} (port 0..65535); when it is not one, the message starts with {@code what} (the option as
     * the user wrote it, e.g. {@code "--listen "}) followed by the text.
     */
    static InetSocketAddress address(String what, String text) {
        int colon = text.lastIndexOf(':');
        if (colon <= 0 || colon == text.length() - 1) {
            throw new BadInputException(what + text + ": not HOST:PORT");
        }
        int port;
        try {
            port = Integer.parseInt(text.substring(colon + 1));
        } catch (NumberFormatException e) {
            port = -1;
        }
        if (port < 0 || port > 65_535) {
            throw new BadInputException(what + text + ": the port must be a number from 0 to 65535");
        }
        InetSocketAddress address = new InetSocketAddress(text.substring(0, colon), port);
        if (address.isUnresolved()) {
            throw new BadInputException(what + text + ": unknown host " + address.getHostString());
        }
        return address;
    }

    /**
     * Applies the options {@code run} and {@code peer} share (each null when not given), runs, prints the summary
     * (as JSON when {@code json}) and returns the exit code.
     */
    static int runAndReport(RealTimeRun run, RunOptions options, CommandSpec spec)
            throws IOException, InterruptedException {
        return runAndReport(run, options, spec, UnaryOperator.identity());
    }

    /** As {@link #runAndReport(RealTimeRun, RunOptions, CommandSpec)}, the printed summary passed through {@code then}. */
    static int runAndReport(RealTimeRun run, RunOptions options, CommandSpec spec, UnaryOperator<String> then)
            throws IOException, InterruptedException {
        if (options.seed != null) {
            run.seed(options.seed);
        }
        if (options.untilPs != null) {
            run.until(options.untilPs);
        }
        if (options.traceFile != null) {
            run.traceFile(options.traceFile);
        }
        RealTimeSummary summary;
        try {
            summary = run.run();
        } catch (RealTimeRun.SetupException e) {
            throw new BadInputException(e.getMessage(), e);
        }
        return report(summary, options, spec, then);
    }

    /** Prints {@code summary} (as JSON when asked) and returns the exit code: 1 when it did not complete. */
    static int report(RealTimeSummary summary, RunOptions options, CommandSpec spec) {
        return report(summary, options, spec, UnaryOperator.identity());
    }

    private static int report(RealTimeSummary summary, RunOptions options, CommandSpec spec,
                              UnaryOperator<String> then) {
        PrintWriter out = spec.commandLine().getOut();
        out.println(then.apply(options.json ? summary.toJson() : describe(summary)));
        out.flush();
        return exitCode(summary, spec);
    }

    /** OK, or a failed check (said on stderr) when the workload did not complete within {@code --until}. */
    static int exitCode(RealTimeSummary summary, CommandSpec spec) {
        if (!summary.complete()) {
            PrintWriter err = spec.commandLine().getErr();
            err.println("workbench: the workload did not complete within --until (" + summary.scenario() + ")");
            err.flush();
            return ExitCode.CHECK_FAILED;
        }
        return ExitCode.OK;
    }

    private static String describe(RealTimeSummary s) {
        return String.format(Locale.ROOT, """
            scenario      %s (seed %d, %s over %s)
            hosts         %s
            wall time     %.3f s (%s)
            events        %,d (%,d trace records)
            frames        %,d sent, %,d received, %,d lost, %,d duplicated, %,d corrupted
            messages      %,d sent, %,d delivered, %,d replies
            retransmitted %,d""",
            s.scenario(), s.seed(), s.stack(), s.transport(), String.join(", ", s.hosts()), s.wallTimeSeconds(),
            s.complete() ? "complete" : "stopped by --until", s.events(), s.traceRecords(), s.framesSent(),
            s.framesReceived(), s.framesLost(), s.framesDuplicated(), s.framesCorrupted(), s.messagesSent(),
            s.messagesDelivered(), s.repliesHandled(), s.retransmissions());
    }
}
