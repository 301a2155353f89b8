package org.ccw.app.window.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.ccw.app.window.run.UiQueue;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.labs.Lab;
import org.ccw.labs.LabResult;
import org.ccw.labs.Metric;
import org.ccw.labs.folder.EventQuestion;
import org.ccw.labs.folder.LabCatalogue;
import org.ccw.labs.folder.LabEvidence;
import org.ccw.labs.folder.Labs;
import org.ccw.labs.folder.Verdict;
import org.ccw.labs.measure.RunTrace;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The lab step panel's view-model without a window: a step's question answered (a choice, the selected record, a
 * number against the lab's shown result), graded in the background with feedback, saved at once, and brought back
 * and graded again by a new session.
 */
class LabStepPanelModelTest {

    @TempDir
    Path settings;

    private final ExecutorService background = Executors.newSingleThreadExecutor();
    private final UiQueue ui = new UiQueue();
    private final List<String> errors = new ArrayList<>();
    private final Lab loss = Labs.byId("ssam-loss").orElseThrow();
    /** What Run checks would have shown: the figure the number question asks for. */
    private final LabResult shown = new LabResult("ssam-loss",
        List.of(Metric.of("retransmissions_loss10", 929, "cells", null)), List.of(), "fp");
    private StudentProgress progress;
    private LabStepPanelModel model;

    @BeforeEach
    void named() throws Exception {
        progress = new StudentProgress(settings);
        progress.setStudent("Ada Lovelace");
        model = new LabStepPanelModel(progress, background, ui::post, errors::add);
    }

    @AfterEach
    void stop() {
        background.shutdownNow();
    }

    private void step(String questionId) {
        int i = 0;
        while (!model.question().map(q -> q.id().equals(questionId)).orElse(false)) {
            model.stepProperty().set(i++);
        }
    }

    private Verdict.Outcome answer(String questionId, String given) throws InterruptedException {
        step(questionId);
        model.answerProperty().set(given);
        model.check();
        assertTrue(model.checkingProperty().get(), "checked in the background");
        ui.drainUntil(() -> !model.checkingProperty().get());
        return model.outcomeProperty().get();
    }

    @Test
    void aNewLabOpensOnItsFirstStepAndAChoiceIsGradedWithItsWhy() throws Exception {
        model.open(loss, () -> null);
        assertEquals(0, model.stepProperty().get());
        assertEquals(LabCatalogue.byId("ssam-loss").orElseThrow(), model.folderProperty().get());

        assertEquals(Verdict.Outcome.WRONG, answer("lost-reply", "b"));
        assertTrue(model.feedbackProperty().get().startsWith("wrong: the answer is a) it sends its kept copy"),
            model.feedbackProperty().get());
        assertEquals(Verdict.Outcome.RIGHT, answer("lost-reply", "a"));
        assertTrue(model.feedbackProperty().get().contains("the handler does not run twice"), "and why");
        assertEquals(Map.of("lost-reply", "a"), model.answers());
    }

    @Test
    void theSelectedRecordAnswersAnEventQuestionAndShowMeFindsTheRightOne() throws Exception {
        RunTrace run = RunTrace.run(LabEvidence.scenario(loss));
        EventQuestion firstDrop = (EventQuestion) LabCatalogue.byId("ssam-loss").orElseThrow().question("first-drop")
            .orElseThrow();
        TraceEvent expected = firstDrop.expected(run);
        model.open(loss, () -> null);
        step("first-drop");

        model.answerWithEvent(null);
        assertTrue(model.feedbackProperty().get().startsWith("Select a record"), "no run, no selection");
        assertNull(model.outcomeProperty().get());

        model.answerWithEvent(run.trace().byNumber(expected.number() - 1));
        ui.drainUntil(() -> !model.checkingProperty().get());
        assertEquals(Verdict.Outcome.WRONG, model.outcomeProperty().get());
        assertTrue(model.feedbackProperty().get().contains("that is #" + expected.number()), "says which it is");

        model.answerWithEvent(expected);
        ui.drainUntil(() -> !model.checkingProperty().get());
        assertEquals(Verdict.Outcome.RIGHT, model.outcomeProperty().get());
        assertEquals("#" + expected.number(), model.answers().get("first-drop"));

        List<LabStepPanelModel.Place> places = new ArrayList<>();
        assertTrue(model.hasPlaceInTheRun());
        model.whereTheRunShowsIt(places::add);
        ui.drainUntil(() -> !places.isEmpty());
        assertEquals(new LabStepPanelModel.Place(expected.timePs(), expected.number()), places.get(0));
    }

    @Test
    void aNumberIsGradedAgainstTheShownResultAndAnUnreadableOneIsNotSaved() throws Exception {
        model.open(loss, () -> shown);
        assertEquals(Verdict.Outcome.RIGHT, answer("retransmissions-loss10", "1000 cells"));
        assertTrue(model.feedbackProperty().get().contains("8% above the run's 929 cells"),
            model.feedbackProperty().get());

        assertNull(answer("retransmissions-loss10", "lots"), "no verdict for what does not read");
        assertTrue(model.feedbackProperty().get().startsWith("Cannot read 'lots'"), model.feedbackProperty().get());
        assertEquals("1000 cells", progress.answers(model.folderProperty().get()).get("retransmissions-loss10"),
            "the last answer that read is kept");
    }

    @Test
    void aNewSessionGoesOnAtTheFirstQuestionNotAnsweredAndGradesTheSavedAnswersAgain() throws Exception {
        model.open(loss, () -> shown);
        answer("lost-reply", "a");
        answer("first-drop", "36");

        LabStepPanelModel again = new LabStepPanelModel(new StudentProgress(settings), background, ui::post,
            errors::add);
        again.open(loss, () -> shown);
        assertEquals("first-retransmission", again.question().orElseThrow().id(), "the first one not answered");
        ui.drainUntil(() -> again.verdicts().size() == 2);
        assertEquals(Verdict.Outcome.RIGHT, again.verdicts().get("lost-reply").outcome());
        again.stepProperty().set(3);
        assertEquals("a", again.answerProperty().get(), "the saved answer is in the field");
        assertFalse(again.feedbackProperty().get().isEmpty(), "with its feedback");
        assertEquals(List.of(), errors);

        List<List<Verdict>> graded = new ArrayList<>();
        again.gradeAll(graded::add, errors::add);
        ui.drainUntil(() -> !graded.isEmpty());
        assertEquals(List.of("right", "unanswered", "right", "unanswered", "unanswered"), graded.get(0).stream()
            .map(v -> v.outcome().word()).toList(), "one verdict per question, in the lab's order");
    }

    @Test
    void aStudentWithAnIdIsGradedOnTheirOwnVariantAndTheFileSaysWhoTheyAre() throws Exception {
        progress.setStudentId("s1");
        var folder = LabCatalogue.byId("ssam-loss").orElseThrow();
        var theirs = LabEvidence.of(loss, folder.optionsFor(java.util.Optional.of("s1")));
        long record = ((EventQuestion) folder.question("first-drop").orElseThrow()).expected(theirs.trace()).number();
        long pinned = ((EventQuestion) folder.question("first-drop").orElseThrow())
            .expected(RunTrace.run(LabEvidence.scenario(loss))).number();
        assertTrue(record != pinned, "s1's variant drops another cell first: #" + record + " vs #" + pinned);

        model.open(loss, () -> shown);
        assertTrue(model.variant().orElseThrow().startsWith("seed "), model.variant().toString());
        assertEquals(Verdict.Outcome.WRONG, answer("first-drop", "#" + pinned), "the pinned run's record is not theirs");
        assertEquals(Verdict.Outcome.RIGHT, answer("first-drop", "#" + record));
        String saved = java.nio.file.Files.readString(progress.file("ssam-loss"));
        assertTrue(saved.contains("student_id: s1\n"), saved);
    }

    @Test
    void aDiscussionIsSavedAndNotedNotGraded() throws Exception {
        model.open(loss, () -> shown);
        assertEquals(Verdict.Outcome.NOTED, answer("why-keep-the-reply", "A store would add twice."));
        assertTrue(model.feedbackProperty().get().startsWith("noted (5 words)"), model.feedbackProperty().get());
        assertEquals("A store would add twice.", progress.answers(model.folderProperty().get())
            .get("why-keep-the-reply"));
    }
}
