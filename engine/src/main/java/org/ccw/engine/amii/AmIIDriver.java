package org.ccw.engine.amii;

import java.util.List;
import java.util.function.IntConsumer;

import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.stack.StackDriver;
import org.ccw.model.workload.WorkloadKind;

/**
 * Runs a scenario's workload on its AM-II endpoints, between process 0 (the sender) and process 1:
 * <ul>
 * <li>{@code PING_PONG} (seed 002 §4.1's microbenchmark's building block) — {@code messages} short requests, one at
 * a time, each answered by a reply whose handler lets the next go;</li>
 * <li>{@code LOGGP_MICROBENCHMARK} — the microbenchmark's burst of {@code messages} short requests issued back to
 * back, each answered ({@link RequestBurst}, as the {@code amii-loggp} lab times g), then one round trip;</li>
 * <li>{@code BULK_TRANSFER} — {@code messages} transfers of {@code messageBytes} each into process 1's segment, in
 * 8 kB chunks issued back to back ({@link BulkTransfer}, as the lab times G), each chunk answered.</li>
 * </ul>
 * Every endpoint polls meanwhile; when the last reply is in (and, for a transfer, the last chunk is in the
 * receiver's buffer) the run's processes stop polling and the run ends idle. Over a real transport a part plays
 * ping-pongs alone.
 */
public final class AmIIDriver implements StackDriver {
    public static final int PING = 1;
    public static final int PONG = 2;
    /** User bytes of a short message: eight 32-bit arguments. */
    public static final int SHORT_MESSAGE_BYTES = Packet.MAX_ARGS * Integer.BYTES;
    /** The workloads a simulated run plays (a real transport's part: ping-pongs alone). */
    public static final List<WorkloadKind> RUNS = List.of(
            WorkloadKind.PING_PONG, WorkloadKind.BULK_TRANSFER, AmIIWorkloads.LOGGP_MICROBENCHMARK);

    /** The job's endpoints in process order; null for one that runs in another OS process. */
    private final List<Endpoint> endpoints;
    private final Scheduler scheduler;
    private final WorkloadKind kind;
    private final int messages;
    private final int messageBytes;
    private final int words;
    /** The pinger's translation entry for the ponger (entry i names endpoint i; in another OS process: 1). */
    private final int pongEntry;
    /** Told, over a real transport, when this OS process's part is done (null in simulation). */
    private final IntConsumer completed;
    private int answered;
    private int handled;
    /** A transfer's chunks in the receiver's buffer. */
    private int chunksIn;
    private long finishedPs = -1;

    /**
     * @param messageBytes user bytes per message: up to 32 for short messages (eight 32-bit arguments), any length
     *                     for a transfer
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
        if (completed != null && kind != WorkloadKind.PING_PONG) {
            throw new IllegalArgumentException("AM-II over a real transport runs ping-pong workloads; a " + kind
                    + " workload runs simulated");
        }
        if (!RUNS.contains(kind)) {
            throw new IllegalArgumentException(refusal(kind));
        }
        if (endpoints.size() < 2) {
            throw new IllegalArgumentException("a " + kind + " workload needs two AM-II processes, got "
                    + endpoints.size());
        }
        if (kind != WorkloadKind.BULK_TRANSFER && messageBytes > SHORT_MESSAGE_BYTES) {
            throw new IllegalArgumentException("a short AM-II message carries at most "
                    + SHORT_MESSAGE_BYTES + " bytes (eight 32-bit arguments), not " + messageBytes);
        }
        this.endpoints = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(endpoints));
        this.scheduler = scheduler;
        this.kind = kind;
        this.messages = messages;
        this.messageBytes = messageBytes;
        this.words = (messageBytes + Integer.BYTES - 1) / Integer.BYTES;
        this.completed = completed;
        Endpoint ping = endpoints.get(0);
        Endpoint pong = endpoints.get(1);
        this.pongEntry = pong == null ? 1 : pong.name().endpoint();
        if (kind != WorkloadKind.PING_PONG) {
            return;
        }
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

    /** Why a workload of {@code kind} does not run, naming what does: one line for validation and for set-up. */
    static String refusal(WorkloadKind kind) {
        return "this build's AM-II runs " + String.join(", ", RUNS.stream().map(WorkloadKind::name).toList())
                + " workloads, not " + kind.name();
    }

    @Override
    public void start() {
        if (kind == AmIIWorkloads.LOGGP_MICROBENCHMARK) {
            microbenchmark();
        } else if (kind == WorkloadKind.BULK_TRANSFER) {
            transfers();
        } else {
            pingPong();
        }
    }

    /**
     * The burst, then a round trip: the requests are queued before the endpoints start, as the lab queues its
     * burst; the round trip's request goes from the process after the burst's last reply (a reply handler sends
     * nothing).
     */
    private void microbenchmark() {
        Endpoint sender = endpoints.get(0);
        RequestBurst.issue(sender, endpoints.get(1), messages, words, n -> {
            answered = n;
            if (n == messages) {
                scheduler.schedule(0, () -> RequestBurst.once(sender, pongEntry, words));
            } else if (n == messages + 1) {
                finish();
            }
        });
        local().forEach(Endpoint::start);
        if (messages == 0) {
            RequestBurst.once(sender, pongEntry, words);
        }
    }

    /** Every transfer's chunks queued back to back; done when each is in the receiver's buffer and answered. */
    private void transfers() {
        Endpoint sender = endpoints.get(0);
        Endpoint receiver = endpoints.get(1);
        int total = messages * BulkTransfer.chunks(messageBytes);
        BulkTransfer.receive(receiver, messageBytes, BulkTransfer.throughNetwork(sender, receiver), chunk -> {
            chunksIn++;
            finishWhenTransferred(total);
        });
        sender.setReplyHandler(PONG, (source, args) -> {
            answered++;
            finishWhenTransferred(total);
        });
        for (int i = 0; i < messages; i++) {
            BulkTransfer.send(sender, receiver, messageBytes);
        }
        local().forEach(Endpoint::start);
        finishWhenTransferred(total);
    }

    private void finishWhenTransferred(int total) {
        if (finishedPs < 0 && chunksIn == total && answered == total) {
            finish();
        }
    }

    private void pingPong() {
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
