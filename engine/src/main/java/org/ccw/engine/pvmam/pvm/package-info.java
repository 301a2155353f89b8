/**
 * PVM over PVMAM's Active Messages (seed 003 §6), and PVM's own direct route beside it.
 *
 * <ul>
 * <li>The library a task program calls — {@link org.ccw.engine.pvmam.pvm.Pvm} ({@code pvm_mytid},
 * {@code initsend}, {@code pk*} with XDR ({@link org.ccw.engine.pvmam.pvm.XdrPacker},
 * {@link org.ccw.engine.pvmam.pvm.XdrUnpacker}), {@code send}, {@code mcast}, {@code psend}, a blocking
 * {@code recv}, {@code precv}, {@code nrecv}, {@code probe} with PVM's matching rule) — implemented by
 * {@link org.ccw.engine.pvmam.pvm.PvmTask}, which runs a {@link org.ccw.engine.pvmam.pvm.PvmProgram} on its own
 * {@code TaskThread} strictly in turn with the scheduler, so straight-line C-like code blocks in simulated time and
 * runs stay deterministic. A program written as steps ({@link org.ccw.engine.pvmam.pvm.SteppedProgram}: each call
 * that may wait takes what follows it) makes the same calls in the same order there, and over real sockets runs on
 * its host's loop thread instead, so a message costs no hand-off between two threads (the ping-pong's programs are
 * written so). {@link org.ccw.engine.pvmam.pvm.PvmJob} starts a job's programs.</li>
 * <li>Messages as lists of fragments ({@link org.ccw.engine.pvmam.pvm.PvmMessage}, §6.1), the 32-byte message
 * header and 16-byte fragment header of Appendices A.2 and A.3 ({@link org.ccw.engine.pvmam.pvm.PvmFragments}),
 * reassembled by {@link org.ccw.engine.pvmam.pvm.PvmAssembler} with the sequence byte that holds (or drops) a
 * fragment arriving out of order. A job holds it within the byte's window, answered at once, and the sender keeps its
 * fragments within that window; the paper's drop policy (§6.4.2) makes every fragment in flight behind a lost or
 * overtaken one spend a try of the AM layer, and under loss some are given up past the retry limit
 * ({@code PvmFaultPropertyTest}, {@code PvmJobFaultPropertyTest}).
 * </li>
 * <li>{@link org.ccw.engine.pvmam.pvm.Route}s: {@link org.ccw.engine.pvmam.pvm.AmRoute} (§6.4: each fragment one
 * Active Message to the fragment handler) and {@link org.ccw.engine.pvmam.pvm.DirectRoute} (stock PVM's
 * {@code PvmRouteDirect}: fragments on a TCP connection per pair of tasks, no AM layer), both into the task's
 * {@link org.ccw.engine.pvmam.pvm.ReceiveQueue}; {@link org.ccw.engine.pvmam.pvm.DaemonRoute} through the hosts'
 * pvmds ({@code org.ccw.engine.pvmam.pvmd}, §6.3), and {@link org.ccw.engine.pvmam.pvm.FallbackRoute}: on the AM
 * and direct routes a message takes the daemons when a check of {@code pvm_send} fails (§6.4.1); the task reads its
 * daemon socket only when the SIGIO flag is set (§6.4). Not yet here: contexts.</li>
 * <li>Real sockets: the same tasks over them ({@code driver.PvmamRealTime}; seed 003 §5.3 on this machine's UDP
 * and TCP), the job's tids laid out the same in every OS process; a {@code pvm_recv} from a task whose
 * messages the AM layer returned after the drop limit ends the program with that report.</li>
 * <li>Workloads as PVM programs, each driven by a {@code driver.PvmamDriver}: MPBench's ping-pong
 * ({@link org.ccw.engine.pvmam.pvm.PingPong}, {@code driver.PvmPingPongDriver}, §7) and the
 * parallel 2-D FFT ({@code fft}, §8).</li>
 * </ul>
 *
 * <p>Invariants: a number never straddles two fragments; a fragment is taken only in its sender's sequence; a
 * message is delivered when its end-of-message fragment is taken; a pair of tasks' messages arrive in the order
 * sent on every route; exactly one of a job's threads (the scheduler's or one task's) runs at a time.
 *
 * <p>Trace ({@code PvmTask}): {@code TaskStateChanged} at every change of a task's state (computing, inside the
 * library, waiting in {@code pvm_recv}, exited), {@code MessageSent} / {@code MessageDelivered} kind {@code pvm}
 * with {@link org.ccw.engine.pvmam.pvm.PvmMessageIds} (bit 58; bit 29 too through the daemons); the AM layer's
 * records show each fragment on the AM route, the TCP segments' records on the direct route, the {@code task-pvmd},
 * {@code pvmd-pvmd} and {@code pvmd-task} hops on the daemon route (engine/TRACE.md).
 */
package org.ccw.engine.pvmam.pvm;
