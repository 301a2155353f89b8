package org.ccw.visualizer.compare;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.ccw.engine.trace.TraceEvent;
import org.ccw.visualizer.timing.Ghosts;
import org.ccw.visualizer.timing.MessageTrip;

/**
 * Two runs of one scenario side by side, message by message: which message of the second run is which of the first,
 * on one time axis, and how much longer (or shorter) each took.
 *
 * <p><b>Matching.</b> By the stack's message id (with kind and fragment, as a delivery is paired with its send) when
 * the two runs agree on ids: every message both runs have under one id goes between the same endpoints in both, and
 * at least half of the smaller run's messages find their id in the other. Otherwise — a stack whose ids are not
 * reproducible, or two different seeds — by (kind, source endpoint, destination endpoint, ordinal): the n-th request
 * from a to b in one run is the n-th in the other.
 *
 * <p><b>One time axis.</b> Each run's times are taken from an origin: its {@code RunStarted} record, or the first send
 * of a message both runs have (the default: a real run's start includes opening sockets and a cold JVM, which the
 * model does not have, and its hosts send each other messages the simulated run does not). The second run is shifted
 * by the difference of the origins.
 *
 * @param rows             the matched messages, in the first run's order of sending
 * @param matchedBy        how they were matched
 * @param alignment        which origins the axes share
 * @param shiftPs          what to add to a second-run time to put it on the first run's axis, ps
 * @param unmatchedFirst   delivered messages of the first run with no partner in the second
 * @param unmatchedSecond  delivered messages of the second run with no partner in the first
 * @param secondTrips      the second run's delivered messages (what the timing diagram ghosts)
 */
public record RunComparison(List<Row> rows, Matching matchedBy, Alignment alignment, long shiftPs,
                            int unmatchedFirst, int unmatchedSecond, List<MessageTrip> secondTrips) {

    public RunComparison {
        rows = List.copyOf(rows);
        secondTrips = List.copyOf(secondTrips);
    }

    /** How the two runs' messages were paired. */
    public enum Matching {
        MESSAGE_ID("message id"),
        KIND_ENDPOINTS_ORDER("kind, endpoints and order");

        private final String words;

        Matching(String words) {
            this.words = words;
        }

        @Override
        public String toString() {
            return words;
        }
    }

    /** Which moment of each run is time zero on the shared axis. */
    public enum Alignment {
        /** The first send of a message both runs have (each run's first {@code MessageSent} when none matched). */
        FIRST_SEND,
        /** Each run's {@code RunStarted}. */
        RUN_STARTED
    }

    /**
     * One message in both runs: the first run's id, kind and endpoints, and each run's send time (on the shared
     * axis) and latency from send to delivery, ps.
     */
    public record Row(long messageId, String kind, int fragment, int source, int sourcePort, int destination,
                      int destinationPort, long firstSentPs, long firstLatencyPs, long secondSentPs,
                      long secondLatencyPs) {

        /** Second run's latency less the first's, ps: positive when the second run was slower. */
        public long differencePs() {
            return secondLatencyPs - firstLatencyPs;
        }

        /** Second run's latency over the first's; NaN when the first took no time. */
        public double ratio() {
            return firstLatencyPs == 0 ? Double.NaN : (double) secondLatencyPs / firstLatencyPs;
        }
    }

    /** Compares {@code second} against {@code first}, aligned on their first sends. */
    public static RunComparison of(List<? extends TraceEvent> first, List<? extends TraceEvent> second) {
        return of(first, second, Alignment.FIRST_SEND);
    }

    public static RunComparison of(List<? extends TraceEvent> first, List<? extends TraceEvent> second,
                                   Alignment alignment) {
        List<MessageTrip> a = bySend(MessageTrip.of(first));
        List<MessageTrip> b = bySend(MessageTrip.of(second));
        Pairing pairing = Pairing.of(a, b);
        Matching matching = pairing.matching();
        List<MessageTrip[]> pairs = pairing.pairs();
        // the first send both runs have: a message only one run sends (a real run's hosts telling each other they
        // are done) must not set the origin
        long shift = alignment == Alignment.FIRST_SEND && !pairs.isEmpty()
                ? pairs.get(0)[0].sent().timePs() - pairs.get(0)[1].sent().timePs()
                : origin(first, alignment) - origin(second, alignment);
        List<Row> rows = new ArrayList<>();
        for (MessageTrip[] pair : pairs) {
            MessageTrip trip = pair[0];
            MessageTrip partner = pair[1];
            rows.add(new Row(trip.sent().messageId(), trip.sent().kind(), trip.sent().fragment(),
                    trip.sent().source(), trip.sent().sourcePort(), trip.sent().destination(),
                    trip.sent().destinationPort(), trip.sent().timePs(), trip.latencyPs(),
                    partner.sent().timePs() + shift, partner.latencyPs()));
        }
        return new RunComparison(rows, matching, alignment, shift, a.size() - rows.size(), b.size() - rows.size(), b);
    }

    /**
     * Which delivered message of one run is which of another's (matched as the class comment says): the pairs
     * {first run's, second run's}, in the first run's order of sending. {@link BranchComparison} pairs a what-if with
     * its original the same way.
     */
    record Pairing(Matching matching, List<MessageTrip[]> pairs) {
        /** Pairs {@code a} with {@code b}, each a run's delivered messages in order of sending. */
        static Pairing of(List<MessageTrip> a, List<MessageTrip> b) {
            Matching matching = idsAgree(a, b) ? Matching.MESSAGE_ID : Matching.KIND_ENDPOINTS_ORDER;
            List<Object> keysOfB = matchKeys(b, matching);
            Map<Object, MessageTrip> partners = new HashMap<>();
            for (int i = 0; i < b.size(); i++) {
                partners.put(keysOfB.get(i), b.get(i));
            }
            List<Object> keysOfA = matchKeys(a, matching);
            List<MessageTrip[]> pairs = new ArrayList<>();
            for (int i = 0; i < a.size(); i++) {
                MessageTrip partner = partners.remove(keysOfA.get(i));
                if (partner != null) {
                    pairs.add(new MessageTrip[] {a.get(i), partner});
                }
            }
            return new Pairing(matching, pairs);
        }
    }

    /** The second run's messages as ghosts over the first run's diagram, named {@code name}. */
    public Ghosts ghosts(String name) {
        return new Ghosts(secondTrips, shiftPs, name);
    }

    /** The row of the first run's message {@code messageId} of {@code kind}, if it was matched. */
    public Optional<Row> row(long messageId, String kind) {
        return rows.stream().filter(r -> r.messageId() == messageId && r.kind().equals(kind)).findFirst();
    }

    /** Median of the second run's latency over the first's, over the matched messages; NaN with none. */
    public double medianRatio() {
        double[] ratios = rows.stream().mapToDouble(Row::ratio).filter(r -> !Double.isNaN(r)).sorted().toArray();
        if (ratios.length == 0) {
            return Double.NaN;
        }
        int mid = ratios.length / 2;
        return ratios.length % 2 == 1 ? ratios[mid] : (ratios[mid - 1] + ratios[mid]) / 2;
    }

    private static long origin(List<? extends TraceEvent> trace, Alignment alignment) {
        for (TraceEvent event : trace) {
            if (alignment == Alignment.RUN_STARTED ? event instanceof TraceEvent.RunStarted
                    : event instanceof TraceEvent.MessageSent) {
                return event.timePs();
            }
        }
        return trace.isEmpty() ? 0 : trace.get(0).timePs();
    }

    /**
     * Whether the two runs name their messages alike: the ids they share carry the same endpoints in both, and at
     * least half of the smaller run's messages have a partner by id.
     */
    private static boolean idsAgree(List<MessageTrip> a, List<MessageTrip> b) {
        if (a.isEmpty() || b.isEmpty()) {
            return false;
        }
        Map<MessageTrip.Key, MessageTrip> byKey = new HashMap<>();
        b.forEach(t -> byKey.put(t.key(), t));
        int shared = 0;
        for (MessageTrip trip : a) {
            MessageTrip other = byKey.get(trip.key());
            if (other != null) {
                if (!sameEndpoints(trip, other)) {
                    return false;
                }
                shared++;
            }
        }
        return 2 * shared >= Math.min(a.size(), b.size());
    }

    private static boolean sameEndpoints(MessageTrip x, MessageTrip y) {
        return x.sent().source() == y.sent().source() && x.sent().sourcePort() == y.sent().sourcePort()
                && x.sent().destination() == y.sent().destination()
                && x.sent().destinationPort() == y.sent().destinationPort();
    }

    /** What identifies each of {@code trips} (in order of sending) across runs under {@code matching}. */
    private static List<Object> matchKeys(List<MessageTrip> trips, Matching matching) {
        List<Object> keys = new ArrayList<>(trips.size());
        Map<Route, Integer> seen = new HashMap<>();
        for (MessageTrip trip : trips) {
            if (matching == Matching.MESSAGE_ID) {
                keys.add(trip.key());
            } else {
                Route route = Route.of(trip);
                keys.add(new Ordinal(route, seen.merge(route, 1, Integer::sum)));
            }
        }
        return keys;
    }

    /** {@code trips} in the order of their sends. */
    static List<MessageTrip> bySend(List<MessageTrip> trips) {
        List<MessageTrip> sorted = new ArrayList<>(trips);
        sorted.sort(java.util.Comparator.comparingLong(t -> t.sent().number()));
        return sorted;
    }

    /** A message's kind, fragment and endpoints: what an ordinal counts within. */
    private record Route(String kind, int fragment, int source, int sourcePort, int destination, int destinationPort) {
        static Route of(MessageTrip t) {
            return new Route(t.sent().kind(), t.sent().fragment(), t.sent().source(), t.sent().sourcePort(),
                    t.sent().destination(), t.sent().destinationPort());
        }
    }

    private record Ordinal(Route route, int ordinal) {
    }
}
