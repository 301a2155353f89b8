package org.ccw.labs.ledger;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceSink;

/**
 * A trace sink that asks for costs and keeps every {@code CostCharged} record of the runs it watches, so a lab
 * can say where each figure's time went ({@code workbench lab run ID --ledger}): the same charges the simulation
 * made, read back from the run, never recomputed. A lab hands it to its runs beside its other sinks and, once a
 * figure is measured, asks for the charges of the figure's processors during the figure's measurement.
 */
public final class CostLedger implements TraceSink {
    private final List<TraceEvent.CostCharged> charges = new ArrayList<>();

    @Override
    public void accept(TraceEvent event) {
        if (event instanceof TraceEvent.CostCharged charge) {
            charges.add(charge);
        }
    }

    @Override
    public boolean wantsCosts() {
        return true;
    }

    /** Marks the start of the next run whose charges {@link #figure} should read (its times restart at zero). */
    public Run nextRun() {
        return new Run(charges.size());
    }

    /** Every charge recorded, for a ledger that watched one run only. */
    public Run all() {
        return new Run(0);
    }

    /** The ledger of {@code figure}: every charge {@code which} selects, over {@code operations} operations. */
    public FigureLedger figure(String figure, String per, java.util.function.Predicate<TraceEvent.CostCharged> which,
                               double operations) {
        return figure(figure, per, all(), which, operations);
    }

    /** How many charges have been recorded so far, over every run. */
    public int charges() {
        return charges.size();
    }

    /**
     * The ledger of {@code figure}: the charges of {@code run} on {@code node} starting in
     * {@code [fromPs, toPs)}, divided over {@code operations} operations.
     */
    public FigureLedger figure(String figure, String per, Run run, int node, long fromPs, long toPs,
                               double operations) {
        return figure(figure, per, run, c -> c.node() == node && c.startPs() >= fromPs && c.startPs() < toPs,
                operations);
    }

    /** The ledger of {@code figure} over the charges of {@code run} that {@code which} selects. */
    public FigureLedger figure(String figure, String per, Run run,
                               java.util.function.Predicate<TraceEvent.CostCharged> which, double operations) {
        if (!(operations > 0)) {
            throw new IllegalArgumentException(figure + ": a ledger is per operation, and there were none");
        }
        Map<String, long[]> byCost = new LinkedHashMap<>();
        for (TraceEvent.CostCharged charge : charges.subList(run.from(), run.to(charges.size()))) {
            if (which.test(charge)) {
                long[] sum = byCost.computeIfAbsent(charge.cost(), k -> new long[2]);
                sum[0]++;
                sum[1] += charge.durationPs();
            }
        }
        List<LedgerLine> lines = new ArrayList<>();
        byCost.forEach((cost, sum) -> lines.add(new LedgerLine(cost, sum[0] / operations,
                Time.toMicros(sum[1]) / sum[0], Time.toMicros(sum[1]) / operations)));
        lines.sort(Comparator.comparingDouble(LedgerLine::subtotalUs).reversed());
        return new FigureLedger(figure, per, lines);
    }

    /**
     * The charges of one run, by position in this ledger: from the first charge after {@link #nextRun()} to the
     * first of the run after it ({@link #end()}), or to the last recorded.
     */
    public final class Run {
        private final int from;
        private int to = -1;

        private Run(int from) {
            this.from = from;
        }

        /** Closes the run: later charges belong to later runs. */
        public Run end() {
            to = charges.size();
            return this;
        }

        int from() {
            return from;
        }

        int to(int size) {
            return to < 0 ? size : to;
        }
    }
}
