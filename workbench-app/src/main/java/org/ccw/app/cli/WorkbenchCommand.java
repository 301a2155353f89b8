package org.ccw.app.cli;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import org.ccw.app.window.StartUp;
import org.ccw.app.window.run.PauseAt;
import org.ccw.engine.realtime.RealTimeTransport;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ScopeType;

/**
 * {@code workbench [FILE]}: with no subcommand it opens the workbench window (on FILE when given, and in the
 * {@link StartUp} state its options ask for: run, pause, tab, lecture mode, a lab); with one it runs headless. Each
 * subcommand is its own class listed in {@code subcommands}; all share {@code --help}, {@code --version},
 * {@code --debug} (inherited) and the {@link ErrorReporter}'s mapping of failures to {@link ExitCode}s.
 */
@Command(name = "workbench",
    scope = ScopeType.INHERIT,
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    sortOptions = false,
    description = {"Cluster Communication Workbench: model, simulate, animate and measure cluster communication.",
        "Without a command, opens the workbench window; with one, runs headless.",
        "",
        "Lecturers (and screenshot scripts) can open the window on the moment they want to show:",
        "  workbench lossy.ccw --pause-at first-drop --tab timing --lecture",
        "runs the scenario, pauses on its first dropped cell (a 'cell dropped' breakpoint), shows the Timing"
            + " diagram tab and switches to lecture mode (F11 leaves it)."},
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
        "0:success",
        "1:a check failed (e.g. the model breaks a constraint)",
        "2:bad input (unknown option, missing or malformed file)",
        "3:internal error (rerun with --debug)"},
    subcommands = {ValidateCommand.class, RunCommand.class, PeerCommand.class, BenchCommand.class, LabCommand.class,
        ExportCommand.class, SweepCommand.class, SweepTaskCommand.class})
public final class WorkbenchCommand implements Callable<Integer> {

    @Option(names = ErrorReporter.DEBUG_OPTION, scope = ScopeType.INHERIT,
        description = "Print stack traces of errors (for reporting bugs).")
    boolean debug;

    @Parameters(arity = "0..1", paramLabel = "FILE",
        description = "A scenario file to open in the window (default: a new scenario from the default preset).")
    Path file;

    @Option(names = "--run", description = "Run the scenario as soon as the window shows (paused at its start).")
    boolean run;

    @Option(names = "--pause-at", paramLabel = "first-drop|TIME|event:N", converter = PauseAtOption.class,
        description = "Run the scenario and pause: on its first dropped cell (a 'cell dropped' breakpoint), at a"
            + " simulated TIME (e.g. 120us, 2.5ms; a bare number is µs) or at trace event number N.")
    PauseAt pauseAt;

    @Option(names = "--tab", paramLabel = "timing|space_time|congestion|events|breakpoints|charts|lab_steps",
        description = "The bottom tab to bring to the front (congestion: when the run's trace records congestion"
            + " windows).")
    StartUp.BottomTab tab;

    @Option(names = "--transport", paramLabel = "udp|tcp",
        description = "Run the scenario's job over real sockets on this machine (127.0.0.1) as soon as the window"
            + " shows, animated live from the real transport's trace (Run > Run over real UDP / TCP).")
    RealTimeTransport transport;

    @Option(names = "--lecture", description = "Start in lecture mode: full screen, large type, keyboard only.")
    boolean lecture;

    @Option(names = "--lab", paramLabel = "ID",
        description = "Open a lab as the Lab menu does: its scenario (unless FILE is given) and its Lab steps tab"
            + " (see 'workbench lab list').")
    String lab;

    /** {@code --labs DIR}: a course's lab folders join the window's Lab menu and browser. */
    @Option(names = "--labs", paramLabel = "DIR", description = "Add a directory of lab folders (a course's labs) to "
        + "the window's Lab menu and browser (repeatable; Lab > Open lab folder... opens one folder).")
    void addLabDirectory(Path directory) {
        try {
            org.ccw.labs.folder.LabCatalogue.addDirectory(directory);
        } catch (org.ccw.labs.folder.LabFormatException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--labs " + e.getMessage());
        }
    }

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    private final Consumer<StartUp> openWindow;
    private final Class<?> mainClass;

    private WorkbenchCommand(Class<?> mainClass, Consumer<StartUp> openWindow) {
        this.mainClass = mainClass;
        this.openWindow = openWindow;
    }

    /** The class whose {@code main} runs this command line: what a sweep starts in each task's JVM. */
    String mainClass() {
        return mainClass.getName();
    }

    /**
     * The fully configured command line.
     *
     * @param mainClass  the class whose {@code main} runs this command line (a sweep's tasks run it again)
     * @param openWindow what {@code workbench [FILE] [--run] [--pause-at ...] [--tab ...] [--lecture]} without a
     *                   subcommand does: opens the window as the {@link StartUp} asks and returns when it closes
     */
    public static CommandLine commandLine(Class<?> mainClass, Consumer<StartUp> openWindow) {
        ErrorReporter reporter = new ErrorReporter();
        return new CommandLine(new WorkbenchCommand(Objects.requireNonNull(mainClass),
                Objects.requireNonNull(openWindow)))
            .setCaseInsensitiveEnumValuesAllowed(true)
            .setExecutionExceptionHandler(reporter)
            .setParameterExceptionHandler(reporter);
    }

    @Override
    public Integer call() {
        if (pauseAt != null && transport != null) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--pause-at needs a simulated run: a run"
                + " over --transport " + transport.name().toLowerCase(Locale.ROOT) + " is shown live");
        }
        openWindow.accept(new StartUp(Optional.ofNullable(file), run, Optional.ofNullable(pauseAt),
            Optional.ofNullable(tab), lecture, Optional.ofNullable(lab).map(id -> LabArgument.find(id, "workbench --lab")),
            Optional.ofNullable(transport)));
        return ExitCode.OK;
    }
}
