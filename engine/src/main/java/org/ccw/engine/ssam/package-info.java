/**
 * SSAM, SPARCstation Active Messages over single ATM cells (von Eicken, Avula, Basu, Buch 1994; seeds 000/004,
 * section 3). Layer: a user-level protocol stack over a {@link org.ccw.engine.net.NetworkPort} (the simulated
 * SBA-100 or a UDP socket) and a {@link org.ccw.engine.kernel.Scheduler}.
 *
 * <p>Where each class follows the paper: {@link org.ccw.engine.ssam.SsamCell} and {@link org.ccw.engine.ssam.Crc10}
 * the cell format of §3.1.1 (8-byte header, 40 data bytes, AAL3/4-compatible check);
 * {@link org.ccw.engine.ssam.SsamEndpoint}, {@link org.ccw.engine.ssam.RequestHandler},
 * {@link org.ccw.engine.ssam.ReplyHandler}, {@code HandlerTable} the Figure 1 interface and the request/reply rule
 * of §3.1; {@link org.ccw.engine.ssam.SlidingWindow} and {@link org.ccw.engine.ssam.ResponderWindow} the flow
 * control and recovery of §3.3.1 (window w, 4w cells per peer, piggy-backed and explicit acknowledgments, a
 * duplicate request means a lost reply), worked by the endpoint's {@code Requester} and {@code Responder};
 * {@code Poller} the polling of §3.1.1 (no interrupts: read traps pull cells only when the process polls);
 * {@link org.ccw.engine.ssam.KernelPath}, {@link org.ccw.engine.topology.KernelCostTable} the fast traps and system
 * calls of §3.3.2, §3.4.1-3.4.2 (Tables 1, 2); {@link org.ccw.engine.ssam.LibraryCosts},
 * {@link org.ccw.engine.ssam.SsamCostModel}, {@link org.ccw.engine.ssam.CostLedger} the overheads of §3.4.3
 * (Table 3), composed from component costs; {@link org.ccw.engine.ssam.SsamCluster} the set-up of §3.2.
 * Over a real transport the CPU is charged nothing, and {@code StepsInTurn} takes the layer's steps, all due at
 * once, in one event rather than one each (#28); a simulated run never uses it.
 *
 * <p>Invariants: a connection never has more than w requests unacknowledged; each request's handler runs exactly
 * once and each reply's handler exactly once, whatever cells are lost, damaged, duplicated or reordered; reply
 * handlers send nothing and request handlers send only their reply. Trace records emitted: {@code MessageSent} and
 * {@code MessageDelivered} (each request and reply, delivered when its handler runs), {@code WindowChanged},
 * {@code HandlerRan}, {@code PollPerformed}, {@code TimerFired} ({@code ssam-retransmit}), {@code Retransmitted},
 * {@code CellDropped} ({@code CHECKSUM}, {@code PROTOCOL}), and {@code CellFormatted} (each cell's header and data as
 * sent, so views decode cells from the trace); the fabric traces the cells themselves.
 */
package org.ccw.engine.ssam;
