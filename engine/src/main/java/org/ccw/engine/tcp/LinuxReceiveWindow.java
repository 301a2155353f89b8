package org.ccw.engine.tcp;

import java.util.ArrayDeque;
import java.util.List;

import org.ccw.model.provenance.Input;
import org.ccw.model.provenance.Source;

/**
 * The receive window of Linux 2.0's TCP, which a BSD-derived stack does not share: the kernel charges each segment it
 * queues by its buffer's true size ({@code skb->truesize}: the packet rounded up to 16 bytes plus the
 * {@code struct sk_buff} that describes it) against the socket's receive buffer, offers only half of what is left
 * less {@value #MIN_WINDOW} bytes ({@code sock_rspace}: room for the buffers' overhead), never more than
 * {@value #MAX_WINDOW}, rounded down to a kilobyte, and moves the window's right edge only by whole segments, and only
 * when it can move it by at least one ({@code tcp_select_window}, RFC 1122's receiver silly-window avoidance). With
 * large frames and a small buffer the window is one or two segments: the sender stops after each until the receiver
 * acknowledges, and once two segments wait for the application the window stays shut until it reads
 * ({@code cleanup_rbuf}). An acknowledgment goes at once when it would raise the window ({@code tcp_raise_window}),
 * when more than two full segments are unacknowledged, or for data out of order; else it is delayed.
 *
 * <p>Sources: Linux 2.0 include/net/tcp.h ({@code MAX_WINDOW}, {@code MIN_WINDOW}, {@code tcp_select_window},
 * {@code tcp_raise_window}), net/core/sock.c ({@code sock_rspace}), net/ipv4/tcp_input.c ({@code tcp_rcv} charges
 * {@code skb->truesize} to {@code rmem_alloc}; {@code tcp_data}'s rules for acknowledging; {@code tcp_options}:
 * {@code max_unacked = 2 * mss}), net/ipv4/tcp.c ({@code cleanup_rbuf} acknowledges when a read raises the window),
 * net/core/skbuff.c ({@code alloc_skb}: {@code truesize} = size rounded to 16 + {@code sizeof(struct sk_buff)}).
 *
 * <p>One per connection end; sequence numbers are stream offsets.
 */
public final class LinuxReceiveWindow {
    /** {@code MAX_WINDOW}: never offer more (no window scaling). */
    public static final int MAX_WINDOW = 32_767;
    /** {@code MIN_WINDOW}: subtracted from the half of the buffer that is offered. */
    public static final int MIN_WINDOW = 2_048;
    /**
     * {@code sizeof(struct sk_buff)} on i386 under Linux 2.0, bytes: its fields (list links, socket and device
     * pointers, timestamps, addresses, sequence numbers, 16 bytes of protocol data, flags, four buffer pointers and
     * a destructor) counted from include/linux/skbuff.h, ASSUMED to the nearest 16.
     */
    public static final int SKB_HEADER_BYTES = 144;

    private final int bufferBytes;
    private final int mss;
    private final int headerBytes;
    /** What each queued segment charges, in arrival order, with the stream offset its data ends at. */
    private final ArrayDeque<long[]> charges = new ArrayDeque<>();
    private long charged;
    /** {@code sk->window} and {@code sk->lastwin_seq}: the window last offered and where it started. */
    private long offered;
    private long offeredAt;
    private long unacknowledgedBytes;

    /**
     * @param bufferBytes the socket's receive buffer ({@code SO_RCVBUF})
     * @param mss         a full segment's data, bytes
     * @param headerBytes the IP and TCP headers in front of each segment's data, bytes
     */
    public LinuxReceiveWindow(int bufferBytes, int mss, int headerBytes) {
        this.bufferBytes = bufferBytes;
        this.mss = mss;
        this.headerBytes = headerBytes;
        this.offered = select(0);
    }

    /** What a segment of {@code dataBytes} charges the receive buffer: its packet rounded to 16 bytes, plus its skb. */
    public int trueSize(int dataBytes) {
        return ((dataBytes + headerBytes + 15) & ~15) + SKB_HEADER_BYTES;
    }

    /** {@code sock_rspace}, rounded down to a kilobyte as {@code tcp_select_window} does. */
    long freeSpace() {
        long free = charged >= bufferBytes - 2L * MIN_WINDOW ? 0
                : Math.max(0, Math.min((bufferBytes - charged) / 2 - MIN_WINDOW, MAX_WINDOW));
        return free > 1_024 ? free & ~0x3FFL : free;
    }

    /** What is left of the window last offered, once the data up to {@code nextExpected} arrived in it. */
    public long remaining(long nextExpected) {
        return Math.max(0, offered - (nextExpected - offeredAt));
    }

    /** {@code tcp_raise_window}: whether an acknowledgment now would move the right edge by at least one segment. */
    public boolean raises(long nextExpected) {
        return freeSpace() - remaining(nextExpected) >= Math.min(mss, MAX_WINDOW / 2);
    }

    /**
     * {@code tcp_select_window}, for a segment about to go: the window it advertises, the right edge moved by whole
     * segments when it can move by one.
     */
    public int select(long nextExpected) {
        long window = remaining(nextExpected);
        long free = freeSpace();
        if (free - window >= Math.min(mss, MAX_WINDOW / 2)) {
            window += (free - window) / mss * mss;
        }
        offered = window;
        offeredAt = nextExpected;
        unacknowledgedBytes = 0;
        return (int) window;
    }

    /** A segment of {@code dataBytes} joined the stream, its data ending at {@code end}: its buffer is charged. */
    public void queued(int dataBytes, long end) {
        int size = trueSize(dataBytes);
        charges.addLast(new long[] {end, size});
        charged += size;
        unacknowledgedBytes += dataBytes;
    }

    /** The application read the stream up to {@code readUpTo}: the buffers it emptied are freed. */
    public void consumed(long readUpTo) {
        while (!charges.isEmpty() && charges.peekFirst()[0] <= readUpTo) {
            charged -= charges.pollFirst()[1];
        }
    }

    /**
     * {@code tcp_data}: in-order data is acknowledged now when more than two full segments wait unacknowledged, or
     * to raise the window.
     */
    public boolean acknowledgeNow(long nextExpected) {
        return unacknowledgedBytes > 2L * mss || raises(nextExpected);
    }

    /** The bytes the queued buffers charge, for tests. */
    long charged() {
        return charged;
    }

    /** The mechanism's constants, each with its source, named {@code prefix.*}. */
    public static List<Input> inputs(String prefix) {
        String tcpH = "Linux 2.0 source, include/net/tcp.h";
        return List.of(
                new Input(prefix + ".max_window", MAX_WINDOW, "bytes", Source.cited(tcpH + " (MAX_WINDOW)")),
                new Input(prefix + ".min_window", MIN_WINDOW, "bytes", Source.cited(tcpH + " (MIN_WINDOW); net/core/"
                        + "sock.c, sock_rspace: min((rcvbuf - rmem_alloc)/2 - MIN_WINDOW, MAX_WINDOW)")),
                new Input(prefix + ".skb_header_bytes", SKB_HEADER_BYTES, "bytes", Source.assumed("sizeof(struct"
                        + " sk_buff) on i386, counted from Linux 2.0's include/linux/skbuff.h; net/core/skbuff.c"
                        + " alloc_skb adds it to each buffer's truesize, which tcp_rcv charges to rmem_alloc")));
    }
}
