package org.ccw.labs.amii;

import java.util.List;

import org.ccw.engine.amii.AmIICluster;
import org.ccw.engine.amii.AmIIDriver;
import org.ccw.engine.amii.Endpoint;
import org.ccw.engine.amii.RequestBurst;
import org.ccw.engine.amii.SendLedger;
import org.ccw.engine.kernel.Time;

/**
 * The AM microbenchmark of seed 002 §4.1 (Culler et al., "Assessing Fast Network Interfaces"), as the paper ran
 * it, on a sender and a receiver of a fresh {@link AmIICluster} each: o_s is the time per message of a short burst
 * of requests, short enough that nothing pushes back, once earlier bursts have warmed caches and queues; g the
 * time per message of a long burst of requests, each answered; o_r what a loop of requests takes per iteration
 * beyond o_s and a delay Δ longer than the round trip after each send, so that each reply is waiting when the next
 * send polls and is taken there. The bursts are the engine's ({@link RequestBurst}), which a run's LogGP workload plays.
 */
final class Microbenchmark {
    /** Requests of the long burst g is read from (its second half, the steady state). */
    static final int LONG_BURST = 100;
    /** Bursts of the o_s measurement: the last is timed, the others bring caches and queues to their steady state. */
    static final int BURSTS = 4;
    /** Between bursts: long enough for a network burst's acknowledgments to come back. */
    private static final int BURST_SPACING_US = 300;
    /**
     * Iterations of the delayed-poll loop; the first {@value #WARM_UP} warm the caches and fill the adaptive network
     * polling's history of 32 polls, and are not timed.
     */
    static final int DELAYED = 80;
    private static final int WARM_UP = 40;
    private static final int WORDS = PingPongProbe.MESSAGE_BYTES / Integer.BYTES;

    private Microbenchmark() {
    }

    /**
     * o_s, µs: bursts of {@code burst} requests issued back to back, none answered by a reply (a network request is
     * still acknowledged, after the burst), each burst {@value #BURST_SPACING_US} µs after the receiver took the last
     * one's, so caches and queues are in their steady state; the last burst's time per message, from its first
     * send's start to its last send's end.
     */
    static double sendOverheadUs(AmIICluster cluster, Endpoint sender, Endpoint receiver, int burst) {
        int[] taken = {0};
        Runnable sendBurst = () -> {
            for (int i = 0; i < burst; i++) {
                RequestBurst.once(sender, receiver.name().endpoint(), WORDS);
            }
        };
        receiver.setRequestHandler(AmIIDriver.PING, (token, args) -> {
            if (++taken[0] % burst != 0) {
                return;
            }
            if (taken[0] < BURSTS * burst) {
                cluster.kernel().schedule(Time.micros(BURST_SPACING_US), sendBurst);
            } else {
                cluster.kernel().schedule(Time.micros(BURST_SPACING_US), () -> {
                    sender.stopPolling();
                    receiver.stopPolling();
                });
            }
        });
        sendBurst.run();
        sender.start();
        receiver.start();
        cluster.run(Time.micros(20_000));
        List<SendLedger> sends = sender.sends();
        if (sends.size() < BURSTS * burst) {
            return Double.NaN;
        }
        return lastBurst(sends, burst).perOperationUs();
    }

    /** Where o_s was timed: the last burst, from its first send's start to its last send's end, per send. */
    static Window lastBurst(List<SendLedger> sends, int burst) {
        SendLedger first = sends.get((BURSTS - 1) * burst);
        long start = first.donePs() - Math.round(first.total() * 1e6 / PingPongProbe.CLOCK_MHZ);
        return new Window(start, sends.get(BURSTS * burst - 1).donePs(), burst);
    }

    /** g, µs: the steady-state time per request of a burst of {@value #LONG_BURST}, each answered. */
    static double gapUs(AmIICluster cluster, Endpoint sender, Endpoint receiver) {
        int[] answered = {0};
        // the engine's burst: a run's LOGGP_MICROBENCHMARK workload plays the same one
        RequestBurst.issue(sender, receiver, LONG_BURST, WORDS, n -> answered[0] = n);
        sender.start();
        receiver.start();
        cluster.run(Time.micros(20_000));
        List<SendLedger> sends = sender.sends();
        if (answered[0] < LONG_BURST) {
            return Double.NaN;
        }
        return longBurst(sends).perOperationUs();
    }

    /** Where g was timed: the long burst's second half, per request. */
    static Window longBurst(List<SendLedger> sends) {
        return new Window(sends.get(LONG_BURST / 2 - 1).donePs(), sends.get(LONG_BURST - 1).donePs(),
                LONG_BURST / 2);
    }

    /**
     * o_r, µs: the program issues requests with a delay Δ ({@code delayUs}, longer than the round trip) of its own
     * work after each, so each reply is waiting when the next request's send polls (a request polls before it
     * goes) and is taken there; an iteration then takes o_s + Δ + o_r, and o_r is what is left of it.
     */
    static double receiveOverheadUs(AmIICluster cluster, Endpoint sender, Endpoint receiver, double osUs,
            double delayUs, double clockMhz) {
        int[] replies = {0};
        RequestBurst.answerEach(receiver);
        sender.setReplyHandler(AmIIDriver.PONG, (source, args) -> {
            if (++replies[0] == DELAYED) {
                sender.stopPolling();
                receiver.stopPolling();
            }
        });
        long delayCycles = Math.round(delayUs * clockMhz);
        for (int i = 0; i < DELAYED; i++) {
            RequestBurst.once(sender, receiver.name().endpoint(), WORDS);
            sender.compute(delayCycles);
        }
        sender.start();
        receiver.start();
        cluster.run(Time.micros(50_000));
        List<SendLedger> sends = sender.sends();
        if (replies[0] < DELAYED) {
            return Double.NaN;
        }
        return receiveOverheadUs(delayedLoop(sends), osUs, delayUs);
    }

    /** o_r, µs, from the delayed loop's {@code window}: an iteration takes o_s + Δ + o_r, and o_r is what is left. */
    static double receiveOverheadUs(Window loop, double osUs, double delayUs) {
        return loop.perOperationUs() - osUs - delayUs;
    }

    /** Where o_r was timed: the delayed loop after its warm-up, per iteration (o_s + Δ + o_r). */
    static Window delayedLoop(List<SendLedger> sends) {
        return new Window(sends.get(WARM_UP - 1).donePs(), sends.get(DELAYED - 1).donePs(), DELAYED - WARM_UP);
    }

    /** A stretch of a run a figure was timed over, ps, and the operations it is divided into. */
    record Window(long fromPs, long toPs, int operations) {
        double perOperationUs() {
            return Time.toMicros(toPs - fromPs) / operations;
        }
    }
}
