package org.ccw.app.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.ccw.app.Launcher;
import org.ccw.app.window.StartUp;
import picocli.CommandLine;

/** One execution of the real {@code workbench} command line with captured stdout and stderr. */
record CommandRun(int exitCode, String out, String err, List<StartUp> windowsOpened) {

    /** Runs {@code args}; opening the window is only recorded, with what it was asked to do (tests never open one). */
    static CommandRun of(String... args) {
        List<StartUp> windows = new ArrayList<>();
        return of(windows::add, windows, args);
    }

    /** Runs {@code args} with {@code openWindow} as what {@code workbench} without a command does. */
    static CommandRun withWindow(Consumer<StartUp> openWindow, String... args) {
        return of(openWindow, List.of(), args);
    }

    private static CommandRun of(Consumer<StartUp> openWindow, List<StartUp> windows, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine commandLine = WorkbenchCommand.commandLine(Launcher.class, openWindow);
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        int exitCode = commandLine.execute(args);
        return new CommandRun(exitCode, out.toString(), err.toString(), List.copyOf(windows));
    }

    /** True when stderr holds no Java stack trace. */
    boolean noStackTrace() {
        return !err.contains("\tat ") && !err.contains("Exception:");
    }
}
