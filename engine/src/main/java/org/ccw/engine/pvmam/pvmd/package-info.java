/**
 * PVM's daemons (pvmd), the route every PVM message can take (seed 003 §6.3: "route the message through the
 * daemons"; REFERENCE.md "PVM 3.4": task → its pvmd → the destination's pvmd → task).
 *
 * <ul>
 * <li>{@link org.ccw.engine.pvmam.pvmd.Pvmd}: one per host, a process on the host's processor. It reads its tasks'
 * fragments from their local sockets, sends each to the destination host's pvmd as one UDP packet behind a
 * {@link org.ccw.engine.pvmam.pvmd.PvmdPacketHeader} (16-bit sequence and acknowledgement numbers, one packet
 * outstanding per host pair), retransmits a packet whose acknowledgement does not come within the round-trip
 * estimate (1 s at first, smoothed as (new + 3 × old) / 4), doubling the interval while it is under 9 s, and
 * writes what arrives in sequence to the destination task's socket.</li>
 * <li>{@link org.ccw.engine.pvmam.pvmd.UnixSocket}: one direction of the local stream between a task and its pvmd
 * (PVM uses a Unix-domain socket on the host), a write system call and a copy at one end, two reads (fragment
 * header, then body, as PVM's {@code mxinput}) and a copy at the other, with a SIGIO-like notice to the reader.</li>
 * <li>{@link org.ccw.engine.pvmam.pvmd.DaemonCosts}: the processor cycles of those calls and of the daemon's own
 * work, ASSUMED (the paper measures none of them).</li>
 * </ul>
 *
 * <p>Invariants: a host pair's packets are taken once each and in the order sent (a duplicate or an old packet is
 * acknowledged again and dropped), so every fragment reaches its task once and in order; at most one packet is
 * unacknowledged per host pair.
 *
 * <p>Trace: each fragment's three hops as {@code MessageSent} / {@code MessageDelivered} pairs of kinds
 * {@code task-pvmd}, {@code pvmd-pvmd} and {@code pvmd-task} (one hop fewer when both tasks share a host), with the
 * PVM message's id ({@code pvm.PvmMessageIds}, the daemon route's ids) and the fragment's index; the pvmd's port is
 * 0. The packets on the fabric are frames of kind {@code pvmd} (data, with that id) and {@code pvmd-ack};
 * {@code TimerFired} {@code pvmd-retry} and {@code Retransmitted} (kind {@code pvmd}) when a packet goes again;
 * {@code CellDropped} {@code CHECKSUM} (kind {@code pvmd}) for a damaged packet and {@code PROTOCOL} for a
 * duplicate.
 */
package org.ccw.engine.pvmam.pvmd;
