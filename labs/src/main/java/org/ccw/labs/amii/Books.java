package org.ccw.labs.amii;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import org.ccw.engine.amii.Endpoint;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceSink;
import org.ccw.labs.LabOptions;
import org.ccw.labs.LabResult;
import org.ccw.labs.ledger.CostLedger;
import org.ccw.labs.ledger.FigureLedger;

/**
 * The cost ledgers of an AM-II lab's figures ({@code lab run ID --ledger}): one {@link CostLedger} per run that
 * measured a figure, and, per figure, the charges of the processes and the window the paper's procedure times, per
 * operation. Without {@code --ledger} it hands out no ledgers, so the runs' traces and fingerprints are the plain
 * ones.
 */
final class Books {
    private final boolean on;
    private final List<FigureLedger> figures = new ArrayList<>();

    Books(LabOptions options) {
        this.on = options.ledger();
    }

    /** A ledger for one run, or null when none was asked for. */
    CostLedger newRun() {
        return on ? new CostLedger() : null;
    }

    /** {@code fingerprint}, and {@code run}'s ledger beside it when there is one. */
    static TraceSink sink(TraceSink fingerprint, CostLedger run) {
        return run == null ? fingerprint : TraceSink.fanOut(List.of(fingerprint, run));
    }

    /** Books {@code figure}: {@code run}'s charges that {@code which} selects, over {@code operations}. */
    void add(CostLedger run, String figure, String per, Predicate<TraceEvent.CostCharged> which, double operations) {
        if (run != null) {
            figures.add(run.figure(figure, per, which, operations));
        }
    }

    /**
     * Books {@code figure} from an exchange phase's run: every process's charges until the phase ended, per process
     * (each is busy until then: its sends, its handlers, its polls while it waits, its own work); {@code which}
     * says which phase, e.g. "the Clump's".
     */
    void phase(CostLedger run, ExchangePhase phase, String figure, String which) {
        long end = Time.micros(phase.phaseUs()) + 1;
        add(run, figure, "per process over " + which + " phase (every process, until the slowest was done)",
                c -> c.startPs() < end, phase.commUs().length);
    }

    /** {@code result} with the figures' ledgers when they were asked for. */
    LabResult attach(LabResult result) {
        return on ? result.withLedgers(figures) : result;
    }

    /** The charges of {@code endpoints}' processors starting in {@code [fromPs, toPs)}. */
    static Predicate<TraceEvent.CostCharged> on(List<Endpoint> endpoints, long fromPs, long toPs) {
        return c -> c.startPs() >= fromPs && c.startPs() < toPs && endpoints.stream()
                .anyMatch(e -> e.name().host() == c.node() && e.cpuIndex() == c.component());
    }

    /** The charges of {@code endpoint}'s processor starting in {@code [fromPs, toPs)}. */
    static Predicate<TraceEvent.CostCharged> on(Endpoint endpoint, long fromPs, long toPs) {
        return on(List.of(endpoint), fromPs, toPs);
    }
}
