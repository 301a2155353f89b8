package org.ccw.app;

import java.nio.file.Path;
import java.util.Optional;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.ccw.app.window.MainWindow;
import org.ccw.visualizer.Stylesheets;

/**
 * The JavaFX application: one main window showing the default scenario, or the file given as the first
 * application parameter; once it shows, an autosave left by a crashed session is offered for recovery.
 * Started by {@link Launcher} (never as a main class itself, see there). Settings (autosave, recent files) live
 * in {@code ~/.ccw}, or in the directory the system property {@value #SETTINGS_PROPERTY} names.
 */
public final class WorkbenchApplication extends Application {

    /** System property naming the settings directory. */
    public static final String SETTINGS_PROPERTY = "ccw.settings";

    /** Initial window size in pixels; fits a 1366 × 768 laptop screen with the task bar. */
    private static final double WIDTH_PX = 1280;
    private static final double HEIGHT_PX = 720;

    @Override
    public void start(Stage stage) {
        Optional<Path> file = Optional.ofNullable(getParameters()).flatMap(p -> p.getRaw().stream().findFirst())
            .map(Path::of);
        show(stage, settingsDir(), file);
    }

    /**
     * Opens the main window in {@code stage} on the default scenario, then (once it shows) offers a pending
     * autosave and opens {@code file} — in that order, so a dialog has its owner on screen and a file never
     * silently replaces recovered work ({@link MainWindow#start}).
     */
    public static MainWindow show(Stage stage, Path settingsDir, Optional<Path> file) {
        MainWindow window = new MainWindow(stage, settingsDir);
        window.viewModel().newScenario();
        Scene scene = new Scene(window.root(), WIDTH_PX, HEIGHT_PX);
        scene.getStylesheets().add(Stylesheets.defaultTheme());
        stage.setScene(scene);
        stage.show();
        Platform.runLater(() -> window.start(file));
        return window;
    }

    private static Path settingsDir() {
        String configured = System.getProperty(SETTINGS_PROPERTY);
        return configured != null ? Path.of(configured) : Path.of(System.getProperty("user.home"), ".ccw");
    }
}
