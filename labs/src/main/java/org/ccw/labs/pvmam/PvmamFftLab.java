package org.ccw.labs.pvmam;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntFunction;

import org.ccw.engine.hw.Fabric;
import org.ccw.engine.hw.atm.Aal5;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.pvmam.TcpInputs;
import org.ccw.engine.pvmam.config.PvmRoute;
import org.ccw.engine.pvmam.config.PvmamConfig;
import org.ccw.engine.pvmam.pvm.fft.FftCost;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.TraceFingerprint;
import org.ccw.labs.Check;
import org.ccw.labs.Lab;
import org.ccw.labs.LabOptions;
import org.ccw.labs.LabResult;
import org.ccw.labs.Metric;
import org.ccw.labs.Series;
import org.ccw.labs.Sweep;
import org.ccw.labs.ledger.CostLedger;
import org.ccw.labs.inputs.MachineInputs;
import org.ccw.labs.ledger.FigureLedger;
import org.ccw.model.cluster.AtmSwitch;
import org.ccw.model.cluster.EthernetSwitch;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.presets.MachinePresets;
import org.ccw.model.provenance.Input;
import org.ccw.model.provenance.Source;
import org.ccw.engine.pvmam.PvmamPresets;

/**
 * Seed 003 §8 (Figures 6–7): the parallel FFT of a 1152 × 1152 complex array on 1, 2, 4 and 8 UltraSPARC-Is, stock
 * PVM's direct-routed TCP against PVMAM over TCP (the transport §8.1.1 chose), over 155 Mb/s ATM (classical IP over
 * AAL5 cells, SBA-200s on a ForeRunner ASX-200WG) and switched 100 Mb/s Ethernet: the master's execution time and
 * the speed-up over one processor (the same program with one task: no messages). The paper gives both figures as
 * curves only, so the times and speed-ups stand without a paper figure; what it says in words are the checks: the
 * two networks nearly identical although ATM's link is faster (the program is latency-bound, sending numerous small
 * messages), the speed-up nowhere near linear, PVMAM slightly faster than PVM, ATM a little more scalable. The time
 * is the benchmark's (§7): from before the master sends the data to the arrival of the last slave's. Beside the
 * sweep, one row of the array alone between two hosts of each network, timed as MPBench times it, reads each network
 * at the program's message size, where §8.1.1 reads the raw sockets' Figures 8–9. Every figure
 * emerges from the machine presets' costs, the FFT's operation count ({@code FftCost}, ASSUMED cycles per operation)
 * and the simulated TCP (slow start, fast retransmit, timeouts on a 1998 BSD kernel's clocks, PVM's socket options).
 */
public final class PvmamFftLab implements Lab {
    /** The paper's processor counts (Figures 6–7 run 2 to 8; one processor is the speed-up's base). */
    static final List<Integer> PROCESSORS = List.of(1, 2, 4, 8);

    /** The networks of §7.1's Solaris rows. */
    enum Network {
        ATM("atm", "ATM 155 Mb/s", PvmamPresets::pvmamFftSolarisAtm),
        ETHERNET("ethernet", "Fast Ethernet", PvmamPresets::pvmamFftSolarisEthernet);

        final String key;
        final String label;
        final IntFunction<Scenario> preset;

        Network(String key, String label, IntFunction<Scenario> preset) {
            this.key = key;
            this.label = label;
            this.preset = preset;
        }
    }

    /** How PVM's messages travel: stock PVM's direct TCP, or PVMAM over TCP. */
    enum Route {
        PVM("pvm", "PVM", PvmRoute.DIRECT),
        PVMAM("pvmam", "PVMAM", PvmRoute.AM);

        final String key;
        final String label;
        final PvmRoute route;

        Route(String key, String label, PvmRoute route) {
            this.key = key;
            this.label = label;
            this.route = route;
        }
    }

    /**
     * One run of the sweep; {@code lossless}: on switches whose port buffers hold everything, the counterfactual
     * that separates what the protocols cost from what the switches' losses cost.
     */
    record Point(Network network, Route route, int processors, boolean lossless) {
        Point(Network network, Route route, int processors) {
            this(network, route, processors, false);
        }

        String key() {
            return processors + "_" + route.key + "_" + network.key + (lossless ? "_lossless" : "");
        }
    }

    /** A port buffer no burst of this program fills: every row, slice and column of the array at once. */
    private static final int LOSSLESS_BUFFER_BYTES = 64 << 20;

    @Override
    public String id() {
        return "pvmam-fft";
    }

    @Override
    public Optional<Scenario> scenario() {
        // four processors on ATM: every phase's messages in a short look, the cells of each datagram beneath them
        Scenario scenario = PvmamPresets.pvmamFftSolarisAtm(4);
        scenario.getWorkloads().get(0).setMessageBytes(16 * 64);
        return Optional.of(scenario);
    }

    /**
     * The FFT's cycles per operation, the hosts' TCP (Solaris 2.5's, as the presets' hosts run it) and PVM's socket
     * options; the hosts' and networks' costs are the machine presets' and the transports' calls
     * {@code TransportCosts}'.
     */
    @Override
    public List<Input> inputs() {
        List<Input> inputs = new ArrayList<>(FftCost.inputs());
        inputs.addAll(TcpInputs.of(TopologyBuilder.from(Network.ATM.preset.apply(1)).hosts().get(0).tcp(), "tcp"));
        inputs.add(new Input("aal5.ip_mtu", Fabric.atmIpMtuBytes(), "bytes", Source.cited("RFC 1626 (Atkinson,"
                + " Default IP MTU for use over ATM AAL5, 1994): 9180 bytes, the default of RFC 1577's classical IP")));
        AtmSwitch asx = switchOf(Network.ATM, AtmSwitch.class);
        inputs.addAll(MachineInputs.element(asx.getName(), asx,
                Source.cited(MachinePresets.FORE_OC3_MODULE_BUFFER_CITATION), "bufferCellsPerPort"));
        inputs.addAll(MachineInputs.element(asx.getName(), asx, Source.assumed("seed 003 gives no switch latency"),
                "fabricLatencyNanos"));
        inputs.add(new Input(asx.getName() + ".packet_discard", asx.getPacketDiscard().getValue(), "flag",
                Source.assumed("seed 001 §4.3 shows the ASX-200WG of the time could drop the rest of an AAL5 packet"
                        + " once it dropped a cell, and measured with it on and off; seed 003 does not say, so it is"
                        + " off (0), the switch's default")));
        EthernetSwitch ethernet = switchOf(Network.ETHERNET, EthernetSwitch.class);
        Source noFigure = Source.assumed("seed 003 names a switched 100 Mb/s Ethernet and gives no buffer or latency"
                + " figure");
        inputs.add(new Input(ethernet.getName() + ".buffer_per_port", ethernet.getBufferBytesPerPort(), "bytes",
                noFigure));
        inputs.addAll(MachineInputs.element(ethernet.getName(), ethernet, noFigure, "fabricLatencyNanos"));
        return inputs;
    }

    private static <S> S switchOf(Network network, Class<S> kind) {
        return network.preset.apply(1).getCluster().getNodes().stream().filter(kind::isInstance).map(kind::cast)
                .findFirst().orElseThrow();
    }

    @Override
    public boolean sweeps() {
        return true;
    }

    @Override
    public LabResult run(LabOptions options) {
        List<Point> points = new ArrayList<>();
        for (Network network : Network.values()) {
            for (Route route : Route.values()) {
                for (int p : PROCESSORS) {
                    points.add(new Point(network, route, p));
                }
                points.add(new Point(network, route, PROCESSORS.get(PROCESSORS.size() - 1), true));
            }
        }
        List<FftProbe> probes = Sweep.run(id() + ": FFT time vs processors", points,
                // a ledger only for the runs the figures compare: the most processors'
                point -> FftProbe.measure(configured(point, options.seed()),
                        options.ledger() && point.processors() == PROCESSORS.get(PROCESSORS.size() - 1)
                                ? new CostLedger() : null), options.progress());
        Map<Point, FftProbe> runs = new LinkedHashMap<>();
        for (int i = 0; i < points.size(); i++) {
            runs.put(points.get(i), probes.get(i));
        }

        List<Metric> metrics = new ArrayList<>();
        List<Series> series = new ArrayList<>();
        for (Network network : Network.values()) {
            for (Route route : Route.values()) {
                List<Series.Point> times = new ArrayList<>();
                List<Series.Point> speedups = new ArrayList<>();
                for (int p : PROCESSORS) {
                    Point point = new Point(network, route, p);
                    metrics.add(Metric.of("time_" + point.key() + "_s", seconds(runs.get(point)), "s", null));
                    times.add(new Series.Point(p, seconds(runs.get(point))));
                    speedups.add(new Series.Point(p, speedup(runs, point)));
                    if (p > 1) {
                        metrics.add(Metric.of("speedup_" + point.key(), speedup(runs, point), "x", null));
                    }
                }
                String name = route.label + " over TCP, " + network.label;
                series.add(new Series(name + ": speed-up", "processors", "processors", "speed-up", "x", speedups,
                        List.of()));
                series.add(new Series(name + ": execution time", "processors", "processors", "execution time", "s",
                        times, List.of()));
            }
        }
        int most = PROCESSORS.get(PROCESSORS.size() - 1);
        List<Metric> comparisons = comparisons(runs);
        Metric atmOverEthernet = comparisons.get(0);
        Metric pvmamOverPvmAtm = comparisons.get(1);
        Metric pvmamOverPvmEthernet = comparisons.get(2);
        metrics.addAll(comparisons);
        for (Network network : Network.values()) {
            for (Route route : Route.values()) {
                Point point = new Point(network, route, most, true);
                metrics.add(Metric.of("time_" + point.key() + "_s", seconds(runs.get(point)), "s", null));
            }
        }

        FftProbe deep = FftProbe.measure(deepBuffers(options.seed()));
        MpbenchProbe atmRow = rowAlone(Network.ATM, options.seed());
        MpbenchProbe ethernetRow = rowAlone(Network.ETHERNET, options.seed());
        Metric rowLatency = Metric.of("row_latency_atm_over_ethernet", atmRow.latencyUs() / ethernetRow.latencyUs(),
                "x", null);
        Metric rowBandwidth = Metric.of("row_bandwidth_atm_over_ethernet",
                atmRow.bandwidthMBps() / ethernetRow.bandwidthMBps(), "x", null);
        metrics.add(rowLatency);
        metrics.add(rowBandwidth);

        List<String> fingerprints = probes.stream().map(FftProbe::fingerprint).toList();
        Beside beside = new Beside(atmRow.complete() && ethernetRow.complete() && deep.finished(), rowLatency.value(),
                rowBandwidth.value(), atmRow.bytes(), seconds(deep));
        LabResult result = new LabResult(id(), metrics, checks(runs, beside), Sweep.combineFingerprints(fingerprints),
                series);
        return !options.ledger() ? result : result.withLedgers(List.of(
                side(runs, atmOverEthernet, Network.ATM, Route.PVMAM),
                side(runs, atmOverEthernet, Network.ETHERNET, Route.PVMAM),
                side(runs, pvmamOverPvmAtm, Network.ATM, Route.PVMAM),
                side(runs, pvmamOverPvmAtm, Network.ATM, Route.PVM),
                side(runs, pvmamOverPvmEthernet, Network.ETHERNET, Route.PVMAM),
                side(runs, pvmamOverPvmEthernet, Network.ETHERNET, Route.PVM)));
    }

    /** Round trips timed, and rows in the burst, when a row is measured alone. */
    private static final int ROW_ROUNDS = 10;

    /**
     * One row of the FFT alone between two of {@code network}'s hosts over stock PVM's direct TCP, timed as MPBench
     * times it: what the network gives a message of the program's size, where §8.1.1 reads the raw sockets' Figures
     * 8–9. A probe of the platform, not a run of the FFT: its trace stays out of the lab's fingerprint.
     */
    private static MpbenchProbe rowAlone(Network network, long seed) {
        Scenario scenario = network.preset.apply(2);
        scenario.setSeed(seed);
        ((PvmamConfig) scenario.getCluster().getJobs().get(0).getStack()).setRoute(PvmRoute.DIRECT);
        return MpbenchProbe.measure(scenario, scenario.getWorkloads().get(0).getMessageBytes(), ROW_ROUNDS,
                new TraceFingerprint());
    }

    /** Request buffers a peer in the counterfactual that takes the sender's waits for them away: the most allowed. */
    private static final int DEEP = 256;

    /**
     * PVMAM on Fast Ethernet on the most processors with {@value #DEEP} request buffers a peer: whether the sender's
     * waits for a free one (§5, step 3) are what PVMAM's time there costs. Like {@link #rowAlone}, outside the
     * fingerprint.
     */
    private static Scenario deepBuffers(long seed) {
        Scenario scenario = configured(new Point(Network.ETHERNET, Route.PVMAM, PROCESSORS.get(PROCESSORS.size() - 1)),
                seed);
        ((PvmamConfig) scenario.getCluster().getJobs().get(0).getStack()).setDepth(DEEP);
        return scenario;
    }

    /** One side of a figure that compares two runs on the most processors: where that run's time went. */
    private static FigureLedger side(Map<Point, FftProbe> runs, Metric figure, Network network, Route route) {
        int most = PROCESSORS.get(PROCESSORS.size() - 1);
        return runs.get(new Point(network, route, most)).ledger(figure.name() + " (" + route.label + ", "
                + network.label + ")", most);
    }

    /**
     * The times on the most processors that §8 compares in words: ATM against Fast Ethernet (PVMAM), PVMAM against PVM
     * on each network.
     */
    static List<Metric> comparisons(Map<Point, FftProbe> runs) {
        int most = PROCESSORS.get(PROCESSORS.size() - 1);
        Metric atmOverEthernet = Metric.of("time_" + most + "_pvmam_atm_over_ethernet",
                seconds(runs.get(new Point(Network.ATM, Route.PVMAM, most)))
                        / seconds(runs.get(new Point(Network.ETHERNET, Route.PVMAM, most))), "x", 1.0);
        Metric pvmamOverPvmAtm = Metric.of("time_" + most + "_pvmam_over_pvm_atm",
                seconds(runs.get(new Point(Network.ATM, Route.PVMAM, most)))
                        / seconds(runs.get(new Point(Network.ATM, Route.PVM, most))), "x", 1.0);
        Metric pvmamOverPvmEthernet = Metric.of("time_" + most + "_pvmam_over_pvm_ethernet",
                seconds(runs.get(new Point(Network.ETHERNET, Route.PVMAM, most)))
                        / seconds(runs.get(new Point(Network.ETHERNET, Route.PVM, most))), "x", 1.0);
        return List.of(atmOverEthernet, pvmamOverPvmAtm, pvmamOverPvmEthernet);
    }

    /**
     * What the lab measures beside the sweep, to name its misses' causes: one row alone on each network (ATM over
     * Fast Ethernet: its one-way latency and its bandwidth, the row's bytes) and PVMAM on Fast Ethernet with deep
     * buffers (its time, s); {@code finished} when all three probes completed.
     */
    record Beside(boolean finished, double rowLatencyRatio, double rowBandwidthRatio, int rowBytes,
            double deepSeconds) {
    }

    /** §8's statements about the sweep's runs (keyed by point), each a check that misses when the runs disagree. */
    static List<Check> checks(Map<Point, FftProbe> runs, Beside beside) {
        int most = PROCESSORS.get(PROCESSORS.size() - 1);
        boolean finished = beside.finished() && runs.values().stream().allMatch(FftProbe::finished);
        List<Metric> comparisons = comparisons(runs);
        Metric atmOverEthernet = comparisons.get(0);
        Metric pvmamOverPvmAtm = comparisons.get(1);
        Metric pvmamOverPvmEthernet = comparisons.get(2);
        List<Check> checks = new ArrayList<>();
        checks.add(new Check("every_fft_finished", finished,
                "every run's master gathered every column (" + runs.size() + " runs), and the probes beside the sweep"
                        + " finished"));
        double losslessAtmOverEthernet = ratio(runs, new Point(Network.ATM, Route.PVMAM, most, true),
                new Point(Network.ETHERNET, Route.PVMAM, most, true));
        AtmSwitch asx = switchOf(Network.ATM, AtmSwitch.class);
        int packetCells = Aal5.cells(Fabric.atmIpMtuBytes());
        checks.add(Check.of("atm_nearly_identical_to_ethernet", !finished,
                Math.abs(atmOverEthernet.value() - 1) > 0.1, String.format(Locale.ROOT, "PVMAM on %d processors,"
                        + " time over ATM / over Fast Ethernet = %.2f (paper: nearly identical although ATM's link is"
                        + " half again as fast: the FFT is latency-bound; within 10%% counts). On switches that lose"
                        + " nothing it is %.2f: both runs are charged the same host costs (the ledger), so the"
                        + " difference is the network's: every message of the program is %d bytes or less, and one"
                        + " row alone (PVM direct, MPBench's way) streams %.2f times as fast over the model's ATM as"
                        + " over its Fast Ethernet, its one-way latency %.2f times; the paper's raw sockets used ATM's"
                        + " extra bandwidth only for transfers above 64 KB and had almost the same latency below"
                        + " (§8.1.1, Figures 8-9), so its FFT was latency-bound where the model's is partly bound by"
                        + " the master's link. What held Solaris 2.5.1's ATM stack back below 64 KB the paper does"
                        + " not say and no source found gives. TCP losses: ATM %s; Fast Ethernet %s."
                        + " On ATM one lost cell loses its whole 9 KB AAL5 packet (RFC 1626's MTU); the switch's"
                        + " %d-cell port buffer (Fore's four-port OC-3 module, the smaller option; its use per port"
                        + " ASSUMED) holds %d such packets, fewer than seven senders' 32 KB windows bring to one port"
                        + " (as when the slaves return their columns); and a 32 KB window holds three segments, too"
                        + " few for three duplicate acknowledgments: most losses wait for Solaris's timeout (200 ms at"
                        + " least, on its 10 ms clock)",
                        most, atmOverEthernet.value(), losslessAtmOverEthernet, beside.rowBytes(),
                        beside.rowBandwidthRatio(), beside.rowLatencyRatio(), losses(runs, Network.ATM, Route.PVMAM, most),
                        losses(runs, Network.ETHERNET, Route.PVMAM, most), asx.getBufferCellsPerPort(),
                        asx.getBufferCellsPerPort() / packetCells)));
        StringBuilder speedups = new StringBuilder();
        boolean linearish = false;
        boolean broken = !finished;
        for (Network network : Network.values()) {
            for (Route route : Route.values()) {
                double s = speedup(runs, new Point(network, route, most));
                broken |= !(s > 0);
                linearish |= s >= most / 2.0;
                speedups.append(String.format(Locale.ROOT, "%s%s %s %.2f", speedups.length() == 0 ? "" : ", ",
                        route.label, network.label, s));
            }
        }
        checks.add(Check.of("speedup_far_from_linear", broken, linearish, String.format(Locale.ROOT,
                "speed-up on %d processors: %s (paper: nowhere near linear; 'far' read as under half of %d)", most,
                speedups, most)));
        boolean pvmamClose = Math.abs(pvmamOverPvmAtm.value() - 1) <= 0.1
                && Math.abs(pvmamOverPvmEthernet.value() - 1) <= 0.1;
        checks.add(Check.of("pvmam_about_pvm", !finished, !pvmamClose, String.format(Locale.ROOT, "time on %d"
                + " processors, PVMAM over TCP / PVM direct TCP = %.2f on ATM, %.2f on Fast Ethernet (paper: a slight"
                + " decrease for PVMAM; within 10%% counts). On switches that lose nothing it is %.2f and %.2f."
                + " PVMAM sends a reply for every request (§5, a blank one when the handler sends none), twice"
                + " the write and read calls of PVM's fragments on the same TCP stream (--ledger); both libraries"
                + " read one fragment or AM at a time and only while their task is not computing (§6.2, §6.4.2),"
                + " so a slave that transforms between its rows paces the master's scatter on either route; the"
                + " sender's waits for a free request buffer (§5, the sender's step 3) are not what costs: with %d"
                + " buffers a peer instead of %d the Fast Ethernet run takes %.2f s against %.2f s. What the"
                + " switches drop decides the rest: ATM PVMAM %s, PVM %s; Fast Ethernet"
                + " PVMAM %s, PVM %s. On ATM a lost cell that ends an AAL5 packet makes the receiving card join"
                + " the source's next packet to the stale cells; its CRC fails, so the retransmission that would"
                + " repair the loss is lost too, and each such loss doubles the timeout (RFC 6298's back-off,"
                + " kept until a new round trip is timed). A loss that three duplicate acknowledgments reveal"
                + " costs a round trip, one at the tail of a burst a timeout of 200 ms or more", most,
                pvmamOverPvmAtm.value(),
                pvmamOverPvmEthernet.value(),
                ratio(runs, new Point(Network.ATM, Route.PVMAM, most, true),
                        new Point(Network.ATM, Route.PVM, most, true)),
                ratio(runs, new Point(Network.ETHERNET, Route.PVMAM, most, true),
                        new Point(Network.ETHERNET, Route.PVM, most, true)),
                DEEP, depth(), beside.deepSeconds(), seconds(runs.get(new Point(Network.ETHERNET, Route.PVMAM, most))),
                losses(runs, Network.ATM, Route.PVMAM, most), losses(runs, Network.ATM, Route.PVM, most),
                losses(runs, Network.ETHERNET, Route.PVMAM, most), losses(runs, Network.ETHERNET, Route.PVM, most))));
        double atm = speedup(runs, new Point(Network.ATM, Route.PVMAM, most));
        double ethernet = speedup(runs, new Point(Network.ETHERNET, Route.PVMAM, most));
        checks.add(Check.of("atm_a_little_more_scalable", !finished, atm < ethernet, String.format(Locale.ROOT,
                "PVMAM speed-up on %d processors: ATM %.2f, Fast Ethernet %.2f (paper: ATM gives a little increase"
                        + " in scalability). On switches that lose nothing: ATM %.2f, Fast Ethernet %.2f; the"
                        + " difference is what each network's losses cost (ATM %s; Fast Ethernet %s)", most, atm,
                ethernet, speedup(runs, new Point(Network.ATM, Route.PVMAM, most, true)),
                speedup(runs, new Point(Network.ETHERNET, Route.PVMAM, most, true)),
                losses(runs, Network.ATM, Route.PVMAM, most), losses(runs, Network.ETHERNET, Route.PVMAM, most))));
        return checks;
    }

    /** What the network dropped in one run and how TCP found the losses. */
    private static String losses(Map<Point, FftProbe> runs, Network network, Route route, int processors) {
        FftProbe probe = runs.get(new Point(network, route, processors));
        return String.format(Locale.ROOT, "%d %s dropped, %d fast retransmits, %d timeouts", probe.dropped(),
                network == Network.ATM ? "cells" : "packets", probe.fastRetransmits(), probe.timeouts());
    }

    /** Time of run {@code a} over time of run {@code b}. */
    private static double ratio(Map<Point, FftProbe> runs, Point a, Point b) {
        return seconds(runs.get(a)) / seconds(runs.get(b));
    }

    /** PVMAM's request and reply buffers per peer in the presets. */
    private static int depth() {
        return ((PvmamConfig) Network.ATM.preset.apply(1).getCluster().getJobs().get(0).getStack()).getDepth();
    }

    static double seconds(FftProbe probe) {
        return probe.finished() ? probe.elapsedPs() / (double) Time.PS_PER_S : Double.NaN;
    }

    /** Time on one processor (the same program, one task) over time on {@code point}'s. */
    static double speedup(Map<Point, FftProbe> runs, Point point) {
        return seconds(runs.get(new Point(point.network(), point.route(), 1))) / seconds(runs.get(point));
    }

    private static Scenario configured(Point point, long seed) {
        Scenario scenario = point.network().preset.apply(point.processors());
        scenario.setSeed(seed);
        if (point.lossless()) {
            scenario.getCluster().getNodes().forEach(node -> {
                if (node instanceof AtmSwitch atm) {
                    atm.setBufferCellsPerPort(LOSSLESS_BUFFER_BYTES / Aal5.CELL_PAYLOAD_BYTES);
                } else if (node instanceof EthernetSwitch ethernet) {
                    ethernet.setBufferBytesPerPort(LOSSLESS_BUFFER_BYTES);
                }
            });
        }
        ((PvmamConfig) scenario.getCluster().getJobs().get(0).getStack()).setRoute(point.route().route);
        return scenario;
    }
}
