package org.ccw.app.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.ccw.labs.Check;
import org.ccw.labs.Lab;
import org.ccw.labs.LabOptions;
import org.ccw.labs.LabResult;
import org.ccw.labs.Metric;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A task's rows, in one JVM: what each backend's processes do. */
class SweepTaskTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private SweepManifest manifest;
    private int labRuns;

    /** A lab whose seed 2 throws, as a run that breaks would. */
    private final Lab lab = new Lab() {
        @Override
        public String id() {
            return "seeds";
        }

        @Override
        public LabResult run(LabOptions options) {
            labRuns++;
            if (options.seed() == 2) {
                throw new IllegalStateException("seed 2 breaks the model");
            }
            return new LabResult("seeds", List.of(Metric.of("twice_seed", 2.0 * options.seed(), "1", null)),
                    List.of(Check.of("ran", false, false, "")), "print-" + options.seed());
        }
    };

    @BeforeEach
    void writeAManifestOfThreeSeeds() throws Exception {
        manifest = SweepManifest.expand(JSON.createObjectNode().put("lab", "seeds"),
                SweepManifest.SeedRange.parse("1..3"), Map.of());
        manifest.write(dir.resolve(SweepManifest.FILE));
    }

    private String runTask(String indices) throws Exception {
        StringWriter out = new StringWriter();
        SweepTask.run(dir.resolve(SweepManifest.FILE), Indices.parse(indices), id -> lab, Exception::getMessage,
                new PrintWriter(out, true));
        return out.toString();
    }

    private List<JsonNode> results() throws Exception {
        return Files.readAllLines(dir.resolve(SweepRows.RESULTS)).stream().map(line -> {
            try {
                return JSON.readTree(line);
            } catch (Exception e) {
                throw new AssertionError(line, e);
            }
        }).toList();
    }

    @Test
    void aRunThatFailsIsARowWithItsErrorAndTheOthersCarryTheirFingerprintAndMetrics() throws Exception {
        String told = runTask("0-2");

        assertEquals(List.of("finished 0", "finished 1 failed", "finished 2"), told.lines().toList());
        SweepRows.Tally tally = new SweepRows(dir).collect(manifest, dir, Map.of());
        assertEquals(new SweepRows.Tally(3, 1, List.of()), tally);
        List<JsonNode> rows = results();
        assertEquals("seed 2 breaks the model", rows.get(1).get("error").asText());
        assertEquals(2, rows.get(1).get("seed").asLong());
        assertEquals("print-3", rows.get(2).get("fingerprint").asText());
        assertEquals(6.0, rows.get(2).get("metrics").get(0).get("value").asDouble());
        List<String> csv = Files.readAllLines(dir.resolve(SweepRows.CSV));
        assertEquals("index,seed,fingerprint,error,twice_seed", csv.get(0));
        assertEquals("1,2,,seed 2 breaks the model,", csv.get(2));
        assertEquals("2,3,print-3,,6.0", csv.get(3));
    }

    @Test
    void aRowWrittenIsNeverRunAgainWhichIsHowASweepResumes() throws Exception {
        runTask("0");
        assertEquals(List.of(1, 2), new SweepRows(dir).todo(manifest));

        String told = runTask("0-2");

        assertEquals(List.of("finished 1 failed", "finished 2"), told.lines().toList());
        assertEquals(3, labRuns, "run 0 ran once");
        assertEquals(List.of(), new SweepRows(dir).todo(manifest));
    }

    @Test
    void aRunWhoseTaskDiedIsAFailedRowSayingWhyButIsTriedAgainNextTime() throws Exception {
        runTask("0,2");

        SweepRows rows = new SweepRows(dir);
        SweepRows.Tally tally = rows.collect(manifest, dir, Map.of(1, "its task ended with exit 137: killed"));

        assertEquals(1, tally.failed());
        assertEquals("its task ended with exit 137: killed", results().get(1).get("error").asText());
        assertFalse(rows.done(1));
        assertEquals(List.of(1), rows.todo(manifest));
        assertTrue(rows.done(2));
    }
}
