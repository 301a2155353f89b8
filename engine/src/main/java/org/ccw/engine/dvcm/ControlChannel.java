package org.ccw.engine.dvcm;

import org.ccw.engine.dvcm.module.ControlMessage;
import org.ccw.engine.dvcm.module.Timeout;
import org.ccw.engine.dvcm.module.TimeoutService;
import org.ccw.engine.kernel.RetransmitTimeout;
import org.ccw.engine.trace.DropReason;

import java.util.ArrayDeque;
import java.util.Map;
import java.util.TreeMap;

/**
 * The reliable control-message layer between this execution unit and one peer (seed 001 §2: "a sliding window
 * protocol between any pair of execution units"). Outgoing messages get consecutive sequence numbers; at most
 * {@code window} are unacknowledged, the rest wait. The receiver delivers in sequence order, keeps early arrivals
 * until the gap is filled, drops duplicates, and acknowledges cumulatively: on the next control message it sends
 * back, or in a bare acknowledgment after {@link DvcmCosts#ackDelayPs()}. Unacknowledged messages are sent again
 * when the retransmission timeout expires. So every message is handed up exactly once, in order, whatever
 * the network loses, duplicates, damages or reorders. Both timers use the cheap timeout service: neither needs
 * to be exact, and the cheap service costs the coprocessor a sixth of the accurate one per message.
 *
 * <p>The retransmission timeout is the unit's scheduler's policy for the pair's path
 * ({@link org.ccw.engine.kernel.Scheduler#retransmitTimeout}): in simulation the model's fixed
 * {@link DvcmCosts#retransmitTimeoutPs()}, over a real transport one that adapts to the round trips this channel
 * measures (one message timed at a time, none that went again: Karn's rule) and backs off while timeouts follow
 * one another without progress.
 */
final class ControlChannel {
    private final ExecutionUnit unit;
    private final int peer;
    private final int window;
    private final ArrayDeque<Packet.Control> unacked = new ArrayDeque<>();
    private final ArrayDeque<ControlMessage> waiting = new ArrayDeque<>();
    private final Map<Long, ControlMessage> early = new TreeMap<>();
    private long nextSeq;
    private long expected;
    private boolean ackOwed;
    private Timeout ackTimer;
    private Timeout retransmitTimer;
    private long retransmissions;
    private final RetransmitTimeout timeout;
    /** Timeouts in a row without the window sliding: the back-off. */
    private int backoffs;
    /** The message whose round trip is being timed (-1: none), and when it went. */
    private long timedSeq = -1;
    private long timedAtPs;

    ControlChannel(ExecutionUnit unit, int peer, int window) {
        this.unit = unit;
        this.peer = peer;
        this.window = window;
        this.timeout = unit.scheduler().retransmitTimeout(
                RetransmitTimeout.fixed(unit.costs().retransmitTimeoutPs()));
    }

    /** Queues {@code message} for the peer; it goes out as soon as the window has room. */
    void send(ControlMessage message) {
        waiting.add(message);
        fill();
    }

    private void fill() {
        while (unacked.size() < window && !waiting.isEmpty()) {
            Packet.Control packet = new Packet.Control(nextSeq++, expected, waiting.poll());
            unacked.add(packet);
            if (timedSeq < 0) {
                timedSeq = packet.seq();
                timedAtPs = unit.scheduler().now();
            }
            ackSent();
            unit.transmitControl(peer, packet, false);
            traceWindow();
        }
        if (!unacked.isEmpty() && retransmitTimer == null) {
            armRetransmit();
        }
    }

    /** A control packet from the peer arrived intact. */
    void receive(Packet.Control packet) {
        acknowledged(packet.ack());
        if (packet.bareAck()) {
            return;
        }
        long seq = packet.seq();
        if (seq < expected || early.containsKey(seq)) {
            // our acknowledgment was lost, or the network duplicated it: acknowledge again, deliver nothing
            unit.dropped(packet, DropReason.PROTOCOL);
            oweAck();
            return;
        }
        if (seq > expected) {
            early.put(seq, packet.message());
            oweAck();
            return;
        }
        expected++;
        oweAck();
        unit.deliverControl(packet.message());
        for (ControlMessage next = early.remove(expected); next != null; next = early.remove(expected)) {
            expected++;
            unit.deliverControl(next);
        }
    }

    private void acknowledged(long ack) {
        boolean slid = false;
        while (!unacked.isEmpty() && unacked.peek().seq() < ack) {
            unacked.poll();
            slid = true;
        }
        if (!slid) {
            return;
        }
        if (timedSeq >= 0 && timedSeq < ack) {
            timeout.roundTrip(unit.scheduler().now() - timedAtPs);
            timedSeq = -1;
        }
        backoffs = 0;
        if (retransmitTimer != null) {
            retransmitTimer.cancel();
            retransmitTimer = null;
        }
        traceWindow();
        fill();
    }

    private void oweAck() {
        ackOwed = true;
        if (ackTimer == null) {
            ackTimer = unit.timeout(TimeoutService.CHEAP, unit.costs().ackDelayPs(), "dvcm-ack", () -> {
                ackTimer = null;
                if (ackOwed) {
                    ackSent();
                    unit.transmitControl(peer, new Packet.Control(-1, expected, null), false);
                }
            });
        }
    }

    private void ackSent() {
        ackOwed = false;
    }

    private void armRetransmit() {
        retransmitTimer = unit.timeout(TimeoutService.CHEAP, timeout.timeoutPs(backoffs),
                "dvcm-retransmit", () -> {
                    retransmitTimer = null;
                    backoffs++;
                    // what went again may be answered for either copy: time none of it
                    timedSeq = -1;
                    for (Packet.Control packet : unacked) {
                        retransmissions++;
                        ackSent();
                        unit.transmitControl(peer, new Packet.Control(packet.seq(), expected, packet.message()),
                                true);
                    }
                    if (!unacked.isEmpty()) {
                        armRetransmit();
                    }
                });
    }

    private void traceWindow() {
        if (unit.tracer().isOn()) {
            unit.tracer().windowChanged(unit.node(), unit.component(), peer, unacked.size(), window);
        }
    }

    /** Control messages sent again after a timeout. */
    long retransmissions() {
        return retransmissions;
    }

    /** Whether nothing is waiting, unacknowledged or owed. */
    boolean quiet() {
        return unacked.isEmpty() && waiting.isEmpty() && !ackOwed;
    }
}
