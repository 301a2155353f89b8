package org.ccw.labs.grading;

import org.ccw.labs.folder.LabFolder;
import org.ccw.labs.folder.Question;
import org.ccw.labs.folder.Verdict;

/**
 * A class's answers to one lab as CSV ({@code workbench lab grade ID DIR}): a header, then one row per answers
 * file — {@code student,file,}one column per question (the points earned; empty when not answered){@code ,total,max,
 * error} — where a file that could not be read has its problem in {@code error} and no points.
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
        csv.append(',').append(report.score()).append(',').append(report.maxScore()).append(",\n");
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

    private static String field(String text) {
        return text.contains(",") || text.contains("\"") || text.contains("\n")
                ? '"' + text.replace("\"", "\"\"") + '"' : text;
    }
}
