package org.ccw.labs.dvcm;

import java.util.List;

import org.ccw.engine.dvcm.DvcmCluster;
import org.ccw.engine.dvcm.DvcmProcess;
import org.ccw.engine.dvcm.coordination.TokenInvariants;
import org.ccw.engine.trace.TraceFingerprint;
import org.ccw.engine.trace.TraceSink;
import org.ccw.labs.ledger.CostLedger;
import org.ccw.model.cluster.Scenario;

/**
 * One run of a DVCM lab: a DVCM cluster whose trace goes to a fingerprint (pinned by the lab's regression test)
 * and to the sender-coordination invariant checker, which every lab run is held to.
 */
final class DvcmRig {
    private final TraceFingerprint fingerprint = new TraceFingerprint();
    final TokenInvariants tokens = new TokenInvariants();
    final DvcmCluster cluster;

    /** A rig for {@code scenario} (its seed set to {@code seed}) whose applications learn of data by {@code how}. */
    DvcmRig(Scenario scenario, long seed, DvcmProcess.Notification how) {
        this(scenario, seed, how, null);
    }

    /** The same, its processors' named charges also going to {@code ledger} when it is not null. */
    DvcmRig(Scenario scenario, long seed, DvcmProcess.Notification how, CostLedger ledger) {
        scenario.setSeed(seed);
        List<TraceSink> sinks = ledger == null ? List.of(fingerprint, tokens) : List.of(fingerprint, tokens, ledger);
        cluster = DvcmCluster.of(scenario, TraceSink.fanOut(sinks), how);
    }

    String fingerprint() {
        return fingerprint.hex();
    }
}
