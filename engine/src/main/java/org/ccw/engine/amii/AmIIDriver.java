package org.ccw.engine.amii;

import java.util.List;

import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.stack.StackDriver;
import org.ccw.model.cluster.WorkloadKind;

/**
 * Runs a scenario's workload on its AM-II endpoints (seed 002 §4.1's microbenchmark's building block):
 * {@code PING_PONG} — process 0 sends {@code messages} short requests to process 1, one at a time, each answered
 * by a reply whose handler sends the next. Every endpoint polls meanwhile; when the last reply is in, the run's
 * processes stop polling and the run ends idle.
 */
public final class AmIIDriver implements StackDriver {
    public static final int PING = 1;
    public static final int PONG = 2;

    private final List<Endpoint> endpoints;
    private final Scheduler scheduler;
    private final int messages;
    private final int words;
    private int answered;
    private long finishedPs = -1;

    /**
     * @param messageBytes user bytes per message: up to 32 (eight 32-bit arguments of a short message)
     * @throws IllegalArgumentException for a workload this driver does not run, or too few endpoints
     */
    public AmIIDriver(List<Endpoint> endpoints, Scheduler scheduler, WorkloadKind kind, int messages,
            int messageBytes) {
        if (kind != WorkloadKind.PING_PONG) {
            throw new IllegalArgumentException("AM-II runs ping-pong workloads so far, not " + kind);
        }
        if (endpoints.size() < 2) {
            throw new IllegalArgumentException("a ping-pong needs two AM-II processes, got " + endpoints.size());
        }
        if (messageBytes > Packet.MAX_ARGS * Integer.BYTES) {
            throw new IllegalArgumentException("a short AM-II message carries at most "
                    + Packet.MAX_ARGS * Integer.BYTES + " bytes (eight 32-bit arguments), not " + messageBytes);
        }
        this.endpoints = List.copyOf(endpoints);
        this.scheduler = scheduler;
        this.messages = messages;
        this.words = (messageBytes + Integer.BYTES - 1) / Integer.BYTES;
        Endpoint ping = endpoints.get(0);
        Endpoint pong = endpoints.get(1);
        pong.setRequestHandler(PING, (token, args) -> pong.reply4(token, PONG, args));
        ping.setReplyHandler(PONG, (source, args) -> {
            answered++;
            if (answered < messages) {
                // a reply handler sends nothing: the next request goes out from the process, after it
                scheduler.schedule(0, this::ping);
            } else {
                finish();
            }
        });
    }

    @Override
    public void start() {
        endpoints.forEach(Endpoint::start);
        if (messages == 0) {
            finish();
        } else {
            ping();
        }
    }

    private void ping() {
        endpoints.get(0).request4(endpoints.get(1).name().endpoint(), PING, new int[words]);
    }

    private void finish() {
        finishedPs = scheduler.now();
        endpoints.forEach(Endpoint::stopPolling);
    }

    @Override
    public long finishedPs() {
        return finishedPs;
    }

    @Override
    public long repliesHandled() {
        return answered;
    }

    /** Packets the endpoints put on the network (shared memory carries none). */
    @Override
    public long cellsSent() {
        return endpoints.stream().mapToLong(Endpoint::packetsSent).sum();
    }

    @Override
    public long cellsDelivered() {
        return endpoints.stream().mapToLong(Endpoint::packetsReceived).sum();
    }

    @Override
    public long cellsDamaged() {
        return 0;
    }

    @Override
    public long retransmissions() {
        return endpoints.stream().mapToLong(Endpoint::retransmissions).sum();
    }

    @Override
    public long messagesSent() {
        return endpoints.stream().mapToLong(Endpoint::messagesSent).sum();
    }

    @Override
    public long messagesDelivered() {
        return endpoints.stream().mapToLong(Endpoint::messagesDelivered).sum();
    }

    @Override
    public String stack() {
        return AmIIStack.NAME;
    }
}
