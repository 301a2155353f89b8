package org.ccw.app;

import java.nio.file.Path;
import java.util.Optional;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.ccw.app.window.MainWindow;
import org.ccw.visualizer.Stylesheets;

/**
 * The JavaFX application: one main window showing the default scenario, or the file given as the first
 * application parameter. Started by {@link Launcher} (never
 * as a main class itself, see there).
 */
public final class WorkbenchApplication extends Application {

    /** Initial window size in pixels; fits a 1366 × 768 laptop screen with the task bar. */
    private static final double WIDTH_PX = 1280;
    private static final double HEIGHT_PX = 720;

    @Override
    public void start(Stage stage) {
        MainWindow window = new MainWindow(stage);
        window.viewModel().newScenario();
        Scene scene = new Scene(window.root(), WIDTH_PX, HEIGHT_PX);
        scene.getStylesheets().add(Stylesheets.defaultTheme());
        stage.setScene(scene);
        stage.show();
        // A file named on the command line (no parameters at all when started by a test rather than launch()).
        // Opened once the window shows, so a failure's dialog has its owner on screen over the default scenario.
        Optional.ofNullable(getParameters()).flatMap(p -> p.getRaw().stream().findFirst())
            .ifPresent(file -> window.viewModel().open(Path.of(file)));
    }
}
