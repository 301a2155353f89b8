package org.ccw.engine.ssam;

import org.ccw.engine.hw.cpu.HostCpu;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.net.FrameTag;
import org.ccw.engine.net.NetworkPort;
import org.ccw.engine.trace.CellIdentity;
import org.ccw.engine.trace.DropReason;
import org.ccw.engine.trace.MessageIdentity;
import org.ccw.engine.trace.Tracer;

/**
 * What one process's SSAM layer runs on (seed 000 §3.3): its scheduler, the NI behind its port, the host CPU that
 * pays every step at the {@link SsamCostModel}'s prices, the {@link CostLedger} of Table 3 and the tracer; and
 * the few things every part of the layer ({@link Requester}, {@link Responder}, {@link Poller}) does with them —
 * hand a cell to the NI once the CPU is done, drop a cell, name a message in the trace. It is separate so those
 * parts share one copy of these steps instead of each reaching into the {@link SsamEndpoint}. On a real CPU its
 * steps are taken in turn by {@link StepsInTurn}, not as an event each.
 */
final class SsamHost {
    static final int NIC = 0;
    // Names of the host-time charges (HostCpu.charge), one per component cost: the library's steps and the
    // kernel path's calls (a call's trap, checks and NI access are one charge; KernelPath composes them).
    static final String FORMAT = "ssam.format_cell";
    static final String SEND_FLOW_CONTROL = "ssam.send_flow_control";
    static final String RECEIVE_FLOW_CONTROL = "ssam.receive_flow_control";
    static final String ACKNOWLEDGE = "ssam.acknowledge";
    static final String DISPATCH = "ssam.dispatch";
    static final String DISCARD = "ssam.discard";
    static final String KERNEL_WRITE = "kernel.write";
    static final String KERNEL_READ_ENTRY = "kernel.read_entry";
    static final String KERNEL_READ_CELL = "kernel.read_cell";
    static final String KERNEL_READ_EMPTY = "kernel.read_empty";

    final Scheduler scheduler;
    final NetworkPort port;
    final HostCpu cpu;
    final SsamCostModel costs;
    final SsamOptions options;
    final Tracer tracer;
    final CostLedger ledger = new CostLedger();
    private final StepsInTurn stepsInTurn;

    private long cellsSent;
    private long cellsDiscarded;

    SsamHost(Scheduler scheduler, NetworkPort port, HostCpu cpu, SsamCostModel costs, SsamOptions options,
            Tracer tracer) {
        this.scheduler = scheduler;
        this.port = port;
        this.cpu = cpu;
        this.costs = costs;
        this.options = options;
        this.tracer = tracer;
        this.stepsInTurn = new StepsInTurn(scheduler);
    }

    /** This process's node (the port's). */
    int node() {
        return port.node();
    }

    /**
     * Hands {@code bytes} to the NI when the host's push is done, labelled for the trace; {@code traced} adds the
     * layer's record just before, so the cell's injection names it as its cause; the cell's header goes into
     * the trace as an observation ({@code CellFormatted}), which leaves that cause alone.
     */
    void transmit(Connection c, FrameTag tag, byte[] bytes, long atPs, Runnable traced) {
        at(atPs, () -> {
            if (traced != null && tracer.isOn()) {
                traced.run();
            }
            if (tracer.isOn()) {
                tracer.cellFormatted(node(), NIC, tag.messageId(), tag.kind(), SsamCell.STACK, SsamCell.HEADER_BYTES,
                        bytes);
            }
            port.send(c.peer, tag, bytes, 0, bytes.length);
            cellsSent++;
        });
    }

    /** A message to the peer of {@code c} handed to the layer now; its cells follow with {@code messageId}. */
    void traceSent(Connection c, long messageId, String kind, int bytes) {
        if (tracer.isOn()) {
            tracer.messageSent(node(), NIC, MessageIdentity.whole(messageId, kind, bytes, node(), c.peer));
        }
    }

    /** Drops a cell the layer will not use; its read share was charged with the read call. */
    void discard(long kernelSharePs, long libraryPs, DropReason reason, CellIdentity id) {
        cpu.charge(DISCARD, libraryPs);
        dropped(kernelSharePs + libraryPs, reason, id);
    }

    /** Counts and traces a dropped cell whose handling, {@code handlingPs} in all, the caller has charged. */
    void dropped(long handlingPs, DropReason reason, CellIdentity id) {
        ledger.add(Operation.HANDLE_DISCARD, 1, handlingPs);
        cellsDiscarded++;
        if (tracer.isOn()) {
            tracer.cellDropped(node(), NIC, id, reason);
        }
    }

    void at(long timePs, Runnable step) {
        if (cpu.modelled()) {
            scheduler.schedule(Math.max(0, timePs - scheduler.now()), step);
        } else {
            // on a real CPU every time a step is due at came from a charge already paid: it is now, with no clock read
            stepsInTurn.add(step);
        }
    }

    /** Cells handed to the NI: requests, replies, ACKs and every retransmission. */
    long cellsSent() {
        return cellsSent;
    }

    /** Cells discarded as duplicate, stale, damaged or unexpected. */
    long cellsDiscarded() {
        return cellsDiscarded;
    }
}
