package org.ccw.labs.grading;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.ccw.labs.folder.LabFolder;
import org.ccw.labs.folder.Question;
import org.ccw.labs.folder.Verdict;

/**
 * A class's answers to one lab as CSV ({@code workbench lab grade ID DIR}), in one of two layouts:
 * <ul>
 *   <li>{@link Format#CSV}: a header, then one row per answers file — {@code student,file,}one column per question
 *       (the points earned; empty when not answered; a discussion, not graded, has none){@code ,total,max,error} —
 *       where a file that could not be read
 *       has its problem in {@code error} and no points, and a file with answers that could not be read has their
 *       problems there (each such answer is wrong; the others count);</li>
 *   <li>{@link Format#MOODLE}: what Moodle's CSV grade import maps — {@code id_number,email,full_name,}one numeric
 *       column per question{@code ,total,feedback}, one row per student whose file reads (a file that does not read
 *       has no identity to import under; {@code lab grade} names it on stderr).</li>
 * </ul>
 */
public final class GradeTable {
    /** The layout of the table. */
    public enum Format {
        CSV, MOODLE
    }

    /** A row: a file that was graded, or one that could not be read. */
    private sealed interface Row permits Graded, Unreadable {
    }

    private record Graded(GradeReport report) implements Row {
    }

    private record Unreadable(String file, String problem) implements Row {
    }

    private final LabFolder lab;
    private final List<Row> rows = new ArrayList<>();

    public GradeTable(LabFolder lab) {
        this.lab = lab;
    }

    /** Adds a graded file's row. */
    public GradeTable add(GradeReport report) {
        rows.add(new Graded(report));
        return this;
    }

    /** Adds the row of a file that could not be read: no student, no points, its problem. */
    public GradeTable addUnreadable(String file, String problem) {
        rows.add(new Unreadable(file, problem));
        return this;
    }

    /** The table so far, in the default layout. */
    public String csv() {
        return render(Format.CSV);
    }

    /** The table so far in {@code format}. */
    public String render(Format format) {
        return format == Format.CSV ? plain() : moodle();
    }

    private String plain() {
        StringBuilder csv = new StringBuilder("student,file");
        graded().forEach(q -> csv.append(',').append(field(q.id())));
        csv.append(",total,max,error\n");
        int max = lab.questions().stream().mapToInt(Question::points).sum();
        for (Row row : rows) {
            if (row instanceof Graded graded) {
                GradeReport report = graded.report();
                csv.append(field(report.sheet().student())).append(',').append(field(report.sheet().file()));
                for (Verdict v : gradedVerdicts(report)) {
                    csv.append(',').append(v.outcome() == Verdict.Outcome.UNANSWERED ? "" : Integer.toString(v.points()));
                }
                csv.append(',').append(report.score()).append(',').append(report.maxScore()).append(',')
                        .append(field(String.join("; ", report.unreadable()))).append('\n');
            } else if (row instanceof Unreadable file) {
                csv.append(',').append(field(file.file())).append(",".repeat(graded().size())).append(",,")
                        .append(max).append(',').append(field(file.problem())).append('\n');
            }
        }
        return csv.toString();
    }

    private String moodle() {
        StringBuilder csv = new StringBuilder("id_number,email,full_name");
        graded().forEach(q -> csv.append(',').append(field(q.id())));
        csv.append(",total,feedback\n");
        for (GradeReport report : rows.stream().filter(Graded.class::isInstance).map(r -> ((Graded) r).report())
                .toList()) {
            AnswerSheet sheet = report.sheet();
            csv.append(field(sheet.studentId().orElse(""))).append(',').append(field(sheet.email().orElse("")))
                    .append(',').append(field(sheet.student()));
            gradedVerdicts(report).forEach(v -> csv.append(',').append(v.points()));
            String wrong = gradedVerdicts(report).stream().filter(v -> !v.right())
                    .map(v -> v.question() + ": " + v.outcome().word()).collect(Collectors.joining("; "));
            csv.append(',').append(report.score()).append(',').append(field(report.score() + " of "
                    + report.maxScore() + (wrong.isEmpty() ? "" : "; " + wrong))).append('\n');
        }
        return csv.toString();
    }

    /** The questions that earn points, each a column: a discussion is read in the report, not graded. */
    private List<Question> graded() {
        return lab.questions().stream().filter(Question::graded).toList();
    }

    /** {@code report}'s verdicts on {@link #graded()} questions, in their order. */
    private static List<Verdict> gradedVerdicts(GradeReport report) {
        List<Verdict> verdicts = new ArrayList<>();
        for (int i = 0; i < report.questions().size(); i++) {
            if (report.questions().get(i).graded()) {
                verdicts.add(report.verdicts().get(i));
            }
        }
        return verdicts;
    }

    /**
     * {@code text} as one CSV field: quoted when it holds a comma, quote or line break, and neutralised when a
     * spreadsheet would take it for a formula (it starts with {@code = + - @}, a tab or a carriage return: OWASP's
     * CSV injection advice), by a leading apostrophe, which the spreadsheet shows as text.
     */
    static String field(String text) {
        String safe = !text.isEmpty() && "=+-@\t\r".indexOf(text.charAt(0)) >= 0 ? "'" + text : text;
        return safe.contains(",") || safe.contains("\"") || safe.contains("\n") || safe.contains("\r")
                ? '"' + safe.replace("\"", "\"\"") + '"' : safe;
    }
}
