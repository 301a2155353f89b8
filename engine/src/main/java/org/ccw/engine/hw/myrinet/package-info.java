/**
 * Myrinet as the AM-II and PVMAM papers use it: cut-through (wormhole) switching with link-level backpressure, so
 * nothing is ever dropped for lack of buffer space. A packet's head claims one {@link
 * org.ccw.engine.hw.myrinet.WormLine} after another (a NIC's outgoing line, then the switch output towards the
 * destination, then a slot in the destination NIC's receive FIFO); while its head waits, it keeps every line it
 * holds — a blocked packet holds its path — and other packets queue for those lines in arrival order. Once the
 * head has a slot at the destination the body streams at the per-byte link time, the tail arrives one
 * serialization time after the head, and all lines are released. Trace: {@code CellDeparted} when the head
 * takes a line, {@code CellArrived} when it reaches a switch (head) and at the destination NIC (tail),
 * {@code QueueLengthChanged} for queue {@code line-wait} (heads blocked on a line). The release of upstream
 * lines at tail arrival, rather than a few nanoseconds of propagation earlier, is the model's one
 * simplification.
 */
package org.ccw.engine.hw.myrinet;
