package org.ccw.engine.tcp;

import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.kernel.Time;
import org.ccw.model.provenance.Input;
import org.ccw.model.provenance.Source;

/**
 * The TCP of a Linux 2.0 kernel (seed 003's Pentium IIs run 2.0.34): its timers, which are not BSD's, and its
 * receive window ({@link LinuxReceiveWindow}). Its timers run on the 100 Hz jiffy clock; the retransmission timeout
 * is Van Jacobson's estimate, at least {@code HZ/5} = 200 ms ("because of the BSD delayed acks"), 3 s before any
 * round trip ({@code TCP_TIMEOUT_INIT}), at most 120 s; a connection gives up after {@code TCP_RETR2} = 15 tries. A
 * sender whose window is too small for its next segment holds it (silly-window avoidance) and sends what fits only
 * when its probe timer, set to the timeout, expires ({@code tcp_write_wakeup}): with a receive window that opens in
 * whole segments but closes byte by byte, the sender can wait one timeout for a fraction of a segment.
 */
public final class LinuxTcp {
    private LinuxTcp() {
    }

    /** Jiffies per second on i386 ({@code HZ}). */
    static final int HZ = 100;

    /**
     * The delayed acknowledgment's timeout, {@code sk->ato}: {@code tcp_delack_estimator} halves it and adds the
     * jiffies since the last segment, so back-to-back segments (0 jiffies, counted as 1) drive it to 2 jiffies.
     */
    static final long DELAYED_ACK_PS = Time.micros(2 * 1_000_000 / HZ);

    /**
     * Linux 2.0's kernel defaults: one segment of congestion window, the timers above, and the socket buffers'
     * default of {@code SK_WMEM_MAX}/{@code SK_RMEM_MAX} with {@code CONFIG_SKB_LARGE} (65535). The slow-start
     * threshold is left at RFC 2001's 65535 bytes: the windows here are one or two segments, below any threshold.
     * The delayed acknowledgment is each socket's own timer, set when data arrives ({@code tcp_send_delayed_ack}:
     * {@code jiffies + ato}), not a shared clock's tick.
     */
    public static final TcpSettings KERNEL_2_0 = new TcpSettings(1, 65_535, DELAYED_ACK_PS,
            Time.micros(1_000_000 / HZ), Time.micros(3_000_000), Time.micros(1_000_000 / 5), Time.micros(120_000_000),
            15, false, 65_535, 65_535, true);

    /** {@link #KERNEL_2_0} with the options PVM 3.4 sets on a direct route's socket: no Nagle, 32 KB buffers. */
    public static final TcpSettings PVM_SOCKET = KERNEL_2_0.withSocket(TcpSettings.PVM_SOCKET.noDelay(),
            TcpSettings.PVM_SOCKET.sendBufferBytes(), TcpSettings.PVM_SOCKET.receiveBufferBytes());

    /** Each value of {@code settings} (Linux's) and of the receive window, with its source, named {@code prefix.*}. */
    public static List<Input> inputs(String prefix, TcpSettings settings) {
        String tcpH = "Linux 2.0 source, include/net/tcp.h";
        String input = "Linux 2.0 source, net/ipv4/tcp_input.c";
        Source pvm = Source.cited("PVM 3.4 source, src/lpvm.c (direct route: setsockopt TCP_NODELAY, and SO_SNDBUF"
                + " and SO_RCVBUF of TTSOCKBUF = 0x8000); Linux 2.0 net/core/sock.c keeps a buffer size up to 65535");
        List<Input> inputs = new ArrayList<>(List.of(
                new Input(prefix + ".initial_window", settings.initialWindowSegments(), "segments",
                        Source.cited(input + ", tcp_conn_request: cong_window = 1")),
                new Input(prefix + ".initial_ssthresh", settings.initialSsthreshBytes(), "bytes", Source.assumed(
                        "RFC 2001's 65535 bytes; the windows of TCP over Myrinet here are one or two segments")),
                new Input(prefix + ".delayed_ack", settings.delayedAckPs() / 1e9, "ms", Source.cited(input
                        + ", tcp_delack_estimator: ato = ato/2 + jiffies since the last segment (at least 1), 2"
                        + " jiffies for back-to-back segments; HZ = 100 on i386")),
                new Input(prefix + ".clock_granularity", settings.clockGranularityPs() / 1e9, "ms",
                        Source.cited("Linux 2.0 on i386: HZ = 100, round trips timed in jiffies (tcp_rtt_estimator)")),
                new Input(prefix + ".initial_rto", settings.initialRtoPs() / 1e9, "ms",
                        Source.cited(tcpH + " (TCP_TIMEOUT_INIT = 3*HZ)")),
                new Input(prefix + ".min_rto", settings.minRtoPs() / 1e9, "ms", Source.cited(input
                        + ", tcp_rtt_estimator: rto at least HZ/5, 'because of the BSD delayed acks'")),
                new Input(prefix + ".max_rto", settings.maxRtoPs() / 1e9, "ms",
                        Source.cited(input + ", tcp_rtt_estimator: rto at most 120*HZ")),
                new Input(prefix + ".max_timeouts", settings.maxTimeouts(), "timeouts",
                        Source.cited(tcpH + " (TCP_RETR2 = 15)")),
                new Input(prefix + ".no_delay", settings.noDelay() ? 1 : 0, "flag", pvm),
                new Input(prefix + ".send_buffer", settings.sendBufferBytes(), "bytes", pvm),
                new Input(prefix + ".receive_buffer", settings.receiveBufferBytes(), "bytes", pvm)));
        inputs.addAll(LinuxReceiveWindow.inputs(prefix + ".window"));
        return inputs;
    }
}
