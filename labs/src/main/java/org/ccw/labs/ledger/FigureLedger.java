package org.ccw.labs.ledger;

import java.util.List;
import java.util.Locale;

/**
 * Where one figure's time went: the named charges a run made while measuring it, per operation, read from the
 * run's {@code CostCharged} records ({@link CostLedger}). A miss then points at the component that differs from
 * the paper's. Time the processors did not pay (wire, switch, DMA, waiting) is the figure's value less
 * {@link #chargedUs()}; the ledger names only what a processor was charged.
 *
 * @param figure the metric's name
 * @param per    what one operation is, e.g. {@code "per send"} or {@code "per round trip"}
 * @param lines  the charges, largest subtotal first
 */
public record FigureLedger(String figure, String per, List<LedgerLine> lines) {

    public FigureLedger {
        lines = List.copyOf(lines);
    }

    /** The sum of the subtotals, µs per operation. */
    public double chargedUs() {
        return lines.stream().mapToDouble(LedgerLine::subtotalUs).sum();
    }

    /** The ledger as indented text lines under the figure's name. */
    public String toText() {
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT, "  %s (%s)%n", figure, per));
        text.append(String.format(Locale.ROOT, "    %-34s %8s %10s %10s%n", "component", "count", "cost us",
                "subtotal"));
        for (LedgerLine line : lines) {
            text.append(String.format(Locale.ROOT, "    %-34s %8.2f %10.3f %10.3f%n", line.cost(), line.count(),
                    line.eachUs(), line.subtotalUs()));
        }
        text.append(String.format(Locale.ROOT, "    %-34s %8s %10s %10.3f%n", "sum of the lines", "", "",
                chargedUs()));
        return text.toString();
    }
}
