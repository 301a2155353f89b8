/**
 * The trace: the engine's one channel to everything that watches a run. Hardware models and protocol stacks
 * report what happens through a {@link org.ccw.engine.trace.Tracer}, which numbers each record densely from 0,
 * stamps it with the current virtual time (picoseconds) and the number of the record that caused it (taken from
 * {@link org.ccw.engine.kernel.Scheduler#cause()}), and hands it to one {@link org.ccw.engine.trace.TraceSink}.
 * Sinks are the observers, in the manner of OMNeT++'s environment interface: the in-memory
 * {@link org.ccw.engine.trace.TraceLog} that views seek in, the {@link org.ccw.engine.trace.JsonLinesTraceWriter}
 * that writes a trace file, and the {@link org.ccw.engine.trace.TraceFingerprint} that pins a run in a test.
 * The records themselves ({@link org.ccw.engine.trace.TraceEvent}) are an immutable, versioned data format
 * documented field by field in {@code engine/TRACE.md}; views read records, never live engine objects. Tracing
 * costs one branch per report when it is off ({@link org.ccw.engine.trace.Tracer#OFF}), so the fabric benchmark
 * can run untraced.
 */
package org.ccw.engine.trace;
