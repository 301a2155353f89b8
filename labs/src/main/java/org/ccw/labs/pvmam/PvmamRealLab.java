package org.ccw.labs.pvmam;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.ccw.engine.realtime.RawLoopback;
import org.ccw.engine.realtime.RealTimeTransport;
import org.ccw.labs.Check;
import org.ccw.labs.Lab;
import org.ccw.labs.LabOptions;
import org.ccw.labs.LabResult;
import org.ccw.labs.Metric;
import org.ccw.model.cluster.Scenario;
import org.ccw.engine.pvmam.PvmamPresets;

/**
 * PVMAM on THIS machine (#15, seed 003 §5.3 over real sockets): MPBench's ping-pong as PVM programs over PVMAM's AM
 * layer on real UDP and TCP sockets on 127.0.0.1, beside raw Java sockets doing the same ping-pong, measured in the
 * same run ({@link LoopbackBench}, {@link RawLoopback}). What PVMAM adds on top of the kernel — the AM header, request and reply buffers
 * with their sequence bits, PVM's message and fragment headers, XDR packing, the hand-over between a task's thread
 * and its host's event loop — shows as the ratio to raw:
 * <ul>
 * <li>{@code udp_rtt_ratio_p50}, {@code udp_rtt_ratio_p99}: PVMAM over UDP's median and 99th-percentile round trip
 * of {@value #SMALL_BYTES}-byte messages over a raw {@code DatagramChannel} echo's (targets ≤ 1.5 and ≤ 2);</li>
 * <li>{@code tcp_bulk_fraction_of_raw}: PVMAM over TCP's bandwidth over a raw TCP stream's, both a ping-pong of
 * {@value #BULK_BYTES}-byte messages, each way counted (target ≥ 0.5).</li>
 * </ul>
 * The targets are the issue's, not the paper's (it measured no raw socket). Real timings vary from run to run and
 * machine to machine; a target not met is a {@code miss} with its reason, never a failure; only a figure that is not
 * a positive number fails. No fingerprint: nothing here is simulated.
 *
 * <p>Busy-polling was tried for the hand-over between a host's event loop and its task's thread (spinning up to
 * 50 µs on each side before sleeping): on a 2-core machine shared with other work it made the median round trip
 * 270–294 µs instead of 59–67 µs (the spinners took the cores from the threads doing the work), so the hand-over
 * sleeps and wakes.
 */
public final class PvmamRealLab implements Lab {
    static final int SMALL_BYTES = 8;
    static final int BULK_BYTES = 256 * 1024;
    private static final int UDP_WARM_UP = 10_000;
    private static final int UDP_ROUNDS = 3_000;
    private static final int BULK_WARM_UP = 10;
    private static final int BULK_ROUNDS = 60;
    private static final double RTT_P50_TARGET = 1.5;
    private static final double RTT_P99_TARGET = 2.0;
    private static final double BULK_TARGET = 0.5;

    @Override
    public String id() {
        return "pvmam-real";
    }

    /** The simulated counterpart: the Solaris pair's PVM ping-pong over UDP. */
    @Override
    public Optional<Scenario> scenario() {
        return Optional.of(PvmamPresets.pvmamSolarisEthernet());
    }

    @Override
    public LabResult run(LabOptions options) {
        try {
            double[] rawUdp = RawLoopback.fastestUdpPingPong(SMALL_BYTES, UDP_WARM_UP, UDP_ROUNDS);
            double[] amUdp = LoopbackBench.pvmam(RealTimeTransport.UDP, SMALL_BYTES, UDP_WARM_UP, UDP_ROUNDS);
            double[] rawTcp = RawLoopback.tcpPingPong(BULK_BYTES, BULK_WARM_UP, BULK_ROUNDS);
            double[] amTcp = LoopbackBench.pvmam(RealTimeTransport.TCP, BULK_BYTES, BULK_WARM_UP, BULK_ROUNDS);
            return result(rawUdp, amUdp, rawTcp, amTcp);
        } catch (IOException e) {
            throw new UncheckedIOException("pvmam-real could not open sockets on 127.0.0.1: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("pvmam-real was interrupted", e);
        }
    }

    private LabResult result(double[] rawUdp, double[] amUdp, double[] rawTcp, double[] amTcp) {
        double rawP50 = RawLoopback.percentile(rawUdp, 0.5);
        double rawP99 = RawLoopback.percentile(rawUdp, 0.99);
        double amP50 = RawLoopback.percentile(amUdp, 0.5);
        double amP99 = RawLoopback.percentile(amUdp, 0.99);
        double rawBw = bandwidthMBps(RawLoopback.percentile(rawTcp, 0.5));
        double amBw = bandwidthMBps(RawLoopback.percentile(amTcp, 0.5));
        Metric p50 = Metric.of("udp_rtt_ratio_p50", amP50 / rawP50, "ratio", null);
        Metric p99 = Metric.of("udp_rtt_ratio_p99", amP99 / rawP99, "ratio", null);
        Metric bulk = Metric.of("tcp_bulk_fraction_of_raw", amBw / rawBw, "fraction", null);
        List<Metric> metrics = List.of(p50, p99, bulk,
                Metric.of("raw_udp_rtt_p50_us", rawP50, "us", null),
                Metric.of("raw_udp_rtt_p99_us", rawP99, "us", null),
                Metric.of("pvmam_udp_rtt_p50_us", amP50, "us", null),
                Metric.of("pvmam_udp_rtt_p99_us", amP99, "us", null),
                Metric.of("raw_tcp_bulk_MBps", rawBw, "MB/s", null),
                Metric.of("pvmam_tcp_bulk_MBps", amBw, "MB/s", null));
        List<Check> checks = new ArrayList<>();
        checks.add(atMost(p50, RTT_P50_TARGET, String.format(Locale.ROOT, "median round trip of %d-byte PVM"
                + " messages, PVMAM over UDP %.1f us against the faster raw DatagramChannel echo's %.1f us"
                + " (%d timed after %d)", SMALL_BYTES, amP50, rawP50, UDP_ROUNDS, UDP_WARM_UP)));
        checks.add(atMost(p99, RTT_P99_TARGET, String.format(Locale.ROOT, "99th-percentile round trip, PVMAM over"
                + " UDP %.1f us against raw %.1f us", amP99, rawP99)));
        boolean bulkBroken = !(bulk.value() > 0) || !Double.isFinite(bulk.value());
        checks.add(Check.of("tcp_bulk_at_least_half_of_raw", bulkBroken, bulk.value() < BULK_TARGET,
                String.format(Locale.ROOT, "%.3f of raw (target >= %.1f): PVMAM over TCP %.0f MB/s against a raw"
                        + " TCP stream's %.0f MB/s, median of %d ping-pongs of %d KB%s", bulk.value(), BULK_TARGET,
                        amBw, rawBw, BULK_ROUNDS, BULK_BYTES / 1024, bulk.value() < BULK_TARGET ? "; "
                                + BULK_REASON : "")));
        return new LabResult(id(), metrics, checks, "none (real time: this machine's timings are not deterministic)");
    }

    /** Why PVMAM's bulk falls behind a raw stream, when it does. */
    static final String BULK_REASON = "each 8 KB fragment is an Active Message the receiver's event loop takes and"
            + " answers with a reply before the sender's depth of 8 frees a buffer, and the data is packed and"
            + " unpacked (XDR) on the way, where a raw stream is one write and one read of the whole message";

    /** Why PVMAM's round trip is longer than a raw socket's, when it is. */
    static final String RTT_REASON = "the host's event loop polls its socket through a selector and reads each"
            + " datagram itself (about 1.7x a raw echo on its own, bench --real's real.loop), then hands the turn to"
            + " the task's thread and back, and the reply AM goes back the same way";

    private static double bandwidthMBps(double rttUs) {
        return 2.0 * BULK_BYTES / rttUs;
    }

    private static Check atMost(Metric metric, double target, String what) {
        boolean broken = !Double.isFinite(metric.value()) || metric.value() <= 0;
        boolean missed = metric.value() > target;
        return Check.of(metric.name() + "_at_most_" + target, broken, missed, String.format(Locale.ROOT,
                "%.2fx raw (target <= %.1fx): %s%s", metric.value(), target, what, missed ? "; " + RTT_REASON : ""));
    }
}
