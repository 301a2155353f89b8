package org.ccw.labs.grading;

import org.ccw.labs.folder.LabFolder;
import org.ccw.labs.folder.Question;
import org.ccw.labs.folder.Verdict;

/**
 * A class's answers to one lab as CSV ({@code workbench lab grade ID DIR}): a header, then one row per answers
 * file — {@code student,file,}one column per question (the points earned; empty when not answered){@code ,total,max,
 * error} — where a file that could not be read has its problem in {@code error} and no points, and a file with
 * answers that could not be read has their problems there (each such answer is wrong; the others count).
 */
public final class GradeTable {
    private final LabFolder lab;
    private final StringBuilder csv = new StringBuilder();

    public GradeTable(LabFolder lab) {
        this.lab = lab;
        csv.append("student,file");
        lab.questions().forEach(q -> csv.append(',').append(field(q.id())));
        csv.append(",total,max,error\n");
    }

    /** Adds a graded file's row. */
    public GradeTable add(GradeReport report) {
        csv.append(field(report.sheet().student())).append(',').append(field(report.sheet().file()));
        for (Verdict v : report.verdicts()) {
            csv.append(',').append(v.outcome() == Verdict.Outcome.UNANSWERED ? "" : Integer.toString(v.points()));
        }
        csv.append(',').append(report.score()).append(',').append(report.maxScore()).append(',')
                .append(field(String.join("; ", report.unreadable()))).append('\n');
        return this;
    }

    /** Adds the row of a file that could not be read: no student, no points, its problem. */
    public GradeTable addUnreadable(String file, String problem) {
        csv.append(',').append(field(file)).append(",".repeat(lab.questions().size())).append(",,")
                .append(lab.questions().stream().mapToInt(Question::points).sum()).append(',').append(field(problem))
                .append('\n');
        return this;
    }

    /** The table so far. */
    public String csv() {
        return csv.toString();
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
