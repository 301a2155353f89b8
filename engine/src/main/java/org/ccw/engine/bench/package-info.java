/**
 * Benchmarks of the engine, for {@code workbench bench} and for tuning.
 *
 * <p>The kernel is measured with the hold model ({@link org.ccw.engine.bench.HoldModel}), the standard
 * workload for pending-event sets: a constant number of pending events (10^3, 10^5, 10^6 here), each of which
 * schedules one successor at a random delay, exponential (the headline figures; drawn by the ziggurat method,
 * {@link org.ccw.engine.bench.ZigguratExponential}, so no logarithm is taken per event) or uniform (reported
 * beside them). The same workload, with the same draws, on a
 * {@link java.util.PriorityQueue} of event objects is the baseline. {@link org.ccw.engine.bench.EngineBenchmark}
 * runs {@link org.ccw.engine.bench.BenchWorkload}s with warm-up and median-of-rounds timing and returns their
 * metrics by name ({@code kernel.events_per_s_1e3}, ...); the fabric's benchmark plugs in as another workload.
 * The JMH benchmarks in {@code engine/src/jmh/java} drive the same models. Wall time is read only here, never
 * inside the kernel, and no test asserts on it.
 */
package org.ccw.engine.bench;
