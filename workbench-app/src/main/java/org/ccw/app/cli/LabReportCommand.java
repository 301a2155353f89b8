package org.ccw.app.cli;

import org.ccw.app.version.ProjectVersion;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Stream;

import org.ccw.app.report.LabReport;
import org.ccw.labs.Lab;
import org.ccw.labs.LabOptions;
import org.ccw.labs.LabResult;
import org.ccw.labs.Variant;
import org.ccw.labs.folder.Evidence;
import org.ccw.labs.folder.LabCatalogue;
import org.ccw.labs.folder.LabFolder;
import org.ccw.labs.folder.LabFormatException;
import org.ccw.labs.grading.AnswerSheet;
import org.ccw.labs.grading.GradeReport;
import org.ccw.visualizer.export.ReportExport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code workbench lab report ID --answers FILE|DIR -o OUT}: the lab report the window exports (Lab → Export lab
 * report), headless: the student's answers graded, the lab's figures beside the paper's and its checks, with the
 * build and the run's fingerprint. For a folder of answers files, one report each into the folder OUT.
 */
@Command(name = "report", description = {"Write a student's lab report, as the window exports it, headless: PDF or "
    + "HTML by OUT's extension (or --format); for a folder of answers files, one report each into the folder OUT.",
    "An unanswered question's answer is never printed. Exit 0 when every report is written, 2 when an answers file "
    + "does not read (the others are still written)."})
final class LabReportCommand implements Callable<Integer> {

    @Parameters(paramLabel = "ID", description = LabArgument.DESCRIPTION)
    String id;

    @Option(names = "--answers", paramLabel = "FILE|DIR", required = true,
        description = "A student's answers file, or a folder of them (subfolders too).")
    Path answers;

    @Option(names = {"-o", "--out"}, paramLabel = "OUT", required = true,
        description = "The report's file (report.pdf, report.html), or for a folder of answers the folder to write into.")
    Path out;

    @Option(names = "--format", paramLabel = "pdf|html",
        description = "The format (default: OUT's extension; pdf for a folder).")
    String format;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        Lab lab = LabArgument.find(id, "workbench lab report");
        LabFolder folder = LabCatalogue.of(lab);
        java.util.Map<LabOptions, Evidence> made = new java.util.HashMap<>();
        String stamp = ProjectVersion.reportStamp();
        PrintWriter err = spec.commandLine().getErr();
        boolean allRead = true;
        for (Path file : files()) {
            try {
                AnswerSheet sheet = AnswerSheet.read(file, folder);
                Evidence evidence = LabGradingCommands.evidence(lab, sheet.studentId(), made);
                GradeReport graded = GradeReport.grade(folder, sheet, evidence);
                LabResult result = evidence.result();
                Path target = Files.isDirectory(answers) ? out.resolve(reportName(file)) : out;
                LabReport.Student student = new LabReport.Student(sheet.student(), sheet.studentId(),
                        folder.optionsFor(sheet.studentId()).variant().map(Variant::describe));
                ReportExport.write(LabReport.of(folder, student, sheet.answers(), graded.verdicts(), result,
                        List.of(), stamp), format(target), target);
                spec.commandLine().getOut().println(target);
            } catch (LabFormatException e) {
                err.println(e.getMessage());
                allRead = false;
            }
        }
        spec.commandLine().getOut().flush();
        err.flush();
        return allRead ? ExitCode.OK : ExitCode.BAD_INPUT;
    }

    /** The answers files: the one given, or every *.yaml, *.yml and *.json under the folder given. */
    private List<Path> files() throws IOException {
        if (!Files.exists(answers)) {
            throw new BadInputException(answers + ": no such file or folder");
        }
        if (!Files.isDirectory(answers)) {
            return List.of(answers);
        }
        Files.createDirectories(out);
        try (Stream<Path> walk = Files.walk(answers)) {
            List<Path> files = new ArrayList<>(walk.filter(Files::isRegularFile)
                    .filter(f -> f.getFileName().toString().toLowerCase(Locale.ROOT).matches(".*\\.(ya?ml|json)"))
                    .filter(f -> !f.startsWith(out)).sorted().toList());
            if (files.isEmpty()) {
                throw new BadInputException(answers + ": no answers files (*.yaml, *.yml, *.json) in the folder");
            }
            return files;
        }
    }

    private String reportName(Path answersFile) {
        String name = answersFile.getFileName().toString().replaceFirst("\\.[^.]*$", "");
        return name + "-report." + (format == null ? "pdf" : format);
    }

    private String format(Path target) {
        String chosen = format != null ? format
                : target.getFileName().toString().toLowerCase(Locale.ROOT).replaceFirst(".*\\.", "");
        if (!chosen.equals("pdf") && !chosen.equals("html")) {
            throw new BadInputException("workbench lab report: " + target + ": a report is written as pdf or html "
                    + "(name the file .pdf or .html, or give --format)");
        }
        return chosen;
    }
}
