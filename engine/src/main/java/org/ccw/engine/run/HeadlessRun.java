package org.ccw.engine.run;

import org.ccw.engine.hw.Fabric;
import org.ccw.engine.hw.PacketCapture;
import org.ccw.engine.kernel.SimulationKernel;
import org.ccw.engine.stack.StackDriver;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.stack.SimulatedRun;
import org.ccw.engine.stack.Stacks;
import org.ccw.engine.topology.JobSpec;
import org.ccw.engine.topology.ScriptedDelay;
import org.ccw.engine.topology.ScriptedDrop;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.JsonLinesTraceWriter;
import org.ccw.engine.trace.TraceFingerprint;
import org.ccw.engine.trace.TraceSink;
import org.ccw.engine.trace.Tracer;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;

import org.ccw.model.cluster.Scenario;

/**
 * One run of a scenario without a window: {@code workbench run SCENARIO [--seed N] [--until TIME] [--trace FILE]
 * [--json]}. Configure with the fluent setters, then {@link #run()}. A traced run (the default) computes the
 * fingerprint and can also write a JSON Lines trace file and feed extra sinks (a view's
 * {@link org.ccw.engine.trace.TraceLog}); {@link #untraced()} runs with tracing off, for speed. A run made
 * {@link #of(Scenario) from a scenario} drives its workload through the job's protocol stack
 * ({@link StackDriver#forRun}); one made from a bare topology drives raw cells.
 */
public final class HeadlessRun extends RunOptions.Traced<HeadlessRun> {
    /** A run of a bare topology: its workload as raw cells, whatever jobs the topology has. */
    private final boolean rawCells;
    private Topology topology;
    private boolean traced = true;
    private Long shuffleSeed;
    private PacketCapture capture;

    private HeadlessRun(boolean rawCells, Topology topology) {
        this.rawCells = rawCells;
        this.topology = topology;
    }

    /** A run of {@code topology}'s workload as raw cells, with its own seed and duration. */
    public static HeadlessRun of(Topology topology) {
        return new HeadlessRun(true, topology);
    }

    /**
     * A run of {@code scenario} (copied into a topology now) with its own seed and duration, its workload driven
     * by its job's protocol stack, or as raw cells when the job has none.
     */
    public static HeadlessRun of(Scenario scenario) {
        return new HeadlessRun(false,
                UnrunnableScenarioException.setUp(scenario.getName(), () -> TopologyBuilder.from(scenario)));
    }

    /**
     * The topology this run plays (the scenario's, converted once when the run was made), with the seed, time limit
     * (its duration) and faults it was given.
     */
    public Topology topology() {
        Topology played = seedOverride() == null ? topology : topology.withSeed(seedOverride());
        return untilOverride() == null ? played : played.withDuration(untilOverride());
    }

    /** Adds a scripted drop to the scenario's faults: the animation's what-if "drop this cell". */
    public HeadlessRun fault(ScriptedDrop drop) {
        topology = topology.withFaults(topology.faults().with(drop));
        return this;
    }

    /** Adds a scripted delay to the scenario's faults: the animation's what-if "delay this cell". */
    public HeadlessRun fault(ScriptedDelay delay) {
        topology = topology.withFaults(topology.faults().with(delay));
        return this;
    }

    /**
     * Debug mode: events due at the same time and priority run in an order shuffled by {@code shuffleSeed}
     * instead of insertion order. A correct model gives the same results (not the same trace) in any such order;
     * a difference exposes a hidden order dependence.
     */
    public HeadlessRun shuffleTies(long shuffleSeed) {
        this.shuffleSeed = shuffleSeed;
        return this;
    }

    /** Also hands every frame a host sends, with its bytes, to {@code capture} (for a pcap file). */
    public HeadlessRun capture(PacketCapture capture) {
        this.capture = capture;
        return this;
    }

    /** Runs with tracing off: no fingerprint, no trace file, no sinks. */
    public HeadlessRun untraced() {
        this.traced = false;
        return this;
    }

    public RunSummary run() throws IOException {
        if (!traced && (traceFile() != null || !sinks().isEmpty())) {
            throw new IllegalStateException("an untraced run cannot write a trace or feed sinks");
        }
        Topology played = topology();
        SimulationKernel kernel = shuffleSeed == null ? new SimulationKernel(played.seed())
                : SimulationKernel.withShuffledTies(played.seed(), shuffleSeed);
        TraceFingerprint fingerprint = traced ? new TraceFingerprint() : null;
        List<TraceSink> sinks = new ArrayList<>();
        if (traced) {
            sinks.add(fingerprint);
            sinks.addAll(sinks());
            BooleanSupplier stop = stopRequested();
            sinks.add(event -> {
                if (stop.getAsBoolean()) {
                    kernel.stop();
                }
            });
        }
        JsonLinesTraceWriter writer = traceFile() != null ? JsonLinesTraceWriter.toFile(traceFile()) : null;
        if (writer != null) {
            sinks.add(writer);
        }
        try {
            Tracer tracer = traced ? new Tracer(kernel, TraceSink.fanOut(sinks)) : Tracer.OFF;
            return execute(played, kernel, tracer, fingerprint);
        } finally {
            if (writer != null) {
                writer.close();
            }
        }
    }

    private RunSummary execute(Topology played, SimulationKernel kernel, Tracer tracer,
                               TraceFingerprint fingerprint) {
        long wallStart = System.nanoTime();
        tracer.runStarted(played.name(), played.seed(), rawCells ? "" : drivenStack(played));
        Fabric fabric = UnrunnableScenarioException.setUp(played.name(), () -> Fabric.build(played, kernel, tracer));
        if (capture != null) {
            fabric.capture(capture);
        }
        StackDriver traffic = UnrunnableScenarioException.setUp(played.name(),
                () -> rawCells ? new TrafficGenerator(fabric, kernel, tracer)
                        : driverFor(fabric, kernel, tracer));
        try {
            traffic.start();
            kernel.runUntil(played.durationPs());
        } finally {
            traffic.close();
        }
        tracer.runEnded(kernel.pendingCount() > 0 ? "until" : "idle");
        long wall = System.nanoTime() - wallStart;
        return new RunSummary(played.name(), played.seed(), kernel.eventsExecuted(), tracer.recorded(),
                kernel.now(), wall, traffic.cellsSent(), traffic.cellsDelivered(),
                fabric.cellsDropped() + traffic.cellsDamaged(), traffic.messagesSent(), traffic.messagesDelivered(),
                fingerprint == null ? null : fingerprint.hex(), traffic.stack(), traffic.retransmissions(),
                traffic.finishedPs());
    }

    /** The stack of the job the workload drives, as {@link #driverFor} picks it; "" when it drives raw cells. */
    private static String drivenStack(Topology topology) {
        return topology.drivenJob().map(JobSpec::stack).orElse("");
    }

    /**
     * The driver for the run on {@code fabric} (built from the run's topology): the registered stack of the job
     * the workload drives, or raw cells when no job is driven or the driven job has no stack. A job whose stack
     * this build does not run is refused (set-up turns it into an unrunnable-scenario error): running it as raw cells would show something
     * other than what the scenario asks for.
     *
     * @throws IllegalArgumentException when the job's stack is not registered or refuses the job
     */
    private static StackDriver driverFor(Fabric fabric, Scheduler scheduler, Tracer tracer) {
        return fabric.topology().drivenJob().filter(job -> job.stack() != null)
                .map(job -> Stacks.of(job).simulated(new SimulatedRun(fabric.topology(), job, fabric, scheduler,
                        tracer)))
                .orElseGet(() -> new TrafficGenerator(fabric, scheduler, tracer));
    }
}
