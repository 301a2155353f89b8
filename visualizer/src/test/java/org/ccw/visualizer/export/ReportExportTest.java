package org.ccw.visualizer.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A report's blocks written as standalone HTML and as A4 PDF pages, with its figures drawn by their own painters. */
class ReportExportTest {

    @TempDir
    Path dir;

    /** A figure that writes one word, so the test can find it in either format. */
    private static final Figure MARKED = new Figure() {
        @Override
        public double width() {
            return 800;
        }

        @Override
        public double height() {
            return 300;
        }

        @Override
        public void paint(DrawingSurface surface) {
            surface.rect(0, 0, 800, 300, Rgb.WHITE, Stroke.solid(Rgb.BLACK, 1));
            surface.text("figuremark", 20, 40, TextStyle.plain(14, Rgb.BLACK, TextStyle.Anchor.START));
        }
    };

    private static Report report(int rows) {
        List<List<String>> table = new ArrayList<>();
        List<String> tones = new ArrayList<>();
        for (int i = 0; i < rows; i++) {
            table.add(List.of("metric_" + i, i + " us", "", i % 2 == 0 ? "pass" : "miss"));
            tones.add(i % 2 == 0 ? "pass" : "miss");
        }
        return new Report.Builder("Lab report: demo")
                .paragraph("Student: Ada <Lovelace> & co")
                .heading("Answers")
                .paragraph("Answer: 36 — right", "right")
                .table(List.of("metric", "ours", "paper", "outcome"), table, tones)
                .figure(MARKED, "The timing diagram")
                .build();
    }

    @Test
    void htmlStandsAloneWithItsTablesAndItsFiguresInline() throws Exception {
        Path file = dir.resolve("r.html");
        ReportExport.write(report(3), "html", file);
        String html = Files.readString(file);

        assertTrue(html.startsWith("<!DOCTYPE html>"));
        assertTrue(html.contains("<h1>Lab report: demo</h1>"));
        assertTrue(html.contains("Student: Ada &lt;Lovelace&gt; &amp; co"), "text is escaped");
        assertTrue(html.contains("<p class=\"right\">Answer: 36 — right</p>"), "a verdict in its tone");
        assertTrue(html.contains("<tr class=\"miss\"><td>metric_1</td>"), "rows with their outcome");
        assertTrue(html.contains("<svg") && html.contains("figuremark") && !html.contains("<?xml"),
            "the figure inline as SVG, without a second XML declaration");
    }

    @Test
    void pdfHasEveryBlockAndALongTableGoesOnOverPages() throws Exception {
        Path file = dir.resolve("r.pdf");
        ReportExport.write(report(120), "pdf", file);

        try (PDDocument pdf = Loader.loadPDF(file.toFile())) {
            String text = new PDFTextStripper().getText(pdf);
            assertTrue(pdf.getNumberOfPages() >= 3, "120 rows and a figure take pages: " + pdf.getNumberOfPages());
            assertEquals(595, Math.round(pdf.getPage(0).getMediaBox().getWidth()), "A4");
            for (String expected : List.of("Lab report: demo", "Answers", "metric_0", "metric_119", "figuremark",
                "The timing diagram")) {
                assertTrue(text.contains(expected), expected + " is in the PDF");
            }
        }
    }

    @Test
    void latinGreekAndChineseNamesSurviveInThePdf() throws Exception {
        assertTrue(PdfFonts.FALLBACKS.stream().anyMatch(PdfFonts.installed()::containsKey), "no font with Chinese "
            + "is installed: on Debian, apt install fonts-droid-fallback (README names it)");
        Path file = dir.resolve("names.pdf");
        String name = "Student: Zoë Ñúñez 李雷 • Αλέξανδρος Παπαδόπουλος • Ærøskøbing";
        ReportExport.write(new Report.Builder("Lab report: 名前").paragraph(name).build(), "pdf", file);

        try (PDDocument pdf = Loader.loadPDF(file.toFile())) {
            String text = new PDFTextStripper().getText(pdf);
            assertTrue(text.contains(name), text);
            assertTrue(text.contains("Lab report: 名前"), "in a bold heading too: " + text);
        }
    }

    @Test
    void aLongWordIsCutAndWordsAreKeptWhole() {
        TextStyle style = TextStyle.plain(10, Rgb.BLACK, TextStyle.Anchor.START);
        List<String> lines = ReportExport.wrap("a " + "x".repeat(200) + " end", style, 100);
        assertTrue(lines.size() > 3);
        lines.forEach(l -> assertTrue(style.estimatedWidth(l) <= 100 + 6, l));
        assertEquals("end", lines.get(lines.size() - 1).substring(lines.get(lines.size() - 1).length() - 3));
    }

    @Test
    void anotherFormatIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> ReportExport.write(report(1), "docx", dir.resolve("r")));
    }

    @Test
    void aHeadingNeverStandsAloneAtAPagesFootButGoesOverWithItsFigure() throws Exception {
        for (int filler = 30; filler <= 50; filler++) {
            Report.Builder b = new Report.Builder("Lab report: demo");
            for (int i = 0; i < filler; i++) {
                b.paragraph("line " + i);
            }
            Path file = dir.resolve("h" + filler + ".pdf");
            try (var out = Files.newOutputStream(file)) {
                ReportExport.pdf(b.heading("Figures").figure(MARKED, "The timing diagram").build(), out);
            }
            try (PDDocument pdf = Loader.loadPDF(file.toFile())) {
                for (int page = 1; page <= pdf.getNumberOfPages(); page++) {
                    PDFTextStripper stripper = new PDFTextStripper();
                    stripper.setStartPage(page);
                    stripper.setEndPage(page);
                    String text = stripper.getText(pdf);
                    if (text.contains("Figures")) {
                        assertTrue(text.contains("figuremark"), "with " + filler + " lines before it, the heading"
                                + " on page " + page + " has its figure under it");
                    }
                }
            }
        }
    }

    @Test
    void aNarrowFigureIsDrawnAcrossTheTextsWidth() throws Exception {
        Figure narrow = new Figure() {
            @Override
            public double width() {
                return 330;
            }

            @Override
            public double height() {
                return 100;
            }

            @Override
            public void paint(DrawingSurface surface) {
                surface.text("narrowmark", 300, 40, TextStyle.plain(10, Rgb.BLACK, TextStyle.Anchor.START));
            }
        };
        Path file = dir.resolve("narrow.pdf");
        try (var out = Files.newOutputStream(file)) {
            ReportExport.pdf(new Report.Builder("t").figure(narrow, "narrow").build(), out);
        }
        try (PDDocument pdf = Loader.loadPDF(file.toFile())) {
            double[] x = {-1};
            PDFTextStripper stripper = new PDFTextStripper() {
                @Override
                protected void writeString(String text, List<org.apache.pdfbox.text.TextPosition> positions) {
                    if (text.contains("narrowmark")) {
                        x[0] = positions.get(0).getXDirAdj();
                    }
                }
            };
            stripper.getText(pdf);
            // at its own size the word would start 300 pt in, past the middle of A4's 595 pt; enlarged, further
            assertTrue(x[0] > 50 + 300 * 1.3, "the figure is enlarged toward the text's width: word at " + x[0]);
        }
    }
}
