package org.ccw.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.geometry.Point2D;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javax.xml.parsers.DocumentBuilderFactory;
import org.ccw.app.window.dialogs.CaptureExport;
import org.ccw.app.window.dialogs.ExportDialog;
import org.ccw.app.window.dialogs.Exportable;
import org.ccw.app.window.dialogs.FilePrompt;
import org.ccw.app.window.lab.BlockingLab;
import org.ccw.app.window.lab.ChartsTab;
import org.ccw.app.window.lab.LabChartsViewModel;
import org.ccw.app.window.run.TimingTab;
import org.ccw.engine.trace.JsonLinesTraceReader;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.labs.Lab;
import org.ccw.model.cluster.Scenario;
import org.ccw.visualizer.timing.MessageArrow;
import org.ccw.visualizer.timing.TimingLayout;
import org.ccw.visualizer.timing.fx.TimeCursor;
import org.ccw.visualizer.timing.fx.TimingDiagramViewModel;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;
import org.ccw.engine.ssam.SsamPresets;

/**
 * The Timing diagram and Charts tabs and File → Export… in the real main window (headless Monocle): one cursor
 * for the animation and the diagram, an export that writes a file, a lab sweep that runs and one that is
 * cancelled. Every wait is on a condition.
 */
@ExtendWith(ApplicationExtension.class)
class TimingChartsAndExportInTheWindowTest {

    @TempDir
    Path settings;
    @TempDir
    Path exports;

    private FxRobot robot;
    private WindowDriver driver;
    private Path exportTarget;

    @BeforeEach
    void open() {
        robot = new FxRobot();
        FilePrompt prompt = new FakeFilePrompt(() -> null, name -> exportTarget = exports.resolve(name));
        driver = WindowDriver.open(robot, settings, Optional.empty(), prompt);
    }

    private static void waitFor(Callable<Boolean> condition) {
        try {
            WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, condition);
        } catch (TimeoutException e) {
            throw new AssertionError("condition not reached", e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void runScenario() {
        Scenario scenario = SsamPresets.ssamThroughSwitch();
        scenario.setDurationMicros(400);
        scenario.setSeed(3);
        robot.interact(() -> driver.viewModel().newScenario(scenario));
        driver.keys(KeyCode.CONTROL, KeyCode.R);
        waitFor(() -> driver.playback() != null && driver.timing() != null);
    }

    /** Selects a bottom tab and gives the bottom half of the centre column room to show it. */
    private void showTab(String tabId) {
        TabPane tabs = robot.lookup("#" + MainWindow.BOTTOM_TABS_ID).queryAs(TabPane.class);
        robot.interact(() -> {
            tabs.getSelectionModel().select(tabs.getTabs().stream().filter(t -> tabId.equals(t.getId()))
                .findFirst().orElseThrow());
            ((SplitPane) tabs.getParent().getParent()).setDividerPositions(0.35);
        });
    }

    @Test
    void playingAndSteppingMoveTheDiagramsCursorAndClickingAnArrowSeeksTheAnimation() {
        runScenario();
        showTab(TimingTab.TAB_ID);
        TimeCursor cursor = driver.timing().cursor();
        robot.interact(() -> driver.playback().speedProperty().set(200));

        driver.keys(KeyCode.SPACE);
        waitFor(() -> driver.playback().position() > 30);
        driver.keys(KeyCode.SPACE);
        assertEquals(driver.playback().current().number(), cursor.eventNumber(), "playing moved the cursor");
        assertEquals(driver.playback().clockPs(), cursor.timePs());

        driver.keys(KeyCode.RIGHT);
        assertEquals(driver.playback().current().number(), cursor.eventNumber(), "a step moved the cursor");

        robot.interact(driver.timing()::fitAll);
        MessageArrow arrow = driver.timing().diagram().arrows().get(driver.timing().diagram().arrows().size() - 3);
        TimingLayout layout = driver.timing().layout();
        double x = layout.x(arrow.sendPs()) + (layout.x(arrow.arrivePs()) - layout.x(arrow.sendPs())) / 4;
        double y = layout.laneY(arrow.fromLane()) + (layout.laneY(arrow.toLane()) - layout.laneY(arrow.fromLane())) / 4;
        Canvas canvas = robot.lookup("#timing-canvas").queryAs(Canvas.class);
        Point2D screen = canvas.localToScreen(x, y);
        robot.clickOn(screen);
        WaitForAsyncUtils.waitForFxEvents();

        long picked = driver.timing().selectedProperty().get();
        assertTrue(picked >= 0, "an arrow was picked at " + screen);
        assertEquals(picked, driver.playback().current().number(), "the animation sought the arrow's departure");
        assertEquals(picked, cursor.eventNumber());
        assertFalse(driver.playback().playingProperty().get());

        int row = driver.playback().trace().nextOf(org.ccw.engine.trace.TraceEvent.HandlerRan.class, -1);
        robot.interact(() -> driver.run().eventTable().getSelectionModel().select(Integer.valueOf(row)));
        assertEquals(driver.playback().trace().at(row).number(), cursor.eventNumber(), "the event list moves both");
    }

    @Test
    void fileExportWritesTheTimingDiagramAsSvg() throws Exception {
        runScenario();

        driver.keys(KeyCode.CONTROL, KeyCode.E);
        var dialog = driver.dialog(ExportDialog.DIALOG_ID);
        ChoiceBox<?> format = (ChoiceBox<?>) dialog.lookup("#" + ExportDialog.FORMAT_ID);
        assertEquals("svg", format.getValue());
        driver.answer(dialog, "Choose file…");
        waitFor(() -> exportTarget != null && Files.isRegularFile(exportTarget) && Files.size(exportTarget) > 0
            && robot.lookup("#status-export").queryLabeled().getText().startsWith("exported"));

        var svg = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(exportTarget.toFile());
        assertEquals("svg", svg.getDocumentElement().getLocalName() == null ? svg.getDocumentElement().getTagName()
            : svg.getDocumentElement().getLocalName());
        assertTrue(Files.readString(exportTarget).contains(">ss20-a<"), "the lanes are labelled as text");
    }

    @Test
    void theExportDialogOffersTheRunsTraceRecordsAsDataAndNamesEveryChoiceReadably() throws Exception {
        runScenario();

        driver.keys(KeyCode.CONTROL, KeyCode.E);
        var dialog = driver.dialog(ExportDialog.DIALOG_ID);
        ChoiceBox<?> page = (ChoiceBox<?>) dialog.lookup("#" + ExportDialog.PAGE_ID);
        @SuppressWarnings("unchecked")
        ChoiceBox<String> format = (ChoiceBox<String>) dialog.lookup("#" + ExportDialog.FORMAT_ID);
        assertEquals(List.of("fitted to the figure", "A4, landscape", "US Letter, landscape"),
            page.getItems().stream().map(p -> ((ChoiceBox<Object>) page).getConverter().toString(p)).toList());
        assertTrue(format.getItems().contains("jsonl"), "the data behind the figure is offered: " + format.getItems());
        robot.interact(() -> format.setValue("jsonl"));
        driver.answer(dialog, "Choose file…");
        waitFor(() -> exportTarget != null && Files.isRegularFile(exportTarget)
            && robot.lookup("#status-export").queryLabeled().getText().startsWith("exported"));

        TimingDiagramViewModel shown = driver.timing();
        List<TraceEvent> records = JsonLinesTraceReader.readAll(exportTarget);
        var run = driver.playback().trace();
        List<TraceEvent> inRange = java.util.stream.IntStream.range(0, run.size()).mapToObj(run::at)
            .filter(r -> r.timePs() >= shown.fromPsProperty().get() && r.timePs() <= shown.toPsProperty().get())
            .toList();
        assertFalse(inRange.isEmpty(), "the shown range has records");
        assertEquals(inRange, records, "the shown range's records, read back as they were");
    }

    @Test
    void fileExportWritesTheScenariosFramesForWireshark() throws Exception {
        Scenario scenario = SsamPresets.ssamThroughSwitch();
        scenario.setDurationMicros(200);
        robot.interact(() -> driver.viewModel().newScenario(scenario));

        driver.keys(KeyCode.CONTROL, KeyCode.E);
        var dialog = driver.dialog(ExportDialog.DIALOG_ID);
        @SuppressWarnings("unchecked")
        ChoiceBox<Exportable> what = (ChoiceBox<Exportable>) dialog.lookup("#" + ExportDialog.WHAT_ID);
        robot.interact(() -> what.setValue(what.getItems().stream().filter(CaptureExport.class::isInstance)
            .findFirst().orElseThrow()));
        assertEquals("pcap", ((ChoiceBox<?>) dialog.lookup("#" + ExportDialog.FORMAT_ID)).getValue());
        driver.answer(dialog, "Choose file…");
        waitFor(() -> exportTarget != null && Files.isRegularFile(exportTarget)
            && robot.lookup("#status-export").queryLabeled().getText().startsWith("exported"));

        java.nio.ByteBuffer head = java.nio.ByteBuffer.wrap(Files.readAllBytes(exportTarget))
            .order(java.nio.ByteOrder.LITTLE_ENDIAN);
        assertEquals(0xa1b23c4d, head.getInt(0), "a pcap file with nanosecond times");
        assertEquals(197, head.getInt(20), "ATM cells as ERF records");
        assertTrue(head.capacity() > 24 + 16, "with frames in it");
    }

    @Test
    void theChartsTabRunsALabsSweepAndCanCancelOne() throws IOException {
        showTab(ChartsTab.TAB_ID);
        LabChartsViewModel model = driver.window.charts().model();
        robot.clickOn("#" + ChartsTab.RUN_ID);
        waitFor(() -> model.shownProperty().get() != null && !model.runningProperty().get());
        assertEquals("ssam-bulk", model.shownProperty().get().lab().id());
        Canvas canvas = robot.lookup("#" + ChartsTab.CANVAS_ID).queryAs(Canvas.class);
        assertTrue(canvas.getWidth() > 0 && canvas.getHeight() > 0, "the charts are drawn");

        CountDownLatch release = new CountDownLatch(1);
        @SuppressWarnings("unchecked")
        ChoiceBox<Lab> labs = robot.lookup("#" + ChartsTab.LAB_CHOICE_ID).queryAs(ChoiceBox.class);
        robot.interact(() -> {
            Lab waiting = new BlockingLab(release);
            labs.getItems().add(waiting);
            labs.setValue(waiting);
        });
        robot.clickOn("#" + ChartsTab.RUN_ID);
        waitFor(() -> model.runningProperty().get());
        robot.clickOn("#" + ChartsTab.CANCEL_ID);
        release.countDown();

        assertFalse(model.runningProperty().get());
        assertEquals("cancelled", model.messageProperty().get());
        assertEquals("ssam-bulk", model.shownProperty().get().lab().id(), "the last charts stay on show");
    }

    /**
     * A long scenario name in the window's timing pane left the key no room beside it, and the key was drawn past
     * the pane's right edge: it goes under the title then, every word inside the diagram, the lanes below it.
     */
    @Test
    void aLongScenarioNamesKeyStaysInsideTheTimingPane() throws Exception {
        Scenario scenario = SsamPresets.ssamThroughSwitch();
        scenario.setName("Two SPARCstation-20s through a Fore ASX-100 switch, named at length for the lecture");
        scenario.setDurationMicros(200);
        robot.interact(() -> driver.viewModel().newScenario(scenario));
        driver.keys(KeyCode.CONTROL, KeyCode.R);
        waitFor(() -> driver.playback() != null && driver.timing() != null);
        showTab(TimingTab.TAB_ID);
        waitFor(() -> driver.timing().widthProperty().get() > 0);

        double width = driver.timing().layout().width();
        var svg = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(new java.io.ByteArrayInputStream(
            org.ccw.visualizer.export.FigureExport.svg(driver.timing().painter()).getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        var texts = svg.getElementsByTagName("text");
        var key = org.ccw.visualizer.export.TextStyle.plain(10, org.ccw.visualizer.export.Rgb.BLACK,
            org.ccw.visualizer.export.TextStyle.Anchor.START);
        for (String word : List.of("request", "retransmission", "drop")) {
            var text = (org.w3c.dom.Element) java.util.stream.IntStream.range(0, texts.getLength())
                .mapToObj(texts::item).filter(t -> t.getTextContent().equals(word)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + word + " in the key"));
            double x = Double.parseDouble(text.getAttribute("x"));
            double y = Double.parseDouble(text.getAttribute("y"));
            assertTrue(x + key.estimatedWidth(word) <= width, word + " inside the " + width + "-unit pane");
            assertTrue(y > 20 && y < driver.timing().layout().plotTop(), word + " under the title, above the lanes");
        }
    }
}
