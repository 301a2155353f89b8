package org.ccw.visualizer.export;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.util.Matrix;
import org.ccw.model.io.AtomicFile;

/**
 * Writes a {@link Report} as one HTML file (figures inline as SVG, so the file stands alone) or as a PDF of A4
 * pages (text in standard Helvetica, figures as vectors through {@link PdfSurface}, scaled to the text's width) —
 * headless, through {@link AtomicFile} like every export.
 */
public final class ReportExport {

    /** A4 in points. */
    private static final double PAGE_W = PDRectangle.A4.getWidth();
    private static final double PAGE_H = PDRectangle.A4.getHeight();
    private static final double MARGIN = 50;
    private static final double TEXT = 10;
    private static final double LEADING = 1.35;
    private static final double HEADING_PT = 13;
    /** A heading's line and the space under it. */
    private static final double HEADING_LINE = HEADING_PT * LEADING + 4;
    /** The most a figure is enlarged to fill the text's width. */
    private static final double MAX_FIGURE_SCALE = 1.5;
    private static final Rgb INK = new Rgb(0x22, 0x22, 0x22);
    private static final Rgb RULE = new Rgb(0xbb, 0xbb, 0xbb);
    private static final Rgb HEADER_FILL = new Rgb(0xee, 0xee, 0xee);

    private ReportExport() {
    }

    /** Writes {@code report} to {@code file}: {@code html} or {@code pdf}. */
    public static void write(Report report, String format, Path file) throws IOException {
        switch (format) {
            case "html" -> AtomicFile.writeString(file, html(report));
            case "pdf" -> AtomicFile.write(file, out -> pdf(report, out));
            default -> throw new IllegalArgumentException("a report is written as html or pdf, not " + format);
        }
    }

    /** The colour {@code report} gives {@code tone}; the ink for a tone it does not colour. */
    static Rgb tone(Report report, String tone) {
        return report.tones().getOrDefault(tone, INK);
    }

    // ---- HTML ----

    /** The report as a standalone HTML document. */
    public static String html(Report report) {
        StringBuilder h = new StringBuilder("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>")
                .append(esc(report.title())).append("</title>\n<style>\n")
                .append("body{font-family:Helvetica,Arial,sans-serif;max-width:60em;margin:2em auto;color:#222}\n")
                .append("table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #bbb;padding:2px 6px;")
                .append("text-align:left;vertical-align:top}th{background:#eee}\n")
                                .append("figure{margin:1em 0}figure svg{max-width:100%;height:auto}figcaption{font-size:90%}\n");
        new java.util.TreeMap<>(report.tones()).forEach((tone, colour) -> h.append('.').append(tone).append("{color:")
                .append(colour.hex()).append("}\n"));
        h.append("</style></head><body>\n<h1>").append(esc(report.title())).append("</h1>\n");
        for (Report.Block block : report.blocks()) {
            if (block instanceof Report.Heading heading) {
                h.append("<h2>").append(esc(heading.text())).append("</h2>\n");
            } else if (block instanceof Report.Paragraph p) {
                h.append("<p").append(cls(p.tone())).append('>').append(esc(p.text())).append("</p>\n");
            } else if (block instanceof Report.Table t) {
                h.append("<table>\n<tr>");
                t.header().forEach(c -> h.append("<th>").append(esc(c)).append("</th>"));
                h.append("</tr>\n");
                for (int r = 0; r < t.rows().size(); r++) {
                    h.append("<tr").append(cls(t.tones().isEmpty() ? "" : t.tones().get(r))).append('>');
                    t.rows().get(r).forEach(c -> h.append("<td>").append(esc(c)).append("</td>"));
                    h.append("</tr>\n");
                }
                h.append("</table>\n");
            } else if (block instanceof Report.FigureBlock f) {
                String svg = FigureExport.svg(f.figure());
                h.append("<figure>").append(svg.substring(svg.indexOf("<svg"))).append("<figcaption>")
                        .append(esc(f.caption())).append("</figcaption></figure>\n");
            }
        }
        return h.append("</body></html>\n").toString();
    }

    private static String cls(String tone) {
        return tone.matches("[a-z]+") ? " class=\"" + tone + "\"" : "";
    }

    private static String esc(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    // ---- PDF ----

    /** Writes the report as A4 pages. */
    public static void pdf(Report report, OutputStream out) throws IOException {
        try (PDDocument document = new PDDocument()) {
            Pages pages = new Pages(document, report);
            try {
                pages.text(report.title(), TextStyle.plain(18, INK, TextStyle.Anchor.START).asBold(), 8);
                List<Report.Block> blocks = report.blocks();
                for (int b = 0; b < blocks.size(); b++) {
                    Report.Block block = blocks.get(b);
                    if (block instanceof Report.Heading heading) {
                        pages.space(8);
                        // a heading stays with the start of what it heads: never alone at a page's foot
                        pages.room(HEADING_LINE + (b + 1 < blocks.size() ? pages.startOf(blocks.get(b + 1)) : 0));
                        pages.text(heading.text(), TextStyle.plain(HEADING_PT, INK, TextStyle.Anchor.START).asBold(), 4);
                    } else if (block instanceof Report.Paragraph p) {
                        pages.text(p.text(), TextStyle.plain(TEXT, tone(report, p.tone()), TextStyle.Anchor.START), 4);
                    } else if (block instanceof Report.Table t) {
                        pages.table(t);
                    } else if (block instanceof Report.FigureBlock f) {
                        pages.figure(f);
                    }
                }
            } finally {
                pages.close();
            }
            document.save(out);
        }
    }

    /** Lines of {@code text} no wider than {@code width} with {@code style} (words kept whole, unless one is longer). */
    static List<String> wrap(String text, TextStyle style, double width) {
        List<String> lines = new ArrayList<>();
        for (String paragraph : text.split("\n", -1)) {
            StringBuilder line = new StringBuilder();
            for (String word : paragraph.split(" ")) {
                String candidate = line.length() == 0 ? word : line + " " + word;
                if (style.estimatedWidth(candidate) <= width || line.length() == 0 && word.length() <= 1) {
                    line.setLength(0);
                    line.append(candidate);
                    continue;
                }
                if (line.length() > 0) {
                    lines.add(line.toString());
                    line.setLength(0);
                }
                // a word wider than the line is cut where it must be
                String rest = word;
                while (style.estimatedWidth(rest) > width && rest.length() > 1) {
                    int fits = Math.max(1, (int) (rest.length() * width / style.estimatedWidth(rest)));
                    lines.add(rest.substring(0, fits));
                    rest = rest.substring(fits);
                }
                line.append(rest);
            }
            lines.add(line.toString());
        }
        return lines;
    }

    /** The pages written so far and where on the last one the next block goes (y down from the top, points). */
    private static final class Pages {
        private final PDDocument document;
        private final Report report;
        private PDPageContentStream content;
        private PdfSurface surface;
        private final PdfFonts fonts;
        private double y;

        Pages(PDDocument document, Report report) throws IOException {
            this.document = document;
            this.report = report;
            this.fonts = new PdfFonts(document);
            newPage();
        }

        private void newPage() throws IOException {
            close();
            PDPage page = new PDPage(PDRectangle.A4);
            document.addPage(page);
            content = new PDPageContentStream(document, page);
            surface = new PdfSurface(content, PAGE_H, fonts);
            y = MARGIN;
        }

        void close() throws IOException {
            if (content != null) {
                content.close();
                content = null;
            }
        }

        /** How much of {@code block} must share a page with its heading: a figure whole, else its first lines. */
        double startOf(Report.Block block) {
            if (block instanceof Report.FigureBlock f) {
                return figureScale(f.figure()) * f.figure().height() + 20;
            }
            return 3 * TEXT * LEADING;
        }

        /** Room for {@code height} more points on this page, else a new one. */
        void room(double height) throws IOException {
            if (y + height > PAGE_H - MARGIN && y > MARGIN) {
                newPage();
            }
        }

        void space(double points) {
            y += points;
        }

        void text(String text, TextStyle style, double after) throws IOException {
            double line = style.size() * LEADING;
            for (String l : wrap(text, style, PAGE_W - 2 * MARGIN)) {
                room(line);
                surface.text(l, MARGIN, y + style.size(), style);
                y += line;
            }
            y += after;
        }

        void table(Report.Table t) throws IOException {
            double width = PAGE_W - 2 * MARGIN;
            double[] share = columnShares(t);
            TextStyle plain = TextStyle.plain(TEXT - 1, INK, TextStyle.Anchor.START);
            row(t.header(), share, width, plain.asBold(), HEADER_FILL);
            for (int r = 0; r < t.rows().size(); r++) {
                String tone = t.tones().isEmpty() ? "" : t.tones().get(r);
                row(t.rows().get(r), share, width, TextStyle.plain(TEXT - 1, tone(report, tone), TextStyle.Anchor.START), null);
            }
            y += 6;
        }

        private void row(List<String> cells, double[] share, double width, TextStyle style, Rgb fill) throws IOException {
            double line = style.size() * LEADING;
            List<List<String>> wrapped = new ArrayList<>();
            int lines = 1;
            for (int c = 0; c < cells.size(); c++) {
                List<String> w = wrap(cells.get(c), style, share[c] * width - 6);
                wrapped.add(w);
                lines = Math.max(lines, w.size());
            }
            double height = lines * line + 4;
            room(height);
            double x = MARGIN;
            for (int c = 0; c < cells.size(); c++) {
                double w = share[c] * width;
                surface.rect(x, y, w, height, fill, Stroke.solid(RULE, Stroke.MIN_WIDTH));
                for (int l = 0; l < wrapped.get(c).size(); l++) {
                    surface.text(wrapped.get(c).get(l), x + 3, y + 2 + style.size() + l * line, style);
                }
                x += w;
            }
            y += height;
        }

        /** Each column's share of the width, by the longest text in it (at least a tenth each, so none vanishes). */
        private static double[] columnShares(Report.Table t) {
            int n = t.header().size();
            double[] longest = new double[n];
            for (int c = 0; c < n; c++) {
                longest[c] = Math.max(4, t.header().get(c).length());
                for (List<String> row : t.rows()) {
                    longest[c] = Math.max(longest[c], Math.min(60, row.get(c).length()));
                }
            }
            double total = java.util.Arrays.stream(longest).sum();
            double[] share = new double[n];
            double floor = Math.min(0.1, 1.0 / n);
            double rest = 1 - floor * n;
            for (int c = 0; c < n; c++) {
                share[c] = floor + rest * longest[c] / total;
            }
            return share;
        }

        /**
         * A figure across the text's width (drawn up to half again its size: a narrow figure left at its own size
         * took two thirds of the page), but never taller than a page.
         */
        private static double figureScale(Figure figure) {
            double width = PAGE_W - 2 * MARGIN;
            return Math.min(MAX_FIGURE_SCALE, Math.min(width / figure.width(),
                    (PAGE_H - 2 * MARGIN - 30) / figure.height()));
        }

        void figure(Report.FigureBlock f) throws IOException {
            Figure figure = f.figure();
            double scale = figureScale(figure);
            double height = figure.height() * scale;
            room(height + 20);
            content.saveGraphicsState();
            // figure units, y down from the figure's top, onto the page below y
            content.transform(new Matrix((float) scale, 0, 0, (float) scale, (float) MARGIN,
                    (float) (PAGE_H - y - height)));
            figure.paint(new PdfSurface(content, figure.height(), fonts));
            content.restoreGraphicsState();
            y += height + 4;
            text(f.caption(), TextStyle.plain(TEXT - 1, INK, TextStyle.Anchor.START), 8);
        }
    }
}
