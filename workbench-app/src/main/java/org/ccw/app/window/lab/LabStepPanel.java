package org.ccw.app.window.lab;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.ccw.app.window.run.RunToolBar;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.labs.folder.ChoiceQuestion;
import org.ccw.labs.folder.DiscussQuestion;
import org.ccw.labs.folder.EventQuestion;
import org.ccw.labs.folder.LabFolder;
import org.ccw.labs.folder.NumberQuestion;
import org.ccw.labs.folder.Question;
import org.ccw.labs.folder.Step;
import org.ccw.labs.folder.Verdict;

/**
 * The lab step panel beside the canvas (issue #16): the open lab's step — what to do, the prediction question and
 * an answer field (the options of a choice; for an event, "Use the selected record" takes the one selected in the
 * event list or on the timing diagram; for a discussion, lines of text that Save keeps, ungraded), then the feedback (right, or how far off and why); "Show me", beside Back
 * and Next, runs the scenario if need be and pauses it where the step's answer is. The student's name and where their
 * answers are kept are at the foot. The logic is {@link LabStepPanelModel}'s; this class lays out and binds.
 */
public final class LabStepPanel {

    public static final String PANEL_ID = "lab-step-panel";
    public static final String STEP_TITLE_ID = "lab-step-title";
    static final String QUESTION_ID = "lab-step-question";
    public static final String ANSWER_ID = "lab-step-answer";
    public static final String CHECK_ID = "lab-step-check";
    public static final String USE_SELECTED_ID = "lab-step-use-selected";
    public static final String FEEDBACK_ID = "lab-step-feedback";
    public static final String SHOW_ME_ID = "lab-step-show-me";
    public static final String NEXT_ID = "lab-step-next";
    static final String PREVIOUS_ID = "lab-step-previous";
    public static final String STUDENT_ID = "lab-step-student";

    private final LabStepPanelModel model;
    private final Supplier<TraceEvent> selectedRecord;
    private final Consumer<LabStepPanelModel.Place> showInRun;
    private final Label stepTitle = wrapped("", "lab-step-title");
    private final Label stepText = wrapped("", null);
    private final Label question = wrapped("", "lab-step-question");
    private final VBox answerArea = new VBox(4);
    private final TextField answerField = new TextField();
    /** A discussion's answer: lines of the student's own words. */
    private final TextArea discussArea = new TextArea();
    private final Label hint = wrapped("", "lab-step-hint");
    private final Label feedback = wrapped("", "lab-step-feedback");
    private final Button showMe = RunToolBar.button("Show me",
        "Run the scenario if need be and pause where this step's answer is", e -> showMe());
    private final Label student = new Label();
    private final BorderPane node = new BorderPane();

    /**
     * @param selectedRecord the record selected in the event list or on the timing diagram, or null
     * @param showInRun      pauses the run on show at a place, running the scenario first if none is on show
     * @param changeStudent  asks the student's name
     */
    LabStepPanel(LabStepPanelModel model, Supplier<TraceEvent> selectedRecord, Consumer<LabStepPanelModel.Place> showInRun,
                 Runnable changeStudent) {
        this.model = model;
        this.selectedRecord = selectedRecord;
        this.showInRun = showInRun;
        stepTitle.setId(STEP_TITLE_ID);
        question.setId(QUESTION_ID);
        feedback.setId(FEEDBACK_ID);
        showMe.setId(SHOW_ME_ID);
        showMe.setMinWidth(Region.USE_PREF_SIZE);
        answerField.setId(ANSWER_ID);
        answerField.textProperty().bindBidirectional(model.answerProperty());
        answerField.setOnAction(e -> model.check());
        discussArea.setId(ANSWER_ID + "-discuss");
        discussArea.setWrapText(true);
        discussArea.setPrefRowCount(6);
        discussArea.textProperty().bindBidirectional(model.answerProperty());
        Button previous = RunToolBar.button("◀ Back", "The previous step", e -> model.previous());
        previous.setId(PREVIOUS_ID);
        Button next = RunToolBar.button("Next ▶", "The next step", e -> model.next());
        next.setId(NEXT_ID);
        previous.disableProperty().bind(model.stepProperty().isEqualTo(0));
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        Region gap2 = new Region();
        HBox.setHgrow(gap2, Priority.ALWAYS);
        HBox nav = new HBox(6, previous, gap, showMe, gap2, next);
        // the feedback right under the answer, so it is in sight when it comes
        VBox body = new VBox(6, stepTitle, stepText, question, answerArea, feedback, hint);
        body.setPadding(new Insets(6, 8, 6, 8));
        ScrollPane scroll = new ScrollPane(body);
        scroll.setFitToWidth(true);
        feedback.textProperty().addListener((obs, was, now) -> {
            if (!now.isEmpty()) {
                body.layout();
                scroll.setVvalue(Math.min(1, feedback.getBoundsInParent().getMaxY() / Math.max(1, body.getHeight())));
            }
        });
        student.setId(STUDENT_ID);
        // name, id and variant take two lines in a narrow panel rather than an ellipsis
        student.setWrapText(true);
        student.setMinHeight(Region.USE_PREF_SIZE);
        HBox.setHgrow(student, Priority.ALWAYS);
        Hyperlink change = new Hyperlink("change…");
        change.setMinWidth(Region.USE_PREF_SIZE);
        change.setOnAction(e -> changeStudent.run());
        HBox foot = new HBox(4, student, change);
        foot.setStyle("-fx-alignment: center-left;");
        VBox bottom = new VBox(4, nav, foot);
        bottom.setPadding(new Insets(4, 8, 4, 8));
        node.setCenter(scroll);
        node.setBottom(bottom);
        node.setId(PANEL_ID);
        node.getStyleClass().add("lab-step-panel");
        node.setMinHeight(0);
        model.stepProperty().addListener((obs, was, now) -> showStep());
        model.folderProperty().addListener((obs, was, now) -> showStep());
        model.feedbackProperty().addListener((obs, was, now) -> showFeedback());
        model.outcomeProperty().addListener((obs, was, now) -> showFeedback());
        next.disableProperty().bind(javafx.beans.binding.Bindings.createBooleanBinding(() ->
            model.folderProperty().get() == null
                || model.stepProperty().get() >= model.folderProperty().get().steps().size() - 1,
            model.stepProperty(), model.folderProperty()));
        showStudent();
    }

    BorderPane node() {
        return node;
    }

    public LabStepPanelModel model() {
        return model;
    }

    /** The student's name at the foot, after it changed. */
    void showStudent() {
        student.setText(model.progress().student().map(n -> "Student: " + n
            + model.progress().studentId().map(id -> " (" + id + ")").orElse("")
            + model.variant().map(v -> " • your variant: " + v).orElse("")).orElse("Student: not named yet"));
    }

    private void showStep() {
        LabFolder lab = model.folderProperty().get();
        Optional<Step> step = model.currentStep();
        if (lab == null || step.isEmpty()) {
            return;
        }
        stepTitle.setText(lab.id() + " • step " + (model.stepProperty().get() + 1) + " of " + lab.steps().size()
            + ": " + step.get().title());
        stepText.setText(step.get().text());
        Optional<Question> q = step.get().question();
        question.setText(q.map(Question::ask).orElse(""));
        question.setVisible(q.isPresent());
        question.setManaged(q.isPresent());
        answerArea.getChildren().setAll(q.map(this::answerControls).orElse(List.of()));
        hint.setText(q.map(LabStepPanel::how).orElse(""));
        showMe.setDisable(!model.hasPlaceInTheRun());
        showFeedback();
    }

    /** The answer field and Check; a choice's options instead of the field; an event's "Use the selected record". */
    private List<Node> answerControls(Question q) {
        Button check = RunToolBar.button("Check", "Check your answer against the run", e -> model.check());
        check.setId(CHECK_ID);
        check.setMinWidth(Region.USE_PREF_SIZE);
        check.disableProperty().bind(model.checkingProperty());
        if (q instanceof DiscussQuestion) {
            // not graded: Check only keeps the answer (and counts its words)
            check.setText("Save");
            check.setTooltip(new javafx.scene.control.Tooltip("Keep your answer; your lecturer reads it in your report"));
            discussArea.setPromptText("in your own words");
            return List.of(discussArea, check);
        }
        if (q instanceof ChoiceQuestion c) {
            ToggleGroup group = new ToggleGroup();
            VBox options = new VBox(3);
            for (int i = 0; i < c.options().size(); i++) {
                String letter = ChoiceQuestion.letter(i);
                RadioButton option = new RadioButton(letter + ") " + c.options().get(i));
                option.setWrapText(true);
                option.setId(ANSWER_ID + "-" + letter);
                option.setToggleGroup(group);
                option.setSelected(model.answerProperty().get().strip().equalsIgnoreCase(letter));
                option.setOnAction(e -> model.answerProperty().set(letter));
                options.getChildren().add(option);
            }
            return List.of(options, check);
        }
        HBox.setHgrow(answerField, Priority.ALWAYS);
        if (q instanceof EventQuestion) {
            answerField.setPromptText("record number, e.g. #1234");
            Button use = RunToolBar.button("Use the selected record",
                "Answer with the record selected in the Event list or on the timing diagram", e ->
                    model.answerWithEvent(selectedRecord.get()));
            use.setId(USE_SELECTED_ID);
            use.setMinWidth(Region.USE_PREF_SIZE);
            return List.of(use, new HBox(6, answerField, check));
        }
        answerField.setPromptText(((NumberQuestion) q).unit().isEmpty() ? "a number" : "a number in "
            + ((NumberQuestion) q).unit());
        return List.of(new HBox(6, answerField, check));
    }

    private void showFeedback() {
        feedback.setText(model.feedbackProperty().get());
        feedback.getStyleClass().removeAll("verdict-right", "verdict-wrong", "verdict-unanswered", "verdict-noted");
        Verdict.Outcome o = model.outcomeProperty().get();
        if (o != null) {
            feedback.getStyleClass().add("verdict-" + o.word());
        }
    }

    private void showMe() {
        model.whereTheRunShowsIt(showInRun);
    }

    /** How to write the answer, in a line. */
    private static String how(Question q) {
        if (q instanceof NumberQuestion n) {
            return "Any unit of its kind reads (a bare number is in " + (n.unit().isEmpty() ? "plain figures"
                : n.unit()) + "); right within " + n.tolerance() + ".";
        }
        if (q instanceof EventQuestion) {
            return "Select it in the Event list or click it on the timing diagram, then Use the selected record.";
        }
        if (q instanceof DiscussQuestion d) {
            return "Not graded: your lecturer reads it in your lab report" + (d.words() > 0 ? "; at most " + d.words()
                + " words." : ".");
        }
        return "";
    }

    private static Label wrapped(String text, String styleClass) {
        Label label = new Label(text);
        label.setWrapText(true);
        label.setMinHeight(Region.USE_PREF_SIZE);
        if (styleClass != null) {
            label.getStyleClass().add(styleClass);
        }
        return label;
    }
}
