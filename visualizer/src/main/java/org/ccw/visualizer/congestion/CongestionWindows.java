package org.ccw.visualizer.congestion;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntFunction;

import org.ccw.engine.trace.TraceEvent;

/**
 * What the congestion-window view shows of a run, built from its trace alone: one {@link Connection} per sender and
 * peer that recorded {@code CongestionChanged}, its congestion window and slow-start threshold as steps over time,
 * each step in the phase the sender was in, and {@link Mark}s where it resent a segment or its retransmission timer
 * fired (a timer whose name ends in {@value #TIMEOUT_SUFFIX}).
 *
 * @param connections the connections, in order of their first record
 * @param endPs       the time of the trace's last record: where the last steps end
 */
public record CongestionWindows(List<Connection> connections, long endPs) {
    /** The ending of a retransmission timer's name ({@code TimerFired}), whatever the protocol calls itself. */
    public static final String TIMEOUT_SUFFIX = "retransmission-timeout";

    /** The phases a sender reports, with the words the view labels them with. */
    public enum Phase {
        SLOW_START("slow-start", "slow start"),
        CONGESTION_AVOIDANCE("congestion-avoidance", "congestion avoidance"),
        FAST_RECOVERY("fast-recovery", "fast recovery"),
        /** A phase this view does not know: drawn unshaded, labelled as recorded. */
        OTHER("", "other");

        private final String recorded;
        private final String words;

        Phase(String recorded, String words) {
            this.recorded = recorded;
            this.words = words;
        }

        /** The phase a {@code CongestionChanged} record names. */
        public static Phase of(String recorded) {
            for (Phase p : values()) {
                if (p != OTHER && p.recorded.equals(recorded)) {
                    return p;
                }
            }
            return OTHER;
        }

        /** As a sentence says it: "slow start". */
        public String words() {
            return words;
        }
    }

    /** A sender's state from {@code startPs} until {@code endPs}: cwnd and ssthresh in bytes, its segment size. */
    public record Step(long startPs, long endPs, int cwnd, int ssthresh, int mss, Phase phase) {
        /** cwnd in segments (fractional while congestion avoidance grows it by a share of a segment per ack). */
        public double cwndSegments() {
            return cwnd / (double) Math.max(1, mss);
        }

        public double ssthreshSegments() {
            return ssthresh / (double) Math.max(1, mss);
        }
    }

    /** What a mark shows: a segment sent again, or the retransmission timer firing. */
    public enum MarkKind { RETRANSMISSION, TIMEOUT }

    /** A moment the sender resent or timed out, with what the record says. */
    public record Mark(long atPs, MarkKind kind, String detail) {
    }

    /**
     * One sender's windows towards one peer.
     *
     * @param label "node to peer", from the trace's names (figures keep to Latin-1)
     */
    public record Connection(int node, int peer, String label, List<Step> steps, List<Mark> marks) {
        /** The step that covers {@code atPs}, if any (the last one also covers the trace's end). */
        public Optional<Step> at(long atPs) {
            Step found = null;
            for (Step s : steps) {
                if (s.startPs() > atPs) {
                    break;
                }
                found = s;
            }
            return found != null && atPs <= found.endPs() ? Optional.of(found) : Optional.empty();
        }

        /** The largest cwnd it reached, in bytes. */
        public int peakCwnd() {
            return steps.stream().mapToInt(Step::cwnd).max().orElse(0);
        }

        public long count(MarkKind kind) {
            return marks.stream().filter(m -> m.kind() == kind).count();
        }

        /** Its state at {@code atPs} in a line: "cwnd 8 segments (11680 B), ssthresh 16, slow start". */
        public String describeAt(long atPs) {
            return at(atPs).map(s -> String.format(Locale.ROOT, "cwnd %s segments (%d B), ssthresh %s, %s",
                    segments(s.cwndSegments()), s.cwnd(), segments(s.ssthreshSegments()), s.phase().words()))
                    .orElse("no window yet");
        }
    }

    /** A count of segments as a person writes it: whole when it is, else to one decimal. */
    public static String segments(double value) {
        return value == Math.rint(value) ? String.valueOf((long) value) : String.format(Locale.ROOT, "%.1f", value);
    }

    /**
     * The congestion windows of {@code records}.
     *
     * @param nodeNames a node's name, for the connections' labels
     */
    public static CongestionWindows of(List<TraceEvent> records, IntFunction<String> nodeNames) {
        Map<Long, List<TraceEvent.CongestionChanged>> changes = new LinkedHashMap<>();
        Map<Long, Integer> destinations = new HashMap<>();
        List<TraceEvent> resends = new ArrayList<>();
        long endPs = 0;
        for (TraceEvent e : records) {
            endPs = Math.max(endPs, e.timePs());
            if (e instanceof TraceEvent.CongestionChanged c) {
                changes.computeIfAbsent(key(c.node(), c.peer()), k -> new ArrayList<>()).add(c);
            } else if (e instanceof TraceEvent.MessageSent s) {
                destinations.putIfAbsent(s.messageId(), s.destination());
            } else if (e instanceof TraceEvent.Retransmitted
                    || e instanceof TraceEvent.TimerFired t && t.timer().endsWith(TIMEOUT_SUFFIX)) {
                resends.add(e);
            }
        }
        List<Connection> connections = new ArrayList<>();
        for (List<TraceEvent.CongestionChanged> series : changes.values()) {
            TraceEvent.CongestionChanged first = series.get(0);
            connections.add(new Connection(first.node(), first.peer(),
                    nodeNames.apply(first.node()) + " to " + nodeNames.apply(first.peer()), steps(series, endPs),
                    marks(first.node(), first.peer(), resends, destinations)));
        }
        return new CongestionWindows(List.copyOf(connections), endPs);
    }

    private static List<Step> steps(List<TraceEvent.CongestionChanged> series, long endPs) {
        List<Step> steps = new ArrayList<>();
        for (int i = 0; i < series.size(); i++) {
            TraceEvent.CongestionChanged c = series.get(i);
            long until = i + 1 < series.size() ? series.get(i + 1).timePs() : endPs;
            if (until == c.timePs() && i + 1 < series.size()) {
                continue; // superseded at the same instant: only the state the sender settled on shows
            }
            steps.add(new Step(c.timePs(), until, c.cwnd(), c.ssthresh(), c.mss(), Phase.of(c.phase())));
        }
        return List.copyOf(steps);
    }

    /** The resends and timeouts at {@code node} that went to {@code peer}, or whose peer the trace does not tell. */
    private static List<Mark> marks(int node, int peer, List<TraceEvent> resends, Map<Long, Integer> destinations) {
        List<Mark> marks = new ArrayList<>();
        for (TraceEvent e : resends) {
            if (e.node() != node) {
                continue;
            }
            if (e instanceof TraceEvent.Retransmitted r) {
                Integer to = destinations.get(r.messageId());
                if (to == null || to == peer) {
                    marks.add(new Mark(r.timePs(), MarkKind.RETRANSMISSION, String.format(Locale.ROOT,
                            "%s %d B resent (attempt %d)", r.kind(), r.sizeBytes(), r.attempt())));
                }
            } else if (e instanceof TraceEvent.TimerFired t) {
                marks.add(new Mark(t.timePs(), MarkKind.TIMEOUT, t.timer()));
            }
        }
        return List.copyOf(marks);
    }

    private static long key(int node, int peer) {
        return (long) node << 32 | (peer & 0xFFFFFFFFL);
    }

    /** The connection whose sender is {@code node} and whose peer is {@code peer}, if it recorded a window. */
    public Optional<Connection> connection(int node, int peer) {
        return connections.stream().filter(c -> c.node() == node && c.peer() == peer).findFirst();
    }
}
