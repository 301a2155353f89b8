package org.ccw.app;

import java.util.logging.Level;
import java.util.logging.Logger;
import javafx.application.Application;
import org.ccw.app.cli.BadInputException;
import org.ccw.app.cli.WorkbenchCommand;

/**
 * The distribution's main class. It is deliberately not the JavaFX {@link Application} subclass: launched from
 * a plain class path, such a main class fails with "JavaFX runtime components are missing", and headless
 * subcommands should not start the toolkit at all.
 */
public final class Launcher {

    /**
     * JavaFX warns on every start that it was loaded from the class path ("Unsupported JavaFX configuration"),
     * which this distribution does on purpose (see the class comment); the line would precede every error a user
     * reads. Held in a field: java.util.logging keeps loggers weakly, and a collected one forgets its level.
     */
    private static final Logger JAVAFX_LOG = Logger.getLogger("javafx");

    private Launcher() {
    }

    public static void main(String[] args) {
        System.exit(WorkbenchCommand.commandLine(Launcher.class, startUp -> openWindow(args)).execute(args));
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
                + " " + DisplayFailure.HEADLESS_HINT);
        }
        JAVAFX_LOG.setLevel(Level.SEVERE);
        try {
            Application.launch(WorkbenchApplication.class, args);
        } catch (UnsupportedOperationException e) {
            throw DisplayFailure.describe(System.getenv("DISPLAY"), e);
        }
    }
}
