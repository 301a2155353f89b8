package org.ccw.visualizer.compare;

import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceEvent.MessageDelivered;
import org.ccw.engine.trace.TraceEvent.MessageSent;
import org.ccw.engine.trace.TraceEvent.RunStarted;

/** Hand-written traces of message records: a run started at some time, then sends and deliveries. */
final class TwoRuns {
    private final List<TraceEvent> trace = new ArrayList<>();

    static TwoRuns startedAt(double us) {
        TwoRuns run = new TwoRuns();
        run.trace.add(new RunStarted(0, Time.nanos(Math.round(us * 1000)), -1, -1, -1, 2, "canned", 1, ""));
        return run;
    }

    /** Message {@code id} of {@code kind} from node {@code from} to {@code to}, sent at {@code sentUs}, delivered at
     * {@code deliveredUs}; records are appended in time order by the caller. */
    TwoRuns sent(long id, String kind, int from, int to, double sentUs) {
        trace.add(new MessageSent(trace.size(), ps(sentUs), from, 0, -1, id, kind, 8, from, 0, to, 0, 0, 1));
        return this;
    }

    TwoRuns delivered(long id, String kind, int from, int to, double deliveredUs) {
        trace.add(new MessageDelivered(trace.size(), ps(deliveredUs), to, 0, -1, id, kind, 8, from, 0, to, 0, 0, 1));
        return this;
    }

    /** A whole trip, its two records appended one after the other. */
    TwoRuns trip(long id, String kind, int from, int to, double sentUs, double deliveredUs) {
        return sent(id, kind, from, to, sentUs).delivered(id, kind, from, to, deliveredUs);
    }

    List<TraceEvent> trace() {
        return trace;
    }

    static long ps(double us) {
        return Math.round(us * Time.PS_PER_US);
    }
}
