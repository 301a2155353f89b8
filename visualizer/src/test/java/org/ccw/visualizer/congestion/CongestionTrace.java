package org.ccw.visualizer.congestion;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.ccw.engine.trace.Renumbered;
import org.ccw.engine.trace.TraceEvent;

/**
 * Hand-built traces of a sender's congestion window, as a TCP sender would record them (RFC 5681): records in time
 * order, numbered from 0, times in microseconds, windows in segments of {@value #MSS} bytes.
 */
public final class CongestionTrace {
    public static final int MSS = 1000;
    public static final int ALPHA = 0;
    public static final int BETA = 1;
    public static final int GAMMA = 2;

    public final List<TraceEvent> records = new ArrayList<>();

    public static String name(int node) {
        return List.of("alpha", "beta", "gamma").get(node);
    }

    public static long us(double us) {
        return Math.round(us * 1_000_000);
    }

    public CongestionTrace window(double atUs, int node, int peer, double cwndSegments, double ssthreshSegments,
            String phase) {
        records.add(new TraceEvent.CongestionChanged(records.size(), us(atUs), node, 0, -1, peer,
                (int) Math.round(cwndSegments * MSS), (int) Math.round(ssthreshSegments * MSS), MSS, phase));
        return this;
    }

    public CongestionTrace sent(double atUs, long message, int from, int to) {
        records.add(new TraceEvent.MessageSent(records.size(), us(atUs), from, 0, -1, message, "segment", MSS, from,
                1, to, 1, 0, 1));
        return this;
    }

    public CongestionTrace resent(double atUs, int node, long message) {
        records.add(new TraceEvent.Retransmitted(records.size(), us(atUs), node, 0, -1, message, message, "segment",
                MSS, 1));
        return this;
    }

    public CongestionTrace timer(double atUs, int node, String timer) {
        records.add(new TraceEvent.TimerFired(records.size(), us(atUs), node, 0, -1, timer));
        return this;
    }

    /** The records sorted by time and numbered in that order, as a trace holds them. */
    public List<TraceEvent> inTimeOrder() {
        List<TraceEvent> sorted = new ArrayList<>(records);
        sorted.sort(Comparator.comparingLong(TraceEvent::timePs));
        List<TraceEvent> numbered = new ArrayList<>();
        for (TraceEvent e : sorted) {
            numbered.add(Renumbered.of(e, numbered.size(), e.timePs(), e.cause()));
        }
        return List.copyOf(numbered);
    }

    /**
     * alpha to beta over 1.4 ms, one round trip per 100 us: slow start from one segment doubling each round trip
     * (one segment more per ack, over 40 us of each) to 16; three duplicate acks at 450 us — segment 41 resent, ssthresh 8, fast recovery
     * with cwnd 8 + 3 inflated by each further duplicate; the new ack at 550 us deflates it to 8 and congestion
     * avoidance adds a segment per round trip; at 950 us the retransmission timer fires — segment 90 resent, ssthresh
     * half the flight, cwnd one segment, slow start again to ssthresh and avoidance. Beside it: beta's own small
     * connection to alpha, alpha resending a message to gamma, and a timer of another name.
     */
    public static List<TraceEvent> realistic() {
        CongestionTrace t = new CongestionTrace();
        double cwnd = 1;
        double at = 0;
        t.window(0, ALPHA, BETA, 1, 64, "slow-start");
        t.window(5, BETA, ALPHA, 1, 64, "slow-start");
        for (int round = 0; round < 4; round++) {
            int acks = (int) cwnd;
            for (int a = 1; a <= acks; a++) {
                cwnd++;
                t.window(at + 100 + a * 40.0 / acks, ALPHA, BETA, cwnd, 64, "slow-start");
            }
            at += 100;
        }
        t.sent(420, 41, ALPHA, BETA).sent(425, 77, ALPHA, GAMMA).resent(430, ALPHA, 77);
        t.resent(450, ALPHA, 41).window(450, ALPHA, BETA, 11, 8, "fast-recovery");
        t.window(470, ALPHA, BETA, 12, 8, "fast-recovery").window(490, ALPHA, BETA, 13, 8, "fast-recovery");
        cwnd = 8;
        t.window(550, ALPHA, BETA, cwnd, 8, "congestion-avoidance");
        for (double time = 560; time < 940; time += 12) {
            cwnd += 1 / cwnd;
            t.window(time, ALPHA, BETA, cwnd, 8, "congestion-avoidance");
        }
        t.timer(600, ALPHA, "delayed-ack");
        t.sent(700, 90, ALPHA, BETA);
        t.timer(950, ALPHA, "tcp-retransmission-timeout").resent(950, ALPHA, 90);
        t.window(950, ALPHA, BETA, 1, 5.5, "slow-start");
        cwnd = 1;
        at = 950;
        while (cwnd < 5.5) {
            int acks = (int) cwnd;
            for (int a = 1; a <= acks && cwnd < 5.5; a++) {
                cwnd = Math.min(cwnd + 1, 5.5);
                t.window(at + 100 + a * 40.0 / acks, ALPHA, BETA, cwnd, 5.5, cwnd < 5.5 ? "slow-start"
                        : "congestion-avoidance");
            }
            at += 100;
        }
        for (double time = at + 20; time < 1400; time += 15) {
            cwnd += 1 / cwnd;
            t.window(time, ALPHA, BETA, cwnd, 5.5, "congestion-avoidance");
        }
        t.window(300, BETA, ALPHA, 2, 64, "slow-start");
        t.timer(1400, GAMMA, "idle");
        return t.inTimeOrder();
    }
}
