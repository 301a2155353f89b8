package org.ccw.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.ccw.app.window.lab.Classroom;
import org.ccw.app.window.lab.LabBrowser;
import org.ccw.app.window.lab.LabStepPanel;
import org.ccw.app.window.lab.StudentDialog;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.labs.Lab;
import org.ccw.labs.folder.EventQuestion;
import org.ccw.labs.folder.LabCatalogue;
import org.ccw.labs.folder.LabEvidence;
import org.ccw.labs.folder.LabFolder;
import org.ccw.labs.folder.Labs;
import org.ccw.labs.measure.RunTrace;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The classroom in the real main window (headless Monocle): a lab's step panel beside the canvas, a choice answered
 * and graded (the student's name asked once, the answer saved), an event question answered with the record the run
 * rests on after "Show me", the lab browser, and the lab report exported as PDF.
 */
class ClassroomInTheWindowTest extends InTheWindow {

    private final Lab loss = Labs.byId("ssam-loss").orElseThrow();

    private void open(Lab lab) {
        robot.interact(() -> driver.window.openLab(lab));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private Label feedback() {
        return robot.lookup("#" + LabStepPanel.FEEDBACK_ID).queryAs(Label.class);
    }

    private void toQuestion(String id) {
        while (!driver.window.classroom().panel().model().question().map(q -> q.id().equals(id)).orElse(false)) {
            robot.clickOn("#" + LabStepPanel.NEXT_ID);
        }
    }

    private MenuItem labMenuItem(String id) {
        MenuBar bar = robot.lookup("#" + MainWindow.MENU_BAR_ID).queryAs(MenuBar.class);
        Menu labs = bar.getMenus().stream().filter(m -> Classroom.LAB_MENU_ID.equals(m.getId())).findFirst()
            .orElseThrow();
        return labs.getItems().stream().filter(i -> id.equals(i.getId())).findFirst().orElseThrow();
    }

    private static Bounds onScene(Node node) {
        return node.localToScene(node.getBoundsInLocal());
    }

    @Test
    void theStepPanelBesideTheCanvasGradesAChoiceAndKeepsItInTheStudentsFile() throws Exception {
        open(loss);
        Node panel = robot.lookup("#" + LabStepPanel.PANEL_ID).query();
        assertTrue(panel.isVisible());
        assertTrue(onScene(panel).getMinX() >= onScene(driver.canvas()).getMaxX(), "beside the canvas, not over it");
        assertTrue(onScene(panel).getHeight() > 250, "with room to read: " + onScene(panel).getHeight());
        assertEquals("ssam-loss • step 1 of 6: Open the scenario",
            robot.lookup("#" + LabStepPanel.STEP_TITLE_ID).queryAs(Label.class).getText());

        toQuestion("lost-reply");
        robot.clickOn("#" + LabStepPanel.ANSWER_ID + "-a");
        robot.clickOn("#" + LabStepPanel.CHECK_ID);
        DialogPane name = driver.dialog(Classroom.NAME_DIALOG_ID);
        robot.interact(() -> ((TextField) name.lookup(".text-field")).setText("Ada Lovelace"));
        driver.answer(name, "OK");

        WindowDriver.await("the verdict", () -> feedback().getText().startsWith("right"));
        assertTrue(feedback().getStyleClass().contains("verdict-right"));
        assertTrue(robot.lookup("#" + LabStepPanel.STUDENT_ID).queryAs(Label.class).getText().contains("Ada Lovelace"));
        Path kept = settings.resolve("students/ada-lovelace/ssam-loss.yaml");
        WindowDriver.await("the answer kept", () -> Files.exists(kept));
        assertTrue(Files.readString(kept).contains("  lost-reply: a\n"), Files.readString(kept));
    }

    @Test
    void anEventQuestionTakesTheRecordTheRunRestsOnAfterShowMe() throws Exception {
        driver.window.classroom().progress().setStudent("Ada Lovelace");
        TraceEvent expected = ((EventQuestion) LabCatalogue.byId("ssam-loss").orElseThrow().question("first-drop")
            .orElseThrow()).expected(RunTrace.run(LabEvidence.scenario(loss)));
        open(loss);
        toQuestion("first-drop");

        robot.clickOn("#" + LabStepPanel.USE_SELECTED_ID);
        assertTrue(feedback().getText().startsWith("Select a record"), "no run yet: " + feedback().getText());

        robot.clickOn("#" + LabStepPanel.SHOW_ME_ID);
        WindowDriver.await("the run, paused on the record", () -> driver.window.run().playbackProperty().get() != null
            && driver.window.run().selectedRecord() != null
            && driver.window.run().selectedRecord().number() == expected.number());

        robot.clickOn("#" + LabStepPanel.USE_SELECTED_ID);
        WindowDriver.await("the verdict", () -> feedback().getText().startsWith("right: #" + expected.number()));
    }

    @Test
    void aStudentIdOpensTheirOwnVariantAndADiscussionIsSavedNotGraded() throws Exception {
        open(loss);
        WindowDriver.later(labMenuItem(Classroom.STUDENT_ID)::fire);
        DialogPane who = driver.dialog(Classroom.NAME_DIALOG_ID);
        robot.interact(() -> {
            ((TextField) who.lookup("#" + StudentDialog.NAME_FIELD_ID)).setText("Zoë Ñúñez 李雷");
            ((TextField) who.lookup("#" + StudentDialog.ID_FIELD_ID)).setText("s1");
        });
        driver.answer(who, "OK");

        long seed = LabCatalogue.of(loss).variants().orElseThrow().of("ssam-loss", "s1").seed();
        WindowDriver.await("the variant's scenario open", () -> driver.window.viewModel().scenario()
            .getSeed() == seed);
        Label foot = robot.lookup("#" + LabStepPanel.STUDENT_ID).queryAs(Label.class);
        WindowDriver.await("the foot names the variant", () -> foot.getText().equals("Student: Zoë Ñúñez 李雷 (s1) • your "
            + "variant: seed " + seed));

        toQuestion("why-keep-the-reply");
        robot.interact(() -> ((javafx.scene.control.TextArea) robot.lookup("#" + LabStepPanel.ANSWER_ID + "-discuss")
            .query()).setText("A store would add twice."));
        robot.clickOn("#" + LabStepPanel.CHECK_ID);
        WindowDriver.await("noted", () -> feedback().getText().startsWith("noted (5 words)"));
        Path kept = settings.resolve("students/zoë-ñúñez-李雷/ssam-loss.yaml");
        WindowDriver.await("the answer kept", () -> Files.exists(kept));
        assertTrue(Files.readString(kept).contains("student_id: s1\n"), Files.readString(kept));
    }

    @Test
    void aLabFolderAnywhereOpensFromTheLabMenu(@org.junit.jupiter.api.io.TempDir Path course) throws Exception {
        Path folder = Files.createDirectories(course.resolve("asx-latency"));
        Path from = LabCatalogue.byId("atm-loss-cluster").orElseThrow().folder();
        try (var files = Files.list(from)) {
            for (Path file : files.toList()) {
                Files.copy(file, folder.resolve(file.getFileName().toString()));
            }
        }
        robot.interact(() -> driver.window.setFilePrompt(new FakeFilePrompt(() -> folder, name -> null)));

        WindowDriver.later(labMenuItem(Classroom.OPEN_FOLDER_ID)::fire);

        WindowDriver.await("the folder's lab open", () -> driver.window.classroom().panel().model().lab() != null
            && driver.window.classroom().panel().model().lab().id().equals("asx-latency"));
    }

    @Test
    void aCourseFolderAddedFromTheLabMenuListsItsLabsThere(@org.junit.jupiter.api.io.TempDir Path course)
            throws Exception {
        Path folder = Files.createDirectories(course.resolve("course-latency"));
        Path from = LabCatalogue.byId("atm-loss-cluster").orElseThrow().folder();
        try (var files = Files.list(from)) {
            for (Path file : files.toList()) {
                Files.copy(file, folder.resolve(file.getFileName().toString()));
            }
        }
        robot.interact(() -> driver.window.setFilePrompt(new FakeFilePrompt(() -> course, name -> null)));
        try {
            WindowDriver.later(labMenuItem(Classroom.ADD_COURSE_ID)::fire);
            WindowDriver.await("its lab in the catalogue", () -> LabCatalogue.byId("course-latency").isPresent());
            MenuBar bar = robot.lookup("#" + MainWindow.MENU_BAR_ID).queryAs(MenuBar.class);
            Menu labs = bar.getMenus().stream().filter(m -> Classroom.LAB_MENU_ID.equals(m.getId())).findFirst()
                .orElseThrow();
            robot.interact(() -> labs.getOnShowing().handle(null));
            assertTrue(WindowDriver.itemsUnder(labs).stream().anyMatch(i -> (Classroom.LAB_ITEM_PREFIX + "course-latency")
                .equals(i.getId())), "the Lab menu lists it");
            assertTrue(Files.readString(settings.resolve("lab-folders.txt")).contains(course.toString()),
                "remembered for the next start");
        } finally {
            robot.interact(() -> driver.window.classroom().forgetCourses());
        }
        assertTrue(LabCatalogue.byId("course-latency").isEmpty(), "forgotten");
    }

    @Test
    void theLabBrowserFiltersAndOpensALab() {
        WindowDriver.later(labMenuItem(Classroom.BROWSE_ID)::fire);
        DialogPane browser = driver.dialog(LabBrowser.DIALOG_ID);
        robot.interact(() -> ((TextField) browser.lookup("#" + LabBrowser.FILTER_ID)).setText("duplicates reorders"));
        @SuppressWarnings("unchecked")
        TreeView<Object> tree = (TreeView<Object>) browser.lookup("#" + LabBrowser.TREE_ID);
        assertEquals(1, tree.getRoot().getChildren().size(), "one group left");
        TreeItem<Object> item = tree.getRoot().getChildren().get(0).getChildren().get(0);
        assertEquals("ssam-loss", ((LabFolder) item.getValue()).id());
        robot.interact(() -> tree.getSelectionModel().select(item));
        assertEquals(LabCatalogue.of(loss).guide().goal(),
            ((Label) browser.lookup("#" + LabBrowser.GOAL_ID)).getText());

        driver.answer(browser, "Open");

        WindowDriver.await("the lab open", () -> driver.window.classroom().panel().model().lab() == loss);
        assertEquals(loss, driver.window.labSteps().model().labProperty().get(), "its steps too");
    }

    @Test
    void theLabReportIsExportedAsPdfWithTheAnswersAndTheTimingDiagram() throws Exception {
        driver.window.classroom().progress().setStudent("Ada Lovelace");
        robot.interact(() -> driver.window.setFilePrompt(new FakeFilePrompt(() -> null, settings::resolve)));
        open(loss);
        toQuestion("lost-reply");
        robot.clickOn("#" + LabStepPanel.ANSWER_ID + "-b");
        robot.clickOn("#" + LabStepPanel.CHECK_ID);
        WindowDriver.await("the verdict", () -> feedback().getText().startsWith("wrong"));
        robot.interact(() -> driver.window.run().startRun());
        WindowDriver.await("the timing diagram", () -> driver.window.timingModel() != null);

        WindowDriver.later(labMenuItem(Classroom.REPORT_PDF_ID)::fire);

        Path report = settings.resolve("ssam-loss-ada-lovelace-report.pdf");
        WindowDriver.await("the report written", () -> Files.exists(report) && Files.size(report) > 0
            && robot.lookup("#status-export").queryAs(Label.class).getText().startsWith("lab report written"));
        try (PDDocument pdf = Loader.loadPDF(report.toFile())) {
            String text = new PDFTextStripper().getText(pdf);
            for (String expected : List.of("Student: Ada Lovelace", "Score: 0 of 4 points",
                "b) it runs the handler again and replies", "The timing diagram of the run", "ss20-a")) {
                assertTrue(text.contains(expected), expected + " in the report");
            }
        }
    }
}
