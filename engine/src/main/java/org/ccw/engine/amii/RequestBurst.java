package org.ccw.engine.amii;

import java.util.function.IntConsumer;

/**
 * The burst of seed 002 §4.1's AM microbenchmark (Culler et al., "Assessing Fast Network Interfaces"): a sender's
 * program issues short requests back to back, each answered by the receiver's handler with a reply. The one piece
 * both the {@code amii-loggp} lab (its g) and a run's {@code LOGGP_MICROBENCHMARK} workload ({@link AmIIDriver})
 * play, so the run shows what the lab times.
 */
public final class RequestBurst {

    private RequestBurst() {
    }

    /** The receiver answers every {@link AmIIDriver#PING} request with a {@link AmIIDriver#PONG} reply of its args. */
    public static void answerEach(Endpoint receiver) {
        receiver.setRequestHandler(AmIIDriver.PING, (token, args) -> receiver.reply4(token, AmIIDriver.PONG, args));
    }

    /**
     * Sets the handlers and queues {@code requests} requests of {@code words} arguments from {@code sender} to
     * {@code receiver} on the sender's processor (they go when it runs: start the endpoints after or before);
     * {@code answered} is told the count of replies taken so far at each one, including any the sender asks for
     * later with {@link #once}.
     */
    public static void issue(Endpoint sender, Endpoint receiver, int requests, int words, IntConsumer answered) {
        answerEach(receiver);
        int[] replies = {0};
        sender.setReplyHandler(AmIIDriver.PONG, (source, args) -> answered.accept(++replies[0]));
        for (int i = 0; i < requests; i++) {
            once(sender, receiver.name().endpoint(), words);
        }
    }

    /** One more request of the burst's kind to translation entry {@code entry} (a round trip's first half). */
    public static void once(Endpoint sender, int entry, int words) {
        sender.request4(entry, AmIIDriver.PING, new int[words]);
    }
}
