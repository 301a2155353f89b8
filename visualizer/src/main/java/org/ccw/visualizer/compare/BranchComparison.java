package org.ccw.visualizer.compare;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceEvent.MessageSent;
import org.ccw.visualizer.timing.Ghosts;
import org.ccw.visualizer.timing.MessageTrip;

/**
 * A what-if beside the run it was made from, message by message: every message either run delivered, with its send
 * and delivery in each, how much later the what-if delivered it, and what happened to it there. Both are runs of one
 * scenario from one seed, so their times share an axis as they are (no shift); the messages are paired as {@link
 * RunComparison} pairs a simulated and a real run (by the stack's message id when the runs agree on ids, else by
 * kind, endpoints and order).
 *
 * @param rows         every message either run delivered, by its first send in either
 * @param matchedBy    how the messages were paired
 * @param originalTrips the original's delivered messages (what the diagram ghosts when it draws the what-if)
 * @param branchTrips  the what-if's delivered messages (what it ghosts when it draws the original)
 */
public record BranchComparison(List<Row> rows, RunComparison.Matching matchedBy, List<MessageTrip> originalTrips,
                               List<MessageTrip> branchTrips) {

    /** A time a run does not have: the message was not delivered (or not sent) there. */
    public static final long NONE = -1;

    public BranchComparison {
        rows = List.copyOf(rows);
        originalTrips = List.copyOf(originalTrips);
        branchTrips = List.copyOf(branchTrips);
    }

    /** What became of a message in the what-if. */
    public enum Outcome {
        /** Delivered at the same moment in both runs. */
        SAME("delivered in both"),
        /** The what-if sent it again before it was delivered. */
        RETRANSMITTED("retransmitted"),
        /** Delivered later in the what-if. */
        LATER("later"),
        /** Delivered earlier in the what-if. */
        EARLIER("earlier"),
        /** Delivered in the original, never in the what-if. */
        LOST("lost in branch"),
        /** Delivered in the what-if only. */
        ONLY_IN_BRANCH("only in branch");

        private final String words;

        Outcome(String words) {
            this.words = words;
        }

        @Override
        public String toString() {
            return words;
        }
    }

    /**
     * One message: its send (the original's, or the what-if's when only the what-if delivered it), its ordinal among
     * the sends of its kind between its endpoints in that run (counting from 1: "the third request from a to b"), and
     * each run's send and delivery time, ps ({@link #NONE} where a run has none).
     */
    public record Row(MessageSent message, int ordinal, long originalSentPs, long originalDeliveredPs,
                      long branchSentPs, long branchDeliveredPs, Outcome outcome) {

        /** Whether both runs delivered it, so it has a {@link #deltaPs()}. */
        public boolean hasDelta() {
            return originalDeliveredPs != NONE && branchDeliveredPs != NONE;
        }

        /** The what-if's delivery less the original's, ps: positive when the what-if delivered it later. */
        public long deltaPs() {
            if (!hasDelta()) {
                throw new IllegalStateException("delivered in one run only");
            }
            return branchDeliveredPs - originalDeliveredPs;
        }
    }

    /** Compares the what-if {@code branch} with the run it was made from, {@code original}. */
    public static BranchComparison of(List<? extends TraceEvent> original, List<? extends TraceEvent> branch) {
        List<MessageTrip> a = RunComparison.bySend(MessageTrip.of(original));
        List<MessageTrip> b = RunComparison.bySend(MessageTrip.of(branch));
        RunComparison.Pairing pairing = RunComparison.Pairing.of(a, b);
        Map<MessageTrip, MessageTrip> partnerOf = new HashMap<>();
        pairing.pairs().forEach(pair -> partnerOf.put(pair[0], pair[1]));
        Set<MessageTrip> paired = new HashSet<>(partnerOf.values());
        Map<Long, Integer> ordinalsA = ordinals(original);
        Map<Long, Integer> ordinalsB = ordinals(branch);
        Map<List<Object>, Integer> resendsA = resends(original);
        Map<List<Object>, Integer> resendsB = resends(branch);
        List<Row> rows = new ArrayList<>();
        for (MessageTrip trip : a) {
            MessageTrip partner = partnerOf.get(trip);
            MessageSent sent = trip.sent();
            if (partner == null) {
                rows.add(new Row(sent, ordinalsA.get(sent.number()), sent.timePs(), trip.delivered().timePs(), NONE,
                    NONE, Outcome.LOST));
            } else {
                long delta = partner.delivered().timePs() - trip.delivered().timePs();
                boolean resent = resendsB.getOrDefault(List.of(partner.sent().messageId(), partner.sent().kind()), 0)
                    > resendsA.getOrDefault(List.of(sent.messageId(), sent.kind()), 0);
                Outcome outcome = resent ? Outcome.RETRANSMITTED
                    : delta > 0 ? Outcome.LATER : delta < 0 ? Outcome.EARLIER : Outcome.SAME;
                rows.add(new Row(sent, ordinalsA.get(sent.number()), sent.timePs(), trip.delivered().timePs(),
                    partner.sent().timePs(), partner.delivered().timePs(), outcome));
            }
        }
        for (MessageTrip trip : b) {
            if (!paired.contains(trip)) {
                MessageSent sent = trip.sent();
                rows.add(new Row(sent, ordinalsB.get(sent.number()), NONE, NONE, sent.timePs(),
                    trip.delivered().timePs(), Outcome.ONLY_IN_BRANCH));
            }
        }
        // in time order: a message only the what-if delivered among the others sent then
        rows.sort(Comparator.comparingLong(r -> r.originalSentPs() != NONE ? r.originalSentPs() : r.branchSentPs()));
        return new BranchComparison(rows, pairing.matching(), a, b);
    }

    /** The rows whose message fared otherwise in the what-if than in the original. */
    public List<Row> differences() {
        return rows.stream().filter(r -> r.outcome() != Outcome.SAME).toList();
    }

    /** How many rows have {@code outcome}. */
    public long count(Outcome outcome) {
        return rows.stream().filter(r -> r.outcome() == outcome).count();
    }

    /**
     * The other run's messages ghosted over the diagram of the one on show: the original's over the what-if's
     * ({@code drawingBranch}), else the what-if's over the original's; named {@code name} in the legend.
     */
    public Ghosts ghosts(boolean drawingBranch, String name) {
        return new Ghosts(drawingBranch ? originalTrips : branchTrips, 0, name);
    }

    /**
     * Each send's ordinal among the sends of its kind and fragment between its endpoints, by the send's record
     * number: a short name a person can follow from one run to the other, where a stack's message id is 64 bits.
     */
    private static Map<Long, Integer> ordinals(List<? extends TraceEvent> trace) {
        Map<List<Object>, Integer> counts = new HashMap<>();
        Map<Long, Integer> ordinals = new HashMap<>();
        for (TraceEvent event : trace) {
            if (event instanceof MessageSent s) {
                List<Object> route = List.of(s.kind(), s.fragment(), s.source(), s.sourcePort(), s.destination(),
                    s.destinationPort());
                ordinals.put(s.number(), counts.merge(route, 1, Integer::sum));
            }
        }
        return ordinals;
    }

    /**
     * How often a protocol sent each message again, by message id and kind (a reply may share its request's id, as
     * its delivery is told from the request's by kind).
     */
    private static Map<List<Object>, Integer> resends(List<? extends TraceEvent> trace) {
        Map<List<Object>, Integer> resends = new HashMap<>();
        for (TraceEvent event : trace) {
            if (event instanceof TraceEvent.Retransmitted r) {
                resends.merge(List.of(r.messageId(), r.kind()), 1, Integer::sum);
            }
        }
        return resends;
    }
}
