package org.ccw.app;

import javafx.application.Application;
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
        int exitCode = WorkbenchCommand.commandLine(() -> Application.launch(WorkbenchApplication.class))
            .execute(args);
        System.exit(exitCode);
    }
}
