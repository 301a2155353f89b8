package org.ccw.engine.realtime;

import java.io.UncheckedIOException;
import java.util.Arrays;

import org.ccw.engine.kernel.RandomStream;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.net.Frame;
import org.ccw.engine.net.FrameTag;
import org.ccw.engine.net.NetworkPort;
import org.ccw.engine.topology.FaultSettings;

/**
 * A real socket port that applies a scenario's random faults to what it sends, so the protocol's recovery is
 * exercised on a real network too: each frame is lost, duplicated, corrupted (one bit flipped) or held back by
 * the reorder delay with the scenario's probabilities, drawn from one named random stream. Scripted drops name
 * simulated links and positions on them, which a socket does not have; they are not applied here.
 *
 * <p>A frame the socket cannot send at all — a TCP peer that is not listening yet, or has gone — counts as lost
 * too: a protocol that recovers from loss (SSAM's retransmissions) simply tries again, which is what lets peers
 * in separate OS processes start in any order. Every call comes from the scheduler's loop thread, as for any
 * port, except that the counters may be read after the loop has ended.
 */
public final class FaultInjectingPort implements NetworkPort {
    private final NetworkPort socket;
    private final FaultSettings faults;
    private final RandomStream random;
    private final Scheduler scheduler;
    private long framesSent;
    private long framesLost;
    private long framesUnsendable;
    private long framesDuplicated;
    private long framesCorrupted;
    private long framesReordered;
    private long framesReceived;
    private long lastArrivalPs;

    /**
     * @param random the stream every fault is drawn from (e.g. {@code faults/<host>} of the scheduler)
     */
    public FaultInjectingPort(NetworkPort socket, FaultSettings faults, RandomStream random, Scheduler scheduler) {
        this.socket = socket;
        this.faults = faults;
        this.random = random;
        this.scheduler = scheduler;
        this.lastArrivalPs = scheduler.now();
    }

    @Override
    public int node() {
        return socket.node();
    }

    @Override
    public String address() {
        return socket.address();
    }

    @Override
    public int mtuBytes() {
        return socket.mtuBytes();
    }

    /** False whenever faults are injected, even over TCP. */
    @Override
    public boolean reliableInOrder() {
        return socket.reliableInOrder() && !faults.random();
    }

    @Override
    public void send(int destination, FrameTag tag, byte[] payload, int offset, int length) {
        framesSent++;
        if (random.chance(faults.lossRate())) {
            framesLost++;
            return;
        }
        // the caller's bytes go out as they are unless this port must change or keep them: no copy per frame
        byte[] bytes = payload;
        int from = offset;
        if (length > 0 && random.chance(faults.corruptionRate())) {
            framesCorrupted++;
            bytes = Arrays.copyOfRange(payload, offset, offset + length);
            from = 0;
            bytes[(int) random.nextLong(length)] ^= (byte) (1 << random.nextLong(Byte.SIZE));
        }
        int copies = random.chance(faults.duplicationRate()) ? 2 : 1;
        framesDuplicated += copies - 1;
        if (random.chance(faults.reorderRate())) {
            framesReordered++;
            byte[] held = bytes == payload ? Arrays.copyOfRange(payload, offset, offset + length) : bytes;
            scheduler.schedule(faults.reorderDelayPs(), () -> transmit(destination, tag, held, 0, length, copies));
        } else {
            transmit(destination, tag, bytes, from, length, copies);
        }
    }

    private void transmit(int destination, FrameTag tag, byte[] bytes, int offset, int length, int copies) {
        for (int i = 0; i < copies; i++) {
            try {
                socket.send(destination, tag, bytes, offset, length);
            } catch (UncheckedIOException e) {
                framesUnsendable++;
            }
        }
    }

    @Override
    public int available() {
        return socket.available();
    }

    @Override
    public Frame poll() {
        Frame frame = socket.poll();
        if (frame != null) {
            framesReceived++;
        }
        return frame;
    }

    /** Also notes the arrival's time ({@link #lastArrivalPs()}) before {@code listener} runs. */
    @Override
    public void onArrival(Runnable listener) {
        socket.onArrival(() -> {
            lastArrivalPs = scheduler.now();
            if (listener != null) {
                listener.run();
            }
        });
    }

    /** Scheduler time in picoseconds of the latest arrival (of this port's creation before any). */
    public long lastArrivalPs() {
        return lastArrivalPs;
    }

    /** Frames the stack handed to this port. */
    public long framesSent() {
        return framesSent;
    }

    /** Frames lost on purpose (the loss rate) or because the socket could not send them. */
    public long framesLost() {
        return framesLost + framesUnsendable;
    }

    /** Of {@link #framesLost()}, those the socket could not send (peer not reachable). */
    public long framesUnsendable() {
        return framesUnsendable;
    }

    /** Extra copies sent. */
    public long framesDuplicated() {
        return framesDuplicated;
    }

    /** Frames sent with one bit flipped. */
    public long framesCorrupted() {
        return framesCorrupted;
    }

    /** Frames held back by the reorder delay. */
    public long framesReordered() {
        return framesReordered;
    }

    /** Frames the stack took out of the port. */
    public long framesReceived() {
        return framesReceived;
    }
}
