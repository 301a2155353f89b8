package org.ccw.model.io;

import java.nio.file.Path;

/**
 * A scenario file that cannot be read as a model. The message is one line naming the file, where in it (a line
 * and column, when the parser knows) and the problem, e.g.
 * {@code scenario.ccw: line 12, column 40: dangling reference 'ss20-z.cpu0'}.
 */
public final class ModelLoadException extends Exception {

    private static final long serialVersionUID = 1L;

    /** What went wrong, coarse enough for a command-line exit code or a dialog title. */
    public enum Kind {
        /** The file does not exist or is not a regular file. */
        NOT_FOUND,
        /** The file exists but cannot be read. */
        UNREADABLE,
        /** Not well-formed XML (truncated, unbalanced tags, not XML at all). */
        MALFORMED_XML,
        /** Well-formed XML whose namespace is not the cluster model's. */
        WRONG_NAMESPACE,
        /** An element or attribute the metamodel does not have. */
        UNKNOWN_FEATURE,
        /** A reference to an id that no element in the file has. */
        DANGLING_REFERENCE,
        /** A value that does not parse as its feature's type (e.g. text in a number, an int overflow). */
        BAD_VALUE,
        /** The file holds no scenario at its root. */
        NOT_A_SCENARIO
    }

    private final Kind kind;
    private final Path file;
    private final int line;
    private final int column;
    private final String problem;

    /**
     * @param line   1-based line of the problem, or 0 when unknown
     * @param column 1-based column of the problem, or 0 when unknown
     */
    public ModelLoadException(Kind kind, Path file, int line, int column, String problem, Throwable cause) {
        super(format(file, line, column, problem), cause);
        this.kind = kind;
        this.file = file;
        this.line = line;
        this.column = column;
        this.problem = problem;
    }

    private static String format(Path file, int line, int column, String problem) {
        String where = line > 0 ? ": line " + line + (column > 0 ? ", column " + column : "") : "";
        return file + where + ": " + problem;
    }

    public Kind kind() {
        return kind;
    }

    public Path file() {
        return file;
    }

    /** 1-based line of the problem, 0 when unknown. */
    public int line() {
        return line;
    }

    /** 1-based column of the problem, 0 when unknown. */
    public int column() {
        return column;
    }

    /** The problem alone, without file and position. */
    public String problem() {
        return problem;
    }
}
