package org.ccw.labs.folder;

/**
 * A lab folder or an answers file that does not read: the file, the line (0 when unknown), the field (e.g.
 * {@code steps[2].question.number.tolerance}, empty for the whole file) and the problem, as one line:
 * {@code labs/catalogue/ssam-loss/lab.yaml:41: steps[1].question.number.unit: 'furlongs' is not a unit}.
 */
public final class LabFormatException extends RuntimeException {
    private final String file;
    private final int line;
    private final String field;
    private final String problem;

    public LabFormatException(String file, int line, String field, String problem) {
        super(file + (line > 0 ? ":" + line : "") + ": " + (field.isEmpty() ? "" : field + ": ") + problem);
        this.file = file;
        this.line = line;
        this.field = field;
        this.problem = problem;
    }

    /** The file, as given to the reader. */
    public String file() {
        return file;
    }

    /** The line, from 1; 0 when the problem is the whole file's or its line is not known. */
    public int line() {
        return line;
    }

    /** The field's path, e.g. {@code answers.first-drop}; empty for the whole file. */
    public String field() {
        return field;
    }

    /** What is wrong, without the file and line. */
    public String problem() {
        return problem;
    }
}
