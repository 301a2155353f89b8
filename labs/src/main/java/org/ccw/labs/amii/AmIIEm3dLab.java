package org.ccw.labs.amii;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.ccw.engine.amii.AmIIPresets;
import org.ccw.engine.trace.TraceFingerprint;
import org.ccw.engine.trace.TraceSink;
import org.ccw.labs.Check;
import org.ccw.labs.Lab;
import org.ccw.labs.LabOptions;
import org.ccw.labs.LabResult;
import org.ccw.labs.Metric;
import org.ccw.labs.ledger.CostLedger;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.provenance.Input;
import org.ccw.model.provenance.Source;

/**
 * Seed 002 §5, Tables 4 and 6 for EM3D: one bulk-synchronous communication phase of an EM3D-like graph on a Clump
 * of four Enterprise 5000s (32 processors, three NICs per SMP), under the naive virtual-processor layout (each
 * SMP's processors a 4×2×1 block of the 4×4×2 partition) and the good one (2×2×2 blocks), and on a NOW of 32
 * workstations under both layouts, on a tree of 8-port Myrinet switches (§5.3's "tree network", its shape an
 * input: {@link #HOSTS_PER_LEAF}). The share of local traffic emerges from the graph (face-adjacent remote edges,
 * an input) and the layout alone; the phase times, the balance between processors and the Clump/NOW comparison
 * emerge from running every request through AM-II. The graph is the paper's scaled down 100 times (25 nodes per
 * processor, degree 20, 40% remote), so times are a phase's, not the application's seconds: the lab compares ratios.
 */
public final class AmIIEm3dLab implements Lab {
    /** Nodes per processor: the paper's 2,500 scaled down 100 times, so one phase simulates in seconds. */
    static final int NODES = 25;
    static final int DEGREE = 20;
    static final double REMOTE = 0.4;
    /**
     * The NOW's workstations per leaf switch, each leaf one link to an 8-port root: eight leaves of four fill the
     * root (ASSUMED, see {@link #inputs}).
     */
    static final int HOSTS_PER_LEAF = 4;
    /** Chun, Mainwaring and Culler's count of the NOW's network: more switches than a crossbar needs. */
    static final String NOW_NETWORK = "Chun, Mainwaring and Culler, Virtual Network Transport Protocols for"
            + " Myrinet, IEEE Micro 18(1):53-63, 1998 (UCB/CSD-98-988): the Berkeley NOW's 100+ UltraSPARCs on 40"
            + " Myrinet switches, so a network of small switches, not one crossbar; and Myricom's Myrinet product"
            + " description of the period: switches of 4 or 8 ports, 16 and 32 in development";

    /** Why the naive layout's extremes differ from Table 4's: the paper's graph, not the layout. */
    private static final String EXTREMES = "Table 4 fits one traffic per face-adjacent pair of blocks, about"
            + " 407,000 requests, in its means (good: shared memory a constant three faces, 1.22 M; network zero to"
            + " two faces; naive: two to three faces local, one and a half through the network on average), but its"
            + " naive minimum is half a face (199,600) and its maximum two and a half: in a 4x2x1 block every"
            + " processor has its z face off the SMP and at most one more, so a graph of face-adjacent edges, this"
            + " one included, gives one to two faces; the paper describes its generator only by Table 3";
    /** Why the phase times' balance differs: the AM-II network path the phases run on. */
    private static final String TIMES = "the phase times rest on the AM-II network path under load, which the paper"
            + " does not break down: packets queue at a NIC's LANai, shared by three processors, at its cycles per"
            + " packet, calibrated only against Myrinet's L (amii-loggp); and the naive layout's busiest processor"
            + " sends 1.5 times the mean here, 1.67 in Table 4 (see net_max_over_mean_naive)";

    @Override
    public String id() {
        return "amii-em3d";
    }

    /** The Clump with the good layout, running a ping-pong between vp0 and vp1: the machine to look at. */
    @Override
    public Optional<Scenario> scenario() {
        return Optional.of(ExchangePhase.pingPongOn(ExchangePhase.clump(Em3dGraph.PROCESSORS,
                p -> Em3dGraph.smpOf(p, true)), 10));
    }

    /** The machines' figures; the AM-II library's cycles belong to the AM-II stack's own list. */
    @Override
    public List<Input> inputs() {
        List<Input> inputs = new ArrayList<>(ExchangePhase.machineInputs(true));
        Source table3 = Source.paper("002", "Table 3 (EM3D)");
        inputs.add(new Input("em3d.degree", DEGREE, "edges", table3));
        inputs.add(new Input("em3d.remote_fraction", REMOTE, "fraction", table3));
        inputs.add(new Input("now.switch_ports", 8, "ports", Source.cited(NOW_NETWORK)));
        inputs.add(new Input("now.hosts_per_leaf_switch", HOSTS_PER_LEAF, "hosts", Source.assumed("§5.3 names a"
                + " tree whose upper regions thin the bandwidth but not its shape, nor do Chun et al.; one 8-port"
                + " root takes eight leaves, which 32 workstations fill four to a leaf. A leaf of eight (an SMP's"
                + " block) would keep the good layout's traffic in a branch more than the naive one's, against"
                + " §5.3's statement that the naive layout takes better advantage of the branches")));
        inputs.add(new Input("now.uplinks_per_leaf_switch", 1, "links", Source.assumed("the thinnest tree: a"
                + " leaf's four workstations share one link to the root; more uplinks would only thin the tree"
                + " less, and the sources do not say how many the NOW's leaves had")));
        inputs.add(new Input("em3d.nodes_per_processor", NODES, "nodes",
                Source.assumed("Table 3's 2,500 scaled down 100 times so that a phase"
                        + " simulates in seconds; the lab compares ratios, which keep the fraction of a block's"
                        + " nodes its neighbours' edges reach")));
        return inputs;
    }

    @Override
    public LabResult run(LabOptions options) {
        TraceFingerprint fingerprint = new TraceFingerprint();
        Books books = new Books(options);
        Em3dGraph graph = Em3dGraph.draw(NODES, DEGREE, REMOTE, options.seed());
        CostLedger naiveRun = books.newRun();
        ExchangePhase naive = ExchangePhase.onClump(graph.messages(), p -> Em3dGraph.smpOf(p, false), 0, 0,
                options.seed(), Books.sink(fingerprint, naiveRun));
        CostLedger goodRun = books.newRun();
        ExchangePhase good = ExchangePhase.onClump(graph.messages(), p -> Em3dGraph.smpOf(p, true), 0, 0,
                options.seed(), Books.sink(fingerprint, goodRun));
        CostLedger nowNaiveRun = books.newRun();
        ExchangePhase nowNaive = onNowTree(graph, false, options.seed(), Books.sink(fingerprint, nowNaiveRun));
        CostLedger nowGoodRun = books.newRun();
        ExchangePhase nowGood = onNowTree(graph, true, options.seed(), Books.sink(fingerprint, nowGoodRun));
        // a figure of one layout's phase gets that phase's ledger; a ratio of two phases gets both
        String naiveOne = "the naive layout's";
        String goodOne = "the good layout's";
        for (String figure : List.of("pct_local_naive", "net_max_over_mean_naive", "net_min_over_mean_naive",
                "balance_naive", "good_over_naive", "now_over_naive")) {
            books.phase(naiveRun, naive, figure, naiveOne);
        }
        for (String figure : List.of("pct_local_good", "net_max_over_mean_good", "balance_good", "good_over_naive",
                "now_over_good")) {
            books.phase(goodRun, good, figure, goodOne);
        }
        books.phase(nowNaiveRun, nowNaive, "now_over_naive", "the NOW's naive-layout");
        books.phase(nowGoodRun, nowGood, "now_over_good", "the NOW's good-layout");

        return books.attach(new LabResult(id(), figures(naive, good, nowNaive, nowGood),
                checks(naive, good, nowNaive, nowGood), fingerprint.hex()));
    }

    /** The phase on the NOW's tree, workstations numbered in the layout's blocks ({@link Em3dGraph#machineOf}). */
    static ExchangePhase onNowTree(Em3dGraph graph, boolean good, long seed, TraceSink sink) {
        return ExchangePhase.onNow(AmIIPresets.nowTree(Em3dGraph.PROCESSORS, HOSTS_PER_LEAF),
                p -> Em3dGraph.machineOf(p, good), graph.messages(), 0, 0, seed, sink);
    }

    /** Tables 4 and 6's figures, read from the phases under the naive and the good layout, on the Clump and the NOW. */
    static List<Metric> figures(ExchangePhase naive, ExchangePhase good, ExchangePhase nowNaive,
            ExchangePhase nowGood) {
        Metric localNaive = Metric.of("pct_local_naive", naive.percentLocal(), "%", 62.5);
        Metric localGood = Metric.of("pct_local_good", good.percentLocal(), "%", 74.9);
        Metric maxNaive = Metric.of("net_max_over_mean_naive", naive.networkMaxOverMean(), "x",
                1_015_500.0 / 608_817);
        Metric maxGood = Metric.of("net_max_over_mean_good", good.networkMaxOverMean(), "x", 818_500.0 / 407_369);
        Metric minNaive = Metric.of("net_min_over_mean_naive", naive.networkMinOverMean(), "x", 199_600.0 / 608_817);
        Metric minGood = Metric.of("net_min_over_mean_good", good.networkMinOverMean(), "x", null);
        Metric phaseNaive = Metric.of("phase_us_naive", naive.phaseUs(), "us", null);
        Metric phaseGood = Metric.of("phase_us_good", good.phaseUs(), "us", null);
        // phase_us_now keeps its name (the NOW beside the Clump's good layout, as Table 6 sets them); the naive
        // layout's NOW phase is new beside it
        Metric phaseNowGood = Metric.of("phase_us_now", nowGood.phaseUs(), "us", null);
        Metric phaseNowNaive = Metric.of("phase_us_now_naive", nowNaive.phaseUs(), "us", null);
        Metric speedup = Metric.of("good_over_naive", good.phaseUs() / naive.phaseUs(), "x", 38.0 / 54);
        Metric balanceNaive = Metric.of("balance_naive", naive.balance(), "min/max", 28.0 / 52);
        Metric balanceGood = Metric.of("balance_good", good.balance(), "min/max", 5.5 / 37);
        // Table 6 compares like with like: the NOW's good layout with the Clump's good one, naive with naive
        Metric nowOverGood = Metric.of("now_over_good", nowGood.phaseUs() / good.phaseUs(), "x", 52.0 / 38);
        Metric nowOverNaive = Metric.of("now_over_naive", nowNaive.phaseUs() / naive.phaseUs(), "x", 48.0 / 54);
        return List.of(localNaive, localGood, maxNaive, maxGood, minNaive, minGood, phaseNaive, phaseGood,
                phaseNowGood, phaseNowNaive, speedup, balanceNaive, balanceGood, nowOverGood, nowOverNaive);
    }

    /** What the four phases must show: each figure against the paper, and the layouts' and machines' order. */
    static List<Check> checks(ExchangePhase naive, ExchangePhase good, ExchangePhase nowNaive,
            ExchangePhase nowGood) {
        Map<String, Metric> figures = new HashMap<>();
        figures(naive, good, nowNaive, nowGood).forEach(m -> figures.put(m.name(), m));
        Metric localNaive = figures.get("pct_local_naive");
        Metric localGood = figures.get("pct_local_good");
        Metric maxNaive = figures.get("net_max_over_mean_naive");
        Metric maxGood = figures.get("net_max_over_mean_good");
        Metric minNaive = figures.get("net_min_over_mean_naive");
        Metric speedup = figures.get("good_over_naive");
        Metric balanceNaive = figures.get("balance_naive");
        Metric balanceGood = figures.get("balance_good");
        Metric nowOverGood = figures.get("now_over_good");
        Metric nowOverNaive = figures.get("now_over_naive");
        List<Check> checks = new ArrayList<>();
        checks.add(new Check("every_request_answered", naive.complete() && good.complete() && nowNaive.complete()
                && nowGood.complete(), "in all four runs every request ran its handler once and every reply came"
                + " back"));
        checks.add(Check.validation(localNaive, "remote edges spread evenly over the face-adjacent blocks; the"
                + " paper's graph generator is not described beyond Table 3"));
        checks.add(Check.validation(localGood, "remote edges spread evenly over the face-adjacent blocks; the"
                + " paper's graph generator is not described beyond Table 3"));
        checks.add(Check.validation(maxNaive, EXTREMES));
        // Table 4's naive minimum lies outside what any face-adjacent graph gives, so the ±50% band of a validation
        // cannot tell a broken run here: broken is a processor of a 4x2x1 block with no network request at all
        boolean missed = Math.abs(minNaive.ratio() - 1) > 0.1;
        checks.add(Check.of("net_min_over_mean_naive_emerges", !(minNaive.value() > 0 && minNaive.value() < 1),
                missed, String.format(java.util.Locale.ROOT, "net_min_over_mean_naive = %.2f vs paper %.2f (%s)%s",
                        minNaive.value(), minNaive.paper(), minNaive.deviation(), missed ? "; MISSES the paper"
                                + " (not tuned away): " + EXTREMES : "; within 10% of the paper")));
        checks.add(Check.validation(maxGood, "the good layout's busiest processors have two faces off their SMP,"
                + " the mean one (Table 4: 818,500 against 407,369)"));
        // a balance is min/max of the processors' phase times: broken outside (0, 1], or when the good layout is not
        // the less balanced of the two, as Table 6 has it (5.5/37 against 28/52); the paper's 0.15 is too small for
        // a ±50% band to say more than its hundredths
        boolean ordered = balanceGood.value() < balanceNaive.value();
        for (Metric balance : List.of(balanceNaive, balanceGood)) {
            checks.add(Check.validation(balance, TIMES, balance.value() <= 0 || balance.value() > 1 || !ordered,
                    "a min/max outside (0, 1], or the good layout not the less balanced: the phases are broken"));
        }
        String tree = String.format(java.util.Locale.ROOT, "the NOW runs on a tree of 8-port switches, %d"
                + " workstations a leaf sharing one link to the root (the thinnest such tree); at Myrinet's 160 MB/s"
                + " that link does not bind EM3D's short requests: the ledger puts the NOW phases in the"
                + " workstations' polling of their NICs (send.poll, poll), and the layouts' NOW phases come out %.0f"
                + " and %.0f us (naive, good): the 4 s the paper's tree put between them (48 s against 52) does not"
                + " emerge", HOSTS_PER_LEAF, nowNaive.phaseUs(), nowGood.phaseUs());
        checks.add(Check.validation(nowOverGood, tree));
        checks.add(Check.validation(nowOverNaive, tree));
        // §5.3: on the NOW the naive layout proves superior; a gap under the paper's precision (1 s in 52) would
        // not have been reported as one. Broken: a NOW phase that never ran
        double nowGap = 1 - nowNaive.phaseUs() / nowGood.phaseUs();
        checks.add(Check.of("now_naive_layout_faster", !(nowNaive.phaseUs() > 0 && nowGood.phaseUs() > 0),
                !(nowGap >= 1.0 / 52), String.format(java.util.Locale.ROOT, "the paper's NOW ran the naive layout"
                        + " faster (48 s against 52: machines in one branch of its tree enjoy more bandwidth, and"
                        + " the naive layout's blocks of four keep each branch's traffic to the others even, 8 faces"
                        + " a leaf against the good layout's 6 to 10): here %.2f%% faster%s", 100 * nowGap,
                        nowGap >= 1.0 / 52 ? "" : "; MISSES (less than the paper's 1 s in 52): " + tree)));
        checks.add(new Check("good_layout_keeps_more_local", good.percentLocal() > naive.percentLocal(),
                "the 2x2x2 layout sends a larger share through shared memory than the 4x2x1 one"));
        checks.add(new Check("good_layout_phase_faster", good.phaseUs() < naive.phaseUs(),
                "the phase ends sooner under the good layout: the busiest processor sends fewer network requests"));
        checks.add(Check.validation(speedup, String.format(java.util.Locale.ROOT, "the good layout gains what lies"
                + " between its busiest processor's network requests and its SMPs' (Table 4: 0.81 and 0.67 of the"
                + " naive layout's; here %.2f and %.2f, the naive extremes being narrower, see"
                + " net_max_over_mean_naive); and a phase of a hundredth of the graph with a free barrier, where the"
                + " paper's seconds include the computation", (double) good.networkMax() / naive.networkMax(),
                (double) good.networkTotal() / naive.networkTotal())));
        double bestNow = Math.min(nowNaive.phaseUs(), nowGood.phaseUs());
        checks.add(new Check("clump_good_beats_now", good.phaseUs() < bestNow,
                "the Clump with the good layout finishes the phase before the NOW's better layout (paper: 21% less"
                        + " time)"));
        // broken: a phase with no time to compare (it never ran)
        checks.add(Check.of("now_beats_naive_clump", !(nowNaive.phaseUs() > 0 && naive.phaseUs() > 0),
                nowNaive.phaseUs() > naive.phaseUs(),
                String.format(java.util.Locale.ROOT, "the paper's NOW beat the naive Clump, both under the naive"
                        + " layout (48 s against 54): a workstation has a NIC of its own where three of the Clump's"
                        + " processors share one: NOW/naive = %.2f%s", nowNaive.phaseUs() / naive.phaseUs(),
                        nowNaive.phaseUs() > naive.phaseUs() ? "; MISSES: the margin rests on packets queued at"
                        + " NICs that three processors share, so on the LANai's cycles per packet, which are"
                        + " calibrated against Myrinet's L alone (with the store buffer in the model, the host's"
                        + " packet drains into NIC memory within L, and the LANai's share of it is smaller)"
                        : "")));
        return checks;
    }
}
