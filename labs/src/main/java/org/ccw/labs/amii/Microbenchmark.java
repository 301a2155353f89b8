package org.ccw.labs.amii;

import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.amii.AmIICluster;
import org.ccw.engine.amii.AmIIDriver;
import org.ccw.engine.amii.Endpoint;
import org.ccw.engine.amii.SendLedger;
import org.ccw.engine.kernel.Time;

/**
 * The AM microbenchmark of seed 002 §4.1 (Culler et al., "Assessing Fast Network Interfaces"), as the paper ran
 * it, on a sender and a receiver of a fresh {@link AmIICluster} each: o_s is the time per message of a short burst
 * of requests, short enough that nothing pushes back; g the time per message of a long burst of requests, each
 * answered; o_r what a request-and-reply loop takes per iteration beyond o_s and a delay Δ longer than the round
 * trip, put between the send and the poll so that the reply is waiting when the sender polls.
 */
final class Microbenchmark {
    /** Requests of the long burst g is read from (its second half, the steady state). */
    static final int LONG_BURST = 100;
    /** Iterations of the delayed-poll loop (the first few warm the caches and are not timed). */
    static final int DELAYED = 30;
    private static final int WARM_UP = 10;
    private static final int WORDS = PingPongProbe.MESSAGE_BYTES / Integer.BYTES;

    private Microbenchmark() {
    }

    /**
     * o_s, µs: {@code burst} requests issued back to back, none answered by a reply (a network request is still
     * acknowledged, after the burst), over the time they took.
     */
    static double sendOverheadUs(AmIICluster cluster, Endpoint sender, Endpoint receiver, int burst) {
        receiver.setRequestHandler(AmIIDriver.PING, (token, args) -> { });
        for (int i = 0; i < burst; i++) {
            sender.request4(receiver.name().endpoint(), AmIIDriver.PING, new int[WORDS]);
        }
        sender.start();
        receiver.start();
        cluster.run(Time.micros(20_000));
        List<SendLedger> sends = sender.sends();
        return sends.size() < burst ? Double.NaN : Time.toMicros(sends.get(burst - 1).donePs()) / burst;
    }

    /** g, µs: the steady-state time per request of a burst of {@value #LONG_BURST}, each answered. */
    static double gapUs(AmIICluster cluster, Endpoint sender, Endpoint receiver) {
        int[] answered = {0};
        receiver.setRequestHandler(AmIIDriver.PING, (token, args) -> receiver.reply4(token, AmIIDriver.PONG, args));
        sender.setReplyHandler(AmIIDriver.PONG, (source, args) -> answered[0]++);
        for (int i = 0; i < LONG_BURST; i++) {
            sender.request4(receiver.name().endpoint(), AmIIDriver.PING, new int[WORDS]);
        }
        sender.start();
        receiver.start();
        cluster.run(Time.micros(20_000));
        List<SendLedger> sends = sender.sends();
        if (answered[0] < LONG_BURST) {
            return Double.NaN;
        }
        return Time.toMicros(sends.get(LONG_BURST - 1).donePs() - sends.get(LONG_BURST / 2 - 1).donePs())
                / (LONG_BURST / 2.0);
    }

    /**
     * o_r, µs: each iteration sends a request, works {@code delayUs} without polling, then polls until the reply
     * (waiting by then) is taken; the time per iteration less o_s and Δ is the cost of receiving it.
     */
    static double receiveOverheadUs(AmIICluster cluster, Endpoint sender, Endpoint receiver, double osUs,
            double delayUs, double clockMhz) {
        List<Long> iterations = new ArrayList<>();
        receiver.setRequestHandler(AmIIDriver.PING, (token, args) -> receiver.reply4(token, AmIIDriver.PONG, args));
        long delayCycles = Math.round(delayUs * clockMhz);
        Runnable iterate = () -> {
            iterations.add(cluster.kernel().now());
            sender.request4(receiver.name().endpoint(), AmIIDriver.PING, new int[WORDS]);
            sender.compute(delayCycles);
        };
        sender.setReplyHandler(AmIIDriver.PONG, (source, args) -> {
            if (iterations.size() < DELAYED) {
                // a reply handler sends nothing: the next iteration starts from the program, after it
                cluster.kernel().schedule(0, iterate);
            } else {
                iterations.add(cluster.kernel().now());
                sender.stopPolling();
                receiver.stopPolling();
            }
        });
        sender.start();
        receiver.start();
        iterate.run();
        cluster.run(Time.micros(20_000));
        if (iterations.size() <= DELAYED) {
            return Double.NaN;
        }
        double perIteration = Time.toMicros(iterations.get(DELAYED) - iterations.get(WARM_UP))
                / (DELAYED - WARM_UP);
        return perIteration - osUs - delayUs;
    }
}
