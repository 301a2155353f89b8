package org.ccw.engine.tcp;

import java.util.List;

import org.ccw.engine.kernel.Time;
import org.ccw.model.provenance.Input;
import org.ccw.model.provenance.Source;

/**
 * A simulated TCP's parameters: the kernel's (its timers and initial window) and one socket's options (Nagle, the
 * buffers). {@link #BSD_1998} holds the values of a BSD-derived stack of the papers' time, {@link #SOLARIS_2_5}
 * those of Solaris 2.5's own (Mentat-derived, not BSD) TCP; {@link #forOperatingSystem} picks a host's;
 * {@link #PVM_SOCKET} adds the options PVM sets on its task-to-task sockets.
 *
 * @param initialWindowSegments the congestion window before anything is acknowledged, in segments
 * @param initialSsthreshBytes  the slow-start threshold before any loss
 * @param delayedAckPs          the period of the clock on whose ticks a delayed acknowledgment goes, or (with
 *                              {@code delayedAckFromArrival}) the delay of a connection's own timer
 * @param clockGranularityPs    the period of the clock that times round trips and retransmission timeouts; 0 for a
 *                              fine clock
 * @param initialRtoPs          the timeout before any round trip is measured
 * @param minRtoPs              the smallest timeout
 * @param maxRtoPs              the largest timeout, back-off included
 * @param maxTimeouts           timeouts in a row after which the connection is given up
 * @param noDelay               {@code TCP_NODELAY}: Nagle's algorithm off
 * @param sendBufferBytes       {@code SO_SNDBUF}: the most the sender keeps unacknowledged
 * @param receiveBufferBytes    {@code SO_RCVBUF}: the receiver's buffer, whose free space it advertises
 * @param delayedAckFromArrival a delayed acknowledgment goes {@code delayedAckPs} after the data that started it
 *                              (a timer per connection), not on the next tick of a clock all connections share
 * @param slowStartAfterIdle    a sender idle for longer than its timeout starts again from the initial window
 *                              (RFC 5681 §4.1; BSD's {@code tcp_output}); a kernel without it keeps its window
 */
public record TcpSettings(int initialWindowSegments, int initialSsthreshBytes, long delayedAckPs,
                          long clockGranularityPs, long initialRtoPs, long minRtoPs, long maxRtoPs, int maxTimeouts,
                          boolean noDelay, int sendBufferBytes, int receiveBufferBytes,
                          boolean delayedAckFromArrival, boolean slowStartAfterIdle) {

    private static final String STEVENS_1 = "W. R. Stevens, TCP/IP Illustrated, Vol. 1, Addison-Wesley, 1994";
    private static final String STEVENS_2 = "G. R. Wright and W. R. Stevens, TCP/IP Illustrated, Vol. 2,"
            + " Addison-Wesley, 1995";
    private static final String SOLARIS = "Solaris 2.5 kernel source, uts/common/inet/tcp.c (@(#)tcp.c 1.106"
            + " 95/10/25 SMI; github.com/calmsacibis995/sol25-src)";
    private static final String PVM = "PVM 3.4 source, src/lpvm.c (direct route: setsockopt TCP_NODELAY, and"
            + " SO_SNDBUF and SO_RCVBUF of TTSOCKBUF = 0x8000)";

    /**
     * A 1998 BSD-derived stack (4.4BSD as Stevens describes it; Solaris's timers of the time are of the same
     * order), with Nagle on and the 8 KB socket buffers of the time.
     */
    public static final TcpSettings BSD_1998 = new TcpSettings(1, 65_535, Time.micros(200_000),
            Time.micros(500_000), Time.micros(1_000_000), Time.micros(1_000_000), Time.micros(64_000_000), 12,
            false, 8_192, 8_192, false, true);

    /**
     * Solaris 2.5's TCP, from Mentat's STREAMS code and not BSD's, with its {@code ndd /dev/tcp} defaults
     * ({@code tcp_param_arr}): a 500 ms initial timeout ({@code tcp_rexmit_interval_initial}), a 200 ms minimum
     * ({@code tcp_rexmit_interval_min}) and a 60 s maximum ({@code tcp_rexmit_interval_max}), timed on the 100 Hz
     * {@code lbolt} clock (10 ms) rather than a 500 ms slow timer; a 50 ms delayed-acknowledgment timer
     * ({@code tcp_deferred_ack_interval}); 8 KB socket buffers ({@code tcp_xmit_hiwat}, {@code tcp_recv_hiwat}); cwnd
     * from one segment. It gives up on a peer after {@code tcp_ip_abort_interval} (8 minutes) of retransmitting: the
     * timeouts, doubling from the minimum to the maximum, that fit in it. Its senders do not slow-start after idling:
     * {@code tcp_wput} and {@code tcp_wput_slow} send what the smaller of the peer's and the congestion window
     * leaves, however long the connection was quiet (the {@code tcp_slow_start_after_idle} of later releases is
     * not in this one).
     */
    public static final TcpSettings SOLARIS_2_5 = new TcpSettings(1, 65_535, Time.micros(50_000),
            Time.micros(10_000), Time.micros(500_000), Time.micros(200_000), Time.micros(60_000_000),
            timeoutsWithin(Time.micros(480_000_000), Time.micros(200_000), Time.micros(60_000_000)),
            false, 8_192, 8_192, true, false);

    /** {@link #BSD_1998} with the options PVM 3.4 sets on a direct route's socket: no Nagle, 32 KB buffers. */
    public static final TcpSettings PVM_SOCKET = BSD_1998.withSocket(true, 0x8000, 0x8000);

    /** Settings of a kernel that slow-starts after idling, as BSD's and Linux 2.0's do. */
    public TcpSettings(int initialWindowSegments, int initialSsthreshBytes, long delayedAckPs, long clockGranularityPs,
            long initialRtoPs, long minRtoPs, long maxRtoPs, int maxTimeouts, boolean noDelay, int sendBufferBytes,
            int receiveBufferBytes, boolean delayedAckFromArrival) {
        this(initialWindowSegments, initialSsthreshBytes, delayedAckPs, clockGranularityPs, initialRtoPs, minRtoPs,
                maxRtoPs, maxTimeouts, noDelay, sendBufferBytes, receiveBufferBytes, delayedAckFromArrival, true);
    }

    public TcpSettings {
        if (initialWindowSegments < 1 || initialSsthreshBytes < 1 || delayedAckPs < 0 || clockGranularityPs < 0
                || minRtoPs <= 0 || initialRtoPs < minRtoPs || maxRtoPs < initialRtoPs || maxTimeouts < 1
                || sendBufferBytes < 1 || receiveBufferBytes < 1 || receiveBufferBytes > 65_535) {
            // the window field is 16 bits and no window scaling is modelled (RFC 1323 came later to these stacks)
            throw new IllegalArgumentException("TCP settings out of range: " + this);
        }
    }

    /**
     * The kernel TCP of a host running {@code operatingSystem} (as a machine preset names it): Solaris 2.5 and
     * 2.5.1's, else {@link #BSD_1998}.
     */
    public static TcpSettings forOperatingSystem(String operatingSystem) {
        return operatingSystem != null && operatingSystem.startsWith("Solaris 2.5") ? SOLARIS_2_5 : BSD_1998;
    }

    /**
     * How many timeouts in a row, each twice the last from {@code minPs} and at most {@code maxPs}, pass before
     * {@code abortPs} has gone by: a kernel that gives up after a time rather than a count.
     */
    static int timeoutsWithin(long abortPs, long minPs, long maxPs) {
        int timeouts = 0;
        long waited = 0;
        for (long rto = minPs; waited + rto <= abortPs; rto = Math.min(maxPs, 2 * rto)) {
            waited += rto;
            timeouts++;
        }
        return timeouts;
    }

    /** These settings with a socket's options changed. */
    public TcpSettings withSocket(boolean noDelay, int sendBufferBytes, int receiveBufferBytes) {
        return new TcpSettings(initialWindowSegments, initialSsthreshBytes, delayedAckPs, clockGranularityPs,
                initialRtoPs, minRtoPs, maxRtoPs, maxTimeouts, noDelay, sendBufferBytes, receiveBufferBytes,
                delayedAckFromArrival, slowStartAfterIdle);
    }

    /** These settings with the clock that times round trips changed (0: a fine clock). */
    public TcpSettings withClockGranularity(long granularityPs) {
        return new TcpSettings(initialWindowSegments, initialSsthreshBytes, delayedAckPs, granularityPs,
                initialRtoPs, minRtoPs, maxRtoPs, maxTimeouts, noDelay, sendBufferBytes, receiveBufferBytes,
                delayedAckFromArrival, slowStartAfterIdle);
    }

    /**
     * Each value with its source, named {@code prefix.name}. The socket options are cited to PVM's source when
     * they are {@link #PVM_SOCKET}'s; a caller whose sockets are set alike but not by PVM says so in its own note.
     */
    public List<Input> inputs(String prefix) {
        return sameKernel(SOLARIS_2_5) ? solarisInputs(prefix) : bsdInputs(prefix);
    }

    private boolean sameKernel(TcpSettings other) {
        return withSocket(other.noDelay, other.sendBufferBytes, other.receiveBufferBytes).equals(other);
    }

    private Source socketSource(String defaults) {
        return noDelay == PVM_SOCKET.noDelay && sendBufferBytes == PVM_SOCKET.sendBufferBytes
                && receiveBufferBytes == PVM_SOCKET.receiveBufferBytes ? Source.cited(PVM) : Source.cited(defaults);
    }

    private List<Input> bsdInputs(String prefix) {
        Source socket = socketSource(STEVENS_1 + ", ch. 20 (default socket buffers of 4.4BSD: 8192)");
        return List.of(
                new Input(prefix + ".initial_window", initialWindowSegments, "segments", Source.cited(
                        "RFC 2001 (Stevens 1997), §2: cwnd starts at one segment; " + STEVENS_2
                                + ", ch. 27, tcp_mss: snd_cwnd = one segment")),
                new Input(prefix + ".initial_ssthresh", initialSsthreshBytes, "bytes", Source.cited(
                        "RFC 2001 (Stevens 1997), §2: ssthresh starts at 65535 bytes")),
                new Input(prefix + ".delayed_ack", delayedAckPs / 1e9, "ms", Source.cited("RFC 1122 §4.2.3.2 (at"
                        + " most 500 ms, and an ACK for at least every second full-sized segment); " + STEVENS_1
                        + ", §19.3 (BSD's 200 ms fast timer)")),
                new Input(prefix + ".clock_granularity", clockGranularityPs / 1e9, "ms", Source.cited(STEVENS_1
                        + ", §21.3 (the 500 ms clock that times round trips and timeouts)")),
                new Input(prefix + ".initial_rto", initialRtoPs / 1e9, "ms", Source.cited("RFC 6298 §2.1 (1 s)."
                        + " The handshake, which would give BSD its first round trip, is not simulated; on a LAN that"
                        + " sample gives the 1 s minimum anyway")),
                new Input(prefix + ".min_rto", minRtoPs / 1e9, "ms", Source.cited("RFC 6298 §2.4; " + STEVENS_2
                        + ", ch. 25, TCPTV_MIN (1 s)")),
                new Input(prefix + ".max_rto", maxRtoPs / 1e9, "ms", Source.cited(STEVENS_2
                        + ", ch. 25, TCPTV_REXMTMAX (64 s); RFC 6298 §2.5 allows 60 s or more")),
                new Input(prefix + ".max_timeouts", maxTimeouts, "timeouts", Source.cited(STEVENS_2
                        + ", ch. 25, TCP_MAXRXTSHIFT (12)")),
                new Input(prefix + ".no_delay", noDelay ? 1 : 0, "flag", socket),
                new Input(prefix + ".send_buffer", sendBufferBytes, "bytes", socket),
                new Input(prefix + ".receive_buffer", receiveBufferBytes, "bytes", socket),
                new Input(prefix + ".delayed_ack_from_arrival", delayedAckFromArrival ? 1 : 0, "flag",
                        Source.cited(STEVENS_2 + ", ch. 25, tcp_fasttimo: one 200 ms clock for all connections")),
                new Input(prefix + ".slow_start_after_idle", slowStartAfterIdle ? 1 : 0, "flag",
                        Source.cited(STEVENS_2 + ", ch. 26, tcp_output: snd_cwnd back to one segment when the"
                                + " connection was idle for at least the current timeout")));
    }

    private List<Input> solarisInputs(String prefix) {
        Source socket = socketSource(SOLARIS + ": tcp_xmit_hiwat and tcp_recv_hiwat 8192");
        return List.of(
                new Input(prefix + ".initial_window", initialWindowSegments, "segments", Source.cited(SOLARIS
                        + ": tcp_mss_set sets tcp_cwnd = tcp_mss")),
                new Input(prefix + ".initial_ssthresh", initialSsthreshBytes, "bytes", Source.assumed("Solaris 2.5's"
                        + " tcp_mss_set starts ssthresh at 8 segments (73 KB on ATM, 11.7 KB on Ethernet), which a"
                        + " byte threshold shared by a host's cards does not express; kept at 65535 (tcp_cwnd_max):"
                        + " the same on ATM, while on Ethernet slow start runs on past 8 segments")),
                new Input(prefix + ".delayed_ack", delayedAckPs / 1e9, "ms", Source.cited(SOLARIS
                        + ": tcp_deferred_ack_interval 50 ms")),
                new Input(prefix + ".clock_granularity", clockGranularityPs / 1e9, "ms", Source.cited(SOLARIS
                        + ": round trips are lbolt ticks of its 100 Hz clock (tcp_rput_data's RTT comment)")),
                new Input(prefix + ".initial_rto", initialRtoPs / 1e9, "ms", Source.cited(SOLARIS
                        + ": tcp_rexmit_interval_initial 500 ms (a later tcp.c, 1.156 of 96/10/31, after 2.5.1,"
                        + " starts at 3 s and keeps the 200 ms minimum and the 50 ms delayed ACK)")),
                new Input(prefix + ".min_rto", minRtoPs / 1e9, "ms", Source.cited(SOLARIS
                        + ": tcp_rexmit_interval_min 200 ms")),
                new Input(prefix + ".max_rto", maxRtoPs / 1e9, "ms", Source.cited(SOLARIS
                        + ": tcp_rexmit_interval_max 1 minute")),
                new Input(prefix + ".max_timeouts", maxTimeouts, "timeouts", Source.cited(SOLARIS
                        + ": tcp_ip_abort_interval 8 minutes; the doubling timeouts from 200 ms to 60 s within it")),
                new Input(prefix + ".no_delay", noDelay ? 1 : 0, "flag", socket),
                new Input(prefix + ".send_buffer", sendBufferBytes, "bytes", socket),
                new Input(prefix + ".receive_buffer", receiveBufferBytes, "bytes", socket),
                new Input(prefix + ".delayed_ack_from_arrival", delayedAckFromArrival ? 1 : 0, "flag",
                        Source.cited(SOLARIS + ": tcp_rput_data restarts the connection's own timer with"
                                + " tcp_deferred_ack_interval when data waits for its acknowledgment")),
                new Input(prefix + ".slow_start_after_idle", slowStartAfterIdle ? 1 : 0, "flag",
                        Source.cited(SOLARIS + ": tcp_wput and tcp_wput_slow send min(swnd, cwnd) less what is"
                                + " unacknowledged, with no test of how long the connection was idle")));
    }
}
