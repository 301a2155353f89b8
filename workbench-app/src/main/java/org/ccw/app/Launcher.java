package org.ccw.app;

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
        System.exit(WorkbenchCommand.commandLine(startUp -> openWindow(args)).execute(args));
    }

    private static boolean isBlank(String value) {
        return value == null || value.isBlank();
    }

    /**
     * Opens the main window and returns when it is closed. The application reads its start-up request from the
     * same arguments with the same command line ({@link WorkbenchApplication#startUp}), so the options are
     * declared once.
     */
    private static void openWindow(String[] args) {
        // Without these checks JavaFX fails deep inside its start-up with "Unable to open DISPLAY".
        boolean linux = System.getProperty("os.name").startsWith("Linux");
        if (linux && isBlank(System.getenv("DISPLAY")) && isBlank(System.getenv("WAYLAND_DISPLAY"))) {
            throw new BadInputException("workbench: no display to open the window on (DISPLAY is not set);"
                + " for headless use give a command, see 'workbench --help'");
        }
        try {
            Application.launch(WorkbenchApplication.class, args);
        } catch (UnsupportedOperationException e) {
            // DISPLAY is set but names no X server that answers (a closed ssh -X session, a stopped Xvfb).
            throw new BadInputException("workbench: cannot open the display '" + System.getenv("DISPLAY")
                + "' (" + e.getMessage() + "); for headless use give a command, see 'workbench --help'", e);
        }
    }
}
