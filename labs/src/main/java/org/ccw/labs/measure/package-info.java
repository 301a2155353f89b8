/**
 * Figures a lab names without Java, computed from the trace of a run ({@code engine/TRACE.md}) of its scenario:
 * a {@link org.ccw.labs.measure.Measure} such as {@code latency(ss20-a -> ss20-b).p50} (message latency from
 * {@code MessageSent} to {@code MessageDelivered}, its mean and percentiles), {@code throughput(a -> b)},
 * {@code drops(place, reason)} ({@code CellDropped}), {@code retransmissions()} ({@code Retransmitted}),
 * {@code queue(place).max} ({@code QueueLengthChanged}) and {@code handler(name)} ({@code HandlerRan}), and the
 * event a question asks the student to find, a {@link org.ccw.labs.measure.TraceQuery} (record kind, field filters,
 * ordinal). Both read a {@link org.ccw.labs.measure.RunTrace}: the records and the names of the run's nodes.
 *
 * <p>Invariants: a measure or query is checked when its lab folder is read (unknown functions, statistics, record
 * kinds, fields and drop reasons are refused then); evaluated over the same trace it gives the same figure; one that
 * names what the run lacks is a {@link org.ccw.labs.measure.MeasureException}, never a silent zero — except a count,
 * which is 0 when nothing happened. Emits no trace records.
 */
package org.ccw.labs.measure;
