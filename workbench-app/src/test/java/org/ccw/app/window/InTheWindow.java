package org.ccw.app.window;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeoutException;
import javafx.stage.Stage;
import org.ccw.app.window.dialogs.FilePrompt;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A test in the real main window (headless Monocle): each test opens its own window, with fresh settings and no
 * file dialogs, and every stage is closed after it. {@link #beforeOpening()} runs first, for what the window reads
 * when it opens (a system property, say).
 */
@ExtendWith(ApplicationExtension.class)
abstract class InTheWindow {

    @TempDir
    Path settings;

    FxRobot robot;
    WindowDriver driver;

    @Start
    void start(Stage unused) {
        // each test opens its own window
    }

    @BeforeEach
    void openTheWindow() {
        beforeOpening();
        robot = new FxRobot();
        driver = WindowDriver.open(robot, settings, Optional.empty(), filePrompt());
    }

    /** How the window asks for files: never, by default. */
    FilePrompt filePrompt() {
        return FakeFilePrompt.NONE;
    }

    /** What must be in place before the window opens; nothing by default. */
    void beforeOpening() {
    }

    @AfterEach
    void closeTheWindows() throws TimeoutException {
        FxToolkit.cleanupStages();
    }
}
