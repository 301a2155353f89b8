package org.ccw.app.window.lab;

import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.ObjectBinding;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import org.ccw.labs.Check;
import org.ccw.labs.Lab;
import org.ccw.labs.LabGuide;
import org.ccw.labs.LabResult;
import org.ccw.labs.folder.LabCatalogue;

/**
 * The "Lab steps" tab without its controls: the lab chosen from the Lab menu, its {@link LabGuide}, and its checks.
 * "Run checks" runs the lab through the Charts tab's {@link LabChartsViewModel} (off the FX thread, with progress
 * and cancel), so the run's charts appear in the Charts tab too and nothing of running a lab is done twice. The
 * result shown here is the runner's last one while it belongs to the chosen lab.
 */
public final class LabStepsViewModel {

    private final LabChartsViewModel runner;
    private final ReadOnlyObjectWrapper<Lab> lab = new ReadOnlyObjectWrapper<>(this, "lab");
    private final ObjectBinding<LabResult> result;

    /** @param runner runs labs in the background; shared with the Charts tab */
    LabStepsViewModel(LabChartsViewModel runner) {
        this.runner = runner;
        this.result = Bindings.createObjectBinding(() -> {
            LabChartsViewModel.Shown shown = runner.shownProperty().get();
            return shown != null && shown.lab() == lab.get() ? shown.result() : null;
        }, runner.shownProperty(), lab);
    }

    /** Shows {@code chosen}'s instructions; its checks are empty until it runs. */
    public void show(Lab chosen) {
        lab.set(chosen);
    }

    /** Runs the chosen lab (its pinned seed) in the background; a lab still running is cancelled first. */
    public void runChecks() {
        if (lab.get() != null) {
            runner.run(lab.get());
        }
    }

    void cancel() {
        runner.cancel();
    }

    /** The lab chosen from the Lab menu, or null before one is. */
    public ReadOnlyObjectProperty<Lab> labProperty() {
        return lab.getReadOnlyProperty();
    }

    /** The chosen lab's guide, or null. */
    LabGuide guide() {
        return lab.get() == null ? null : LabCatalogue.guide(lab.get());
    }

    /** The chosen lab's last result, or null before "Run checks" finished for it. */
    public ObjectBinding<LabResult> resultProperty() {
        return result;
    }

    /** The runner: progress, running, message. */
    LabChartsViewModel runner() {
        return runner;
    }

    /** Each check as {@code pass name: detail}, {@code miss name: detail} or {@code FAIL name: detail}. */
    static List<String> checkLines(LabResult result) {
        return result.checks().stream().map(LabStepsViewModel::checkLine).toList();
    }

    static String checkLine(Check check) {
        return outcomeWord(check.outcome()) + "  " + check.name() + ": " + check.detail();
    }

    /** E.g. {@code checks: 3 pass, 1 miss, 0 fail}. */
    static String checkSummary(LabResult result) {
        return "checks: " + result.tally();
    }

    /** How an outcome reads at the start of a check's line: a failure shouts, a miss does not. */
    static String outcomeWord(Check.Outcome outcome) {
        return outcome == Check.Outcome.FAIL ? "FAIL" : outcome.word();
    }

    /** The style class of a check's line: each outcome in its own colour (workbench.css). */
    static String styleClass(Check.Outcome outcome) {
        return "check-" + outcome.word();
    }
}
