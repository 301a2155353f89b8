/**
 * A minimal echo protocol, written only against {@link org.ccw.engine.kernel.Scheduler} and
 * {@link org.ccw.engine.net.NetworkPort}: the proof that one stack object runs unchanged under the simulation
 * kernel (virtual time, {@link org.ccw.engine.net.LoopbackNetwork} or the simulated fabric) and under the
 * real-time scheduler with UDP or TCP sockets. Its client is a stop-and-wait sender generalised to a window,
 * with a retransmission timer per frame on unreliable ports: the same skeleton SSAM's and PVMAM's flow control
 * elaborate on. It traces its frames as messages ({@code MessageSent}, {@code MessageDelivered}; see
 * {@link org.ccw.engine.net.echo.EchoStack}).
 */
package org.ccw.engine.net.echo;
