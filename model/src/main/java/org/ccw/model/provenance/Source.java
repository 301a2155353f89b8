package org.ccw.model.provenance;

/**
 * Where a component cost comes from. Every cost a lab's figures rest on has exactly one: a table or section of
 * one of the four papers, an independent published measurement, an assumption with its reason, or a calibration
 * against one named figure (at most one calibrated input per stack: a figure it was fitted to cannot validate the
 * model).
 */
public sealed interface Source {

    /** {@code paper}, {@code cited}, {@code assumed} or {@code calibrated}: the word {@code lab inputs} prints. */
    String kind();

    /** The reference, reason or figure, in one line. */
    String text();

    /** A paper of the seeds ({@code seed}: e.g. {@code "002"}) and where in it ({@code "Table 1"}). */
    record Paper(String seed, String where) implements Source {
        public String kind() {
            return "paper";
        }

        public String text() {
            return "seed " + seed + ", " + where;
        }
    }

    /** An independent published source: author, title, venue, year, and the table or page. */
    record Cited(String citation) implements Source {
        public String kind() {
            return "cited";
        }

        public String text() {
            return citation;
        }
    }

    /** No source gives it: the value is assumed, and {@code why} says on what grounds. */
    record Assumed(String why) implements Source {
        public String kind() {
            return "assumed";
        }

        public String text() {
            return why;
        }
    }

    /** Fitted once against {@code figure} (seed and table), which therefore validates nothing. */
    record Calibrated(String figure) implements Source {
        public String kind() {
            return "calibrated";
        }

        public String text() {
            return "against " + figure;
        }
    }

    static Source paper(String seed, String where) {
        return new Paper(seed, where);
    }

    static Source cited(String citation) {
        return new Cited(citation);
    }

    static Source assumed(String why) {
        return new Assumed(why);
    }

    static Source calibrated(String figure) {
        return new Calibrated(figure);
    }
}
