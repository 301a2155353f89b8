package org.ccw.labs.amii;

import java.util.List;

import org.ccw.engine.amii.AmIICluster;
import org.ccw.engine.amii.AmIIDriver;
import org.ccw.engine.amii.Endpoint;
import org.ccw.engine.amii.SendLedger;
import org.ccw.engine.kernel.Time;
import org.ccw.model.workload.WorkloadKind;

/**
 * A ping-pong of short requests and replies between two endpoints of an AM-II cluster, read the way the labs read
 * it: the round trip, and, in its steady state (after {@value #WARM_UP} messages), the sender's busy time per send
 * (o_s) and the receiver's per receive (o_r) on Enterprise 5000 processors.
 *
 * @param rttUs    mean round trip, µs
 * @param osUs     the sender's processor time per send, µs
 * @param orUs     the receiver's processor time per request taken, µs
 * @param complete whether every round trip came back
 * @param finishedPs when the last of the {@value #ROUNDS} round trips, timed from the run's start, came back
 */
record PingPongProbe(double rttUs, double osUs, double orUs, boolean complete, long finishedPs) {
    static final int ROUNDS = 40;
    static final int WARM_UP = 10;
    static final int MESSAGE_BYTES = 16;
    static final double CLOCK_MHZ = 167;

    /** Runs the ping-pong from {@code sender} to {@code receiver} of {@code cluster} (fresh, not yet run). */
    static PingPongProbe run(AmIICluster cluster, Endpoint sender, Endpoint receiver) {
        AmIIDriver driver = new AmIIDriver(List.of(sender, receiver), cluster.kernel(), WorkloadKind.PING_PONG,
                ROUNDS, MESSAGE_BYTES);
        driver.start();
        cluster.run(Time.micros(20_000));
        List<SendLedger> sends = sender.sends();
        List<Long> receives = receiver.receives();
        double os = sends.subList(WARM_UP, sends.size()).stream().mapToLong(SendLedger::total).average()
                .orElse(Double.NaN) / CLOCK_MHZ;
        double or = receives.subList(WARM_UP, receives.size()).stream().mapToLong(Long::longValue).average()
                .orElse(Double.NaN) / CLOCK_MHZ;
        return new PingPongProbe(Time.toMicros(driver.finishedPs()) / ROUNDS, os, or,
                driver.repliesHandled() == ROUNDS, driver.finishedPs());
    }
}
