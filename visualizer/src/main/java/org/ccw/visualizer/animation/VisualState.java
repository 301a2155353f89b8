package org.ccw.visualizer.animation;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.ccw.engine.trace.DropReason;
import org.ccw.engine.trace.QueueId;
import org.ccw.engine.trace.SlotState;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.visualizer.stacks.StackPresentation;
import org.ccw.visualizer.stacks.TokenPass;

/**
 * What the animation shows after a prefix of the trace: cells in flight per link, queue occupancy (NIC FIFOs,
 * switch port buffers), the state of each slot of queues whose slots have states, sliding windows per connection, and the recent marks that fade (drops with their reason,
 * handler flashes, retransmissions, token passes, lost compare-and-swaps on a slot), plus running counters. It is rebuilt from trace records only
 * ({@link #apply}), never from engine objects, so any position of a trace can be reconstructed from a snapshot
 * ({@link #copy}) and a short replay, and two reconstructions of one position are {@link #equals equal}.
 *
 * <p>"Recent" is {@code fadePs} of virtual time before the last applied record; marks older than that are
 * forgotten as records are applied. Because record times never decrease, what is kept depends only on the
 * position, not on the path that led to it.
 */
public final class VisualState {

    /** A queue as recorded at {@code node}/{@code component}: a NIC FIFO, a switch port buffer, a token queue…. */
    public record QueueKey(int node, int component, QueueId queue) {
    }

    /** Slot {@code slot} of {@code queue} (the id names the queue wherever the actor that changed it was). */
    public record SlotKey(QueueId queue, int slot) {
    }

    /** A queue's occupancy in cells (or packets). */
    public record Occupancy(int length, int capacity) {
        /** Fill fraction in [0, 1]; unbounded queues ({@code capacity} = 2³¹-1) count against 64 cells. */
        public double fill() {
            int scale = capacity == Integer.MAX_VALUE ? 64 : Math.max(1, capacity);
            return Math.min(1, (double) length / scale);
        }

        public boolean full() {
            return length >= capacity;
        }
    }

    /** A sliding window from {@code node} towards {@code peer}. */
    public record WindowKey(int node, int peer) {
    }

    /**
     * A sliding window's slots: {@code inFlight} of {@code size} in use; {@code acknowledged} slots were freed by
     * the last acknowledgement, at {@code acknowledgedPs} (the view shows them as acknowledged while recent).
     */
    public record WindowSlots(int inFlight, int size, int acknowledged, long acknowledgedPs) {
        public boolean full() {
            return inFlight >= size;
        }
    }

    /** A cell that died, where and why: the red burst whose tooltip names the reason. */
    public record DropMark(long timePs, int node, int component, long cellId, String kind, DropReason reason) {
    }

    /** An active-message handler that ran on {@code node}: the host flashes. */
    public record HandlerFlash(long timePs, int node, String handler, long durationPs) {
    }

    /**
     * A compare-and-swap on slot {@code slot} of {@code queue} lost: the slot was taken ({@code full}: the queue is
     * full) or another sender took the tail assignment that lands in it.
     */
    public record CasFlash(long timePs, QueueId queue, int slot, boolean full) {
    }

    /** A protocol sent message {@code messageId} again from {@code node}. */
    public record RetransmitMark(long timePs, int node, long messageId, int attempt) {
    }

    /**
     * Where a DVCM link token is (TRACE.md, DVCM): passed from unit {@code from} to unit {@code to} at
     * {@code movedPs}; while {@code inTransit} (the giver sent {@code GRANT_LINK}, the grant has not arrived) nobody
     * holds it, afterwards {@code to} holds it at its NIC {@code toComponent}. {@code from} is -1 for the token's
     * first placement.
     */
    public record TokenPlace(int token, int from, int to, int toComponent, long movedPs, boolean inTransit) {
        /** The holding unit's node, or -1 while the token travels. */
        public int holder() {
            return inTransit ? -1 : to;
        }
    }

    /** Most slots a recorded capacity may give a ring; a larger queue shows the slots seen so far. */
    public static final int MAX_RING_SLOTS = 256;
    /** Messages whose cells' labels are remembered: far more than are ever in flight at once. */
    static final int MAX_LABELLED_MESSAGES = 4096;

    private final long fadePs;
    /** The stack that wrote the trace (its {@code RunStarted}'s), whose presentation the painters ask. */
    private String stack = "";
    private int position = -1;
    private long timePs;
    private final Map<Long, CellFlight> flights = new LinkedHashMap<>();
    private final Map<QueueKey, Occupancy> queues = new HashMap<>();
    /** In order of each slot's first change, so rings keep their places as more queues show up. */
    private final Map<SlotKey, SlotState> slots = new LinkedHashMap<>();
    private final Map<WindowKey, WindowSlots> windows = new HashMap<>();
    private final Map<Integer, TokenPlace> tokens = new HashMap<>();
    private final ArrayDeque<DropMark> drops = new ArrayDeque<>();
    private final ArrayDeque<HandlerFlash> handlers = new ArrayDeque<>();
    private final ArrayDeque<RetransmitMark> retransmissions = new ArrayDeque<>();
    private final ArrayDeque<CasFlash> casFailures = new ArrayDeque<>();
    /** Message ids a protocol retransmitted whose new cell has not been injected yet, with the attempt. */
    private final Map<Long, Integer> pendingRetransmits = new HashMap<>();
    /** Cells that are retransmissions, with the attempt, until their journey ends. */
    private final Map<Long, Integer> retransmittedCells = new HashMap<>();
    /** The labels its stack gave the most recent messages' cells (a fragment's number), by message id. */
    private final Map<Long, String> cellLabels = new LinkedHashMap<>(16, 0.75f, false) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, String> eldest) {
            return size() > MAX_LABELLED_MESSAGES;
        }
    };
    private long dropCount;
    private long retransmitCount;
    private long deliveredCount;

    /** @param fadePs how long, in picoseconds of virtual time, drops, flashes and token passes stay on show */
    public VisualState(long fadePs) {
        if (fadePs <= 0) {
            throw new IllegalArgumentException("fade time must be > 0 ps: " + fadePs);
        }
        this.fadePs = fadePs;
    }

    /** An independent copy: a snapshot to replay from. */
    public VisualState copy() {
        VisualState c = new VisualState(fadePs);
        c.stack = stack;
        c.position = position;
        c.timePs = timePs;
        c.flights.putAll(flights);
        c.queues.putAll(queues);
        c.slots.putAll(slots);
        c.windows.putAll(windows);
        c.tokens.putAll(tokens);
        c.drops.addAll(drops);
        c.handlers.addAll(handlers);
        c.retransmissions.addAll(retransmissions);
        c.casFailures.addAll(casFailures);
        c.pendingRetransmits.putAll(pendingRetransmits);
        c.retransmittedCells.putAll(retransmittedCells);
        c.cellLabels.putAll(cellLabels);
        c.dropCount = dropCount;
        c.retransmitCount = retransmitCount;
        c.deliveredCount = deliveredCount;
        return c;
    }

    /** Applies the record at trace position {@code at} (the next one after {@link #position()}). */
    public void apply(int at, TraceEvent event) {
        if (at != position + 1) {
            throw new IllegalStateException("records apply in order: expected position " + (position + 1)
                + ", got " + at);
        }
        position = at;
        timePs = event.timePs();
        if (event instanceof TraceEvent.RunStarted e) {
            stack = e.stack();
        } else if (event instanceof TraceEvent.CellInjected e) {
            Integer attempt = pendingRetransmits.remove(e.messageId());
            if (attempt != null) {
                retransmittedCells.put(e.cellId(), attempt);
            }
        } else if (event instanceof TraceEvent.CellDeparted e) {
            flights.put(e.cellId(), new CellFlight(e.cellId(), e.messageId(), e.kind(), e.sizeBytes(), e.link(),
                e.node(), e.component(), e.timePs(), e.arrivalPs(), retransmittedCells.getOrDefault(e.cellId(), 0)));
        } else if (event instanceof TraceEvent.CellDuplicated e) {
            // The copy follows its original on the same wire, one cell time behind.
            CellFlight original = flights.get(e.originalCellId());
            if (original != null) {
                long lag = Math.max(0, e.timePs() - original.departPs());
                flights.put(e.cellId(), new CellFlight(e.cellId(), e.messageId(), e.kind(), e.sizeBytes(),
                    original.link(), original.fromNode(), original.fromComponent(), original.departPs() + lag,
                    original.arrivalPs() + lag, original.attempt()));
            }
        } else if (event instanceof TraceEvent.CellArrived e) {
            flights.remove(e.cellId());
        } else if (event instanceof TraceEvent.CellDelivered e) {
            deliveredCount++;
            retransmittedCells.remove(e.cellId());
        } else if (event instanceof TraceEvent.CellDropped e) {
            flights.remove(e.cellId());
            retransmittedCells.remove(e.cellId());
            drops.addLast(new DropMark(e.timePs(), e.node(), e.component(), e.cellId(), e.kind(), e.reason()));
            dropCount++;
        } else if (event instanceof TraceEvent.Retransmitted e) {
            pendingRetransmits.put(e.messageId(), e.attempt());
            retransmissions.addLast(new RetransmitMark(e.timePs(), e.node(), e.messageId(), e.attempt()));
            retransmitCount++;
        } else if (event instanceof TraceEvent.CellFormatted e) {
            StackPresentation.labelOf(e).ifPresent(label -> cellLabels.put(e.messageId(), label));
        } else if (event instanceof TraceEvent.QueueLengthChanged e) {
            queues.put(new QueueKey(e.node(), e.component(), e.queue()), new Occupancy(e.length(), e.capacity()));
        } else if (event instanceof TraceEvent.SlotStateChanged e) {
            slots.put(new SlotKey(e.queue(), e.slot()), e.to());
        } else if (event instanceof TraceEvent.WindowChanged e) {
            WindowKey key = new WindowKey(e.node(), e.peer());
            WindowSlots was = windows.get(key);
            int freed = was == null ? 0 : was.inFlight() - e.inFlight();
            windows.put(key, freed > 0
                ? new WindowSlots(e.inFlight(), e.windowSize(), freed, e.timePs())
                : new WindowSlots(e.inFlight(), e.windowSize(), was == null ? 0 : was.acknowledged(),
                    was == null ? 0 : was.acknowledgedPs()));
        } else if (event instanceof TraceEvent.CasFailed e) {
            casFailures.addLast(new CasFlash(e.timePs(), e.queue(), e.slot(),
                e.target().equals(TraceEvent.CasFailed.SLOT)));
        } else if (event instanceof TraceEvent.HandlerRan e) {
            handlers.addLast(new HandlerFlash(e.timePs(), e.node(), e.handler(), e.durationPs()));
        } else if (event instanceof TraceEvent.StackRecord e) {
            StackPresentation.tokenPassOf(e).ifPresent(pass -> passed(e, pass));
        }
        // The other records (run end, timers, polls, posts, DMAs, cell formats, messages) change nothing
        // on show here; the timing diagram draws messages.
        forgetOlderThan(timePs - fadePs);
    }

    /** A token pass, recorded at both ends: at the giver it leaves, at the receiver it is held again. */
    private void passed(TraceEvent at, TokenPass pass) {
        boolean leaving = pass.from() >= 0 && at.node() == pass.from() && pass.from() != pass.to();
        // The receiver's NIC is known only when it arrives; until then its first NIC stands in.
        tokens.put(pass.token(), new TokenPlace(pass.token(), pass.from(), pass.to(), leaving ? 0 : at.component(),
            at.timePs(), leaving));
    }

    private void forgetOlderThan(long horizonPs) {
        while (!drops.isEmpty() && drops.peekFirst().timePs() < horizonPs) {
            drops.removeFirst();
        }
        while (!handlers.isEmpty() && handlers.peekFirst().timePs() < horizonPs) {
            handlers.removeFirst();
        }
        while (!retransmissions.isEmpty() && retransmissions.peekFirst().timePs() < horizonPs) {
            retransmissions.removeFirst();
        }
        while (!casFailures.isEmpty() && casFailures.peekFirst().timePs() < horizonPs) {
            casFailures.removeFirst();
        }
    }

    /** The stack that wrote the trace, as its {@code RunStarted} says; "" before it or for none. */
    public String stack() {
        return stack;
    }

    /** Position of the last applied record, -1 before the first. */
    public int position() {
        return position;
    }

    /** Time of the last applied record in picoseconds (0 before the first). */
    public long timePs() {
        return timePs;
    }

    /** How long marks stay on show, picoseconds of virtual time. */
    public long fadePs() {
        return fadePs;
    }

    /** Cells on the wires, in order of departure. */
    public Collection<CellFlight> flights() {
        return Collections.unmodifiableCollection(flights.values());
    }

    /** The label its stack gave the cells of message {@code messageId} (a fragment's number), or null. */
    public String cellLabel(long messageId) {
        return cellLabels.get(messageId);
    }

    /** The cell in flight with this id, or null. */
    public CellFlight flight(long cellId) {
        return flights.get(cellId);
    }

    /** Every queue seen so far with its current occupancy. */
    public Map<QueueKey, Occupancy> queues() {
        return Collections.unmodifiableMap(queues);
    }

    /** The last state of every slot seen so far (a slot that went back to free stays, as free). */
    public Map<SlotKey, SlotState> slots() {
        return Collections.unmodifiableMap(slots);
    }

    /**
     * The queues drawn as slot rings, in order of their first slot change, with their number of slots. A queue gets
     * a ring once any of its slots has changed state (a queue whose slots never move is only an occupancy). Its
     * size is the capacity the owner recorded for it on its processors (component -1) when that is at most
     * {@link #MAX_RING_SLOTS} and holds every slot seen, else the highest slot seen + 1.
     */
    public Map<QueueId, Integer> slotRings() {
        Map<QueueId, Integer> rings = new LinkedHashMap<>();
        slots.keySet().forEach(key -> rings.merge(key.queue(), key.slot() + 1, Math::max));
        rings.replaceAll((queue, seen) -> {
            Occupancy recorded = queues.get(new QueueKey(queue.owner(), -1, queue));
            return recorded != null && recorded.capacity() >= seen && recorded.capacity() <= MAX_RING_SLOTS
                ? recorded.capacity() : seen;
        });
        return rings;
    }

    /** Every sliding window seen so far. */
    public Map<WindowKey, WindowSlots> windows() {
        return Collections.unmodifiableMap(windows);
    }

    /** Where each token is. */
    public Map<Integer, TokenPlace> tokens() {
        return Collections.unmodifiableMap(tokens);
    }

    /** Drops of the last {@link #fadePs()}, oldest first. */
    public List<DropMark> recentDrops() {
        return List.copyOf(drops);
    }

    /** Handler runs of the last {@link #fadePs()}, oldest first. */
    public List<HandlerFlash> recentHandlers() {
        return List.copyOf(handlers);
    }

    /** Retransmissions of the last {@link #fadePs()}, oldest first. */
    public List<RetransmitMark> recentRetransmissions() {
        return List.copyOf(retransmissions);
    }

    /** Lost compare-and-swaps of the last {@link #fadePs()}, oldest first. */
    public List<CasFlash> recentCasFailures() {
        return List.copyOf(casFailures);
    }

    public long dropCount() {
        return dropCount;
    }

    public long retransmitCount() {
        return retransmitCount;
    }

    public long deliveredCount() {
        return deliveredCount;
    }

    /** Equal when the two states would draw the same picture and count the same: compares every part. */
    @Override
    public boolean equals(Object other) {
        if (!(other instanceof VisualState s)) {
            return false;
        }
        return position == s.position && stack.equals(s.stack) && timePs == s.timePs && fadePs == s.fadePs
            && dropCount == s.dropCount && retransmitCount == s.retransmitCount && deliveredCount == s.deliveredCount
            && new ArrayList<>(flights.values()).equals(new ArrayList<>(s.flights.values()))
            && queues.equals(s.queues) && slots.equals(s.slots) && windows.equals(s.windows) && tokens.equals(s.tokens)
            && cellLabels.equals(s.cellLabels)
            && sameSequence(drops, s.drops) && sameSequence(handlers, s.handlers)
            && sameSequence(retransmissions, s.retransmissions) && sameSequence(casFailures, s.casFailures)
            && pendingRetransmits.equals(s.pendingRetransmits) && retransmittedCells.equals(s.retransmittedCells);
    }

    private static boolean sameSequence(ArrayDeque<?> a, ArrayDeque<?> b) {
        if (a.size() != b.size()) {
            return false;
        }
        Iterator<?> i = a.iterator();
        Iterator<?> j = b.iterator();
        while (i.hasNext()) {
            if (!Objects.equals(i.next(), j.next())) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        return Objects.hash(position, timePs, flights.size(), queues, windows, dropCount);
    }

    @Override
    public String toString() {
        return "VisualState[position " + position + ", t " + timePs + " ps, " + flights.size() + " in flight, "
            + queues.size() + " queues, " + windows.size() + " windows, " + dropCount + " drops]";
    }
}
