package org.ccw.labs.ssam;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import org.ccw.engine.ssam.KernelPath;
import org.ccw.engine.ssam.LibraryCosts;
import org.ccw.engine.ssam.SsamCluster;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceFingerprint;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.cluster.SsamConfig;

/**
 * The runs of one lab: each SSAM cluster it builds reports to one fingerprint (so the lab's whole trace is
 * pinned) and keeps the {@code HandlerRan} records, from which latencies are read.
 */
final class SsamRig {
    private final TraceFingerprint fingerprint = new TraceFingerprint();
    private final long seed;
    final List<TraceEvent.HandlerRan> handlerRuns = new ArrayList<>();

    SsamRig(long seed) {
        this.seed = seed;
    }

    /** A cluster of {@code preset} with window {@code window} on {@code path}, reporting to this lab's trace. */
    SsamCluster cluster(Supplier<Scenario> preset, int window, KernelPath path) {
        Scenario scenario = preset.get();
        scenario.setSeed(seed);
        ((SsamConfig) scenario.getCluster().getJobs().get(0).getStack()).setWindow(window);
        return SsamCluster.of(scenario, path, LibraryCosts.SPARCSTATION_20, event -> {
            fingerprint.accept(event);
            if (event instanceof TraceEvent.HandlerRan ran) {
                handlerRuns.add(ran);
            }
        });
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
