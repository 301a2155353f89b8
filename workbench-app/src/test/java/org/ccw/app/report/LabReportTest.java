package org.ccw.app.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.ccw.labs.Check;
import org.ccw.labs.LabResult;
import org.ccw.labs.Metric;
import org.ccw.labs.folder.Evidence;
import org.ccw.labs.folder.LabCatalogue;
import org.ccw.labs.folder.LabFolder;
import org.ccw.labs.folder.Question;
import org.ccw.labs.folder.Verdict;
import org.ccw.visualizer.ColourPalette;
import org.ccw.visualizer.chart.Chart;
import org.ccw.visualizer.chart.ChartSheet;
import org.ccw.visualizer.export.Report;
import org.ccw.visualizer.export.ReportExport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A student's lab report, built without a window: who, every question with the answer and its verdict, the score,
 * the figures the paper gives beside ours (the rest counted), the checks and the figures made.
 */
class LabReportTest {

    @TempDir
    Path dir;

    private final LabFolder loss = LabCatalogue.byId("ssam-loss").orElseThrow();
    private final LabResult result = new LabResult("ssam-loss", List.of(
        Metric.of("retransmissions_loss10", 929, "cells", null),
        Metric.of("goodput_ratio_loss10", 0.7, "ratio", 0.9),
        Metric.of("one_way_us", 30.5, "us", 30.0)),
        List.of(new Check("exactly_once_loss10", true, "1000 handlers ran once each")), "fp");

    /** Grades {@code answers} as lab check would, with a run that gives record 36 and 929 cells. */
    private List<Verdict> graded(Map<String, String> answers) {
        Evidence evidence = Evidence.of(() -> result, () -> org.ccw.labs.measure.RunTrace.run(
            org.ccw.labs.folder.LabEvidence.scenario(org.ccw.labs.folder.Labs.byId("ssam-loss").orElseThrow())));
        return loss.questions().stream().map((Question q) -> q.grade(answers.getOrDefault(q.id(), ""), evidence))
            .toList();
    }

    private static String text(Report report) {
        StringBuilder all = new StringBuilder();
        for (Report.Block b : report.blocks()) {
            if (b instanceof Report.Paragraph p) {
                all.append(p.text()).append('\n');
            } else if (b instanceof Report.Heading h) {
                all.append("## ").append(h.text()).append('\n');
            } else if (b instanceof Report.Table t) {
                t.rows().forEach(r -> all.append(String.join(" | ", r)).append('\n'));
            }
        }
        return all.toString();
    }

    @Test
    void everyQuestionWithTheAnswerItsVerdictAndTheScore() {
        Map<String, String> answers = Map.of("first-drop", "36", "lost-reply", "b", "retransmissions-loss10", "900",
            "why-keep-the-reply", "A second run would add twice.");
        Report report = LabReport.of(loss, LabReport.Student.named("Ada Lovelace"), answers, graded(answers), result, List.of(), "2026-11-26");
        String text = text(report);

        assertEquals("Lab report: ssam-loss — " + loss.title(), report.title());
        assertTrue(text.startsWith("Student: Ada Lovelace • 2026-11-26 • trace fingerprint " + result.fingerprint() + "\n"),
            text);
        assertTrue(text.contains("Score: 2 of 4 points (2 right, 1 wrong, 1 unanswered, 1 noted)"), text);
        assertTrue(text.contains("Answer (not graded): A second run would add twice."), "a discussion, for the lecturer");
        assertTrue(text.contains("Answer: #36 CellDropped"), "an event answer is the record it names");
        assertTrue(text.contains("Answer: b) it runs the handler again and replies — wrong, 0 of 1 point"), text);
        assertTrue(text.contains("wrong: the answer is a) it sends its kept copy of the reply again"), "the feedback");
        assertTrue(text.contains("Answer: 900 cells — right, 1 of 1 point"), text);
        assertTrue(text.contains("Answer: (none) — unanswered"), text);
        assertTrue(report.blocks().stream().anyMatch(b -> b instanceof Report.Paragraph p && p.tone().equals("wrong")),
            "a verdict carries its tone");
        String key = graded(Map.of()).get(1).expected();
        assertTrue(!text.contains(key), "the unanswered question's answer (" + key + ") is not printed: " + text);
        assertTrue(text.contains("The lab's figures and checks are shown once every question is answered"), text);
    }

    @Test
    void aMissIsAmberAsInTheWindowNotTheRedOfAFailure() {
        Report report = LabReport.of(loss, LabReport.Student.named("Ada"), Map.of(), graded(Map.of()), result, List.of(), "today");
        ColourPalette palette = ColourPalette.standard();
        assertEquals(palette.colour("-ccw-miss"), report.tones().get("miss"));
        assertEquals(palette.colour("-ccw-error-text"), report.tones().get("fail"));
        assertEquals(palette.colour("-ccw-pass"), report.tones().get("pass"));
        assertTrue(ReportExport.html(report).contains(".miss{color:" + palette.colour("-ccw-miss").hex() + "}"));
    }

    @Test
    void theFiguresThePaperGivesBesideOursTheRestCountedAndTheChecks() {
        Map<String, String> all = Map.of("first-drop", "36", "first-retransmission", "39", "lost-reply", "a",
            "retransmissions-loss10", "900");
        Report report = LabReport.of(loss, LabReport.Student.named("Ada"), all, graded(all), result, List.of(), "today");
        Report.Table figures = (Report.Table) report.blocks().stream().filter(b -> b instanceof Report.Table)
            .findFirst().orElseThrow();
        assertEquals(List.of("metric", "ours", "paper", "ratio", "outcome"), figures.header());
        assertEquals(List.of(List.of("goodput_ratio_loss10", "0.7000 ratio", "0.9000 ratio", "0.778", "miss (-22.2%)"),
            List.of("one_way_us", "30.50 µs", "30.00 µs", "1.017", "pass (+1.7%)")), figures.rows());
        assertEquals(List.of("miss", "pass"), figures.tones());
        String text = text(report);
        assertTrue(text.contains("1 figure without a paper figure"), text);
        assertTrue(text.contains("## Checks: " + result.tally()), text);
        assertTrue(text.contains("exactly_once_loss10 | pass | 1000 handlers ran once each"), text);
        assertTrue(text.contains("No figure"), "says when there is none");
    }

    @Test
    void withoutTheChecksRunItSaysSoAndItsFiguresAreDrawnIntoThePdf() throws Exception {
        Chart chart = new Chart("Retransmissions vs loss", new Chart.Axis("loss", "%", Chart.Scale.LINEAR),
            new Chart.Axis("retransmissions", "cells", Chart.Scale.LINEAR), List.of(new Chart.Curve("ours",
            Chart.Role.OURS, List.of(new Chart.Point(5, 400), new Chart.Point(10, 929), new Chart.Point(30, 3500)))),
            List.of());
        Report report = LabReport.of(loss, LabReport.Student.named("Ada"), Map.of(), graded(Map.of()), null,
            List.of(new LabReport.Shown(new ChartSheet(List.of(chart), 600, 300), "The lab's curves")), "today");
        assertTrue(text(report).contains("The lab's checks were not run"));

        Path pdf = dir.resolve("report.pdf");
        ReportExport.write(report, "pdf", pdf);
        try (PDDocument document = Loader.loadPDF(pdf.toFile())) {
            String text = new PDFTextStripper().getText(document);
            assertTrue(text.contains("Retransmissions vs loss") && text.contains("The lab's curves"), text);
            assertTrue(text.contains("Student: Ada"));
        }
        Path html = dir.resolve("report.html");
        ReportExport.write(report, "html", html);
        assertTrue(Files.readString(html).contains("Retransmissions vs loss"));
    }

    @Test
    void oneVerdictPerQuestion() {
        assertThrows(IllegalArgumentException.class, () -> LabReport.of(loss, LabReport.Student.named("Ada"), Map.of(), List.of(), result,
            List.of(), "today"));
    }
}
