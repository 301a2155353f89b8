package org.ccw.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code workbench sweep --check exactly-once}: a small fault sweep of the SSAM example, end to end. */
class SweepCheckTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** SSAM at 10% loss, 5% duplication and 5% reordering (the scenario's own faults). */
    private static final Path SSAM_FAULTS = Path.of("../examples/ssam-faults.ccw");

    @TempDir
    Path dir;

    @Test
    void everySeedOfAFaultSweepIsCheckedAndPasses() throws Exception {
        Path out = dir.resolve("faults");
        CommandRun run = CommandRun.of("sweep", SSAM_FAULTS.toString(), "--seeds", "1..5", "--check", "exactly-once",
            "--jobs", "2", "--out", out.toString());

        assertEquals(ExitCode.OK, run.exitCode(), run.err());
        assertTrue(run.out().contains("check     exactly-once: 0 of 5 runs fail"), run.out());
        List<String> rows = Files.readAllLines(out.resolve("results.jsonl"));
        assertEquals(5, rows.size());
        for (String line : rows) {
            JsonNode row = JSON.readTree(line);
            assertEquals(JSON.readTree("{\"name\":\"exactly-once\",\"passed\":true}"), row.get("check"), line);
            assertTrue(row.get("summary").get("retransmissions").asLong() > 0, "the faults forced recovery: " + line);
        }
        assertTrue(Files.readAllLines(out.resolve("results.csv")).get(0)
            .startsWith("index,seed,fingerprint,error,check,check reason,scenario,"));
        assertEquals("exactly-once", JSON.readTree(out.resolve("manifest.json").toFile()).get("check").asText());
    }

    @Test
    void runsCutOffByTheirDurationFailTheCheckAndAreListedBySeed() throws Exception {
        Path out = dir.resolve("too short");
        CommandRun run = CommandRun.of("sweep", SSAM_FAULTS.toString(), "--seeds", "3..4", "--set",
            "durationMicros=200", "--check", "exactly-once", "--json", "--out", out.toString());

        assertEquals(ExitCode.CHECK_FAILED, run.exitCode(), run.err());
        JsonNode check = JSON.readTree(run.out()).get("check");
        assertEquals(2, check.get("failed").asInt());
        assertEquals(JSON.readTree("[3,4]"), check.get("failedSeeds"));
        JsonNode row = JSON.readTree(Files.readAllLines(out.resolve("results.jsonl")).get(0));
        assertFalse(row.get("check").get("passed").asBoolean());
        assertTrue(row.get("check").get("reason").asText().endsWith("the run did not finish within its duration"),
            row.toString());
    }

    @Test
    void anUnknownCheckOrACheckOfALabIsRefusedInOneLine() {
        CommandRun unknown = CommandRun.of("sweep", SSAM_FAULTS.toString(), "--check", "at-most-once", "--out",
            dir.resolve("a").toString());
        CommandRun lab = CommandRun.of("sweep", "atm-loss-cluster", "--check", "exactly-once", "--out",
            dir.resolve("b").toString());

        for (CommandRun run : List.of(unknown, lab)) {
            assertEquals(ExitCode.BAD_INPUT, run.exitCode(), run.err());
            assertEquals(1, run.err().strip().lines().count(), run.err());
            assertTrue(run.err().startsWith("--check "), run.err());
        }
    }
}
