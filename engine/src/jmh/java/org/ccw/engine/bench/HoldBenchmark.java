package org.ccw.engine.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The hold model under JMH: events per second of the kernel and of the {@link java.util.PriorityQueue}
 * baseline, at 10^3, 10^5 and 10^6 pending events, with exponential and uniform holds. One invocation runs
 * {@value #EVENTS_PER_INVOCATION} events, so the reported ops/s are events/s.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@OperationsPerInvocation(HoldBenchmark.EVENTS_PER_INVOCATION)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "-Xmx2g")
public class HoldBenchmark {
    static final int EVENTS_PER_INVOCATION = 10_000;

    @Param({"1000", "100000", "1000000"})
    int pending;

    @Param({"EXPONENTIAL", "UNIFORM"})
    HoldDistribution distribution;

    @Param({"KERNEL", "PRIORITY_QUEUE"})
    HoldQueue queue;

    private HoldModel model;

    @Setup
    public void fill() {
        model = queue.create(pending, distribution, 42);
    }

    @Benchmark
    public long hold() {
        model.runEvents(EVENTS_PER_INVOCATION);
        return model.nowPs();
    }
}
