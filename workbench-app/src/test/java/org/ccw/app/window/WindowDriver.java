package org.ccw.app.window;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.application.Platform;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.DialogPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.ccw.app.WorkbenchApplication;
import org.ccw.app.window.dialogs.FilePrompt;
import org.ccw.app.window.run.RunPerspective;
import org.ccw.visualizer.ElementRefs;
import org.ccw.visualizer.palette.PaletteView;
import org.ccw.visualizer.topology.TopologyView;
import org.eclipse.emf.ecore.EObject;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Drives a real main window the way a user does — mouse, keys, dialogs — for the window's TestFX tests. It
 * waits on conditions, never on the clock: a dialog opened with {@code showAndWait} is found among the open
 * windows once it shows.
 */
final class WindowDriver {

    /** How long a condition may take to come true before the test fails, seconds. */
    private static final long TIMEOUT_S = 30;
    /** Distance kept from every box when looking for an empty spot on the canvas, screen pixels. */
    private static final double CLEARANCE_PX = 30;
    /** Scroll-bar arrow clicks allowed to bring a palette entry into view. */
    private static final int MAX_SCROLL_STEPS = 40;

    final FxRobot robot;
    final MainWindow window;
    final Stage stage;

    private WindowDriver(FxRobot robot, MainWindow window, Stage stage) {
        this.robot = robot;
        this.window = window;
        this.stage = stage;
    }

    /**
     * Opens a main window in a stage of its own (so no earlier test's window handlers linger) as the launcher
     * does, with {@code settingsDir} for the autosave and recent files and {@code prompt} answering file dialogs.
     */
    static WindowDriver open(FxRobot robot, Path settingsDir, Optional<Path> file, FilePrompt prompt) {
        if (new WindowGeometry(settingsDir).saved().isEmpty()) {
            // the window tests were written at 1280 × 720, where a laptop's window opens; a first window would take
            // 80% of the headless screen instead
            new WindowGeometry(settingsDir).save(new WindowGeometry.Bounds(0, 0, 1280, 720, false));
        }
        try {
            WindowDriver driver = WaitForAsyncUtils.asyncFx(() -> {
                Stage stage = new Stage();
                MainWindow window = WorkbenchApplication.show(stage, settingsDir, file);
                window.setFilePrompt(prompt);
                return new WindowDriver(robot, window, stage);
            }).get(TIMEOUT_S, TimeUnit.SECONDS);
            WaitForAsyncUtils.waitForFxEvents();
            return driver;
        } catch (InterruptedException | ExecutionException | TimeoutException e) {
            throw new AssertionError("the main window did not open", e);
        }
    }

    /** The run side of the window: tool bar, playback, breakpoints. */
    RunPerspective run() {
        return window.run();
    }

    /** The playback of the run on show; null before a run. */
    org.ccw.visualizer.animation.Playback playback() {
        return window.run().playbackProperty().get();
    }

    /** The timing diagram's view-model of the run on show; null before a run. */
    org.ccw.visualizer.timing.fx.TimingDiagramViewModel timing() {
        return window.timing().modelProperty().get();
    }

    MainWindowViewModel viewModel() {
        return window.viewModel();
    }

    TopologyView canvas() {
        return window.panes().canvas;
    }

    /** Presses a key combination, e.g. {@code keys(CONTROL, SHIFT, Z)}. */
    void keys(KeyCode... combination) {
        robot.push(combination);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The box drawn for a model element. */
    Node box(EObject element) {
        String id = ElementRefs.id(viewModel().scenario(), element);
        return canvas().box(id).orElseThrow(() -> new AssertionError("no box drawn for " + id));
    }

    /**
     * Clicks a palette entry, first scrolling the palette up or down with its scroll bar's arrows until the entry is
     * in view (the palette is taller than its pane on a laptop screen; Monocle's robot has no working wheel).
     */
    void clickPaletteEntry(String entryId) {
        Node entry = robot.lookup("#" + PaletteView.ID_PREFIX + entryId).query();
        PaletteView palette = window.panes().palette;
        for (int i = 0; i < MAX_SCROLL_STEPS && !inside(entry, palette); i++) {
            boolean above = entry.localToScreen(entry.getLayoutBounds()).getMinY()
                < palette.localToScreen(palette.getLayoutBounds()).getMinY();
            robot.clickOn(palette.lookup(".scroll-bar:vertical ." + (above ? "decrement" : "increment") + "-button"));
            WaitForAsyncUtils.waitForFxEvents();
        }
        robot.clickOn(entry);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static boolean inside(Node node, Node viewport) {
        Bounds shown = viewport.localToScreen(viewport.getLayoutBounds());
        Bounds bounds = node.localToScreen(node.getLayoutBounds());
        return shown.contains(bounds.getMinX(), bounds.getMinY()) && shown.contains(bounds.getMaxX(), bounds.getMaxY());
    }

    /** Presses on one box, moves to another in steps (each step a drag event) and releases there. */
    void drag(Node from, Node to) {
        robot.moveTo(from).press(MouseButton.PRIMARY).moveTo(to).release(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Drags a box by ({@code dx}, {@code dy}) screen pixels. */
    void dragBy(Node box, double dx, double dy) {
        Point2D start = robot.point(box).query();
        robot.moveTo(start).press(MouseButton.PRIMARY).moveTo(start.add(dx, dy)).release(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /**
     * A screen point on the canvas at least {@link #CLEARANCE_PX} away from every box, scanning rows from the
     * given corner so successive calls can spread new elements out.
     */
    Point2D emptySpot(boolean fromBottom) {
        Bounds canvas = canvas().localToScreen(canvas().getLayoutBounds());
        List<Bounds> boxes = canvas().lookupAll(".topology-element").stream()
            .map(n -> n.localToScreen(n.getLayoutBounds())).toList();
        double step = 20;
        for (double row = CLEARANCE_PX; row < canvas.getHeight() - CLEARANCE_PX; row += step) {
            double y = fromBottom ? canvas.getMaxY() - row : canvas.getMinY() + row;
            for (double x = canvas.getMinX() + CLEARANCE_PX; x < canvas.getMaxX() - CLEARANCE_PX; x += step) {
                double px = x;
                if (boxes.stream().noneMatch(b -> px > b.getMinX() - CLEARANCE_PX && px < b.getMaxX() + CLEARANCE_PX
                    && y > b.getMinY() - CLEARANCE_PX && y < b.getMaxY() + CLEARANCE_PX)) {
                    return new Point2D(x, y);
                }
            }
        }
        throw new AssertionError("no empty spot left on the canvas");
    }

    /** The canvas (model) coordinates of a screen point. */
    Point2D toCanvas(Point2D screen) {
        Point2D scene = canvas().getScene().getRoot().screenToLocal(screen);
        return canvas().toCanvas(scene.getX(), scene.getY());
    }

    /** Waits until a dialog whose pane has this id shows, and returns its pane. */
    DialogPane dialog(String paneId) {
        await("dialog " + paneId + " to show", () -> findDialog(paneId).isPresent());
        return findDialog(paneId).orElseThrow();
    }

    /** Waits until any dialog showing a pane whose header contains {@code text} shows, and returns its pane. */
    DialogPane dialogWithHeader(String text) {
        await("a dialog saying '" + text + "'", () -> dialogs().stream()
            .anyMatch(p -> p.getHeaderText() != null && p.getHeaderText().contains(text)));
        return dialogs().stream().filter(p -> p.getHeaderText() != null && p.getHeaderText().contains(text))
            .findFirst().orElseThrow();
    }

    /** Clicks the dialog's button with this text. */
    void answer(DialogPane dialog, String buttonText) {
        Button button = dialog.getButtonTypes().stream().map(dialog::lookupButton)
            .filter(b -> b instanceof Button candidate && candidate.getText().equals(buttonText))
            .map(Button.class::cast).findFirst()
            .orElseThrow(() -> new AssertionError("no button '" + buttonText + "' in " + dialog.getHeaderText()));
        robot.clickOn(button);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Runs an action that opens a modal dialog later on the FX thread, without waiting for it to be answered. */
    static void later(Runnable action) {
        Platform.runLater(action);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private Optional<DialogPane> findDialog(String paneId) {
        return dialogs().stream().filter(p -> paneId.equals(p.getId())).findFirst();
    }

    private List<DialogPane> dialogs() {
        return robot.listWindows().stream().filter(Window::isShowing).map(Window::getScene)
            .filter(s -> s != null && s.getRoot() instanceof DialogPane).map(s -> (DialogPane) s.getRoot()).toList();
    }

    /** Every item of {@code menu} and of its submenus, depth first. */
    static List<javafx.scene.control.MenuItem> itemsUnder(javafx.scene.control.Menu menu) {
        List<javafx.scene.control.MenuItem> items = new java.util.ArrayList<>();
        for (javafx.scene.control.MenuItem item : menu.getItems()) {
            items.add(item);
            if (item instanceof javafx.scene.control.Menu submenu) {
                items.addAll(itemsUnder(submenu));
            }
        }
        return items;
    }

    /** Waits for a condition checked on the FX thread, failing with {@code what} after the timeout. */
    static void await(String what, java.util.concurrent.Callable<Boolean> condition) {
        try {
            WaitForAsyncUtils.waitFor(TIMEOUT_S, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(condition).get());
        } catch (TimeoutException e) {
            throw new AssertionError("timed out waiting for " + what, e);
        }
    }
}
