package org.ccw.engine.dvcm;

import java.util.ArrayList;
import java.util.List;

/**
 * The contention experiment of seed 001 §4.3 as applications play it: every sender posts {@code messages}
 * messages of {@code bytes} to one receiver back to back (the command queue holding them, so the burst leaves as
 * fast as the unit can send it), with {@code command} ({@link Dvcm#SEND} uncoordinated, or the coordination
 * module's {@code SEND_WITH_FLOW_CONTROL}); the receiver polls for them. Receive bandwidth is the user bytes of
 * the messages that arrived whole per second, over the whole burst or over its steady state: its second half, once
 * a switch buffer that a burst overruns has filled (while it fills, every cell finds room and every message
 * arrives whole, however many senders there are).
 */
public final class BurstWorkload {
    /** The receiver's node, and its process when it runs here (null: in another OS process, {@code peer}). */
    private final int receiverNode;
    private final DvcmProcess receiver;
    /** The senders here, and how many the job has, here or not. */
    private final List<DvcmProcess> senders;
    private final int senderCount;
    /** The senders here whose application has posted every message. */
    private final java.util.Set<DvcmProcess> postedAll = java.util.concurrent.ConcurrentHashMap.newKeySet();
    private final String command;
    private final int messages;
    private final int bytes;
    private long delivered;
    private long deliveredBytes;
    /** Arrival time (ps) and size (bytes) of every message that arrived whole, in order of arrival. */
    private final List<long[]> arrivals = new ArrayList<>();
    private long lastDeliveryPs = -1;
    private long startPs = -1;

    /**
     * @param receiver the process every sender sends to
     * @param senders  the sending processes
     * @param messages messages per sender
     * @param bytes    user bytes per message
     */
    public BurstWorkload(DvcmProcess receiver, List<DvcmProcess> senders, String command, int messages, int bytes) {
        this(receiver.node(), receiver, senders, senders.size(), command, messages, bytes);
    }

    /**
     * The part of a burst played in this OS process ({@code workbench peer}): the receiver on node
     * {@code receiverNode}, here when {@code receiver} is not null; {@code senders} the senders here of the job's
     * {@code senderCount}.
     */
    BurstWorkload(int receiverNode, DvcmProcess receiver, List<DvcmProcess> senders, int senderCount, String command,
            int messages, int bytes) {
        this.receiverNode = receiverNode;
        this.receiver = receiver;
        this.senders = List.copyOf(senders);
        this.senderCount = senderCount;
        this.command = command;
        this.messages = messages;
        this.bytes = bytes;
    }

    /** Schedules the burst: every sender starts posting now; the receiver polls as messages arrive. */
    public void start(long nowPs) {
        startPs = nowPs;
        if (receiver != null) {
            receiver.onArrival(this::drain);
        }
        for (DvcmProcess sender : senders) {
            post(sender, 0);
        }
    }

    private void post(DvcmProcess sender, int sent) {
        if (sent < messages) {
            sender.post(command, receiverNode, bytes, sent, () -> post(sender, sent + 1));
        } else {
            postedAll.add(sender);
        }
    }

    private void drain() {
        receiver.poll(delivery -> {
            if (delivery != null) {
                delivered++;
                deliveredBytes += delivery.bytes();
                lastDeliveryPs = delivery.deliveredPs();
                arrivals.add(new long[] {delivery.deliveredPs(), delivery.bytes()});
                drain();
            }
        });
    }

    /** Whether {@code process} is one of the senders. */
    boolean sends(DvcmProcess process) {
        return senders.contains(process);
    }

    /** Whether {@code process} is the receiver. */
    boolean receives(DvcmProcess process) {
        return process == receiver;
    }

    /** Whether sender {@code process}'s application has posted every message it is to send. */
    boolean postedAll(DvcmProcess process) {
        return postedAll.contains(process);
    }

    /** Messages the senders here posted in all (every sender's, but for a {@code workbench peer} run). */
    public long messagesSent() {
        return (long) messages * senders.size();
    }

    /** Messages the receiver is to get: every sender's, here or not. */
    long messagesExpected() {
        return (long) messages * senderCount;
    }

    /** Messages that arrived whole. */
    public long messagesDelivered() {
        return delivered;
    }

    /** Fraction of messages lost. */
    public double messageLossRate() {
        return 1 - (double) delivered / messagesExpected();
    }

    /**
     * Receive bandwidth in bytes per second: user bytes of whole messages over the time from the first post until
     * the receiver's unit took the burst's last cell (or the last message reached memory, if later); 0 when no
     * bytes arrived.
     */
    public double receiveBytesPerSecond() {
        return receiveBytesPerSecond(startPs);
    }

    /**
     * Receive bandwidth in bytes per second in the burst's steady state: user bytes of the whole messages that
     * arrived in the second half of the burst (from the first arrival after halfway between the first post and the
     * end, as {@link #receiveBytesPerSecond()} defines it, to the end) over that time; 0 with no arrival there. The first half holds the transient in which a
     * port buffer that the burst will overrun is still filling and drops nothing; a burst many buffers long fills
     * it well within its first half.
     */
    public double steadyReceiveBytesPerSecond() {
        long halfway = startPs + (endPs() - startPs) / 2;
        // The window opens at the first message to arrive in the second half, whose bytes are left out: its cells
        // came mostly before the window, and counting them would add up to a whole message to a window only a few
        // (10 KB) messages long.
        return arrivals.stream().filter(a -> a[0] > halfway).findFirst()
                .map(opening -> receiveBytesPerSecond(opening[0])).orElse(0.0);
    }

    private double receiveBytesPerSecond(long fromPs) {
        long endPs = endPs();
        if (endPs <= fromPs || deliveredBytes == 0) {
            return 0;
        }
        long bytesInWindow = arrivals.stream().filter(a -> a[0] > fromPs).mapToLong(a -> a[1]).sum();
        return bytesInWindow / ((endPs - fromPs) / 1e12);
    }

    private long endPs() {
        return receiver == null ? lastDeliveryPs : Math.max(lastDeliveryPs, receiver.unit().lastDataCellPs());
    }

    /** Virtual time, picoseconds, of the last arrival; -1 when nothing arrived. */
    public long lastDeliveryPs() {
        return lastDeliveryPs;
    }
}
