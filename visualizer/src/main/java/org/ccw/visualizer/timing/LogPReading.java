package org.ccw.visualizer.timing;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.LongFunction;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceEvent.CellInjected;
import org.ccw.engine.trace.TraceEvent.HandlerRan;
import org.ccw.engine.trace.TraceEvent.MessageDelivered;
import org.ccw.engine.trace.TraceEvent.MessageSent;

/**
 * The LogP overlay of a timing diagram (Culler et al., "LogP: Towards a Realistic Model of Parallel Computation",
 * §2: o_s, L, o_r and g drawn on one message): read off the first request in range that went the whole way, from
 * what {@link TimingDiagramBuilder} learnt of the cells' journeys and the messages' trips. Apart from the builder
 * because it reads those facts once, after the diagram is laid out, and draws nothing itself.
 */
final class LogPReading {
    /** What the LogP overlay needs to know about one cell. */
    static final class Journey {
        CellInjected injected;
        ActivityBox sendOverhead;
        long firstDeparturePs = -1;
        long destinationArrivalPs = -1;
        ActivityBox receiveOverhead;
    }

    private final List<? extends TraceEvent> trace;
    private final LongFunction<TraceEvent> at;
    private final TimingOptions options;
    private final long fromPs;
    private final long toPs;
    private final Map<Long, Journey> journeys;
    private final Map<Integer, List<Long>> injectionsAt;
    private final Set<Long> retransmittedCells;
    private final List<MessageTrip> trips;
    private final Map<Long, HandlerRan> handlerOfDelivery;
    private final Map<Long, CellInjected> injectionOfMessage;

    /**
     * A reading of {@code trace} ({@code at} finds a record by number) between {@code fromPs} and {@code toPs}:
     * each cell's journey, each node's injection times, the cells sent again, the messages' trips, the handler each
     * delivery ran and each message's first cell.
     */
    LogPReading(List<? extends TraceEvent> trace, LongFunction<TraceEvent> at, TimingOptions options, long fromPs,
                long toPs, Map<Long, Journey> journeys, Map<Integer, List<Long>> injectionsAt,
                Set<Long> retransmittedCells, List<MessageTrip> trips, Map<Long, HandlerRan> handlerOfDelivery,
                Map<Long, CellInjected> injectionOfMessage) {
        this.trace = trace;
        this.at = at;
        this.options = options;
        this.fromPs = fromPs;
        this.toPs = toPs;
        this.journeys = journeys;
        this.injectionsAt = injectionsAt;
        this.retransmittedCells = retransmittedCells;
        this.trips = trips;
        this.handlerOfDelivery = handlerOfDelivery;
        this.injectionOfMessage = injectionOfMessage;
    }

    /** LogP on the first request in range that went the whole way and ran a handler: by its cells, else as a message. */
    LogPOverlay overlay() {
        LogPOverlay byCells = cellLogP();
        return byCells != null ? byCells : messageLogP();
    }

    /** LogP on the first request cell whose delivery ran its handler (SSAM: the host's poll takes the cell). */
    private LogPOverlay cellLogP() {
        for (TraceEvent event : trace) {
            if (event instanceof CellInjected i && i.kind().equals("request") && options.showsKind("request")
                    && i.timePs() >= fromPs
                    && i.timePs() <= toPs && !retransmittedCells.contains(i.cellId())) {
                Journey j = journeys.get(i.cellId());
                if (j.sendOverhead == null || j.destinationArrivalPs < 0 || j.receiveOverhead == null) {
                    continue;
                }
                List<LogPOverlay.Band> bands = new ArrayList<>(List.of(
                        new LogPOverlay.Band(LogPOverlay.O_S, j.sendOverhead.startPs(), j.sendOverhead.endPs()),
                        new LogPOverlay.Band(LogPOverlay.L, j.firstDeparturePs, j.destinationArrivalPs),
                        new LogPOverlay.Band(LogPOverlay.O_R, j.receiveOverhead.startPs(), j.receiveOverhead.endPs())));
                injectionsAt.get(i.node()).stream().filter(t -> t > i.timePs()).findFirst()
                        .ifPresent(next -> bands.add(new LogPOverlay.Band(LogPOverlay.G, i.timePs(), next)));
                return new LogPOverlay(i.messageId(), bands);
            }
        }
        return null;
    }

    /**
     * LogP on the first request message in range that was delivered and ran a handler, where no cell's delivery
     * ran it: a message through shared memory has no cell, and a layer whose poll finds a network message delivers
     * it later than its cell arrived. o_s runs from the send to its hand-off — its cell's injection (the o_s box),
     * else the last record the send made on the sender's processor before the delivery (a shared-memory packet
     * marked ready); L to the cell's arrival at the destination, else to the delivery; {@code wait} from a cell's
     * arrival to the delivery (until a poll took it); o_r from the delivery to the handler when they differ; g from
     * the send to the same process's next send.
     */
    private LogPOverlay messageLogP() {
        for (MessageTrip trip : trips) {
            MessageSent s = trip.sent();
            MessageDelivered v = trip.delivered();
            HandlerRan h = handlerOfDelivery.get(v.number());
            if (h == null || !s.kind().equals("request") || !options.showsKind("request") || s.timePs() < fromPs
                    || s.timePs() > toPs) {
                continue;
            }
            List<LogPOverlay.Band> bands = new ArrayList<>();
            CellInjected cell = injectionOfMessage.get(s.messageId());
            long arrival = v.timePs();
            if (cell != null) {
                Journey j = journeys.get(cell.cellId());
                if (j.sendOverhead == null || j.destinationArrivalPs < 0) {
                    continue;
                }
                bands.add(new LogPOverlay.Band(LogPOverlay.O_S, j.sendOverhead.startPs(), j.sendOverhead.endPs()));
                bands.add(new LogPOverlay.Band(LogPOverlay.L, j.firstDeparturePs, j.destinationArrivalPs));
                arrival = j.destinationArrivalPs;
            } else {
                long handOff = handOff(s, v);
                bands.add(new LogPOverlay.Band(LogPOverlay.O_S, s.timePs(), handOff));
                bands.add(new LogPOverlay.Band(LogPOverlay.L, handOff, v.timePs()));
            }
            if (v.timePs() > arrival) {
                bands.add(new LogPOverlay.Band(LogPOverlay.WAIT, arrival, v.timePs()));
            }
            if (h.timePs() > v.timePs()) {
                bands.add(new LogPOverlay.Band(LogPOverlay.O_R, v.timePs(), h.timePs()));
            }
            long next = nextSend(s);
            if (next >= 0) {
                bands.add(new LogPOverlay.Band(LogPOverlay.G, s.timePs(), next));
            }
            return new LogPOverlay(s.messageId(), bands);
        }
        return null;
    }

    /**
     * When a message without cells left its sender's hands: the last record its send caused on the sender's
     * processor before the message's delivery (later records of the same process may still point back to the send,
     * as a polling loop's steps do). Its send time when it caused none.
     */
    private long handOff(MessageSent s, MessageDelivered v) {
        long handOff = s.timePs();
        for (long n = s.number() + 1; n < v.number(); n++) {
            TraceEvent e = at.apply(n);
            if (e != null && e.cause() == s.number() && e.node() == s.node() && e.component() == s.component()) {
                handOff = Math.max(handOff, e.timePs());
            }
        }
        return handOff;
    }

    /** Time of the next message the process that sent {@code s} sends, or -1. */
    private long nextSend(MessageSent s) {
        for (long n = s.number() + 1; at.apply(n) != null; n++) {
            if (at.apply(n) instanceof MessageSent next && next.node() == s.node() && next.component() == s.component()
                    && next.source() == s.source()) {
                return next.timePs();
            }
        }
        return -1;
    }
}
