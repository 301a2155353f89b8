package org.ccw.engine.dvcm;

import java.util.List;

/**
 * The contention experiment of seed 001 §4.3 as applications play it: every sender posts {@code messages}
 * messages of {@code bytes} to one receiver back to back (the command queue holding them, so the burst leaves as
 * fast as the unit can send it), with {@code command} ({@link Dvcm#SEND} uncoordinated, or the coordination
 * module's {@code SEND_WITH_FLOW_CONTROL}); the receiver polls for them. Receive bandwidth is the user bytes of
 * the messages that arrived whole over the time from the first post to the last arrival.
 */
public final class BurstWorkload {
    private final DvcmProcess receiver;
    private final List<DvcmProcess> senders;
    private final String command;
    private final int messages;
    private final int bytes;
    private long delivered;
    private long deliveredBytes;
    private long lastDeliveryPs = -1;
    private long startPs = -1;

    /**
     * @param receiver the process every sender sends to
     * @param senders  the sending processes
     * @param messages messages per sender
     * @param bytes    user bytes per message
     */
    public BurstWorkload(DvcmProcess receiver, List<DvcmProcess> senders, String command, int messages, int bytes) {
        this.receiver = receiver;
        this.senders = List.copyOf(senders);
        this.command = command;
        this.messages = messages;
        this.bytes = bytes;
    }

    /** Schedules the burst: every sender starts posting now; the receiver polls as messages arrive. */
    public void start(long nowPs) {
        startPs = nowPs;
        receiver.onArrival(this::drain);
        for (DvcmProcess sender : senders) {
            post(sender, 0);
        }
    }

    private void post(DvcmProcess sender, int sent) {
        if (sent < messages) {
            sender.post(command, receiver.node(), bytes, sent, () -> post(sender, sent + 1));
        }
    }

    private void drain() {
        receiver.poll(delivery -> {
            if (delivery != null) {
                delivered++;
                deliveredBytes += delivery.bytes();
                lastDeliveryPs = delivery.deliveredPs();
                drain();
            }
        });
    }

    /** Messages the senders posted in all. */
    public long messagesSent() {
        return (long) messages * senders.size();
    }

    /** Messages that arrived whole. */
    public long messagesDelivered() {
        return delivered;
    }

    /** Fraction of messages lost. */
    public double messageLossRate() {
        return 1 - (double) delivered / messagesSent();
    }

    /**
     * Receive bandwidth in bytes per second: user bytes of whole messages over the time from the first post until
     * the receiver's unit took the burst's last cell (or the last message reached memory, if later); 0 when no
     * bytes arrived.
     */
    public double receiveBytesPerSecond() {
        long endPs = Math.max(lastDeliveryPs, receiver.unit().lastDataCellPs());
        if (endPs <= startPs || deliveredBytes == 0) {
            return 0;
        }
        return deliveredBytes / ((endPs - startPs) / 1e12);
    }

    /** Virtual time, picoseconds, of the last arrival; -1 when nothing arrived. */
    public long lastDeliveryPs() {
        return lastDeliveryPs;
    }
}
