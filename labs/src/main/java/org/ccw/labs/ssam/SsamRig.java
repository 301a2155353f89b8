package org.ccw.labs.ssam;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.function.Supplier;

import org.ccw.engine.ssam.KernelPath;
import org.ccw.engine.ssam.LibraryCosts;
import org.ccw.engine.ssam.SsamCluster;
import org.ccw.engine.ssam.config.SsamConfig;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceFingerprint;
import org.ccw.engine.trace.TraceSink;
import org.ccw.labs.LabOptions;
import org.ccw.labs.ledger.CostLedger;
import org.ccw.labs.ledger.FigureLedger;
import org.ccw.model.cluster.Scenario;

/**
 * The runs of one lab: each SSAM cluster it builds reports to one fingerprint (so the lab's whole trace is
 * pinned) and keeps the {@code HandlerRan} records, from which latencies are read.
 */
final class SsamRig {
    private final TraceFingerprint fingerprint = new TraceFingerprint();
    private final long seed;
    final List<TraceEvent.HandlerRan> handlerRuns = new ArrayList<>();

    /** Where the runs' named charges go when the lab was asked for a ledger; null otherwise. */
    private final CostLedger ledger;
    private CostLedger.Run run;

    SsamRig(long seed) {
        this(seed, false);
    }

    /** A rig for {@code options}: with a cost ledger when they ask for one. */
    SsamRig(LabOptions options) {
        this(options.seed(), options.ledger());
    }

    private SsamRig(long seed, boolean ledger) {
        this.seed = seed;
        this.ledger = ledger ? new CostLedger() : null;
    }

    /** A cluster of {@code preset} with window {@code window} on {@code path}, reporting to this lab's trace. */
    SsamCluster cluster(Supplier<Scenario> preset, int window, KernelPath path) {
        Scenario scenario = preset.get();
        scenario.setSeed(seed);
        ((SsamConfig) scenario.getCluster().getJobs().get(0).getStack()).setWindow(window);
        if (ledger != null) {
            if (run != null) {
                run.end();
            }
            run = ledger.nextRun();
        }
        return SsamCluster.of(scenario, path, LibraryCosts.SPARCSTATION_20, new TraceSink() {
            @Override
            public void accept(TraceEvent event) {
                fingerprint.accept(event);
                if (event instanceof TraceEvent.HandlerRan ran) {
                    handlerRuns.add(ran);
                } else if (ledger != null && event instanceof TraceEvent.CostCharged) {
                    ledger.accept(event);
                }
            }

            @Override
            public boolean wantsCosts() {
                return ledger != null;
            }
        });
    }

    /**
     * Where {@code figure}'s time went in the latest cluster's run: every named charge of both hosts over
     * {@code operations} operations; null when the lab was not asked for a ledger.
     */
    FigureLedger ledgerOfLastRun(String figure, String per, double operations) {
        return ledgerOfLastRun(figure, per, c -> true, operations);
    }

    /** The same, over the charges of the latest run that {@code which} selects. */
    FigureLedger ledgerOfLastRun(String figure, String per, Predicate<TraceEvent.CostCharged> which,
                                 double operations) {
        return ledger == null ? null : ledger.figure(figure, per, run, which, operations);
    }

    boolean ledgered() {
        return ledger != null;
    }

    /** Times (ps) at which handler {@code name} ran, in order. */
    long[] handlerTimes(String name) {
        return handlerRuns.stream().filter(r -> r.handler().equals(name)).mapToLong(TraceEvent.HandlerRan::timePs)
                .toArray();
    }

    String fingerprint() {
        return fingerprint.hex();
    }

    /**
     * The fingerprint of a lab whose runs went to several rigs (a sweep's points run in parallel, each on its own
     * rig): SHA-256 over the rigs' fingerprints in the order given, which is the sweep's order, not the order the
     * threads finished in.
     */
    static String combine(List<SsamRig> rigs) {
        return org.ccw.labs.Sweep.combineFingerprints(rigs.stream().map(SsamRig::fingerprint).toList());
    }
}
