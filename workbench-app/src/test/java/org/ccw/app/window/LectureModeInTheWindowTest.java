package org.ccw.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;
import org.ccw.app.window.dialogs.FilePrompt;
import org.ccw.app.window.document.ExamplesTest;
import org.ccw.app.window.run.PauseAt;
import org.ccw.app.window.run.RunPerspective;
import org.ccw.visualizer.export.DrawingSurface;
import org.ccw.visualizer.export.Figure;
import org.ccw.visualizer.export.Rgb;
import org.ccw.visualizer.export.Stroke;
import org.ccw.visualizer.export.TextStyle;
import org.ccw.visualizer.topology.TopologyView;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Lecture mode, as {@code workbench examples/atm6-lossy.ccw --run --pause-at first-drop --lecture} opens it (and the
 * 16-host cluster, the largest example): every name on the canvas, the timing diagram and the space-time view is at
 * least 3% of the screen's height as rendered (text bounds in screen pixels), and the drawing fills the canvas after
 * the fit. The build runs it on the headless
 * screen of every window test and once more on a projector's 1920 × 1080 (the {@code projector-screen} execution).
 */
@ExtendWith(ApplicationExtension.class)
class LectureModeInTheWindowTest {
    /** A name's least height, as a share of the screen's. */
    private static final double NAME_SHARE = 0.03;

    @TempDir
    Path dir;

    private final FxRobot robot = new FxRobot();

    /** The window opened on {@code example} as {@code workbench EXAMPLE --run --pause-at PLACE --lecture} does. */
    private WindowDriver lecture(String example, PauseAt place) {
        WindowDriver driver = WindowDriver.open(robot, dir.resolve("settings"), Optional.empty(), FilePrompt.NATIVE);
        StartUp startUp = new StartUp(Optional.of(ExamplesTest.FOLDER.resolve(example)), true, Optional.of(place),
            Optional.empty(), true);
        robot.interact(() -> driver.window.start(startUp));
        RunPerspective run = driver.window.run();
        WindowDriver.await("the run to pause",
            () -> run.playbackProperty().get() != null && run.statusProperty().get().contains("paused"));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(run.lectureModeProperty().get());
        assertEquals(screenHeight(), driver.stage.getScene().getHeight(), 1, "full screen");
        return driver;
    }

    private static double screenHeight() {
        return javafx.stage.Screen.getPrimary().getBounds().getHeight();
    }

    @Test
    void theCanvasAndTheTimingDiagramNameEverythingLargeAndTheDrawingFillsTheScreen() {
        WindowDriver driver = lecture("atm6-lossy.ccw", new PauseAt.FirstDrop());
        RunPerspective run = driver.window.run();
        double screenHeight = screenHeight();
        double namePx = NAME_SHARE * screenHeight;

        TopologyView canvas = driver.canvas();
        assertBoxNamesAtLeast(namePx, canvas);
        List<Node> linkLabels = canvas.lookupAll("." + TopologyView.LINE_LABEL_STYLE_CLASS).stream()
            .filter(Node::isVisible).toList();
        // a link label with no room at that size is left out (hovering or selecting the link shows it)
        linkLabels.forEach(label -> assertTrue(renderedHeight((Label) label) >= namePx,
            ((Label) label).getText() + " " + renderedHeight((Label) label)));

        // the fit: the drawing (boxes, gauges and window strips) spans most of the canvas where the canvas limits it
        Bounds shown = canvas.localToScene(canvas.getLayoutBounds());
        var layer = run.layer();
        Bounds drawing = layer.localToScene(layer.drawingTransformProperty().get().transform(layer.plan().extent()));
        double filled = Math.max(drawing.getWidth() / shown.getWidth(), drawing.getHeight() / shown.getHeight());
        assertTrue(shown.getHeight() > 0.8 * screenHeight, "the canvas takes the screen: " + shown);
        assertTrue(filled > 0.7, "the drawing fills the canvas: " + drawing + " in " + shown);

        // the timing diagram brought to the front: its lane names at the view's scale
        robot.interact(() -> driver.window.showTab(StartUp.BottomTab.TIMING));
        WaitForAsyncUtils.waitForFxEvents();
        var timingView = (org.ccw.visualizer.timing.fx.TimingDiagramView) driver.window.timing().tab().getContent()
            .lookup(".timing-diagram");
        Set<String> lanes = driver.window.timingModel().diagram().lanes().stream()
            .map(org.ccw.visualizer.timing.Lane::label).collect(Collectors.toSet());
        assertNamesAtLeast(namePx, driver.window.timingModel().painter(), lanes, timingView.scale());
        double tabs = driver.window.timing().tab().getTabPane().getHeight();
        assertTrue(tabs > 0.8 * screenHeight, "the tab takes the screen: " + tabs);

        driver.keys(javafx.scene.input.KeyCode.F11);
        assertEquals(1.0, canvas.labelScaleProperty().get(), "at a desk the stylesheet's sizes stand");
        assertEquals(1.0, timingView.scale());
        assertTrue(canvas.lookupAll(".topology-detail").stream().allMatch(Node::isVisible), "details are back");
    }

    @Test
    void theSixteenHostClusterNamesEveryHostLarge() {
        // the measure is a projector's 1080 lines; the headless desk screen (800 lines) is not a lecture's
        org.junit.jupiter.api.Assumptions.assumeTrue(screenHeight() >= 1080, "a 1080-line screen");
        WindowDriver driver = lecture("atm16-sort.ccw", new PauseAt.AtTime(300_000_000L));
        assertBoxNamesAtLeast(NAME_SHARE * screenHeight(), driver.canvas());
    }

    /** Every box on {@code canvas} shows its name only, at least {@code px} high on screen. */
    private static void assertBoxNamesAtLeast(double px, TopologyView canvas) {
        List<String> small = new ArrayList<>();
        for (Node box : canvas.lookupAll(".topology-element")) {
            Label name = (Label) box.lookup(".topology-name");
            double height = renderedHeight(name);
            if (height < px) {
                small.add(name.getText() + " " + Math.round(height) + " px");
            }
            assertFalse(((VBox) box).getChildren().stream().skip(1).anyMatch(Node::isVisible),
                "a box shows its name only: " + name.getText());
        }
        assertTrue(small.isEmpty(), "names under 3% of the screen: " + small);
    }

    @Test
    void theSpaceTimeViewNamesItsTasksLarge() {
        WindowDriver driver = lecture("pvmam-pvmd-route.ccw", new PauseAt.AtTime(400_000_000L));
        robot.interact(() -> driver.window.showTab(StartUp.BottomTab.SPACE_TIME));
        WaitForAsyncUtils.waitForFxEvents();
        var spaceTime = driver.window.spaceTime();
        var view = (org.ccw.visualizer.timing.fx.TimeFigurePane) spaceTime.tab().getContent().lookup(".space-time");
        Set<String> tasks = spaceTime.model().model().tasks().stream()
            .map(org.ccw.visualizer.spacetime.SpaceTime.Task::label).collect(Collectors.toSet());
        assertNamesAtLeast(NAME_SHARE * screenHeight(), spaceTime.model().figure(), tasks, view.scale());
    }

    /** Each of {@code names} drawn by {@code figure}, as tall as it is on screen at {@code scale} × its size. */
    private static void assertNamesAtLeast(double px, Figure figure, Set<String> names, double scale) {
        Map<String, TextStyle> drawn = new java.util.HashMap<>();
        figure.paint(new DrawingSurface() {
            @Override
            public void line(double x1, double y1, double x2, double y2, Stroke stroke) {
            }

            @Override
            public void rect(double x, double y, double width, double height, Rgb fill, Stroke outline) {
            }

            @Override
            public void polygon(double[] xs, double[] ys, Rgb fill) {
            }

            @Override
            public void text(String text, double x, double y, TextStyle style) {
                drawn.putIfAbsent(text, style);
            }
        });
        assertFalse(names.isEmpty());
        for (String name : names) {
            TextStyle style = drawn.get(name);
            assertTrue(style != null, name + " is drawn");
            // the canvas surface draws "System" at the style's size through a transform of the view's scale
            Text text = new Text(name);
            text.setFont(Font.font("System", style.bold() ? FontWeight.BOLD : FontWeight.NORMAL, style.size() * scale));
            double height = text.getLayoutBounds().getHeight();
            assertTrue(height >= px, name + " is " + Math.round(height) + " px high");
        }
    }

    /** The height of {@code label}'s text as drawn on screen, px. */
    private static double renderedHeight(Label label) {
        Text text = (Text) label.lookup(".text");
        return text.localToScene(text.getLayoutBounds()).getHeight();
    }
}
