package org.ccw.engine.pvmam;

import java.util.List;

import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.stack.StackDriver;
import org.ccw.model.cluster.WorkloadKind;

/**
 * Runs a scenario's workload on a PVMAM job's Active Message interfaces: {@code PING_PONG} — task 0 sends
 * {@code messages} requests of {@code messageBytes} to task 1, one at a time; task 1's request handler replies
 * with the same bytes, and the reply handler of task 0 ends the round trip (the next request goes out from the
 * task, after the handler: a reply handler sends nothing). MPBench's latency is half of such a round trip
 * (seed 003 §7).
 */
final class PvmamDriver implements StackDriver {
    private final PvmamCluster cluster;
    private final Scheduler scheduler;
    private final int messages;
    private final byte[] payload;
    private final int ping;
    private int answered;
    private long finishedPs = -1;

    /**
     * @throws IllegalArgumentException for another workload, fewer than two tasks, or messages larger than an AM
     */
    PvmamDriver(PvmamCluster cluster, Scheduler scheduler, WorkloadKind kind, int messages, int messageBytes) {
        if (kind != WorkloadKind.PING_PONG) {
            throw new IllegalArgumentException(PvmamStack.workloadNotYet(kind));
        }
        List<AmInterface> tasks = cluster.interfaces();
        if (tasks.size() < 2) {
            throw new IllegalArgumentException("a ping-pong needs two PVMAM tasks, got " + tasks.size());
        }
        if (messageBytes > AmHeader.MAX_DATA_BYTES) {
            throw new IllegalArgumentException("one Active Message carries at most " + AmHeader.MAX_DATA_BYTES
                    + " bytes, not " + messageBytes);
        }
        this.cluster = cluster;
        this.scheduler = scheduler;
        this.messages = messages;
        this.payload = new byte[Math.max(0, messageBytes)];
        for (int i = 0; i < payload.length; i++) {
            payload[i] = (byte) (i * 7 + 1);
        }
        AmInterface pinger = tasks.get(0);
        AmInterface ponger = tasks.get(1);
        int pong = pinger.addressToId((AmHandlers.ReplyHandler) (from, data) -> {
            answered++;
            if (answered < messages) {
                scheduler.schedule(0, this::sendPing);
            } else {
                finishedPs = scheduler.now();
            }
        });
        this.ping = ponger.addressToId((AmHandlers.RequestHandler) (token, data) -> token.reply(pong, data));
    }

    @Override
    public void start() {
        if (messages > 0) {
            sendPing();
        } else {
            finishedPs = scheduler.now();
        }
    }

    private void sendPing() {
        List<AmInterface> tasks = cluster.interfaces();
        tasks.get(0).request(tasks.get(1).tid(), ping, payload);
    }

    @Override
    public long cellsSent() {
        return cluster.framesSent();
    }

    @Override
    public long cellsDelivered() {
        return cluster.framesReceived();
    }

    @Override
    public long cellsDamaged() {
        return sum(Statistics::damagedDropped) + cluster.framesDamaged();
    }

    @Override
    public long messagesSent() {
        return sum(Statistics::messagesSent);
    }

    @Override
    public long messagesDelivered() {
        return sum(Statistics::handlersRun);
    }

    @Override
    public long repliesHandled() {
        return sum(Statistics::repliesHandled);
    }

    @Override
    public long retransmissions() {
        return sum(Statistics::retransmissions);
    }

    @Override
    public long finishedPs() {
        return finishedPs;
    }

    @Override
    public String stack() {
        return PvmamStack.NAME;
    }

    private long sum(java.util.function.ToLongFunction<Statistics> counter) {
        return cluster.interfaces().stream().map(AmInterface::statistics).mapToLong(counter).sum();
    }
}
