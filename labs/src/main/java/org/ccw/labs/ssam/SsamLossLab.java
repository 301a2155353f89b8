package org.ccw.labs.ssam;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.ssam.ReplyHandler;
import org.ccw.engine.ssam.SsamCluster;
import org.ccw.engine.ssam.SsamEndpoint;
import org.ccw.labs.Check;
import org.ccw.labs.Lab;
import org.ccw.labs.LabOptions;
import org.ccw.labs.LabResult;
import org.ccw.labs.Metric;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.provenance.Input;
import org.ccw.engine.ssam.SsamPresets;

/**
 * SSAM's recovery (seed 000 §3.3.1) under a lossy fibre: two SS-20s, {@value #REQUESTS} requests each answered
 * by a reply, sent as fast as the window (w = 8) allows, with {@value #DUPLICATION_PERCENT}% of cells duplicated
 * and {@value #REORDER_PERCENT}% held back behind later ones, at 0%, 5%, 10% and 30% cell loss. Each request
 * carries its number, so the handlers count exactly how often each request and each reply was handled. The
 * paper gives no figures for this; it states the rule the checks hold the stack to: a lost cell is recovered by
 * retransmission, and a duplicate request re-sends the kept reply instead of running the handler again.
 */
public final class SsamLossLab implements Lab {
    private static final int REQUESTS = 1_000;
    private static final int WINDOW = 8;
    private static final int DUPLICATION_PERCENT = 5;
    private static final int REORDER_PERCENT = 5;
    private static final int[] LOSS_PERCENT = {5, 10, 30};

    @Override
    public String id() {
        return "ssam-loss";
    }

    /** Eight remote reads between the two SS-20s over a fibre losing 10% of its cells (duplication, reordering 5%). */
    @Override
    public java.util.Optional<Scenario> scenario() {
        return java.util.Optional.of(Workloads.shortened(lossyTwoHosts(10), 8, 8));
    }


    @Override
    public List<Input> inputs() {
        return SsamInputs.of(SsamPresets.ssamTwoHosts(), org.ccw.engine.ssam.KernelPath.FAST_TRAPS);
    }

    @Override
    public LabResult run(LabOptions options) {
        SsamRig rig = new SsamRig(options.seed());
        Outcome lossFree = run(rig, 0);
        List<Metric> metrics = new ArrayList<>();
        List<Check> checks = new ArrayList<>();
        checks.add(lossFree.exactlyOnce("loss0"));
        metrics.add(Metric.of("goodput_loss0_requests_per_ms", lossFree.requestsPerMilli(), "requests/ms", null));
        double previousRatio = 1;
        boolean falling = true;
        for (int percent : LOSS_PERCENT) {
            Outcome lossy = run(rig, percent);
            String tag = "loss" + percent;
            double ratio = lossy.requestsPerMilli() / lossFree.requestsPerMilli();
            metrics.add(Metric.of("retransmissions_" + tag, lossy.retransmissions, "cells", null));
            metrics.add(Metric.of("goodput_ratio_" + tag, ratio, "ratio", null));
            checks.add(lossy.exactlyOnce(tag));
            falling &= ratio < previousRatio;
            previousRatio = ratio;
        }
        checks.add(new Check("goodput_falls_with_loss", falling, "each higher loss rate costs goodput (relative to"
                + " the loss-free run: " + metrics.stream().filter(m -> m.name().startsWith("goodput_ratio"))
                .map(m -> String.format(Locale.ROOT, "%.3f", m.value())).toList() + " at " + List.of(5, 10, 30)
                + "% loss): recovery waits for the retransmission timeout"));
        return new LabResult(id(), metrics, checks, rig.fingerprint());
    }

    /** What one run did: handler counts per request, retransmissions and when the last reply was handled. */
    private record Outcome(int lossPercent, int[] handled, int[] replied, long retransmissions, long finishedPs) {

        double requestsPerMilli() {
            return REQUESTS / (Time.toMicros(finishedPs) / 1000);
        }

        Check exactlyOnce(String tag) {
            int badRequests = 0;
            int badReplies = 0;
            for (int i = 0; i < REQUESTS; i++) {
                badRequests += handled[i] == 1 ? 0 : 1;
                badReplies += replied[i] == 1 ? 0 : 1;
            }
            boolean passed = finishedPs > 0 && badRequests == 0 && badReplies == 0;
            return new Check("exactly_once_" + tag, passed, String.format(Locale.ROOT, "%d%% loss, %d%% duplication,"
                    + " %d%% reordering: %d of %d requests not handled exactly once, %d replies not handled exactly"
                    + " once, %d cells retransmitted%s", lossPercent, DUPLICATION_PERCENT, REORDER_PERCENT,
                    badRequests, REQUESTS, badReplies, retransmissions, finishedPs > 0 ? "" : "; did not finish"));
        }
    }

    private static Outcome run(SsamRig rig, int lossPercent) {
        SsamCluster cluster = rig.cluster(() -> lossyTwoHosts(lossPercent), WINDOW, null);
        SsamEndpoint requester = cluster.endpoint(0);
        SsamEndpoint responder = cluster.endpoint(1);
        int[] handled = new int[REQUESTS];
        int[] replied = new int[REQUESTS];
        int[] repliesHandled = {0};
        int handler = 0;
        for (SsamEndpoint am : List.of(requester, responder)) {
            ReplyHandler counted = (connection, in) -> {
                replied[in.getInt()]++;
                repliesHandled[0]++;
            };
            am.registerReplyHandler("numbered_rh", counted);
            handler = am.registerRequestHandler("numbered_h", (connection, in, reply) -> {
                int number = in.getInt();
                handled[number]++;
                reply.putInt(number);
                return counted;
            });
        }
        int connection = requester.connect(responder.node());
        responder.connect(requester.node());
        responder.serve();
        long[] finished = {-1};
        int numbered = handler;
        Runnable[] send = new Runnable[1];
        int[] next = {0};
        send[0] = () -> {
            if (next[0] == REQUESTS) {
                requester.pollUntil(() -> repliesHandled[0] == REQUESTS, () -> finished[0] = cluster.kernel().now());
                return;
            }
            requester.requestBuffer(connection).putInt(next[0]++);
            requester.request(connection, numbered, send[0]);
        };
        send[0].run();
        cluster.run(Time.micros(60_000_000));
        return new Outcome(lossPercent, handled, replied, requester.retransmissions() + responder.retransmissions(),
                finished[0]);
    }

    private static Scenario lossyTwoHosts(int lossPercent) {
        Scenario scenario = SsamPresets.ssamTwoHosts();
        scenario.getFaults().setLossRate(lossPercent / 100.0);
        scenario.getFaults().setDuplicationRate(DUPLICATION_PERCENT / 100.0);
        scenario.getFaults().setReorderRate(REORDER_PERCENT / 100.0);
        return scenario;
    }
}
