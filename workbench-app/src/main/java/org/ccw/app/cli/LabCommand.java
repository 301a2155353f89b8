package org.ccw.app.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.ccw.labs.Check;
import org.ccw.labs.Lab;
import org.ccw.labs.LabOptions;
import org.ccw.labs.LabResult;
import org.ccw.labs.Metric;
import org.ccw.labs.folder.LabCatalogue;
import org.ccw.labs.folder.LabFolder;
import org.ccw.labs.folder.LabFormatException;
import org.ccw.labs.folder.LabGuideJson;
import org.ccw.labs.folder.Labs;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/**
 * {@code workbench lab list}, {@code workbench lab show ID [--json]} and {@code workbench lab run ID [--json]
 * [--seed N]}: the labs that reproduce the papers' experiments. {@code show} prints a lab's instructions for a
 * student; {@code run} runs it headless and prints every metric beside the paper's figure and their ratio, then
 * every check; it exits 1 when a check fails. {@code check}, {@code grade} and {@code answers} grade students'
 * answers ({@link LabGradingCommands}).
 */
@Command(name = "lab",
    description = "List the labs, show one's instructions, run one headless and compare it with the paper, or grade "
        + "students' answers to one.",
    subcommands = {LabCommand.ListLabs.class, LabCommand.ShowLab.class, LabCommand.RunLab.class,
        LabInputsCommand.class, LabValidateCommand.class, LabReportCommand.class, LabGradingCommands.Check.class, LabGradingCommands.Grade.class,
        LabGradingCommands.Answers.class})
final class LabCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    /** {@code --labs DIR}, given to any lab command: a course's directory of lab folders joins the catalogue. */
    @Option(names = "--labs", paramLabel = "DIR", scope = ScopeType.INHERIT, description = {"Add a directory of lab "
        + "folders to the catalogue (repeatable); a folder that does not read is listed with its problem."})
    void addLabDirectory(Path directory) {
        try {
            LabCatalogue.addDirectory(directory);
        } catch (LabFormatException e) {
            throw new ParameterException(spec.commandLine(), "--labs " + e.getMessage());
        }
    }

    @Override
    public Integer call() {
        throw new picocli.CommandLine.ParameterException(spec.commandLine(), "name a lab command: list, show ID, run ID, inputs ID, validate PATH, check ID, grade ID DIR, answers ID or report ID (ID: a lab's id or its folder's path)");
    }

    @Command(name = "list", description = "List every lab's id and title.")
    static final class ListLabs implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Override
        public Integer call() {
            PrintWriter out = spec.commandLine().getOut();
            int width = Labs.all().stream().mapToInt(lab -> lab.id().length()).max().orElse(0);
            for (Lab lab : Labs.all()) {
                out.println(String.format(Locale.ROOT, "%-" + width + "s  %s", lab.id(), LabCatalogue.of(lab).title()));
            }
            List<LabFormatException> problems = LabCatalogue.problems();
            if (!problems.isEmpty()) {
                out.println();
                out.println("not in the catalogue until fixed (workbench lab validate PATH checks a folder):");
                problems.forEach(p -> out.println("  " + p.getMessage()));
            }
            out.flush();
            return ExitCode.OK;
        }
    }

    @Command(name = "show", description = {"Print a lab's instructions: its goal and paper section, the steps to take in"
        + " the workbench, what to look for, what the paper found, and questions the run answers."})
    static final class ShowLab implements Callable<Integer> {
        /** Columns the plain text is wrapped at. */
        private static final int WIDTH = 100;

        @Parameters(paramLabel = "ID", description = LabArgument.DESCRIPTION)
        String id;

        @Option(names = "--json", description = "Print {\"lab\", \"title\", \"goal\", \"source\", \"steps\": [{\"title\","
            + " \"text\"}], \"what_to_look_for\", \"paper_found\", \"questions\": [...]} as one JSON object.")
        boolean json;

        @Spec
        CommandSpec spec;

        @Override
        public Integer call() {
            Lab lab = LabArgument.find(id, "workbench lab show");
            LabFolder folder = LabCatalogue.of(lab);
            PrintWriter out = spec.commandLine().getOut();
            out.print(json ? LabGuideJson.of(folder) + System.lineSeparator()
                : folder.guide().toText(lab.id(), folder.title(), WIDTH));
            out.flush();
            return ExitCode.OK;
        }
    }

    @Command(name = "run", description = {"Run one lab: its metrics beside the paper's figures, and its checks.",
        "Exit 0 when every check passes, 1 when one fails."})
    static final class RunLab implements Callable<Integer> {
        @Parameters(paramLabel = "ID", description = LabArgument.DESCRIPTION)
        String id;

        @Option(names = "--json", description = "Print {\"lab\", \"metrics\": [...], \"checks\": [...]} as one JSON object.")
        boolean json;

        @Option(names = "--seed", paramLabel = "N",
            description = "Seed of the lab's runs (default: the one its fingerprint is pinned with).")
        Long seed;

        @Option(names = "--ledger", description = {"Also print, for each figure with a paper value, where its time "
            + "went: each named charge of the processors while the figure was measured (component, count, cost, "
            + "subtotal per operation), read from the run's trace. With --json: a \"ledgers\" array.",
            "The runs' traces then carry the charges too, so the fingerprint printed is not the pinned one."})
        boolean ledger;

        @Spec
        CommandSpec spec;

        @Override
        public Integer call() {
            Lab lab = LabArgument.find(id, "workbench lab run");
            LabOptions options = seed == null ? LabOptions.defaults() : new LabOptions(seed);
            LabResult result = lab.run(ledger ? options.withLedger() : options);
            PrintWriter out = spec.commandLine().getOut();
            out.println(json ? result.toJson() : describe(lab, result));
            out.flush();
            return result.passed() ? ExitCode.OK : ExitCode.CHECK_FAILED;
        }

        private static String describe(Lab lab, LabResult result) {
            StringBuilder text = new StringBuilder(lab.id()).append(": ").append(LabCatalogue.of(lab).title())
                .append('\n');
            text.append(String.format(Locale.ROOT, "%n  %-32s %12s %-6s %12s %8s%n", "metric", "ours", "unit", "paper",
                "ratio"));
            for (Metric m : result.metrics()) {
                text.append(String.format(Locale.ROOT, "  %-32s %12.3f %-6s %12s %8s%s%n", m.name(), m.value(), m.unit(),
                    m.paper() == null ? "-" : String.format(Locale.ROOT, "%.3f", m.paper()),
                    m.ratio() == null ? "-" : String.format(Locale.ROOT, "%.3f", m.ratio()),
                    switch (m.basis()) {
                        case INPUT -> "  (an input read back, not a figure that emerges)";
                        case CALIBRATED -> "  (CALIBRATED: an input was fitted to it)";
                        default -> "";
                    }));
            }
            if (!result.ledgers().isEmpty()) {
                text.append(String.format(Locale.ROOT, "%n  where the time went (charges per operation, from the trace)%n"));
                result.ledgers().forEach(l -> text.append(l.toText()));
            }
            text.append('\n');
            for (Check c : result.checks()) {
                text.append(String.format(Locale.ROOT, "  [%s] %s: %s%n",
                    c.outcome() == Check.Outcome.FAIL ? "FAIL" : c.outcome().word(), c.name(), c.detail()));
            }
            text.append(String.format(Locale.ROOT, "%n  trace fingerprint %s", result.fingerprint()));
            return text.toString();
        }
    }
}
