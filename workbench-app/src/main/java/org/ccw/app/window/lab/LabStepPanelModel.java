package org.ccw.app.window.lab;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableMap;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.labs.Lab;
import org.ccw.labs.LabOptions;
import org.ccw.labs.LabResult;
import org.ccw.labs.folder.Bookmark;
import org.ccw.labs.folder.EventQuestion;
import org.ccw.labs.folder.Evidence;
import org.ccw.labs.folder.LabCatalogue;
import org.ccw.labs.folder.LabEvidence;
import org.ccw.labs.folder.LabFolder;
import org.ccw.labs.folder.Question;
import org.ccw.labs.folder.Step;
import org.ccw.labs.folder.Verdict;
import org.ccw.labs.measure.RunTrace;

/**
 * The lab step panel without its controls: the open lab's steps one at a time, the step's prediction question,
 * the student's answer graded against the lab's {@link Evidence} (its run and its scenario's trace, made once per
 * lab off the FX thread) with the verdict's feedback, and "show me": where in the run the step's answer is. An
 * event question takes the record selected in the event list or on the timing diagram (the playback's current
 * record). Every answer that reads is saved at once in the student's {@link StudentProgress} file; opening the lab
 * again, even after a restart, brings the answers back and grades them again. A student whose id picks a variant of
 * the lab ({@code variants:}) is graded on that variant's runs, as {@code workbench lab check} grades their file.
 */
public final class LabStepPanelModel {

    private final StudentProgress progress;
    private final ExecutorService background;
    private final Executor ui;
    private final Consumer<String> errors;
    private final ReadOnlyObjectWrapper<LabFolder> folder = new ReadOnlyObjectWrapper<>(this, "folder");
    private final IntegerProperty step = new SimpleIntegerProperty(this, "step", 0);
    private final StringProperty answer = new SimpleStringProperty(this, "answer", "");
    private final StringProperty feedback = new SimpleStringProperty(this, "feedback", "");
    private final ObjectProperty<Verdict.Outcome> outcome = new SimpleObjectProperty<>(this, "outcome");
    private final BooleanProperty checking = new SimpleBooleanProperty(this, "checking", false);
    private final Map<String, String> answers = new LinkedHashMap<>();
    private final ObservableMap<String, Verdict> verdicts = FXCollections.observableHashMap();
    private Lab lab;
    private Evidence evidence;
    /** Answers being checked in the background. */
    private int pending;
    /** The runner's result for this lab, if it ran already: metric questions need not run the lab again. */
    private Supplier<LabResult> measured = () -> null;
    /** How the open lab runs for this student: their variant's seed and settings, or the pinned defaults. */
    private LabOptions options = LabOptions.defaults();

    /**
     * @param progress   where the student's answers are kept
     * @param background runs the lab and its scenario for the evidence
     * @param ui         where state changes (the FX thread in the window)
     * @param errors     told of a progress file that cannot be written
     */
    LabStepPanelModel(StudentProgress progress, ExecutorService background, Executor ui, Consumer<String> errors) {
        this.progress = progress;
        this.background = background;
        this.ui = ui;
        this.errors = errors;
        step.addListener((obs, was, now) -> showStep());
    }

    /**
     * Opens {@code chosen}'s steps at the first question not yet answered right; the student's saved answers come
     * back and are graded again.
     *
     * @param result the lab's last result on show, if any (so a metric question does not run the lab again)
     */
    void open(Lab chosen, Supplier<LabResult> result) {
        lab = chosen;
        measured = result;
        LabFolder opened = LabCatalogue.of(chosen);
        options = opened.optionsFor(progress.studentId());
        // a student with a variant is graded on their own runs; else on the run on show, or the pinned one
        evidence = options.variant().isPresent() ? LabEvidence.of(chosen, options)
            : Evidence.of(this::labResult, () -> RunTrace.run(LabEvidence.scenario(chosen)));
        answers.clear();
        verdicts.clear();
        pending = 0;
        checking.set(false);
        try {
            answers.putAll(progress.answers(opened));
            // an answers file lists every question; only those answered count
            answers.values().removeIf(String::isBlank);
        } catch (RuntimeException unreadable) {
            errors.accept("Your saved answers to " + chosen.id() + " do not read: " + unreadable.getMessage());
        }
        folder.set(opened);
        List<Step> steps = opened.steps();
        // a lab begun before goes on at its first question not answered yet; a new one at its first step
        int first = 0;
        if (!answers.isEmpty()) {
            while (first < steps.size() - 1 && steps.get(first).question().map(q -> answers.containsKey(q.id()))
                .orElse(true)) {
                first++;
            }
        }
        if (step.get() == first) {
            showStep();
        } else {
            step.set(first);
        }
        regradeSaved();
    }

    private LabResult labResult() {
        LabResult shown = measured.get();
        return shown != null && shown.lab().equals(lab.id()) ? shown : lab.run(LabOptions.defaults());
    }

    /** The step on show's question, if it asks one. */
    public Optional<Question> question() {
        return currentStep().flatMap(Step::question);
    }

    Optional<Step> currentStep() {
        LabFolder f = folder.get();
        return f == null || f.steps().isEmpty() ? Optional.empty() : Optional.of(f.steps().get(step.get()));
    }

    void next() {
        if (folder.get() != null && step.get() < folder.get().steps().size() - 1) {
            step.set(step.get() + 1);
        }
    }

    void previous() {
        if (step.get() > 0) {
            step.set(step.get() - 1);
        }
    }

    /** Checks {@link #answerProperty()} against the run, in the background; the verdict shows when it is known. */
    void check() {
        Optional<Question> q = question();
        if (q.isEmpty() || lab == null) {
            return;
        }
        grade(q.get(), answer.get(), true);
    }

    /**
     * The record selected in the event list or on the timing diagram as the answer to an event question, checked
     * at once.
     */
    void answerWithEvent(TraceEvent selected) {
        if (selected == null) {
            feedback.set("Select a record in the Event list or on the timing diagram first (run the scenario with"
                + " Ctrl+R).");
            outcome.set(null);
            return;
        }
        answer.set("#" + selected.number());
        check();
    }

    private void grade(Question q, String given, boolean save) {
        String labId = lab.id();
        Evidence against = evidence;
        pending++;
        checking.set(true);
        if (save) {
            feedback.set("checking against the run…");
            outcome.set(null);
        }
        background.execute(() -> {
            Verdict verdict;
            String problem = null;
            try {
                verdict = q.grade(given, against);
            } catch (IllegalArgumentException unreadable) {
                verdict = null;
                problem = "Cannot read '" + given + "': " + unreadable.getMessage();
            } catch (RuntimeException labFault) {
                verdict = null;
                problem = "This question cannot be checked here: " + labFault.getMessage();
            }
            Verdict v = verdict;
            String p = problem;
            ui.execute(() -> graded(labId, q, given, v, p, save));
        });
    }

    private void graded(String labId, Question q, String given, Verdict verdict, String problem, boolean save) {
        if (lab == null || !lab.id().equals(labId)) {
            return; // another lab opened meanwhile
        }
        pending--;
        checking.set(pending > 0);
        if (verdict != null) {
            verdicts.put(q.id(), verdict);
            if (save) {
                answers.put(q.id(), given.strip());
                try {
                    progress.save(folder.get(), answers);
                } catch (IOException unwritable) {
                    errors.accept("Your answer could not be saved: " + unwritable.getMessage());
                }
            }
        }
        if (question().map(current -> current.id().equals(q.id())).orElse(false)) {
            feedback.set(problem != null ? problem : verdict.feedback());
            outcome.set(problem != null ? null : verdict.outcome());
        }
    }

    /** Grades every saved answer again (the verdicts are not saved, only what the student wrote). */
    private void regradeSaved() {
        for (Question q : folder.get().questions()) {
            String saved = answers.get(q.id());
            if (saved != null && !saved.isBlank()) {
                grade(q, saved, false);
            }
        }
    }

    private void showStep() {
        Optional<Question> q = question();
        answer.set(q.map(x -> answers.getOrDefault(x.id(), "")).orElse(""));
        Verdict known = q.map(x -> verdicts.get(x.id())).orElse(null);
        feedback.set(known == null ? "" : known.feedback());
        outcome.set(known == null ? null : known.outcome());
    }

    /**
     * Where the run shows the step's answer: the record an event question asks for, else the step's bookmark, in
     * picoseconds (and the record's number); found in the background, then {@code whenFound} on the UI executor (nothing when there is none).
     */
    void whereTheRunShowsIt(Consumer<Place> whenFound) {
        Optional<Step> s = currentStep();
        if (s.isEmpty() || lab == null) {
            return;
        }
        Evidence against = evidence;
        LabFolder f = folder.get();
        background.execute(() -> {
            Optional<Place> place;
            try {
                if (s.get().question().orElse(null) instanceof EventQuestion e) {
                    TraceEvent record = e.expected(against.trace());
                    place = Optional.of(new Place(record.timePs(), record.number()));
                } else {
                    place = s.get().bookmark().flatMap(f::bookmark).flatMap(b -> b.timeIn(against.trace()))
                        .map(t -> new Place(t, -1));
                }
            } catch (RuntimeException unrunnable) {
                place = Optional.empty();
            }
            Optional<Place> found = place;
            ui.execute(() -> found.ifPresent(whenFound));
        });
    }

    /** A place in the run: a time, and the record there when it is one (else -1). */
    record Place(long timePs, long record) {
    }

    /** Whether the step on show has somewhere in the run to show: an event question or a bookmark. */
    boolean hasPlaceInTheRun() {
        return currentStep().map(s -> s.question().orElse(null) instanceof EventQuestion
            || s.bookmark().flatMap(folder.get()::bookmark).isPresent()).orElse(false);
    }

    /** The lab's bookmark named by the step on show, if any. */
    Optional<Bookmark> bookmark() {
        return currentStep().flatMap(Step::bookmark).flatMap(name -> folder.get().bookmark(name));
    }

    /**
     * Every question of the open lab graded for a report, with answers as saved, in the background; then
     * {@code whenDone} on the UI executor with a verdict per question in the lab's order.
     */
    void gradeAll(Consumer<List<Verdict>> whenDone, Consumer<String> failed) {
        LabFolder f = folder.get();
        Evidence against = evidence;
        Map<String, String> given = Map.copyOf(answers);
        background.execute(() -> {
            try {
                List<Verdict> all = f.questions().stream()
                        .map(q -> q.gradeEach(given.getOrDefault(q.id(), ""), against, problem -> problem)).toList();
                ui.execute(() -> whenDone.accept(all));
            } catch (RuntimeException e) {
                ui.execute(() -> failed.accept(String.valueOf(e.getMessage())));
            }
        });
    }

    public Lab lab() {
        return lab;
    }

    /** The student's variant of the open lab, e.g. {@code seed 417}, or empty on the lab's pinned runs. */
    Optional<String> variant() {
        return options.variant().map(org.ccw.labs.Variant::describe);
    }

    /** The student's answers to the open lab, question id → answer as written. */
    Map<String, String> answers() {
        return Map.copyOf(answers);
    }

    StudentProgress progress() {
        return progress;
    }

    ReadOnlyObjectProperty<LabFolder> folderProperty() {
        return folder.getReadOnlyProperty();
    }

    IntegerProperty stepProperty() {
        return step;
    }

    StringProperty answerProperty() {
        return answer;
    }

    StringProperty feedbackProperty() {
        return feedback;
    }

    ObjectProperty<Verdict.Outcome> outcomeProperty() {
        return outcome;
    }

    BooleanProperty checkingProperty() {
        return checking;
    }

    /** The verdicts known so far, by question id. */
    ObservableMap<String, Verdict> verdicts() {
        return verdicts;
    }
}
