package org.ccw.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import javax.xml.parsers.DocumentBuilderFactory;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Model beside measurement from the command line: {@code export timing --compare-real udp} (the simulated run's
 * diagram with the real run's messages ghosted, the differences as CSV, both runs' LogGP beside the paper) and
 * {@code run --loggp}. The real run's times are this machine's: nothing here asserts a time, only that every
 * message was matched and measured.
 */
class CompareRealCommandTest {
    @TempDir
    Path dir;

    @Test
    void theRealRunIsGhostedOverTheSimulatedOneAndEveryMessagesDifferenceWritten() throws Exception {
        Path svg = dir.resolve("compare.svg");
        Path csv = dir.resolve("compare.csv");
        CommandRun run = CommandRun.of("export", "timing", "ssam-remote-read", "--format", "svg", "-o",
            svg.toString(), "--compare-real", "udp", "--differences", csv.toString());

        assertEquals(ExitCode.OK, run.exitCode(), run.err());
        String text = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg.toFile())
            .getDocumentElement().getTextContent();
        assertTrue(text.contains("real udp"), "the legend names the ghosted run");
        List<String> lines = Files.readAllLines(csv);
        assertEquals("id,kind,from,to,sent_us,simulated_us,real_udp_us,difference_us,ratio", lines.get(0));
        assertEquals(9, lines.size(), "four reads, each a request and a reply, all matched: " + lines);
        assertTrue(lines.get(1).contains(",request,ss20-a,ss20-b,"), lines.get(1));
        assertTrue(run.out().contains("8 messages matched by message id"), run.out());
        assertTrue(run.out().contains("the 1994 SPARCstation-20 (SSAM)"), run.out());
        assertTrue(run.out().contains("o_s"), run.out());
    }

    @Test
    void differencesWithoutAComparisonIsBadInput() {
        CommandRun run = CommandRun.of("export", "timing", "ssam-remote-read", "--format", "svg", "-o",
            dir.resolve("x.svg").toString(), "--differences", dir.resolve("x.csv").toString());

        assertEquals(ExitCode.BAD_INPUT, run.exitCode());
        assertTrue(run.err().contains("--compare-real"), run.err());
    }

    @Test
    void runWithLogGpPrintsTheFitBesideThePapersFiguresAndAddsItToTheJson() throws Exception {
        Path scenario = dir.resolve("two.ccw");
        org.ccw.model.io.ClusterModelIO.save(org.ccw.engine.ssam.SsamPresets.ssamTwoHosts(), scenario);

        CommandRun text = CommandRun.of("run", scenario.toString(), "--loggp");
        CommandRun json = CommandRun.of("run", scenario.toString(), "--loggp", "--json");

        assertEquals(ExitCode.OK, text.exitCode(), text.err());
        assertTrue(text.out().contains("fingerprint"), "the summary is still there");
        assertTrue(text.out().contains("o_s          4.99 \u00b5s"), text.out());
        JsonNode node = new ObjectMapper().readTree(json.out());
        assertEquals(4.99, node.get("loggp").get("o_s_us").asDouble(), 0.01);
        assertTrue(node.get("loggp").get("g_us").isNull(), "a remote read sends no burst");
        assertTrue(node.has("fingerprint"), "the summary's fields stay");
    }
}
