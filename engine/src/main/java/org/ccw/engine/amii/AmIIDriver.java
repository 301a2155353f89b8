package org.ccw.engine.amii;

import java.util.List;
import java.util.function.IntConsumer;

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

    /** The job's endpoints in process order; null for one that runs in another OS process. */
    private final List<Endpoint> endpoints;
    private final Scheduler scheduler;
    private final int messages;
    private final int words;
    /** The pinger's translation entry for the ponger (entry i names endpoint i; in another OS process: 1). */
    private final int pongEntry;
    /** Told, over a real transport, when this OS process's part is done (null in simulation). */
    private final IntConsumer completed;
    private int answered;
    private int handled;
    private long finishedPs = -1;

    /**
     * @param messageBytes user bytes per message: up to 32 (eight 32-bit arguments of a short message)
     * @throws IllegalArgumentException for a workload this driver does not run, or too few endpoints
     */
    public AmIIDriver(List<Endpoint> endpoints, Scheduler scheduler, WorkloadKind kind, int messages,
            int messageBytes) {
        this(endpoints, scheduler, kind, messages, messageBytes, null);
    }

    /**
     * The driver of this OS process's part of a run over a real transport: the endpoints here (null for the others),
     * and {@code completed} told each local process's index once it has done its part — the pinger when every
     * reply is in, the ponger when it has answered every request (a reply lost after that is sent again from the
     * answers the network protocol keeps, while the run waits for the network to fall quiet).
     */
    static AmIIDriver part(List<Endpoint> endpoints, Scheduler clock, WorkloadKind kind, int messages,
            int messageBytes, IntConsumer completed) {
        return new AmIIDriver(endpoints, clock, kind, messages, messageBytes, completed);
    }

    private AmIIDriver(List<Endpoint> endpoints, Scheduler scheduler, WorkloadKind kind, int messages,
            int messageBytes, IntConsumer completed) {
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
        this.endpoints = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(endpoints));
        this.scheduler = scheduler;
        this.messages = messages;
        this.words = (messageBytes + Integer.BYTES - 1) / Integer.BYTES;
        this.completed = completed;
        Endpoint ping = endpoints.get(0);
        Endpoint pong = endpoints.get(1);
        this.pongEntry = pong == null ? 1 : pong.name().endpoint();
        if (pong != null) {
            pong.setRequestHandler(PING, (token, args) -> {
                pong.reply4(token, PONG, args);
                if (++handled == messages && completed != null) {
                    completed.accept(1);
                }
            });
        }
        if (ping != null) {
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
    }

    @Override
    public void start() {
        local().forEach(Endpoint::start);
        if (messages == 0) {
            finish();
            if (completed != null && endpoints.get(1) != null) {
                completed.accept(1);
            }
        } else if (endpoints.get(0) != null) {
            ping();
        }
    }

    private void ping() {
        endpoints.get(0).request4(pongEntry, PING, new int[words]);
    }

    private void finish() {
        finishedPs = scheduler.now();
        if (completed == null) {
            endpoints.forEach(Endpoint::stopPolling);
        } else if (endpoints.get(0) != null) {
            completed.accept(0);
        }
    }

    /** The endpoints in this OS process. */
    private java.util.stream.Stream<Endpoint> local() {
        return endpoints.stream().filter(java.util.Objects::nonNull);
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
        return local().mapToLong(Endpoint::packetsSent).sum();
    }

    @Override
    public long cellsDelivered() {
        return local().mapToLong(Endpoint::packetsReceived).sum();
    }

    @Override
    public long cellsDamaged() {
        return 0;
    }

    @Override
    public long retransmissions() {
        return local().mapToLong(Endpoint::retransmissions).sum();
    }

    @Override
    public long messagesSent() {
        return local().mapToLong(Endpoint::messagesSent).sum();
    }

    @Override
    public long messagesDelivered() {
        return local().mapToLong(Endpoint::messagesDelivered).sum();
    }

    @Override
    public String stack() {
        return AmIIStack.NAME;
    }
}
