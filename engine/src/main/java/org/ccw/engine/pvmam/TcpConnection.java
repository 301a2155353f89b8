package org.ccw.engine.pvmam;

import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;

import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.net.FrameTag;
import org.ccw.engine.net.NetworkPort;
import org.ccw.engine.tcp.CongestionControl;
import org.ccw.engine.tcp.DelayedAck;
import org.ccw.engine.tcp.LinuxReceiveWindow;
import org.ccw.engine.tcp.Nagle;
import org.ccw.engine.tcp.RtoEstimator;
import org.ccw.engine.tcp.TcpSettings;
import org.ccw.engine.trace.Tracer;

/**
 * One end of a simulated TCP connection, the kernel's part of it: a reliable, in-order byte stream over frames
 * that may be lost, duplicated, damaged or reordered, with the mechanisms of {@code org.ccw.engine.tcp}.
 *
 * <p>The sender cuts what the application wrote into segments of at most the link's frame less 40 header bytes
 * and sends while the flight stays within the congestion window ({@link CongestionControl}: slow start, congestion
 * avoidance, fast retransmit and NewReno fast recovery), the receiver's advertised window and the send buffer, a
 * segment smaller than the maximum only as {@link Nagle} allows. Its retransmission timer ({@link RtoEstimator},
 * one segment timed at a time and never a retransmitted one: Karn) sends again from the first unacknowledged byte
 * (go-back-N, as BSD does, from a window of one segment), and after {@link TcpSettings#maxTimeouts} expiries in a row
 * the connection is given up as broken ({@code TimerFired} {@code tcp-connection-broken}; what is unsent stays
 * unsent). With the receiver's window closed, or too small to send into, the same timer sends what it takes, or one
 * byte as a window probe (the persist timer, backing off as the retransmission timer does, never giving up); the receiver keeps no data beyond the window it
 * offered and acknowledges the probe with its window.
 *
 * <p>The receiver acknowledges cumulatively as {@link DelayedAck} says (at once for out-of-order data and every
 * second full segment, else on the 200 ms clock, unless data going back carries it), keeps segments that arrive
 * ahead of a gap, hands the application bytes in order only, and advertises its buffer's free space: the buffer
 * less the bytes waiting for the application. When the application's reads open the window by two segments or half
 * the buffer, it says so at once (a window update, as 4.4BSD's {@code tcp_output} does). A message larger than the
 * buffer would close the window before it is whole; PVMAM's AMs (8 KB) and PVM's fragments fit the 32 KB buffer.
 *
 * <p>A Linux 2.0 kernel ({@code linuxWindow}) offers its window and acknowledges as {@link LinuxReceiveWindow}
 * says instead: half the buffer's free space less the buffers' overhead, moved in whole segments.
 *
 * <p>The kernel's work is not charged to the host (as for UDP, only the application's calls are).
 */
final class TcpConnection {
    private final NetworkPort port;
    private final Scheduler scheduler;
    private final Tracer tracer;
    private final int component;
    private final int peer;
    private final int segmentBytes;
    private final double dmaBytesPerSecond;
    private final TcpSettings settings;
    private final CongestionControl congestion;
    private final RtoEstimator rto;
    private final DelayedAck delayedAck;
    /** Linux 2.0's receive window, or null for the BSD one. */
    private final LinuxReceiveWindow linux;
    /** How far the application has read the stream. */
    private long consumed;

    /** The stream's bytes from {@code unacknowledged} to {@code written}. */
    private byte[] sendBuffer;
    /** Where each AM written starts, with its trace tag and its bytes until its first segment is sent. */
    private final TreeMap<Long, Start> starts = new TreeMap<>();
    private long unacknowledged;
    private long nextToSend;
    /** One past the highest byte ever sent. */
    private long highestSent;
    private long written;
    private long peerWindow;
    private long largestPeerWindow;
    private long timer = -1;
    private int timeouts;
    private long timedSequence = -1;
    private long timedSincePs;
    private long lastSentPs;
    private long dmaFreePs;
    private boolean broken;
    private long tracedSegments = -1;
    private long tracedSsthresh = -1;
    private CongestionControl.Phase tracedPhase;

    private final StreamFraming framing;
    /** Bytes delivered in order, waiting for the application. */
    private byte[] inStream = new byte[AmHeader.MAX_AM_BYTES];
    private int inStreamBytes;
    private long nextExpected;
    private final TreeMap<Long, byte[]> ahead = new TreeMap<>();
    private long delayedAckTimer = -1;
    /** The right edge of the window last advertised: {@code nextExpected} + window. */
    private long advertisedEdge;

    long segmentsSent;
    long segmentsResent;
    long fastRetransmits;
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
            int peer, double dmaBytesPerSecond, TcpSettings settings, long clockPhasePs) {
        this(port, scheduler, tracer, component, framing, peer, dmaBytesPerSecond, settings, clockPhasePs, false);
    }

    /** As the other constructor; {@code linuxWindow}: the receive window of a Linux 2.0 kernel. */
    TcpConnection(NetworkPort port, Scheduler scheduler, Tracer tracer, int component, StreamFraming framing,
            int peer, double dmaBytesPerSecond, TcpSettings settings, long clockPhasePs, boolean linuxWindow) {
        this.port = port;
        this.framing = framing;
        this.scheduler = scheduler;
        this.tracer = tracer;
        this.component = component;
        this.peer = peer;
        this.segmentBytes = port.mtuBytes() - TcpSegment.HEADER_BYTES;
        this.dmaBytesPerSecond = dmaBytesPerSecond;
        this.settings = settings;
        if (segmentBytes < 1) {
            throw new IllegalArgumentException(port.address() + ": frames of " + port.mtuBytes()
                    + " bytes leave no room for TCP's 40 header bytes");
        }
        this.congestion = new CongestionControl(segmentBytes, settings.initialWindowSegments(),
                settings.initialSsthreshBytes());
        this.rto = RtoEstimator.of(settings, clockPhasePs);
        this.delayedAck = new DelayedAck(segmentBytes, settings.delayedAckPs(), clockPhasePs,
                settings.delayedAckFromArrival());
        this.sendBuffer = new byte[settings.sendBufferBytes()];
        this.linux = linuxWindow ? new LinuxReceiveWindow(settings.receiveBufferBytes(), segmentBytes,
                TcpSegment.HEADER_BYTES) : null;
        // the peer's SYN advertised its window, set as ours (the handshake is not on the wire)
        this.peerWindow = linux != null ? linux.remaining(0) : settings.receiveBufferBytes();
        this.largestPeerWindow = peerWindow;
        this.advertisedEdge = peerWindow;
        traceCongestion();
    }

    /**
     * The application's write of one AM: its bytes join the stream and go as the windows allow. The stream keeps
     * what does not fit the send buffer, as a blocking write that waits for room; a caller that blocks asks
     * {@link #wouldBlock}.
     */
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
        if (settings.slowStartAfterIdle() && highestSent == unacknowledged
                && scheduler.now() - lastSentPs >= rto.rtoPs() && lastSentPs > 0) {
            congestion.restartAfterIdle();
            traceCongestion();
        }
        pump();
    }

    /** Sends what the congestion window, the peer's window, the send buffer and Nagle allow from {@code nextToSend}. */
    private void pump() {
        while (nextToSend < written) {
            long window = Math.min(Math.min(congestion.cwnd(), peerWindow), settings.sendBufferBytes());
            long length = Math.min(Math.min(segmentBytes, written - nextToSend), unacknowledged + window - nextToSend);
            if (!Nagle.maySend(length, written - nextToSend, segmentBytes, highestSent > unacknowledged,
                    settings.noDelay(), largestPeerWindow)) {
                break;
            }
            send(nextToSend, (int) length);
            nextToSend += length;
        }
        if (timer < 0 && (highestSent > unacknowledged || nextToSend < written)) {
            timer = scheduler.schedule(rto.expiryPs(scheduler.now()) - scheduler.now(), this::timedOut);
        }
    }

    /** Sends {@code length} bytes from stream offset {@code sequence}, new or again, carrying our acknowledgment. */
    private void send(long sequence, int length) {
        boolean fresh = sequence >= highestSent;
        if (fresh && timedSequence < 0) {
            timedSequence = sequence;
            timedSincePs = scheduler.now();
        } else if (!fresh && timedSequence >= sequence && timedSequence < sequence + length) {
            timedSequence = -1;  // Karn: a retransmitted segment's round trip is ambiguous
        }
        highestSent = Math.max(highestSent, sequence + length);
        lastSentPs = scheduler.now();
        int from = (int) (sequence - unacknowledged);
        int window = offerWindow();
        transmit(new TcpSegment(sequence, nextExpected, TcpSegment.DATA | TcpSegment.ACK, window,
                Arrays.copyOfRange(sendBuffer, from, from + length)));
        acknowledgmentSent(window);
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

    /**
     * Sends the first unacknowledged segment again (a fast retransmit, a partial ack's, or a timeout's).
     *
     * @return its bytes
     */
    private int resend(int attempt) {
        int length = (int) Math.min(segmentBytes, Math.max(1, Math.min(highestSent, written) - unacknowledged));
        segmentsResent++;
        Map.Entry<Long, Start> owner = starts.floorEntry(unacknowledged);
        if (owner != null) {
            FrameTag tag = owner.getValue().tag;
            tracer.retransmitted(port.node(), component, MessageIds.cell(tag.messageId(), tag.kind(), length),
                    attempt);
        }
        send(unacknowledged, length);
        return length;
    }

    private void timedOut() {
        timer = -1;
        if (broken || (highestSent == unacknowledged && nextToSend == written)) {
            return;
        }
        if (peerWindow == 0 || highestSent == unacknowledged) {
            // the persist timer: the peer's window is closed, or too small for silly-window avoidance to send; send
            // what the window takes (RFC 1122 §4.2.3.4's override timeout), else probe a closed one with a byte,
            // which its answer acknowledges when the window has opened, else answers with the window still closed
            rto.backOff();
            long at = highestSent > unacknowledged ? unacknowledged : nextToSend;
            long room = Math.min(Math.min(segmentBytes, written - at), unacknowledged + peerWindow - at);
            int length = (int) Math.max(1, room);
            send(at, length);
            nextToSend = Math.max(nextToSend, at + length);
            pump();
            return;
        }
        tracer.timerFired(port.node(), component, "tcp-retransmission-timeout");
        if (timeouts >= settings.maxTimeouts()) {
            // the peer is gone: stop sending, as a kernel resets a connection that gets no answer
            broken = true;
            tracer.timerFired(port.node(), component, "tcp-connection-broken");
            return;
        }
        timeouts++;
        rto.backOff();
        congestion.timedOut(highestSent - unacknowledged, highestSent - 1);
        traceCongestion();
        nextToSend = unacknowledged + resend(timeouts);
        pump();
    }

    /** Whether a blocking write of what was written would still wait: more held than {@code SO_SNDBUF}. */
    boolean wouldBlock() {
        return !broken && written - unacknowledged > settings.sendBufferBytes();
    }

    /** The kernel's handling of an intact segment from the peer. */
    void arrive(TcpSegment segment) {
        if (segment.hasAck()) {
            acknowledgment(segment);
        }
        if (segment.hasData()) {
            boolean inOrder = segment.sequence() == nextExpected && ahead.isEmpty();
            // what lies beyond the window offered is not kept (a probe of a closed window), only acknowledged
            long room = nextExpected + (linux != null ? linux.remaining(nextExpected) : window())
                    - segment.sequence();
            if (room > 0) {
                byte[] data = segment.data();
                take(segment.sequence(), room < data.length ? Arrays.copyOf(data, (int) room) : data);
            }
            inOrder &= room >= segment.data().length;
            boolean now = inOrder && delayedAck.arrived(segment.data().length);
            if (linux != null) {
                now = inOrder && linux.acknowledgeNow(nextExpected);
            }
            if (now || !inOrder) {
                sendAck();
            } else if (delayedAckTimer < 0) {
                delayedAckTimer = scheduler.schedule(delayedAck.duePs(scheduler.now()) - scheduler.now(), () -> {
                    delayedAckTimer = -1;
                    if (delayedAck.pending()) {
                        sendAck();
                    }
                });
            }
        }
    }

    /** What the segment's acknowledgment and window say to the sender. */
    private void acknowledgment(TcpSegment segment) {
        long ack = segment.ack();
        boolean windowMoved = segment.window() != peerWindow;
        if (ack > unacknowledged && ack <= highestSent) {
            long newly = ack - unacknowledged;
            System.arraycopy(sendBuffer, (int) newly, sendBuffer, 0, (int) (written - ack));
            unacknowledged = ack;
            nextToSend = Math.max(nextToSend, unacknowledged);
            Long current = starts.floorKey(unacknowledged);
            if (current != null) {
                starts.headMap(current).clear();
            }
            peerWindow = segment.window();
            largestPeerWindow = Math.max(largestPeerWindow, peerWindow);
            if (timedSequence >= 0 && ack > timedSequence) {
                rto.sample(timedSincePs, scheduler.now());
                timedSequence = -1;
            }
            timeouts = 0;
            scheduler.cancel(timer);
            timer = -1;
            boolean partial = congestion.acknowledged(ack, newly, highestSent - unacknowledged);
            traceCongestion();
            if (partial) {
                resend(0);
            }
            pump();
        } else if (ack == unacknowledged && !segment.hasData() && !windowMoved && segment.window() > 0
                && highestSent > unacknowledged) {
            if (congestion.duplicate(ack, highestSent - unacknowledged, highestSent - 1)) {
                fastRetransmits++;
                resend(0);
            }
            traceCongestion();
            pump();
        } else if (ack == unacknowledged && windowMoved) {
            if (peerWindow == 0) {
                scheduler.cancel(timer);  // the persist timer: the window is open again
                timer = -1;
            }
            peerWindow = segment.window();
            largestPeerWindow = Math.max(largestPeerWindow, peerWindow);
            pump();
        }
    }

    private void sendAck() {
        int window = offerWindow();
        byte[] ack = new TcpSegment(nextToSend, nextExpected, TcpSegment.ACK, window, new byte[0]).encode();
        acksSent++;
        acknowledgmentSent(window);
        port.send(peer, new FrameTag("ack", -1), ack, 0, ack.length);
    }

    /** An acknowledgment left, alone or on data: no delayed one is due, and the window edge it offered is ours. */
    private void acknowledgmentSent(int window) {
        delayedAck.acknowledged();
        if (delayedAckTimer >= 0) {
            scheduler.cancel(delayedAckTimer);
            delayedAckTimer = -1;
        }
        advertisedEdge = nextExpected + window;
    }

    /** The window a segment going now advertises: BSD's free space, or what Linux 2.0 selects. */
    private int offerWindow() {
        return linux != null ? linux.select(nextExpected) : window();
    }

    /** The free space of the receive buffer, as a BSD kernel's segments advertise it. */
    private int window() {
        return Math.max(0, settings.receiveBufferBytes() - inStreamBytes);
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
        if (linux != null) {
            linux.queued(length, nextExpected);
        }
    }

    /** Records the sender's window when its whole segments, its threshold or its phase changed. */
    private void traceCongestion() {
        long segments = congestion.cwnd() / segmentBytes;
        if (segments != tracedSegments || congestion.ssthresh() != tracedSsthresh
                || congestion.phase() != tracedPhase) {
            tracedSegments = segments;
            tracedSsthresh = congestion.ssthresh();
            tracedPhase = congestion.phase();
            tracer.congestionChanged(port.node(), component, peer, (int) congestion.cwnd(),
                    (int) congestion.ssthresh(), segmentBytes, tracedPhase.text());
        }
    }

    /** In-order bytes waiting for the application. */
    int available() {
        return inStreamBytes;
    }

    /** The first {@code length} waiting bytes, left in the stream. */
    byte[] peek(int length) {
        return Arrays.copyOf(inStream, length);
    }

    /**
     * Takes the first {@code length} waiting bytes out of the stream; a window update goes when that opens the
     * window by two segments or half the buffer.
     */
    byte[] read(int length) {
        byte[] out = Arrays.copyOf(inStream, length);
        System.arraycopy(inStream, length, inStream, 0, inStreamBytes - length);
        inStreamBytes -= length;
        if (linux != null) {
            consumedUpTo(nextExpected - inStreamBytes);
            return out;
        }
        long opened = nextExpected + window() - advertisedEdge;
        if (opened >= Math.min(2L * segmentBytes, settings.receiveBufferBytes() / 2)) {
            sendAck();
        }
        return out;
    }

    /**
     * The application, blocked reading a message whose end has not come, takes what has arrived into its own
     * buffer (PVM reads a fragment's body until it is whole): under Linux 2.0 that frees the kernel's buffers, and
     * the window can open before the message is whole. The model keeps the bytes in the stream for the framing and
     * charges the reads once the message is whole, as for BSD.
     */
    void takePartial() {
        if (linux != null) {
            consumedUpTo(nextExpected);
        }
    }

    /** cleanup_rbuf: the buffers the application emptied are freed; acknowledge if that raises the window. */
    private void consumedUpTo(long offset) {
        consumed = Math.max(consumed, offset);
        linux.consumed(consumed);
        if (linux.raises(nextExpected)) {
            sendAck();
        }
    }

    int peer() {
        return peer;
    }

    /** The retransmission timeout, for tests. */
    RtoEstimator rto() {
        return rto;
    }
}
