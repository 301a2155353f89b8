package org.ccw.app.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/** One execution of the real {@code workbench} command line with captured stdout and stderr. */
record CommandRun(int exitCode, String out, String err, int windowsOpened) {

    /** Runs {@code args}; opening the window only counts (tests never open one). */
    static CommandRun of(String... args) {
        int[] windows = {0};
        return of(() -> windows[0]++, windows, args);
    }

    /** Runs {@code args} with {@code openWindow} as what {@code workbench} alone does. */
    static CommandRun withWindow(Runnable openWindow, String... args) {
        return of(openWindow, new int[1], args);
    }

    private static CommandRun of(Runnable openWindow, int[] windows, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine commandLine = WorkbenchCommand.commandLine(openWindow);
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        int exitCode = commandLine.execute(args);
        return new CommandRun(exitCode, out.toString(), err.toString(), windows[0]);
    }

    /** True when stderr holds no Java stack trace. */
    boolean noStackTrace() {
        return !err.contains("\tat ") && !err.contains("Exception:");
    }
}
