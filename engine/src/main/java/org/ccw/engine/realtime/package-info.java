/**
 * Where wall-clock time is allowed: the real-time side of the engine and pacing for animation.
 *
 * <p>{@link org.ccw.engine.realtime.RealTimeScheduler} implements the same
 * {@link org.ccw.engine.kernel.Scheduler} contract as the simulation kernel, with time read from
 * {@link java.lang.System#nanoTime()} and one event-loop thread (OMNeT++ swaps in a socket real-time scheduler
 * the same way). {@link org.ccw.engine.realtime.UdpNetworkPort} and
 * {@link org.ccw.engine.realtime.TcpNetworkPort} implement {@link org.ccw.engine.net.NetworkPort} over real
 * sockets, the transports PVMAM uses (seed 003, Appendix C). The loop reads and writes their sockets itself (one
 * {@link java.nio.channels.Selector}): a frame waits in the port's receive queue until the stack polls, so protocol
 * handlers still run one at a time and need no locks, and no frame pays a hand-over from another thread. A frame label ({@link org.ccw.engine.net.FrameTag}) is for the simulated trace and
 * never goes on the wire. {@link org.ccw.engine.realtime.RealTimeTransport} picks UDP or TCP as a factory of
 * ports, and {@link org.ccw.engine.realtime.FaultInjectingPort} applies a scenario's loss, duplication,
 * corruption and reordering to what a socket sends (and counts a frame the socket cannot send, to a peer not up
 * yet, as lost), so the stack's recovery is exercised on a real network too.
 *
 * <p>Over a real network a stack's retransmission timers adapt: the scheduler hands each path an
 * {@link org.ccw.engine.realtime.RttEstimator} (Jacobson and Karels' smoothed round trip and variance, Karn's rule,
 * back-off) through {@link org.ccw.engine.kernel.Scheduler#retransmitTimeout}, where the simulation kernel hands the
 * model's fixed timeout back. The loop polls a wait of up to a millisecond for a due event, and its sockets for a
 * while once idle, rather than sleep, as the papers' stacks poll their NI.
 * {@link org.ccw.engine.realtime.RawLoopback} is the raw socket a real run is measured against
 * ({@code workbench bench --real}). {@link org.ccw.engine.realtime.UserSpaceSwitch} is a bottleneck for real runs: a
 * store-and-forward UDP relay on 127.0.0.1 with a small output buffer per destination drained at a rate limit,
 * dropping (and counting) what does not fit ({@code RealTimeRun.through}); a real run starts it as an OS process
 * of its own, {@link org.ccw.engine.realtime.SwitchProcess}, a child JVM it talks to in a line protocol.
 */
package org.ccw.engine.realtime;
