package org.ccw.labs.dvcm;

import org.ccw.engine.dvcm.module.ControlMessage;
import org.ccw.engine.dvcm.module.ExtensionModule;
import org.ccw.engine.dvcm.module.ModuleContext;
import org.ccw.engine.dvcm.module.TimeoutService;

/**
 * A small extension module, written only against the public API as a student would, that measures the
 * coprocessor-to-coprocessor latency of seed 001 §3: the unit on host {@code initiator} bounces a {@value #PROBE}
 * control message off the unit on host {@code peer} {@code rounds} times, without the hosts taking part. Each
 * handler starts its reply at once, so half a round trip, timed at the initiator between the starts of the
 * handler that sends and the handler that receives the answer, is one handler-to-handler trip: the sender's
 * control-message bookkeeping, its transmit FIFO, the line and the switch, and the receiver's reassembly,
 * sequence check and dispatch. The first round starts from an accurate timeout {@value #START_DELAY_PS} ps after
 * init.
 */
final class LatencyProbe implements ExtensionModule {
    static final String PROBE = "PROBE";
    private static final long START_DELAY_PS = 10_000_000;

    private final int initiator;
    private final int peer;
    private final int rounds;
    private ModuleContext unit;
    private long roundStartedPs;
    private long totalRoundTripPs;
    private int completed;

    LatencyProbe(int initiator, int peer, int rounds) {
        this.initiator = initiator;
        this.peer = peer;
        this.rounds = rounds;
    }

    @Override
    public String name() {
        return "latency-probe";
    }

    @Override
    public void init(ModuleContext context) {
        this.unit = context;
        context.onControlMessage(PROBE, this::probe);
        if (context.unit() == initiator) {
            context.timeout(TimeoutService.ACCURATE, START_DELAY_PS, "probe-start", this::nextRound);
        }
    }

    private void nextRound() {
        roundStartedPs = unit.now();
        unit.send(peer, PROBE, completed);
    }

    private void probe(ControlMessage m) {
        if (unit.unit() != initiator) {
            unit.send(m.source(), PROBE, m.arg(0));
            return;
        }
        totalRoundTripPs += unit.now() - roundStartedPs;
        completed++;
        if (completed < rounds) {
            nextRound();
        }
    }

    @Override
    public void deactivate() {
        // its state is two counters in the module object: nothing taken from the framework's heap
    }

    /** Round trips completed (on the initiator's instance). */
    int completed() {
        return completed;
    }

    /** Half the mean round trip, picoseconds: one coprocessor-to-coprocessor trip; -1 before any. */
    long oneWayPs() {
        return completed == 0 ? -1 : totalRoundTripPs / completed / 2;
    }
}
