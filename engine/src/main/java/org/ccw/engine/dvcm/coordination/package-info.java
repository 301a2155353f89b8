/**
 * Sender coordination as a DVCM extension module (seed 001 §4.2): token-based flow control that keeps several
 * sources from overrunning one destination's switch port, with Early Token Release and a bypass for small
 * messages and bursts. {@link org.ccw.engine.dvcm.coordination.SenderCoordination} is the module (command
 * {@code SEND_WITH_FLOW_CONTROL}; control messages {@code GRANT_LINK}, {@code UNI_REQ_LINK},
 * {@code BCAST_REQ_LINK}, {@code OWN_LINK_HINT}; no timeouts), {@code LinkToken} one unit's state for one link's
 * token. Invariants: at most one unit holds a token at any time (in flight between a pass and its arrival, nobody
 * does); the destination's unit is never sent a coordination message; every request is eventually granted.
 * Trace records: {@code TokenMoved} (at the giver when it leaves, at the receiver when it arrives),
 * {@code QueueLengthChanged} for queue kinds {@code token-wait} and {@code token-requests} (owner the unit, index the token).
 */
package org.ccw.engine.dvcm.coordination;
