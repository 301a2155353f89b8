package org.ccw.labs.amii;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.ccw.engine.amii.AmIICluster;
import org.ccw.engine.amii.Endpoint;
import org.ccw.engine.amii.config.AmIIConfig;
import org.ccw.engine.trace.TraceFingerprint;
import org.ccw.labs.Check;
import org.ccw.labs.Lab;
import org.ccw.labs.LabOptions;
import org.ccw.labs.LabResult;
import org.ccw.labs.Metric;
import org.ccw.labs.ledger.CostLedger;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.provenance.Input;
import org.ccw.engine.amii.AmIIPresets;

/**
 * Seed 002 §3.3 and §4.2: what polling the network costs the shared-memory protocol, and what the adaptive strategy
 * keeps of it. A network poll reads uncached NIC memory (152 cycles a word on the Enterprise 5000), about ten
 * shared-memory polls. The lab runs the same ping-pong between two processes of one SMP with shared memory alone,
 * and in a two-SMP Clump (so the layer also polls the network) with the network polled on every poll, one poll in
 * eight, and adaptively between one in eight and one in thirty-two (§3.5: one in eight whenever the history of
 * the last thirty-two network polls predicts a message). The overheads are Table 2's four columns, measured as
 * amii-loggp measures them (the microbenchmark of §4.1), and the three polling figures are their differences as
 * §4.2 takes them: (mp_shm o_s − shm o_s + mp_shm o_r − shm o_r) / 2 (0.2 us), myri o_s − mp_myri o_s (2.3 us) and
 * mp_myri o_r − myri o_r (0.5 us). The paper: the adaptive strategy limits the multi-protocol layer's cost to local
 * messages to about 30% of the round trip (7.2 against 5.6 us). An all-to-all phase inside one SMP tests §3.4's
 * bound, applications "within 12%" of the single-protocol layer.
 */
public final class AmIIPollingLab implements Lab {

    /** How the run polls the network. */
    private enum Polling {
        EVERY_POLL, ONE_IN_EIGHT, ADAPTIVE
    }

    @Override
    public String id() {
        return "amii-polling";
    }

    @Override
    public Optional<Scenario> scenario() {
        Scenario clump = AmIILogGPLab.clumpWithLocalPeer();
        clump.getWorkloads().get(0).setMessageCount(3);
        return Optional.of(clump);
    }

    @Override
    public List<Input> inputs() {
        return AmIILogGPLab.microbenchmarkInputs();
    }

    @Override
    public LabResult run(LabOptions options) {
        TraceFingerprint fingerprint = new TraceFingerprint();
        Books books = new Books(options);
        PingPongProbe alone = probe(AmIIPresets.enterprise5000SharedMemory(2), 1, options.seed(), fingerprint, books,
                "shared memory alone", "shm_alone_rtt_us", "adaptive_rtt_increase_pct");
        List<Metric> metrics = new ArrayList<>();
        metrics.add(Metric.of("shm_alone_rtt_us", alone.rttUs(), "us", 5.6));
        PingPongProbe adaptiveLocal = null;
        PingPongProbe everyLocal = null;
        for (Polling polling : Polling.values()) {
            String tag = polling.name().toLowerCase(Locale.ROOT);
            List<String> booked = polling == Polling.ADAPTIVE
                    ? List.of("mp_shm_rtt_adaptive_us", "adaptive_rtt_increase_pct") : List.of();
            PingPongProbe local = probe(clump(polling), 2, options.seed(), fingerprint, books,
                    "the multi-protocol layer, " + tag, booked.toArray(String[]::new));
            metrics.add(Metric.of("mp_shm_rtt_" + tag + "_us", local.rttUs(), "us",
                    polling == Polling.ADAPTIVE ? 7.2 : null));
            adaptiveLocal = polling == Polling.ADAPTIVE ? local : adaptiveLocal;
            everyLocal = polling == Polling.EVERY_POLL ? local : everyLocal;
        }
        Metric increase = Metric.of("adaptive_rtt_increase_pct", increasePct(adaptiveLocal, alone), "%",
                100 * (7.2 / 5.6 - 1));
        metrics.add(increase);
        // what network polling costs local messages' overheads (Table 2: shared memory alone against multi-protocol)
        String addedFigure = "local_overhead_added_us";
        Overheads shm = overheads(AmIIPresets.enterprise5000SharedMemory(2), 1, options.seed(), fingerprint,
                new Booked(books, "shared memory alone", addedFigure, addedFigure));
        Overheads mpShm = overheads(clump(Polling.ADAPTIVE), 2, options.seed(), fingerprint,
                new Booked(books, "the multi-protocol layer", addedFigure, addedFigure));
        Metric localAdded = Metric.of("local_overhead_added_us", localOverheadAddedUs(shm, mpShm), "us", 0.2);
        metrics.add(localAdded);
        // and what the adaptive strategy saves a network send and adds to a network receive (Table 2: Myrinet alone
        // against multi-protocol Myrinet)
        Scenario singleProtocol = clump(Polling.EVERY_POLL);
        ((AmIIConfig) singleProtocol.getCluster().getJobs().get(0).getStack()).setMultiProtocol(false);
        Overheads myri = overheads(singleProtocol, 1, options.seed(), fingerprint,
                new Booked(books, "Myrinet alone", "network_os_saving_us", "network_or_added_us"));
        Overheads mpMyri = overheads(clump(Polling.ADAPTIVE), 1, options.seed(), fingerprint,
                new Booked(books, "the multi-protocol layer across Myrinet", "network_os_saving_us",
                        "network_or_added_us"));
        Metric osShift = Metric.of("network_os_saving_us", networkOsSavingUs(myri, mpMyri), "us", 2.3);
        Metric orShift = Metric.of("network_or_added_us", networkOrAddedUs(myri, mpMyri), "us", 0.5);
        metrics.add(osShift);
        metrics.add(orShift);

        // an in-SMP application's communication phase: shared memory alone, and with the network protocol polled
        CostLedger shmRun = books.newRun();
        ExchangePhase shmPhase = ExchangePhase.run(allToAll(SMP_PROCESSORS), 0, 0,
                seeded(AmIIPresets.enterprise5000SharedMemory(SMP_PROCESSORS), options.seed()),
                Books.sink(fingerprint, shmRun));
        CostLedger mpRun = books.newRun();
        ExchangePhase mpPhase = ExchangePhase.run(withIdle(allToAll(SMP_PROCESSORS)), 0, 0,
                seeded(smpBesideAnother(), options.seed()), Books.sink(fingerprint, mpRun));
        books.phase(mpRun, mpPhase, "in_smp_phase_slowdown_pct", "the multi-protocol layer's");
        books.phase(shmRun, shmPhase, "in_smp_phase_slowdown_pct", "shared memory alone's");
        // §3.4 bounds applications inside an SMP "within 12%" of the single-protocol layer: a bound, not a value, so
        // the figure carries no paper value and the check tests the bound
        Metric slowdown = Metric.of("in_smp_phase_slowdown_pct", slowdownPct(shmPhase, mpPhase), "%", null);
        metrics.add(slowdown);

        List<Check> checks = new ArrayList<>();
        checks.add(inSmpSlowdownWithinBound(shmPhase, mpPhase));
        Metric adaptiveRtt = metrics.stream().filter(m -> m.name().equals("mp_shm_rtt_adaptive_us")).findFirst()
                .orElseThrow();
        checks.add(Check.validation(adaptiveRtt, "the multi-protocol poll's doubled instructions (§4.3) and a network"
                + " poll one poll in 32 while the network is quiet (§3.5: more often, one in 8, only while the last 32"
                + " network polls predict a message), two uncached reads of 152 cycles, on top of shared memory's round"
                + " trip; the increase over shared memory alone (adaptive_rtt_increase_pct) is relative to our own"
                + " shared-memory round trip, which is itself above the paper's"));
        checks.add(adaptiveBeatsEveryPoll(adaptiveLocal, everyLocal));
        checks.add(difference(localAdded, String.format(Locale.ROOT, "(o_s %+.2f, o_r %+.2f; Table 2: +0.3 and"
                + " +0.1) the poll's doubled instructions before each request (§4.3), and, one call to poll in 32 once"
                + " the network has been quiet, a network poll of two uncached reads of 152 cycles, in the calls that"
                + " take a message too", mpShm.osUs - shm.osUs, mpShm.orUs - shm.orUs)));
        checks.add(difference(osShift, "a Myrinet request of the single-protocol layer polls the network before it"
                + " goes: two uncached reads (the heads of the request and reply queues, Figure 2), which wait for"
                + " the last packet's stores to drain from the store buffer; the multi-protocol layer's poll reads NIC"
                + " memory one call in 8 while its history predicts a message, one in 32 when it does not, and its"
                + " requests stall on the full store buffer instead. A miss: the saving is the reads the strategy"
                + " skips, less the doubled poll, about 1.8 us; the paper's 2.3 us would take a network poll of some"
                + " 440 cycles, about three uncached reads, where the model's layout (the paper gives none) has two"));
        checks.add(difference(orShift, "the multi-protocol layer's polls before its requests read the network one"
                + " call in 8, so replies wait in NIC memory and one network poll takes several, sharing its head"
                + " reads (or a request finds the window of 4 unanswered requests, assumed from AM-II over UDP,"
                + " closed and polls the network for them); the doubled poll instructions (§4.3) are what it adds."
                + " A miss by the o_r columns themselves, both below the paper's (amii-loggp: myri_or_us and"
                + " mp_myri_or_us), the multi-protocol one further"));
        checks.add(new Check("every_round_trip_completed", alone.complete() && adaptiveLocal.complete()
                && everyLocal.complete() && shm.complete && mpShm.complete && myri.complete && mpMyri.complete,
                "every ping-pong and every benchmark message came back whole"));
        return books.attach(new LabResult(id(), metrics, checks, fingerprint.hex()));
    }

    /** How much longer {@code rtt}'s round trip is than {@code base}'s, %. */
    static double increasePct(PingPongProbe rtt, PingPongProbe base) {
        return 100 * (rtt.rttUs() / base.rttUs() - 1);
    }

    /** §4.2: what network polling adds to a local message, the mean of what it adds to o_s and to o_r, µs. */
    static double localOverheadAddedUs(Overheads shm, Overheads mpShm) {
        return (mpShm.osUs - shm.osUs + mpShm.orUs - shm.orUs) / 2;
    }

    /** §4.2: what the multi-protocol layer's polling saves a Myrinet send against Myrinet alone, µs. */
    static double networkOsSavingUs(Overheads myri, Overheads mpMyri) {
        return myri.osUs - mpMyri.osUs;
    }

    /** §4.2: what it adds to a Myrinet receive, µs. */
    static double networkOrAddedUs(Overheads myri, Overheads mpMyri) {
        return mpMyri.orUs - myri.orUs;
    }

    /** How much longer the multi-protocol layer's in-SMP phase takes than shared memory alone's, %. */
    static double slowdownPct(ExchangePhase shm, ExchangePhase mp) {
        return 100 * (mp.phaseUs() / shm.phaseUs() - 1);
    }

    /**
     * §3.4's bound on applications inside an SMP, tested on a phase of communication alone: broken when a phase did
     * not finish or network polling costs nothing at all, missed above the bound.
     */
    static Check inSmpSlowdownWithinBound(ExchangePhase shm, ExchangePhase mp) {
        double slowdown = slowdownPct(shm, mp);
        return Check.of("in_smp_slowdown_within_bound", !shm.complete() || !mp.complete() || !(slowdown > 0),
                slowdown > IN_SMP_BOUND_PCT,
                String.format(Locale.ROOT, "eight processes of one SMP, each sending %d requests to every other and"
                        + " taking their replies: %.0f us through shared memory alone, %.0f us with the network"
                        + " protocol polled adaptively, +%.1f%%; the paper's bound: applications inside an SMP run"
                        + " \"within 12%%\" of the single-protocol layer (§3.4; Table 5: +3 to +12%%), a phase of"
                        + " communication alone, with no computation to dilute the polls, from above; broken: no cost"
                        + " at all", PER_PEER, shm.phaseUs(), mp.phaseUs(), slowdown));
    }

    /** §3.5: polling the network adaptively keeps a local round trip shorter than polling it on every poll. */
    static Check adaptiveBeatsEveryPoll(PingPongProbe adaptive, PingPongProbe every) {
        return new Check("adaptive_beats_every_poll", adaptive.rttUs() < every.rttUs(),
                String.format(Locale.ROOT, "local round trip: adaptive %.2f us < network polled every time %.2f us",
                        adaptive.rttUs(), every.rttUs()));
    }

    /**
     * A figure that is a difference of Table 2's overheads, judged as precisely as the paper gives it: each overhead
     * is printed to 0.1 us, so it may lie 0.05 us either side, and a difference of two of them as much as 0.1 us
     * either side of the paper's (the local figure, the mean of two such differences, as much).
     */
    static Check difference(Metric shift, String why) {
        double slack = 2 * TABLE_2_ROUNDING_US;
        boolean missed = Math.abs(shift.value() - shift.paper()) > slack + 1e-9;
        return Check.of(shift.name() + "_emerges", !Double.isFinite(shift.value()), missed, String.format(Locale.ROOT,
                "%s = %.2f us vs paper %.2f, a difference of Table 2's columns, each printed to 0.1 us (±%.2f us):"
                        + " %s; %s", shift.name(), shift.value(), shift.paper(), slack, missed ? "MISSES" : "within",
                why));
    }

    /** Half the last printed digit of Table 2's overheads, µs. */
    private static final double TABLE_2_ROUNDING_US = 0.05;
    /** §3.4: applications inside an SMP run "within 12%" of the single-protocol shared-memory layer. */
    private static final double IN_SMP_BOUND_PCT = 12.0;

    private static final int SMP_PROCESSORS = 8;
    /** Requests each process of the in-SMP phase sends to each other. */
    private static final int PER_PEER = 20;

    /** Each of {@code n} processes sends {@link #PER_PEER} requests to every other, round-robin. */
    private static List<List<Integer>> allToAll(int n) {
        List<List<Integer>> messages = new ArrayList<>();
        for (int p = 0; p < n; p++) {
            List<Integer> out = new ArrayList<>();
            for (int round = 0; round < PER_PEER; round++) {
                for (int k = 1; k < n; k++) {
                    out.add((p + k) % n);
                }
            }
            messages.add(List.copyOf(out));
        }
        return messages;
    }

    /** {@code messages} and one more process that sends nothing (the idle one on the other SMP). */
    private static List<List<Integer>> withIdle(List<List<Integer>> messages) {
        List<List<Integer>> all = new ArrayList<>(messages);
        all.add(List.of());
        return all;
    }

    private static Scenario seeded(Scenario scenario, long seed) {
        scenario.setSeed(seed);
        return scenario;
    }

    /**
     * Eight processes on the first SMP of a two-SMP Clump and a ninth, idle, on the second: the job spans SMPs, so
     * every endpoint has the network protocol and polls the network adaptively, while all its traffic stays local.
     */
    private static Scenario smpBesideAnother() {
        return ExchangePhase.clump(SMP_PROCESSORS + 1, p -> p < SMP_PROCESSORS ? 0 : 1);
    }

    /** o_s and o_r, µs, of p0 sending to process {@code peer}, by the microbenchmark of §4.1. */
    record Overheads(double osUs, double orUs, boolean complete) {
    }

    /** Where the o_s and the o_r of one setup ({@code which}) are booked: under figures that rest on them. */
    private record Booked(Books books, String which, String osFigure, String orFigure) {
    }

    private static Overheads overheads(Scenario scenario, int peer, long seed, TraceFingerprint fingerprint,
                                       Booked booked) {
        scenario.setSeed(seed);
        // p1 of the Clump is on the other SMP; the single-protocol layer reaches every peer through Myrinet
        boolean network = !((AmIIConfig) scenario.getCluster().getJobs().get(0).getStack()).isMultiProtocol()
                || peer == 1 && AmIILogGPLab.spansSmps(scenario);
        int burst = network ? AmIILogGPLab.NETWORK_BURST : AmIILogGPLab.SHM_BURST;
        CostLedger bursts = booked.books.newRun();
        AmIICluster sends = AmIICluster.of(scenario, Books.sink(fingerprint, bursts));
        Endpoint sender = sends.endpoints().get(0);
        double os = Microbenchmark.sendOverheadUs(sends, sender, sends.endpoints().get(peer), burst);
        if (bursts != null && !Double.isNaN(os)) {
            Microbenchmark.Window w = Microbenchmark.lastBurst(sender.sends(), burst);
            booked.books.add(bursts, booked.osFigure, "per send of the o_s burst, " + booked.which + ", the sender's"
                    + " processor", Books.on(sender, w.fromPs(), w.toPs()), w.operations());
        }
        PingPongProbe rtt = probe(scenario, peer, seed, fingerprint, booked.books, booked.which);
        CostLedger loop = booked.books.newRun();
        AmIICluster delayed = AmIICluster.of(scenario, Books.sink(fingerprint, loop));
        Endpoint looping = delayed.endpoints().get(0);
        double or = Microbenchmark.receiveOverheadUs(delayed, looping, delayed.endpoints().get(peer), os,
                2 * rtt.rttUs(), PingPongProbe.CLOCK_MHZ);
        if (loop != null && !Double.isNaN(or)) {
            Microbenchmark.Window w = Microbenchmark.delayedLoop(looping.sends());
            booked.books.add(loop, booked.orFigure, "per iteration of the o_r loop, " + booked.which + ", the"
                    + " sender's processor: o_s, the delay (compute), and o_r, taken by the poll before the next send"
                    + " (send.poll beyond o_s's, and a local packet's free after its handler)",
                    Books.on(looping, w.fromPs(), w.toPs()), w.operations());
        }
        return new Overheads(os, or, rtt.complete() && !Double.isNaN(os) && !Double.isNaN(or));
    }

    /**
     * A ping-pong from p0 to process {@code peer} of {@code scenario}; its round trip's ledger (p0's processor) is
     * booked under each of {@code figures}, {@code which} naming the setup.
     */
    private static PingPongProbe probe(Scenario scenario, int peer, long seed, TraceFingerprint fingerprint,
                                       Books books, String which, String... figures) {
        scenario.setSeed(seed);
        CostLedger run = figures.length == 0 ? null : books.newRun();
        AmIICluster cluster = AmIICluster.of(scenario, Books.sink(fingerprint, run));
        List<Endpoint> endpoints = cluster.endpoints();
        PingPongProbe probe = PingPongProbe.run(cluster, endpoints.get(0), endpoints.get(peer));
        for (String figure : figures) {
            books.add(run, figure, "per round trip, " + which + ", the requester's processor",
                    Books.on(endpoints.get(0), 0, probe.finishedPs()), PingPongProbe.ROUNDS);
        }
        return probe;
    }

    /** The Clump with its job polling the network as {@code polling} says. */
    private static Scenario clump(Polling polling) {
        Scenario clump = AmIILogGPLab.clumpWithLocalPeer();
        AmIIConfig config = (AmIIConfig) clump.getCluster().getJobs().get(0).getStack();
        config.setAdaptivePolling(polling == Polling.ADAPTIVE);
        config.setPollRatioMin(polling == Polling.EVERY_POLL ? 1 : 8);
        return clump;
    }
}
