package org.ccw.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Map;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Stream;

import org.ccw.labs.Lab;
import org.ccw.labs.LabOptions;
import org.ccw.labs.folder.Evidence;
import org.ccw.labs.folder.LabCatalogue;
import org.ccw.labs.folder.LabEvidence;
import org.ccw.labs.folder.LabFolder;
import org.ccw.labs.folder.LabFormatException;
import org.ccw.labs.grading.AnswerSheet;
import org.ccw.labs.grading.AnswersFile;
import org.ccw.labs.grading.GradeReport;
import org.ccw.labs.grading.GradeTable;
import org.ccw.labs.grading.Roster;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * The lecturer's headless grading: {@code workbench lab check ID --answers FILE} (one student, JSON; exit 0 all right,
 * 1 some wrong or unanswered, 2 a file that does not read), {@code workbench lab grade ID DIR} (a folder of answers
 * files into CSV) and {@code workbench lab answers ID --template | --key}. Answers are checked against the lab's own
 * runs with the seed its figures are pinned with ({@link LabEvidence}).
 */
final class LabGradingCommands {
    private LabGradingCommands() {
    }

    /**
     * The evidence {@code lab}'s answers are checked against for student {@code studentId}: the runs of their variant
     * when the lab has variants, else the pinned runs; each run made once when a question first needs it, and kept
     * in {@code made} for the next student of the same variant.
     */
    static Evidence evidence(Lab lab, Optional<String> studentId, Map<LabOptions, Evidence> made) {
        LabOptions options = LabCatalogue.of(lab).optionsFor(studentId);
        return made.computeIfAbsent(options, o -> LabEvidence.of(lab, o));
    }

    private static BadInputException bad(LabFormatException e) {
        return new BadInputException(e.getMessage(), e);
    }

    @Command(name = "check", description = {"Grade one student's answers to a lab, as JSON: {\"lab\", \"student\", "
        + "\"file\", \"score\", \"max\", \"all_right\", \"answers\": [{\"question\", \"kind\", \"outcome\", \"given\", "
        + "\"expected\", \"points\", \"max\", \"feedback\"}]}; \"expected\" is null unless --reveal.",
        "Exit 0 when every answer is right, 1 when one is wrong or unanswered, 2 when the file does not read."})
    static final class Check implements Callable<Integer> {
        @Parameters(paramLabel = "ID", description = LabArgument.DESCRIPTION)
        String id;

        @Option(names = "--answers", paramLabel = "FILE", required = true,
            description = "The answers file (see 'workbench lab answers ID --template').")
        Path answers;

        @Option(names = "--format", paramLabel = "json|gradescope", defaultValue = "json", description = {"json "
            + "(default): the report above; gradescope: results.json as Gradescope's autograder reads it (score, "
            + "max_score, a test per question)."})
        String format;

        @Option(names = "--reveal", description = "Also show the expected answers and the full feedback (the "
            + "lecturer's view); without it, each answer is only right or wrong and how far off.")
        boolean reveal;

        @Spec
        CommandSpec spec;

        @Override
        public Integer call() {
            Lab lab = LabArgument.find(id, "workbench lab check");
            LabFolder folder = LabCatalogue.of(lab);
            GradeReport report;
            try {
                AnswerSheet sheet = AnswerSheet.read(answers, folder);
                report = GradeReport.grade(folder, sheet, evidence(lab, sheet.studentId(), new HashMap<>()));
            } catch (LabFormatException e) {
                throw bad(e);
            }
            PrintWriter out = spec.commandLine().getOut();
            out.println(switch (format) {
                case "json" -> report.toJson(reveal);
                case "gradescope" -> report.toGradescope();
                default -> throw new BadInputException("workbench lab check: --format " + format
                        + " is not json or gradescope");
            });
            out.flush();
            return report.allRight() ? ExitCode.OK : ExitCode.CHECK_FAILED;
        }
    }

    @Command(name = "grade", description = {"Grade every answers file (*.yaml, *.yml, *.json, any case) in a folder "
        + "and its subfolders (Moodle's 'download all submissions' layout) into CSV: student, file, the points for "
        + "each question (empty: not answered), total, max, error; or, --format moodle, what Moodle's grade import "
        + "maps: id_number, email, full_name, a numeric column per question, total, feedback; or, --format "
        + "gradescope -o OUT, a results.json per answers file (OUT/PATH/results.json, PATH the file's path under "
        + "DIR without its extension) as Gradescope's autograder writes it ('lab check --format gradescope' grades one submission "
        + "inside the autograder).",
        "Every file skipped is named on stderr with why, and so is every problem a --roster finds.",
        "Exit 0 when every file reads, 2 when one does not (its row names the problem, and so does stderr)."})
    static final class Grade implements Callable<Integer> {
        @Parameters(index = "0", paramLabel = "ID", description = LabArgument.DESCRIPTION)
        String id;

        @Parameters(index = "1", paramLabel = "DIR", description = "The folder of answers files, one per student "
            + "(subfolders too).")
        Path dir;

        @Option(names = "--format", paramLabel = "csv|moodle|gradescope", defaultValue = "csv",
            description = "The output (default: ${DEFAULT-VALUE}).")
        Output format;

        @Option(names = {"-o", "--out"}, paramLabel = "OUT", description = "With --format gradescope: the folder the "
            + "results.json files go to.")
        Path out;

        /** What grade writes: a table (CSV, Moodle's) on stdout, or Gradescope's results.json per file. */
        enum Output {
            CSV, MOODLE, GRADESCOPE
        }

        @Option(names = "--roster", paramLabel = "FILE", description = "The course's students as CSV with columns id "
            + "(and name, email): names students without an answers file, ids in two files and ids not on it.")
        Path roster;

        @Spec
        CommandSpec spec;

        @Override
        public Integer call() throws IOException {
            Lab lab = LabArgument.find(id, "workbench lab grade");
            if (!Files.isDirectory(dir)) {
                throw new BadInputException(dir + ": " + (Files.exists(dir) ? "not a folder" : "no such folder"));
            }
            Optional<Roster> course;
            try {
                course = Optional.ofNullable(roster).map(Roster::read);
            } catch (LabFormatException e) {
                throw bad(e);
            }
            if (format == Output.GRADESCOPE && out == null) {
                throw new BadInputException("workbench lab grade --format gradescope: name the folder the results.json "
                    + "files go to (-o OUT)");
            }
            PrintWriter err = spec.commandLine().getErr();
            List<Path> files = answersFiles(err);
            if (files.isEmpty()) {
                throw new BadInputException(dir + ": no answers files (*.yaml, *.yml, *.json) in the folder");
            }
            LabFolder folder = LabCatalogue.of(lab);
            Map<LabOptions, Evidence> made = new HashMap<>();
            GradeTable table = new GradeTable(folder);
            List<AnswerSheet> sheets = new ArrayList<>();
            boolean allRead = true;
            for (Path file : files) {
                try {
                    AnswerSheet sheet = AnswerSheet.read(file, folder);
                    GradeReport report = GradeReport.grade(folder, sheet, evidence(lab, sheet.studentId(), made));
                    sheets.add(sheet);
                    table.add(report);
                    report.unreadable().forEach(err::println);
                    if (format == Output.GRADESCOPE) {
                        // the file's place under DIR: Moodle's layout has an answers file per student's folder
                        Path results = out.resolve(dir.relativize(file).toString().replaceFirst("\\.[^.]*$", ""))
                            .resolve("results.json");
                        Files.createDirectories(results.getParent());
                        org.ccw.model.io.AtomicFile.writeString(results, report.toGradescope() + "\n");
                        spec.commandLine().getOut().println(results);
                    }
                } catch (LabFormatException e) {
                    table.addUnreadable(file.toString(), e.getMessage());
                    err.println(e.getMessage());
                    allRead = false;
                }
            }
            course.ifPresent(r -> r.problems(sheets).forEach(err::println));
            err.flush();
            PrintWriter printed = spec.commandLine().getOut();
            if (format != Output.GRADESCOPE) {
                printed.print(table.render(format == Output.CSV ? GradeTable.Format.CSV : GradeTable.Format.MOODLE));
            }
            printed.flush();
            return allRead ? ExitCode.OK : ExitCode.BAD_INPUT;
        }

        /** Every answers file under {@code dir}, sorted; every other file is named on {@code err} with why. */
        private List<Path> answersFiles(PrintWriter err) throws IOException {
            try (Stream<Path> walk = Files.walk(dir)) {
                List<Path> files = new ArrayList<>();
                for (Path file : walk.filter(Files::isRegularFile).sorted().toList()) {
                    String name = file.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
                    if (name.matches(".*\\.(ya?ml|json)")) {
                        files.add(file);
                    } else {
                        err.println(file + ": skipped (not an answers file: *.yaml, *.yml or *.json)");
                    }
                }
                return files;
            }
        }
    }

    @Command(name = "answers", description = {"Print an answers file for a lab: the template a student fills in, or "
        + "the lecturer's key (the answers the lab's own runs give, which 'lab check' grades all right)."})
    static final class Answers implements Callable<Integer> {
        @Parameters(paramLabel = "ID", description = LabArgument.DESCRIPTION)
        String id;

        @ArgGroup(multiplicity = "1")
        Which which;

        @Option(names = "--student", paramLabel = "NAME", defaultValue = "your name",
            description = "The student's name in the template (default: ${DEFAULT-VALUE}).")
        String student;

        @Option(names = "--student-id", paramLabel = "ID",
            description = "The course's id for the student (a roster's id column), written into the template.")
        String studentId;

        @Option(names = "--roster", paramLabel = "FILE", description = "Write one file per student of this roster "
            + "(CSV with id, name, email) into --out: each student's template, or each student's own key.")
        Path roster;

        @Option(names = {"-o", "--out"}, paramLabel = "DIR", description = "With --roster: the folder the files go "
            + "to, one ID.yaml each.")
        Path out;

        /** Exactly one of the two. */
        static final class Which {
            @Option(names = "--template", required = true, description = "The file to fill in.")
            boolean template;

            @Option(names = "--key", required = true, description = "The lecturer's answer key.")
            boolean key;
        }

        @Spec
        CommandSpec spec;

        @Override
        public Integer call() throws IOException {
            Lab lab = LabArgument.find(id, "workbench lab answers");
            LabFolder folder = LabCatalogue.of(lab);
            if (roster != null) {
                return forRoster(lab, folder);
            }
            PrintWriter printed = spec.commandLine().getOut();
            printed.print(which.key ? AnswersFile.key(folder, evidence(lab,
                    Optional.ofNullable(studentId), new HashMap<>())) : studentId == null
                    ? AnswersFile.template(folder, student) : AnswersFile.template(folder, student, studentId));
            printed.flush();
            return ExitCode.OK;
        }

        /** One file per student of the roster into {@link #out}: their template, or their variant's key. */
        private int forRoster(Lab lab, LabFolder folder) throws IOException {
            if (out == null) {
                throw new BadInputException("workbench lab answers --roster: name the folder the files go to (-o DIR)");
            }
            Roster course;
            try {
                course = Roster.read(roster);
            } catch (LabFormatException e) {
                throw bad(e);
            }
            Files.createDirectories(out);
            Map<LabOptions, Evidence> made = new HashMap<>();
            for (Roster.Student s : course.students().values()) {
                String name = s.name().isEmpty() ? s.id() : s.name();
                String text = which.key ? AnswersFile.key(folder, evidence(lab, Optional.of(s.id()), made), name, s.id())
                        : AnswersFile.template(folder, name, s.id());
                org.ccw.model.io.AtomicFile.writeString(out.resolve(AnswersFile.fileName(s.id())), text);
            }
            spec.commandLine().getOut().println(course.students().size() + " files in " + out);
            return ExitCode.OK;
        }
    }
}
