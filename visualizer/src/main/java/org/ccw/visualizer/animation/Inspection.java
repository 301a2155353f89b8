package org.ccw.visualizer.animation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ccw.engine.stack.Stacks;
import org.ccw.engine.topology.Endpoint;
import org.ccw.engine.topology.SwitchKind;
import org.ccw.engine.topology.SwitchSpec;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.trace.QueueId;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceLog;

/**
 * What the inspector shows for the thing clicked, as ordered field → value rows: a cell's identity, its message
 * as the stack that made its id reads it, its header decoded from the {@code CellFormatted} record the stack left
 * in the trace (by the stack's wire format, {@link WireHeaders}) and the handler its delivery ran; a host's
 * sliding windows and counters; a switch's port buffers.
 */
public final class Inspection {

    private Inspection() {
    }

    /** A cell on a wire. */
    public static Map<String, String> cell(TraceLog.Snapshot trace, TraceNames names, CellFlight flight, long clockPs) {
        Map<String, String> rows = new LinkedHashMap<>();
        rows.put("cell", "#" + flight.cellId() + " (" + flight.kind() + ", " + flight.sizeBytes() + " B)");
        rows.put("link", names.link(flight.link()) + " from " + names.place(flight.fromNode(), flight.fromComponent()));
        rows.put("departed", EventText.micros(flight.departPs()));
        rows.put("arrives", EventText.micros(flight.arrivalPs()) + " (" + Math.round(100 * flight.progressAt(clockPs))
            + " % along)");
        rows.put("message", Stacks.message(flight.messageId(), names::node).orElse("#" + flight.messageId())
            + (flight.retransmission() ? ", retransmission " + flight.attempt() : ""));
        // The header as it went on the wire, when the stack recorded it.
        WireHeaders.recordedFor(trace, flight.cellId()).map(WireHeaders::rows).ifPresent(rows::putAll);
        rows.put("handler ran", handlerRunFor(trace, flight.cellId()));
        return rows;
    }

    /** The handler the cell's delivery ran, found through the trace's causes; or why there is none. */
    private static String handlerRunFor(TraceLog.Snapshot trace, long cellId) {
        int delivered = -1;
        for (int p : trace.positionsOf(TraceEvent.CellDelivered.class)) {
            if (((TraceEvent.CellDelivered) trace.at(p)).cellId() == cellId) {
                delivered = p;
                break;
            }
        }
        if (delivered < 0) {
            return "none (not delivered in this run)";
        }
        long number = trace.at(delivered).number();
        for (int p = trace.nextOf(TraceEvent.HandlerRan.class, delivered); p >= 0;
             p = trace.nextOf(TraceEvent.HandlerRan.class, p)) {
            TraceEvent.HandlerRan h = (TraceEvent.HandlerRan) trace.at(p);
            if (h.cause() == number) {
                return h.handler() + " at " + EventText.micros(h.timePs());
            }
        }
        return "none (an acknowledgement or a duplicate)";
    }

    /** A host: its sliding windows towards each peer, its NIC FIFOs and the run's counters so far. */
    public static Map<String, String> host(VisualState state, TraceNames names, int node) {
        Map<String, String> rows = new LinkedHashMap<>();
        rows.put("host", names.node(node));
        state.windows().forEach((key, slots) -> {
            if (key.node() == node) {
                rows.put("window → " + names.node(key.peer()), slots.inFlight() + " of " + slots.size() + " in flight"
                    + (slots.full() ? " (full)" : ""));
            }
        });
        queuesOf(state.queues(), names, node, rows);
        long handlers = state.recentHandlers().stream().filter(h -> h.node() == node).count();
        rows.put("handlers (recent)", Long.toString(handlers));
        rows.put("run: delivered / dropped / retransmitted", state.deliveredCount() + " / " + state.dropCount() + " / "
            + state.retransmitCount());
        return rows;
    }

    /**
     * A switch: each connected output port's buffer (an ATM or Ethernet port's cells, a Myrinet port's heads
     * waiting for its line). Every port shows, empty until the trace records a change: the state holds a queue only
     * from its first record on, so a port would otherwise be missing at a moment before it first queued — where a
     * what-if opens on an early cell, say.
     */
    public static Map<String, String> switchPorts(VisualState state, TraceNames names, int node) {
        Map<String, String> rows = new LinkedHashMap<>();
        rows.put("switch", names.node(node));
        Map<VisualState.QueueKey, VisualState.Occupancy> queues = new HashMap<>(emptyPorts(names.topology(), node));
        queues.putAll(state.queues());
        queuesOf(queues, names, node, rows);
        return rows;
    }

    /** The output queues of switch {@code node}'s connected ports, empty, as the engine names them. */
    private static Map<VisualState.QueueKey, VisualState.Occupancy> emptyPorts(Topology topology, int node) {
        SwitchSpec spec = topology.switchNode(node);
        Map<VisualState.QueueKey, VisualState.Occupancy> ports = new HashMap<>();
        if (spec == null) {
            return ports;
        }
        boolean wormhole = spec.kind() == SwitchKind.MYRINET;
        for (int port = 0; port < spec.ports(); port++) {
            if (topology.linkAt(new Endpoint(node, port)) != null) {
                ports.put(new VisualState.QueueKey(node, port,
                        new QueueId(wormhole ? QueueId.LINE_WAIT : QueueId.PORT, node, port)),
                    new VisualState.Occupancy(0, wormhole ? Integer.MAX_VALUE : spec.bufferCellsPerPort()));
            }
        }
        return ports;
    }

    private static void queuesOf(Map<VisualState.QueueKey, VisualState.Occupancy> queues, TraceNames names, int node,
                                 Map<String, String> rows) {
        List<VisualState.QueueKey> keys = new ArrayList<>(queues.keySet());
        keys.sort((a, b) -> a.component() != b.component() ? Integer.compare(a.component(), b.component())
            : a.queue().compareTo(b.queue()));
        for (VisualState.QueueKey key : keys) {
            if (key.node() == node) {
                VisualState.Occupancy o = queues.get(key);
                rows.put(names.place(node, key.component()) + " " + key.queue(), o.length() + " / "
                    + (o.capacity() == Integer.MAX_VALUE ? "∞" : o.capacity()) + " cells" + (o.full() ? " (full)" : ""));
            }
        }
    }
}
