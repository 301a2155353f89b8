package org.ccw.app.cli;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ScopeType;

/**
 * {@code workbench [FILE]}: with no subcommand it opens the workbench window (on FILE when given); with one it
 * runs headless. Each
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
    subcommands = {ValidateCommand.class, RunCommand.class, PeerCommand.class, BenchCommand.class, LabCommand.class,
        ExportCommand.class})
public final class WorkbenchCommand implements Callable<Integer> {

    @Option(names = ErrorReporter.DEBUG_OPTION, scope = ScopeType.INHERIT,
        description = "Print stack traces of errors (for reporting bugs).")
    boolean debug;

    @Parameters(arity = "0..1", paramLabel = "FILE",
        description = "A scenario file to open in the window (default: a new scenario from the default preset).")
    Path file;

    private final Consumer<Optional<Path>> openWindow;

    private WorkbenchCommand(Consumer<Optional<Path>> openWindow) {
        this.openWindow = openWindow;
    }

    /**
     * The fully configured command line.
     *
     * @param openWindow what {@code workbench [FILE]} without a subcommand does: opens the window, showing the
     *                   file when one is given, and returns when the window closes
     */
    public static CommandLine commandLine(Consumer<Optional<Path>> openWindow) {
        ErrorReporter reporter = new ErrorReporter();
        return new CommandLine(new WorkbenchCommand(Objects.requireNonNull(openWindow)))
            .setExecutionExceptionHandler(reporter)
            .setParameterExceptionHandler(reporter);
    }

    @Override
    public Integer call() {
        openWindow.accept(Optional.ofNullable(file));
        return ExitCode.OK;
    }
}
