/**
 * The deterministic discrete-event kernel every protocol stack and hardware model runs on.
 *
 * <p>Time is a {@code long} count of picoseconds ({@link org.ccw.engine.kernel.Time}). Code that models
 * hardware or protocols sees only the {@link org.ccw.engine.kernel.Scheduler} contract: the current time,
 * scheduling and cancelling events, named random streams and the cause of the running event. Two schedulers
 * implement it: {@link org.ccw.engine.kernel.SimulationKernel} here (virtual time, as fast as possible) and the
 * real-time scheduler in {@code org.ccw.engine.realtime} (wall-clock time, real sockets).
 *
 * <p>Invariants: events run in the total order (time, priority, insertion sequence), kept by
 * {@link org.ccw.engine.kernel.EventQueue}: a 4-ary heap over primitive arrays
 * ({@link org.ccw.engine.kernel.EventHeap}) that, for large pending sets, becomes the bottom of a ladder queue
 * whose buckets are chunked lists ({@link org.ccw.engine.kernel.ChunkedLists}), with O(1) lazy cancellation;
 * randomness comes only from {@link org.ccw.engine.kernel.RandomStream}s named per component and derived from
 * the run seed; nothing here reads a clock, starts a thread or iterates an unordered collection, so the same
 * seed gives the same run. A debug kernel shuffles same-time ties with its own seed to expose code that
 * depends on an unspecified order.
 */
package org.ccw.engine.kernel;
