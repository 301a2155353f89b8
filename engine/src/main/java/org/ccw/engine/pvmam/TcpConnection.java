package org.ccw.engine.pvmam;

import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;

import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.net.FrameTag;
import org.ccw.engine.net.NetworkPort;
import org.ccw.engine.trace.Tracer;

/**
 * One end of a simulated TCP connection, the kernel's part of it: a reliable, in-order byte stream over frames
 * that may be lost, duplicated, damaged or reordered. The sender cuts what the application wrote into segments of
 * at most the link's frame less 40 header bytes, keeps at most {@value #SEND_WINDOW_BYTES} bytes unacknowledged
 * (its send buffer, ASSUMED: the 16 KB of a 1990s socket), and when its retransmission timer expires sends again
 * from the first unacknowledged byte (go-back-N), the timer doubling each time and reset by new
 * acknowledgments; the first timeout is {@link #FIRST_TIMEOUT_PS} (ASSUMED, the order of the 200 ms minimum of
 * BSD-derived stacks), and after {@value #MAX_TIMEOUTS} in a row the connection is given up as broken
 * ({@code TimerFired} {@code tcp-connection-broken}; what is still unsent stays unsent). The receiver acknowledges every data segment cumulatively, keeps segments that arrive
 * ahead of a gap and hands the application bytes in order only. Slow start, congestion avoidance, delayed
 * acknowledgments and the receiver's window are not modelled. The kernel's work is not charged to the host (as
 * for UDP, only the application's calls are).
 */
final class TcpConnection {
    static final int SEND_WINDOW_BYTES = 16 * 1024;
    static final long FIRST_TIMEOUT_PS = Time.micros(200_000);
    /** Timeouts in a row after which the connection is given up as broken (BSD's 12). */
    static final int MAX_TIMEOUTS = 12;

    private final NetworkPort port;
    private final Scheduler scheduler;
    private final Tracer tracer;
    private final int component;
    private final int peer;
    private final int segmentBytes;
    private final double dmaBytesPerSecond;
    /** The stream's bytes from {@code unacknowledged} to {@code written}. */
    private byte[] sendBuffer = new byte[SEND_WINDOW_BYTES];
    /** Where each AM written starts, with its trace tag and its bytes until its first segment is sent. */
    private final TreeMap<Long, Start> starts = new TreeMap<>();
    private long unacknowledged;
    private long nextToSend;
    private long written;
    private long timer = -1;
    private int backoff;
    private long dmaFreePs;
    private boolean broken;
    /** Bytes delivered in order, waiting for the application. */
    private final StreamFraming framing;
    private byte[] inStream = new byte[AmHeader.MAX_AM_BYTES];
    private int inStreamBytes;
    private long nextExpected;
    private final TreeMap<Long, byte[]> ahead = new TreeMap<>();
    long segmentsSent;
    long segmentsResent;
    long acksSent;

    private static final class Start {
        final FrameTag tag;
        byte[] am;

        Start(FrameTag tag, byte[] am) {
            this.tag = tag;
            this.am = am;
        }
    }

    TcpConnection(NetworkPort port, Scheduler scheduler, Tracer tracer, int component, StreamFraming framing,
            int peer, double dmaBytesPerSecond) {
        this.port = port;
        this.framing = framing;
        this.scheduler = scheduler;
        this.tracer = tracer;
        this.component = component;
        this.peer = peer;
        this.segmentBytes = port.mtuBytes() - TcpSegment.HEADER_BYTES;
        this.dmaBytesPerSecond = dmaBytesPerSecond;
        if (segmentBytes < 1) {
            throw new IllegalArgumentException(port.address() + ": frames of " + port.mtuBytes()
                    + " bytes leave no room for TCP's 40 header bytes");
        }
    }

    /** The application's write of one AM: its bytes join the stream and go as the window allows. */
    void write(byte[] am, FrameTag tag) {
        if (broken) {
            return;
        }
        int held = (int) (written - unacknowledged);
        if (held + am.length > sendBuffer.length) {
            sendBuffer = Arrays.copyOf(sendBuffer, Math.max(2 * sendBuffer.length, held + am.length));
        }
        System.arraycopy(am, 0, sendBuffer, held, am.length);
        starts.put(written, new Start(tag, am));
        written += am.length;
        pump();
    }

    /** Sends what the window allows from {@code nextToSend}. */
    private void pump() {
        while (nextToSend < written && nextToSend - unacknowledged < SEND_WINDOW_BYTES) {
            int length = (int) Math.min(Math.min(segmentBytes, written - nextToSend),
                    SEND_WINDOW_BYTES - (nextToSend - unacknowledged));
            int from = (int) (nextToSend - unacknowledged);
            transmit(new TcpSegment(nextToSend, nextExpected, TcpSegment.DATA | TcpSegment.ACK,
                    Arrays.copyOfRange(sendBuffer, from, from + length)));
            nextToSend += length;
        }
        if (nextToSend > unacknowledged && timer < 0) {
            timer = scheduler.schedule(FIRST_TIMEOUT_PS << Math.min(backoff, 6), this::timedOut);
        }
    }

    private void transmit(TcpSegment segment) {
        long end = segment.sequence() + segment.data().length;
        Map.Entry<Long, Start> owner = starts.floorEntry(segment.sequence());
        FrameTag tag = owner == null ? new FrameTag("segment", -1) : owner.getValue().tag;
        byte[] frame = segment.encode();
        long at = Math.max(scheduler.now(), dmaFreePs) + (dmaBytesPerSecond > 0
                ? Math.round(frame.length * (double) Time.PS_PER_S / dmaBytesPerSecond) : 0);
        dmaFreePs = at;
        // in stream order: Map.copyOf's iteration order changes from one JVM to the next, and so would the trace
        Map<Long, Start> beginning = new TreeMap<>(starts.subMap(segment.sequence(), end));
        segmentsSent++;
        scheduler.schedule(at - scheduler.now(), () -> {
            beginning.forEach((seq, start) -> {
                if (start.am != null && framing.format() != null) {
                    tracer.cellFormatted(port.node(), component, start.tag.messageId(), start.tag.kind(),
                            framing.format(), framing.headerBytes(), start.am);
                    start.am = null;
                }
            });
            port.send(peer, tag, frame, 0, frame.length);
        });
    }

    private void timedOut() {
        timer = -1;
        if (nextToSend == unacknowledged || broken) {
            return;
        }
        if (backoff >= MAX_TIMEOUTS) {
            // the peer is gone: stop sending, as a kernel resets a connection that gets no answer
            broken = true;
            tracer.timerFired(port.node(), component, "tcp-connection-broken");
            return;
        }
        backoff++;
        segmentsResent++;
        Map.Entry<Long, Start> owner = starts.floorEntry(unacknowledged);
        if (owner != null) {
            FrameTag tag = owner.getValue().tag;
            tracer.retransmitted(port.node(), component, MessageIds.cell(tag.messageId(), tag.kind(),
                    (int) Math.min(segmentBytes, nextToSend - unacknowledged)), backoff);
        }
        nextToSend = unacknowledged;
        pump();
    }

    /** The kernel's handling of an intact segment from the peer. */
    void arrive(TcpSegment segment) {
        if (segment.hasAck() && segment.ack() > unacknowledged && segment.ack() <= written) {
            int acknowledged = (int) (segment.ack() - unacknowledged);
            System.arraycopy(sendBuffer, acknowledged, sendBuffer, 0, (int) (written - segment.ack()));
            unacknowledged = segment.ack();
            nextToSend = Math.max(nextToSend, unacknowledged);
            Long current = starts.floorKey(unacknowledged);
            if (current != null) {
                starts.headMap(current).clear();
            }
            backoff = 0;
            scheduler.cancel(timer);
            timer = -1;
            pump();
        }
        if (segment.hasData()) {
            take(segment.sequence(), segment.data());
            byte[] ack = new TcpSegment(nextToSend, nextExpected, TcpSegment.ACK, new byte[0]).encode();
            acksSent++;
            port.send(peer, new FrameTag("ack", -1), ack, 0, ack.length);
        }
    }

    /** Puts data in the stream when it is next in order, else keeps it until the gap before it fills. */
    private void take(long sequence, byte[] data) {
        if (sequence > nextExpected) {
            ahead.putIfAbsent(sequence, data);
            return;
        }
        append(sequence, data);
        for (Map.Entry<Long, byte[]> next = ahead.firstEntry(); next != null && next.getKey() <= nextExpected;
                next = ahead.firstEntry()) {
            ahead.pollFirstEntry();
            append(next.getKey(), next.getValue());
        }
    }

    private void append(long sequence, byte[] data) {
        int skip = (int) (nextExpected - sequence);
        if (skip >= data.length) {
            return;
        }
        int length = data.length - skip;
        if (inStreamBytes + length > inStream.length) {
            inStream = Arrays.copyOf(inStream, Math.max(2 * inStream.length, inStreamBytes + length));
        }
        System.arraycopy(data, skip, inStream, inStreamBytes, length);
        inStreamBytes += length;
        nextExpected += length;
    }

    /** In-order bytes waiting for the application. */
    int available() {
        return inStreamBytes;
    }

    /** The first {@code length} waiting bytes, left in the stream. */
    byte[] peek(int length) {
        return Arrays.copyOf(inStream, length);
    }

    /** Takes the first {@code length} waiting bytes out of the stream. */
    byte[] read(int length) {
        byte[] out = Arrays.copyOf(inStream, length);
        System.arraycopy(inStream, length, inStream, 0, inStreamBytes - length);
        inStreamBytes -= length;
        return out;
    }

    int peer() {
        return peer;
    }
}
