package org.ccw.visualizer.export;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A document of headings, paragraphs, tables and {@link Figure}s, written as HTML or PDF by {@link ReportExport}
 * (a lab report: the student's answers and verdicts, the figures beside the paper's, the timing diagrams and charts
 * they made). It knows nothing of labs: whoever builds one decides what goes in.
 *
 * @param title  the document's title, its first heading
 * @param blocks what follows, in order
 * @param tones  the colour each tone a paragraph or row may carry is written in ({@code right}, {@code miss}, ...;
 *               whoever builds the report gives them, from the same palette as the window); others are the ink
 */
public record Report(String title, List<Block> blocks, Map<String, Rgb> tones) {

    public Report {
        Objects.requireNonNull(title);
        blocks = List.copyOf(blocks);
        tones = Map.copyOf(tones);
    }

    /** A part of the document. */
    public sealed interface Block permits Heading, Paragraph, Table, FigureBlock {
    }

    /** A section's heading. */
    public record Heading(String text) implements Block {
    }

    /**
     * A paragraph; {@code tone} marks one that says how an answer came out ({@code right}, {@code wrong},
     * {@code unanswered}), or is empty.
     */
    public record Paragraph(String text, String tone) implements Block {
    }

    /**
     * A table with a header row; each row has as many cells as the header.
     *
     * @param tones per row, how it came out (as {@link Paragraph#tone()}), or empty
     */
    public record Table(List<String> header, List<List<String>> rows, List<String> tones) implements Block {
        public Table {
            header = List.copyOf(header);
            rows = rows.stream().map(List::copyOf).toList();
            tones = List.copyOf(tones);
            for (List<String> row : rows) {
                if (row.size() != header.size()) {
                    throw new IllegalArgumentException("a row of " + row.size() + " cells under " + header.size()
                            + " headings: " + row);
                }
            }
            if (!tones.isEmpty() && tones.size() != rows.size()) {
                throw new IllegalArgumentException(tones.size() + " tones for " + rows.size() + " rows");
            }
        }
    }

    /** A figure drawn by its own painter, with a caption under it. */
    public record FigureBlock(Figure figure, String caption) implements Block {
    }

    /** Builds a report block by block. */
    public static final class Builder {
        private final String title;
        private final List<Block> blocks = new ArrayList<>();
        private final Map<String, Rgb> tones = new java.util.HashMap<>();

        public Builder(String title) {
            this.title = title;
        }

        public Builder heading(String text) {
            blocks.add(new Heading(text));
            return this;
        }

        public Builder paragraph(String text) {
            return paragraph(text, "");
        }

        public Builder paragraph(String text, String tone) {
            blocks.add(new Paragraph(text, tone));
            return this;
        }

        public Builder table(List<String> header, List<List<String>> rows, List<String> tones) {
            blocks.add(new Table(header, rows, tones));
            return this;
        }

        public Builder figure(Figure figure, String caption) {
            blocks.add(new FigureBlock(figure, caption));
            return this;
        }

        /** Paragraphs and rows of tone {@code tone} are written in {@code colour}. */
        public Builder tone(String tone, Rgb colour) {
            tones.put(tone, colour);
            return this;
        }

        public Report build() {
            return new Report(title, blocks, tones);
        }
    }
}
