package org.ccw.app.window.compare;

import java.util.List;
import java.util.Locale;
import java.util.function.IntFunction;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.ccw.engine.stack.Stacks;
import org.ccw.engine.trace.TraceEvent.MessageSent;
import org.ccw.visualizer.animation.EventText;
import org.ccw.visualizer.branch.Branch;
import org.ccw.visualizer.branch.Branches;
import org.ccw.visualizer.compare.BranchComparison.Outcome;
import org.ccw.visualizer.compare.BranchComparison;
import org.ccw.visualizer.compare.ComparisonCsv;
import org.ccw.visualizer.timing.Ghosts;

/**
 * "Compare branches" without its view: the original run beside a what-if, message by message
 * ({@link BranchComparison}), as the lines of a table — each message by a short name ("request 3": the third request
 * between its endpoints), its send and delivery in both runs, how much later the what-if delivered it and what became
 * of it there — the differences only, or every message; a one-line summary; and the other run's messages to ghost
 * over the diagram of the one on show. Tested without a window.
 */
public final class BranchComparisonViewModel {

    /** One message as the table shows it; {@code detail} is its id as its stack reads it (on hover). */
    public record Line(String message, String fromTo, String originalSent, String originalDelivered, String branchSent,
                String branchDelivered, String delta, String happened, String detail) {
    }

    /** What the legend calls the original when it is ghosted over a what-if. */
    public static final String ORIGINAL = "original";

    private final Branch whatIf;
    private final boolean drawingBranch;
    private final BranchComparison comparison;
    private final IntFunction<String> names;
    private final BooleanProperty allMessages = new SimpleBooleanProperty(this, "allMessages", false);
    private final ObservableList<Line> lines = FXCollections.observableArrayList();

    /**
     * Compares the original with {@code whatIf}; {@code drawingBranch} when the diagram draws the what-if (the
     * original is ghosted over it), else the original (the what-if is ghosted).
     */
    BranchComparisonViewModel(Branch original, Branch whatIf, boolean drawingBranch) {
        this.whatIf = whatIf;
        this.drawingBranch = drawingBranch;
        this.comparison = BranchComparison.of(original.index().records(), whatIf.index().records());
        this.names = original.names()::node;
        allMessages.addListener((obs, was, all) -> fill());
        fill();
    }

    /**
     * The comparison of the runs of {@code runs} for the diagram of {@code onShow}: the original beside {@code onShow}
     * when that is a what-if, else beside the latest what-if; null while there is none.
     */
    static BranchComparisonViewModel of(Branches runs, Branch onShow) {
        List<Branch> made = runs.branches();
        if (made.size() < 2) {
            return null;
        }
        Branch original = made.get(0);
        boolean drawingBranch = onShow != original;
        return new BranchComparisonViewModel(original, drawingBranch ? onShow : made.get(made.size() - 1),
            drawingBranch);
    }

    /** Every message when true; only those the what-if changed (the default) when false. */
    BooleanProperty allMessagesProperty() {
        return allMessages;
    }

    ObservableList<Line> lines() {
        return lines;
    }

    BranchComparison comparison() {
        return comparison;
    }

    /** The other run's messages, for over the diagram of the one on show. */
    Ghosts ghosts() {
        return comparison.ghosts(drawingBranch, drawingBranch ? ORIGINAL : whatIf.shortName());
    }

    /**
     * What the comparison found, e.g. {@code what-if 1 beside the original: 3 of 64 messages fared otherwise — 1
     * retransmitted, 1 later, 1 lost in branch (matched by message id)}.
     */
    String summary() {
        List<BranchComparison.Row> differences = comparison.differences();
        String outcomes = Stream.of(Outcome.values()).filter(o -> o != Outcome.SAME && comparison.count(o) > 0)
            .map(o -> comparison.count(o) + " " + o).collect(Collectors.joining(", "));
        String messages = EventText.count(comparison.rows().size(), "message");
        return whatIf.shortName() + " beside the original: " + (differences.isEmpty()
            ? "all " + messages + " delivered alike"
            : differences.size() + " of " + messages + " fared otherwise — " + outcomes)
            + " (matched by " + comparison.matchedBy() + ")";
    }

    private void fill() {
        lines.setAll((allMessages.get() ? comparison.rows() : comparison.differences()).stream().map(this::line)
            .toList());
    }

    private Line line(BranchComparison.Row row) {
        MessageSent m = row.message();
        String name = m.kind() + " " + row.ordinal() + (m.fragments() > 1 ? " (fragment " + (m.fragment() + 1)
            + " of " + m.fragments() + ")" : "");
        String fromTo = ComparisonCsv.endpoint(names, m.source(), m.sourcePort()) + " → "
            + ComparisonCsv.endpoint(names, m.destination(), m.destinationPort());
        String delta = row.hasDelta() ? String.format(Locale.ROOT, "%+.3f µs", row.deltaPs() / 1e6) : "-";
        return new Line(name, fromTo, time(row.originalSentPs()), time(row.originalDeliveredPs()),
            time(row.branchSentPs()), time(row.branchDeliveredPs()), delta, row.outcome().toString(),
            Stacks.message(m.messageId(), names).orElse("message id " + Long.toHexString(m.messageId())));
    }

    private static String time(long ps) {
        return ps == BranchComparison.NONE ? "-" : EventText.micros(ps);
    }
}
