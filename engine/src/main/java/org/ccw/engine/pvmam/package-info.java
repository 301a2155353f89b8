/**
 * PVMAM's Active Message layer (Mucci 1998, seed 003): a transport-independent AM library under PVM.
 *
 * <p>Which part of the seed each class follows:
 * <ul>
 * <li>§4 and Appendix B — {@link org.ccw.engine.pvmam.AmInterface} (an <em>interface</em>: the transport's
 * function table, the task list, depth and timeout, the staging buffer, statistics) and
 * {@link org.ccw.engine.pvmam.AmEndpoint} (an <em>endpoint</em>: addresses, request and reply buffers,
 * reliability counters, task state), added and removed at run time; {@code TaskList} (§5.1: lookup by tid in a
 * circular list, move-to-front).</li>
 * <li>§5 — the HPAM protocol: the sending half in {@code AmInterface}, the receiving half in {@code AmReceiver};
 * handlers and the request/reply rules in {@link org.ccw.engine.pvmam.AmHandlers},
 * {@link org.ccw.engine.pvmam.AmToken} (reply once, or decline: §6.4.2's reliance on the AM layer to send a
 * fragment out of order again), {@link org.ccw.engine.pvmam.PvmamViolation}.</li>
 * <li>§5.3 and Appendix C — {@link org.ccw.engine.pvmam.Transport}, the function table; {@code DatagramTransport}
 * simulates UDP (with the kernel's IP fragmentation, {@code IpFragmentation}) and the Myrinet BPI, and
 * {@code TcpTransport} TCP (a reliable stream per peer, {@code TcpConnection} over {@code org.ccw.engine.tcp}'s
 * mechanisms, and {@code TcpSegment}: header
 * read, then body), over the fabric's {@link org.ccw.engine.net.NetworkPort}, charging {@code TransportCosts} to
 * the host's processor. On an ATM card UDP and TCP run over classical IP, each
 * datagram one AAL5 packet of cells ({@code hw.Fabric.ipPort}). {@code SharedPorts}: a host's NIC
 * shared by the task's socket and its pvmd's ({@code pvmam.pvmd}). {@code SocketTransport} is the same
 * function table over a real UDP or TCP socket of this machine ({@code realtime.UdpNetworkPort},
 * {@code TcpNetworkPort}), dropping frames from strangers and malformed ones; {@code driver.PvmamRealTime} runs a job's
 * tasks on it ({@code PvmamStack.realTime()}: {@code workbench run --transport udp|tcp}, {@code workbench peer}).</li>
 * <li>Appendix A.1 — {@link org.ccw.engine.pvmam.AmHeader}, the 16-byte header, byte for byte, big-endian.</li>
 * <li>§6.5 — {@code PvmamCluster}: tids as PVM lays them out ({@link org.ccw.engine.pvmam.Tid}) and
 * {@code pvmam_init}'s pairwise connections (the larger tid accepts).</li>
 * <li>Registration — {@code pvmam.driver}: {@link org.ccw.engine.pvmam.driver.PvmamStack} and its cost inputs; the
 * options and {@code PvmamWireFormat} stay here, the drivers (MPBench's round trip, §7; the FFT) are the PVM layer's.</li>
 * </ul>
 *
 * <p>Invariants: every request gets exactly one reply handled (a blank one if its handler sent none) or is
 * returned after {@code maxRetries}; a request's handler runs once however often it arrives; at most {@code depth}
 * requests are in flight per peer; a handler sends at most one reply and no request.
 *
 * <p>Trace: {@code MessageSent} / {@code MessageDelivered} for requests and replies (kinds {@code request},
 * {@code reply}; PVMAM's message ids, bit 59), {@code CellFormatted} (format {@code pvmam}) before each AM's first
 * frame, {@code HandlerRan}, {@code WindowChanged} (requests in flight towards a peer, of the depth),
 * {@code TimerFired} {@code request-timeout}, {@code Retransmitted} (requests after a timeout, replies whose request
 * came again, TCP segments sent again: attempt 0 for a fast retransmit, n after n timeouts),
 * {@code CongestionChanged} (each TCP sender's cwnd and ssthresh), {@code TimerFired}
 * {@code tcp-retransmission-timeout}, {@code MessageReturned} ({@code DROPPED_AFTER_RETRIES}, {@code TASK_FAILED}, {@code UNREACHABLE}),
 * {@code CellDropped} {@code CHECKSUM} (a damaged AM) and {@code PROTOCOL} (a duplicate reply, a stranger's AM);
 * the fabric records the frames' journeys.
 */
package org.ccw.engine.pvmam;
