/**
 * The simulated kernel's TCP mechanisms, each a part named after the RFC that defines it, so that a stream
 * transport composes them and a test checks each on its own:
 * <ul>
 * <li>{@link org.ccw.engine.tcp.CongestionControl} — slow start, congestion avoidance, fast retransmit and fast
 * recovery (RFC 5681 §3), with NewReno's partial acknowledgments (RFC 6582), and the restart after idling (§4.1)
 * that a kernel's {@link org.ccw.engine.tcp.TcpSettings#slowStartAfterIdle} asks for;</li>
 * <li>{@link org.ccw.engine.tcp.RtoEstimator} — the retransmission timeout (RFC 6298) from round trips measured on a
 * clock of a given granularity (4.4BSD's 500 ms slow timer), with exponential back-off;</li>
 * <li>{@link org.ccw.engine.tcp.DelayedAck} — the receiver acknowledges every second full-sized segment at once, else
 * at the next tick of a 200 ms clock (RFC 1122 §4.2.3.2, RFC 5681 §4.2; BSD's fast timer);</li>
 * <li>{@link org.ccw.engine.tcp.Nagle} — when the sender may send a segment smaller than the maximum (RFC 896, RFC
 * 1122 §4.2.3.4), unless the socket has {@code TCP_NODELAY};</li>
 * <li>{@link org.ccw.engine.tcp.TcpSettings} — the values of all of these and of the socket buffers, each an
 * {@link org.ccw.model.provenance.Input} with its source ({@link org.ccw.engine.tcp.TcpSettings#inputs});</li>
 * <li>{@link org.ccw.engine.tcp.LinuxTcp} and {@link org.ccw.engine.tcp.LinuxReceiveWindow} — Linux 2.0's timers and
 * its receive window (half the buffer's free space, moved in whole segments), from that kernel's source.</li>
 * </ul>
 *
 * <p>Invariants: windows and sequence numbers are counted in bytes of the stream; the congestion window never falls
 * below one segment; the timeout stays between its minimum and maximum.
 *
 * <p>Trace: these classes emit nothing themselves; the connection that uses them records {@code CongestionChanged}
 * (its congestion window, slow-start threshold and phase), {@code Retransmitted} and {@code TimerFired}.
 */
package org.ccw.engine.tcp;
