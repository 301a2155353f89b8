package org.ccw.app.cli;

import java.util.Objects;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;

/**
 * {@code workbench}: with no subcommand it opens the workbench window; with one it runs headless. Each
 * subcommand is its own class listed in {@code subcommands}; all share {@code --help}, {@code --version},
 * {@code --debug} (inherited) and the {@link ErrorReporter}'s mapping of failures to {@link ExitCode}s.
 */
@Command(name = "workbench",
    scope = ScopeType.INHERIT,
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    sortOptions = false,
    description = {"Cluster Communication Workbench: model, simulate, animate and measure cluster communication.",
        "Without a command, opens the workbench window; with one, runs headless."},
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
        "0:success",
        "1:a check failed (e.g. the model breaks a constraint)",
        "2:bad input (unknown option, missing or malformed file)",
        "3:internal error (rerun with --debug)"},
    subcommands = {ValidateCommand.class})
public final class WorkbenchCommand implements Callable<Integer> {

    @Option(names = ErrorReporter.DEBUG_OPTION, scope = ScopeType.INHERIT,
        description = "Print stack traces of errors (for reporting bugs).")
    boolean debug;

    private final Runnable openWindow;

    private WorkbenchCommand(Runnable openWindow) {
        this.openWindow = openWindow;
    }

    /**
     * The fully configured command line.
     *
     * @param openWindow what {@code workbench} without a subcommand does (opens the window; blocks until it closes)
     */
    public static CommandLine commandLine(Runnable openWindow) {
        ErrorReporter reporter = new ErrorReporter();
        return new CommandLine(new WorkbenchCommand(Objects.requireNonNull(openWindow)))
            .setExecutionExceptionHandler(reporter)
            .setParameterExceptionHandler(reporter);
    }

    @Override
    public Integer call() {
        openWindow.run();
        return ExitCode.OK;
    }
}
