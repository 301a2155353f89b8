/**
 * The congestion-window view, for any sender whose trace records {@code CongestionChanged}:
 * {@link org.ccw.visualizer.congestion.CongestionWindows} reads the trace into one series per connection (node →
 * peer) of cwnd and ssthresh over time, the sender's phase (slow start, congestion avoidance, fast recovery) and the
 * moments it resent or its retransmission timer fired; {@link org.ccw.visualizer.congestion.CongestionFigure} draws
 * them as step lines on any surface, in segments or bytes, so a fast retransmit's halving reads beside a timeout's
 * drop to one segment.
 *
 * <p>Invariants: built from trace records only, no stack named; a connection's steps tile its time from its first
 * record to the trace's end; a mark belongs to the connection its message went on, or to every connection of its
 * node when the trace does not say.
 */
package org.ccw.visualizer.congestion;
