package org.ccw.app;

import java.nio.file.Path;
import java.util.Optional;
import javafx.application.Application;
import org.ccw.app.cli.BadInputException;
import org.ccw.app.cli.WorkbenchCommand;

/**
 * The distribution's main class. It is deliberately not the JavaFX {@link Application} subclass: launched from
 * a plain class path, such a main class fails with "JavaFX runtime components are missing", and headless
 * subcommands should not start the toolkit at all.
 */
public final class Launcher {

    private Launcher() {
    }

    public static void main(String[] args) {
        System.exit(WorkbenchCommand.commandLine(Launcher::openWindow).execute(args));
    }

    /** Opens the main window, on {@code file} when present, and returns when it is closed. */
    private static void openWindow(Optional<Path> file) {
        // Without this check JavaFX fails deep inside its start-up with "Unable to open DISPLAY".
        boolean linux = System.getProperty("os.name").startsWith("Linux");
        if (linux && System.getenv("DISPLAY") == null && System.getenv("WAYLAND_DISPLAY") == null) {
            throw new BadInputException("workbench: no display to open the window on (DISPLAY is not set);"
                + " for headless use give a command, see 'workbench --help'");
        }
        Application.launch(WorkbenchApplication.class, file.map(Path::toString).stream().toArray(String[]::new));
    }
}
