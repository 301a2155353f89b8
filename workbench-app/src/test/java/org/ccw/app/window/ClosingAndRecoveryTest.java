package org.ccw.app.window;

import static javafx.scene.input.KeyCode.CONTROL;
import static javafx.scene.input.KeyCode.Q;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import javafx.event.Event;
import javafx.scene.control.DialogPane;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;
import org.ccw.model.cluster.ClusterPackage;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.io.ClusterModelIO;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.ccw.engine.ssam.SsamPresets;

/**
 * The main window's safety nets, headless: closing with unsaved changes asks first, and an autosave left by a
 * crashed session is offered on the next start — without a file from the command line opening over it.
 */
@ExtendWith(ApplicationExtension.class)
class ClosingAndRecoveryTest {


    @TempDir
    Path settings;
    @TempDir
    Path files;

    @Start
    void start(Stage unused) {
        // Each test opens its window itself: some must prepare a crashed session first.
    }

    @AfterEach
    void closeTheWindows() throws TimeoutException {
        FxToolkit.cleanupStages();
    }

    @Test
    void exitingWithUnsavedChangesAsksAndCancelKeepsTheWindowWhileDontSaveCloses(FxRobot robot) {
        WindowDriver driver = WindowDriver.open(robot, settings, Optional.empty(), FakeFilePrompt.NONE);
        Host host = (Host) driver.viewModel().scenario().getCluster().getNodes().get(0);
        driver.dragBy(driver.box(host), 40, 40);
        assertTrue(driver.stage.getTitle().startsWith("*"));

        driver.keys(CONTROL, Q);
        driver.answer(driver.dialog(MainWindow.UNSAVED_DIALOG_ID), "Cancel");

        assertTrue(driver.stage.isShowing(), "Cancel keeps the window");
        assertTrue(driver.viewModel().dirtyProperty().get(), "and the unsaved changes");
        assertTrue(driver.viewModel().pendingRecovery().isPresent(), "still guarded by the autosave");

        driver.keys(CONTROL, Q);
        driver.answer(driver.dialog(MainWindow.UNSAVED_DIALOG_ID), "Don't Save");

        WindowDriver.await("the window to close", () -> !driver.stage.isShowing());
        assertTrue(driver.viewModel().pendingRecovery().isEmpty(), "a chosen discard leaves nothing to recover");
    }

    @Test
    void theWindowManagersCloseButtonAsksTooAndCancelVetoesTheClose(FxRobot robot) {
        WindowDriver driver = WindowDriver.open(robot, settings, Optional.empty(), FakeFilePrompt.NONE);
        driver.dragBy(driver.box(driver.viewModel().scenario().getCluster().getNodes().get(0)), 0, 50);
        AtomicReference<Boolean> vetoed = new AtomicReference<>();
        // Registered after the window's own handler, so it sees the request once the user has answered.
        driver.stage.addEventHandler(WindowEvent.WINDOW_CLOSE_REQUEST, event -> vetoed.set(event.isConsumed()));

        WindowDriver.later(() -> Event.fireEvent(driver.stage, new WindowEvent(driver.stage, WindowEvent.WINDOW_CLOSE_REQUEST)));
        driver.answer(driver.dialog(MainWindow.UNSAVED_DIALOG_ID), "Cancel");

        WindowDriver.await("the close request to be answered", () -> vetoed.get() != null);
        assertTrue(vetoed.get(), "the request was consumed, so the platform keeps the window open");
        assertTrue(driver.viewModel().dirtyProperty().get());
    }

    @Test
    void anAutosaveLeftByACrashIsOfferedAndAcceptingShowsTheRecoveredModel(FxRobot robot) throws Exception {
        Path file = files.resolve("work.ccw");
        Scenario edited = crashWithUnsavedRename(file, "renamed-before-the-crash");

        WindowDriver driver = WindowDriver.open(robot, settings, Optional.empty(), FakeFilePrompt.NONE);
        DialogPane offer = driver.dialog(MainWindow.RECOVERY_DIALOG_ID);
        assertTrue(offer.getContentText().contains("work.ccw"), offer.getContentText());
        driver.answer(offer, "Recover");

        assertTrue(EcoreUtil.equals(edited, driver.viewModel().scenario()), "the recovered model is shown");
        assertEquals("*work.ccw — Cluster Communication Workbench", driver.stage.getTitle());
        assertEquals(List.of("renamed-before-the-crash", "ss20-b"),
            driver.canvas().lookupAll(".topology-host").stream()
                .map(org.ccw.visualizer.topology.TopologyView::nameIn).sorted().toList());
    }

    @Test
    void aFileOnTheCommandLineDoesNotOpenOverRecoveredWorkAndTheUserIsTold(FxRobot robot) throws Exception {
        Scenario edited = crashWithUnsavedRename(files.resolve("work.ccw"), "recovered-host");
        Path other = files.resolve("other.ccw");
        ClusterModelIO.save(SsamPresets.ssamThroughSwitch(), other);

        WindowDriver driver = WindowDriver.open(robot, settings, Optional.of(other), FakeFilePrompt.NONE);
        driver.answer(driver.dialog(MainWindow.RECOVERY_DIALOG_ID), "Recover");
        DialogPane notice = driver.dialogWithHeader("recovered work");

        assertTrue(notice.getContentText().startsWith("other.ccw was not opened"), notice.getContentText());
        driver.answer(notice, "OK");
        assertTrue(EcoreUtil.equals(edited, driver.viewModel().scenario()), "the recovered work stays on show");
        assertEquals(other.toAbsolutePath().normalize(), driver.viewModel().recentFiles().get(0),
            "the file is one click away in Open Recent");
    }

    @Test
    void decliningTheRecoveryOpensTheFileFromTheCommandLine(FxRobot robot) throws Exception {
        crashWithUnsavedRename(files.resolve("work.ccw"), "not-wanted");
        Path other = files.resolve("other.ccw");
        ClusterModelIO.save(SsamPresets.ssamThroughSwitch(), other);

        WindowDriver driver = WindowDriver.open(robot, settings, Optional.of(other), FakeFilePrompt.NONE);
        driver.answer(driver.dialog(MainWindow.RECOVERY_DIALOG_ID), "Discard");

        WindowDriver.await("the file to open", () -> other.equals(driver.viewModel().fileProperty().get()));
        assertFalse(driver.viewModel().dirtyProperty().get());
        assertTrue(driver.viewModel().pendingRecovery().isEmpty());
    }

    /**
     * A session that saved {@code file}, renamed its first host and then died without closing: its autosave
     * stays in the settings directory. Returns the model as it was at the crash.
     */
    private Scenario crashWithUnsavedRename(Path file, String newName) {
        MainWindowViewModel crashed = new MainWindowViewModel(settings, error -> {
            throw new AssertionError(error);
        });
        crashed.newScenario();
        assertTrue(crashed.saveAs(file));
        Host host = (Host) crashed.scenario().getCluster().getNodes().get(0);
        assertTrue(crashed.editor().setFeature(host, ClusterPackage.Literals.NAMED_ELEMENT__NAME, newName));
        return EcoreUtil.copy(crashed.scenario());
    }
}
