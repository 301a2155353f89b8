package org.ccw.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;

import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

/** {@code workbench export timing|chart}: files written headless, bad input refused with exit 2 and one line. */
class ExportCommandTest {
    @TempDir
    Path dir;

    @Test
    void aLabsRepresentativeScenarioExportsAsSvgWithItsLanesAndMessages() throws Exception {
        Path svg = dir.resolve("read.svg");
        CommandRun run = CommandRun.of("export", "timing", "ssam-remote-read", "--format", "svg", "-o", svg.toString(),
            "--logp");

        assertEquals(ExitCode.OK, run.exitCode(), run.err());
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg.toFile());
        String text = doc.getDocumentElement().getTextContent();
        for (String label : new String[] {"ss20-a", "ss20-b", "request read_h", "reply read_rh", "o_s", "L "}) {
            assertTrue(text.contains(label), "no " + label);
        }
        assertTrue(run.out().contains("2 lanes"), run.out());
    }

    @Test
    void withPollsEachPollingProcessHasItsStripAndTheKeySaysWhatTheTicksMean() throws Exception {
        Path svg = dir.resolve("polls.svg");
        CommandRun run = CommandRun.of("export", "timing", "amii-polling", "--format", "svg", "-o", svg.toString(),
            "--polls");

        assertEquals(ExitCode.OK, run.exitCode(), run.err());
        String text = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg.toFile())
            .getDocumentElement().getTextContent();
        for (String word : new String[] {"polls", "memory", "network", "found a message"}) {
            assertTrue(text.contains(word), "no " + word);
        }
    }

    @Test
    void aScenarioFileExportsAsPdfAndAsAPngAtTwiceTheScaleForARangeAndSomeNodes() throws Exception {
        Path scenario = dir.resolve("two.ccw");
        org.ccw.model.io.ClusterModelIO.save(org.ccw.engine.ssam.SsamPresets.ssamTwoHosts(), scenario);
        Path pdf = dir.resolve("read.pdf");
        Path png = dir.resolve("read.png");

        CommandRun pdfRun = CommandRun.of("export", "timing", scenario.toString(), "--format", "pdf", "-o",
            pdf.toString(), "--from", "0", "--to", "60us", "--page", "a4");
        CommandRun pngRun = CommandRun.of("export", "timing", scenario.toString(), "--format", "png", "-o",
            png.toString(), "--to", "60", "--nodes", "ss20-a,1", "--scale", "2", "--width", "800");

        assertEquals(ExitCode.OK, pdfRun.exitCode(), pdfRun.err());
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            assertEquals(842, Math.round(doc.getPage(0).getMediaBox().getWidth()), "A4 landscape");
            assertTrue(new PDFTextStripper().getText(doc).contains("request read_h"));
        }
        assertEquals(ExitCode.OK, pngRun.exitCode(), pngRun.err());
        BufferedImage image = ImageIO.read(png.toFile());
        assertEquals(1600, image.getWidth());
    }

    @Test
    void chartDataOfTheBulkSweepIsCsvAndJson() throws Exception {
        Path csv = dir.resolve("bulk.csv");
        Path json = dir.resolve("bulk.json");

        assertEquals(ExitCode.OK, CommandRun.of("export", "chart", "ssam-bulk", "--format", "csv", "-o",
            csv.toString()).exitCode());
        assertEquals(ExitCode.OK, CommandRun.of("export", "chart", "ssam-bulk", "--format", "json", "-o",
            json.toString()).exitCode());

        var lines = Files.readAllLines(csv);
        assertEquals("series,source,x,x_unit,y,y_unit", lines.get(0));
        assertTrue(lines.stream().anyMatch(l -> l.contains(",ours,32768.0,bytes,")), "the largest size measured");
        assertTrue(lines.stream().anyMatch(l -> l.contains(",paper,32768.0,bytes,5.5,MB/s")), "beside the paper's");
        JsonNode root = new ObjectMapper().readTree(json.toFile());
        assertEquals("ssam-bulk", root.get("lab").asText());
        int points = 0;
        for (JsonNode series : root.get("series")) {
            points += series.get("ours").size() + series.get("paper").size();
        }
        assertEquals(lines.size() - 1, points, "the same points in both");
    }

    @Test
    void aChartIsDrawnWithItsHalfPowerPoint() throws Exception {
        Path svg = dir.resolve("bulk.svg");

        CommandRun run = CommandRun.of("export", "chart", "ssam-bulk", "--format", "svg", "-o", svg.toString());

        assertEquals(ExitCode.OK, run.exitCode(), run.err());
        String text = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg.toFile())
            .getDocumentElement().getTextContent();
        assertTrue(text.contains("half-power point"));
        assertTrue(text.contains("message size (bytes)"));
        assertTrue(text.contains("paper: bulk write"));
    }

    @Test
    void badInputIsExitTwoWithOneLineNamingTheProblem() {
        Path out = dir.resolve("x.svg");
        CommandRun noSuchSource = CommandRun.of("export", "timing", "no-such-thing", "--format", "svg", "-o",
            out.toString());
        CommandRun badFormat = CommandRun.of("export", "timing", "ssam-remote-read", "--format", "gif", "-o",
            out.toString());
        CommandRun noNode = CommandRun.of("export", "timing", "ssam-remote-read", "--format", "svg", "-o",
            out.toString(), "--nodes", "ss99");
        CommandRun noSweep = CommandRun.of("export", "chart", "ssam-traps", "--format", "csv", "-o",
            dir.resolve("t.csv").toString());

        for (CommandRun run : new CommandRun[] {noSuchSource, badFormat, noNode, noSweep}) {
            assertEquals(ExitCode.BAD_INPUT, run.exitCode(), run.err());
            assertTrue(run.noStackTrace(), run.err());
        }
        assertTrue(noSuchSource.err().contains("no-such-thing: neither a scenario file nor a lab id"), noSuchSource.err());
        assertTrue(badFormat.err().contains("unknown format 'gif'"), badFormat.err());
        assertTrue(noNode.err().contains("no node 'ss99'; the nodes are ss20-a, ss20-b"), noNode.err());
        assertTrue(noSweep.err().contains("not a sweep, so it has no chart"), noSweep.err());
        assertTrue(Files.notExists(out), "nothing written");
    }

    @Test
    void aSweepsResultsAreChartedWithACurvePerOtherSettingAndBadColumnsAreRefused() throws Exception {
        Path sweep = org.ccw.app.charts.SweepFixture.write(dir);
        Path svg = dir.resolve("loss.svg");

        CommandRun run = CommandRun.of("export", "chart", "--from", sweep.resolve("results.csv").toString(), "--x",
            "faults.lossRate", "--y", "messagesDelivered", "-o", svg.toString());
        CommandRun byDefault = CommandRun.of("export", "chart", "--from", sweep.toString(), "--x", "seed", "--y",
            "finished", "--spread", "sd");
        CommandRun unknown = CommandRun.of("export", "chart", "--from", sweep.toString(), "--x", "loss", "--y",
            "messagesDelivered");
        CommandRun text = CommandRun.of("export", "chart", "--from", sweep.toString(), "--x", "seed", "--y",
            "fingerprint");
        CommandRun missing = CommandRun.of("export", "chart", "--from", dir.resolve("none.csv").toString(), "--x",
            "seed", "--y", "events");
        CommandRun labWithoutFile = CommandRun.of("export", "chart", "ssam-bulk");

        assertEquals(ExitCode.OK, run.exitCode(), run.err());
        String drawn = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg.toFile())
            .getDocumentElement().getTextContent();
        for (String word : new String[] {"faults.duplicationRate = 0", "faults.duplicationRate = 0.05",
            "messagesDelivered vs faults.lossRate", "bars min–max"}) {
            assertTrue(drawn.contains(word), "no " + word);
        }
        assertTrue(run.out().contains("7 runs in 2 curves (1 runs left out"), run.out());
        assertEquals(ExitCode.OK, byDefault.exitCode(), byDefault.err());
        assertTrue(Files.exists(sweep.resolve("finished-vs-seed.svg")), "the default file beside the results");
        for (CommandRun bad : new CommandRun[] {unknown, text, missing, labWithoutFile}) {
            assertEquals(ExitCode.BAD_INPUT, bad.exitCode(), bad.err());
            assertTrue(bad.noStackTrace(), bad.err());
            assertEquals(1, bad.err().strip().lines().count(), bad.err());
        }
        assertTrue(unknown.err().contains("no column 'loss' for x; the columns are index, seed,"), unknown.err());
        assertTrue(text.err().contains("column 'fingerprint' is not numeric"), text.err());
        assertTrue(missing.err().contains("none.csv: not found"), missing.err());
        assertTrue(labWithoutFile.err().contains("-o FILE: name the file to write"), labWithoutFile.err());
    }
}
