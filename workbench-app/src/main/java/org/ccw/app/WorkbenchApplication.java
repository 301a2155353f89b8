package org.ccw.app;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.ccw.app.cli.WorkbenchCommand;
import org.ccw.app.window.MainWindow;
import org.ccw.app.window.StartUp;
import org.ccw.visualizer.Stylesheets;

/**
 * The JavaFX application: one main window showing the default scenario, or the file the command line names,
 * brought to the state its options ask for ({@link StartUp}); once it shows, an autosave left by a crashed
 * session is offered for recovery.
 * Started by {@link Launcher} (never as a main class itself, see there). Settings (autosave, recent files) live
 * in {@code ~/.ccw}, or in the directory the system property {@value #SETTINGS_PROPERTY} names.
 */
public final class WorkbenchApplication extends Application {

    /** System property naming the settings directory. */
    public static final String SETTINGS_PROPERTY = "ccw.settings";

    @Override
    public void start(Stage stage) {
        show(stage, settingsDir(), startUp(getParameters() == null ? List.of() : getParameters().getRaw()));
    }

    /** What {@code workbench ARGS} (no subcommand) asks the window to do, read by the launcher's command line. */
    static StartUp startUp(List<String> args) {
        AtomicReference<StartUp> asked = new AtomicReference<>(StartUp.open(Optional.empty()));
        WorkbenchCommand.commandLine(Launcher.class, asked::set).execute(args.toArray(String[]::new));
        return asked.get();
    }

    /** {@link #show(Stage, Path, StartUp)} that only opens {@code file} (or the default scenario). */
    public static MainWindow show(Stage stage, Path settingsDir, Optional<Path> file) {
        return show(stage, settingsDir, StartUp.open(file));
    }

    /**
     * Opens the main window in {@code stage} on the default scenario, then (once it shows) offers a pending
     * autosave, opens the start-up's file and carries out the rest of it — in that order, so a dialog has its
     * owner on screen and a file never silently replaces recovered work ({@link MainWindow#start}).
     */
    public static MainWindow show(Stage stage, Path settingsDir, StartUp startUp) {
        MainWindow window = new MainWindow(stage, settingsDir);
        window.viewModel().newScenario();
        window.geometry().apply(stage);
        // The scene's first layout at the window's size: else it is laid out at its preferred size (wider than most
        // screens) and the side columns keep their shares of that, leaving the canvas no room.
        Scene scene = new Scene(window.root(), stage.getWidth(), stage.getHeight());
        scene.getStylesheets().add(Stylesheets.defaultTheme());
        stage.setScene(scene);
        stage.show();
        Platform.runLater(() -> window.start(startUp));
        return window;
    }

    private static Path settingsDir() {
        String configured = System.getProperty(SETTINGS_PROPERTY);
        return configured != null ? Path.of(configured) : Path.of(System.getProperty("user.home"), ".ccw");
    }
}
