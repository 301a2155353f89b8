package org.ccw.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.ccw.model.io.ClusterModelIO;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ccw.engine.ssam.SsamPresets;

class SweepCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private Path scenario;
    private Path out;

    @BeforeEach
    void saveTheTwoHostsScenario() throws Exception {
        scenario = dir.resolve("two hosts.ccw");
        ClusterModelIO.save(SsamPresets.ssamTwoHosts(), scenario);
        out = dir.resolve("the sweep");
    }

    private CommandRun sweep(String... extra) {
        List<String> args = new java.util.ArrayList<>(List.of("sweep", scenario.toString(), "--out", out.toString()));
        args.addAll(List.of(extra));
        return CommandRun.of(args.toArray(String[]::new));
    }

    private static void assertOneLine(CommandRun run, String start) {
        assertEquals(ExitCode.BAD_INPUT, run.exitCode(), run.err());
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertTrue(run.err().startsWith(start), run.err());
        assertTrue(run.noStackTrace(), run.err());
    }

    @Test
    void aPathTheScenarioDoesNotHaveIsRefusedInOneLineNamingItAndWhatExists() {
        CommandRun run = sweep("--set", "faults.lossRat=0,0.1");

        assertOneLine(run, "--set 'faults.lossRat': FaultInjection has no lossRat (it has lossRate, duplicationRate,");
        assertFalse(Files.exists(out.resolve("manifest.json")), "nothing written for a sweep refused");
        assertOneLine(sweep("--set", "faults.lossRate=0,x"), "--set 'x' is not a value of faults.lossRate (EDouble)");
        assertOneLine(sweep("--set", "faults.lossRate=0,7"), "--set faults.lossRate=7: not run: ");
        assertOneLine(sweep("--seeds", "9..1"), "--seeds 9..1: the seed range 9..1 is empty");
        assertOneLine(sweep("--partition", "short"), "--partition: only with --backend slurm");
        assertOneLine(CommandRun.of("sweep", "no-such-thing"), "sweep: no-such-thing: neither a scenario file nor a lab");
    }

    @Test
    void theLocalBackendRunsEachSeedAsRunWouldAndRunningAgainResumes() throws Exception {
        CommandRun first = sweep("--seeds", "1..3", "--jobs", "2", "--json");

        assertEquals(ExitCode.OK, first.exitCode(), first.err());
        JsonNode tally = JSON.readTree(first.out());
        assertEquals(3, tally.get("ran").asInt());
        List<String> rows = Files.readAllLines(out.resolve("results.jsonl"));
        assertEquals(3, rows.size());
        for (int i = 0; i < 3; i++) {
            JsonNode row = JSON.readTree(rows.get(i));
            CommandRun single = CommandRun.of("run", scenario.toString(), "--seed", String.valueOf(i + 1), "--json");
            JsonNode summary = JSON.readTree(single.out());
            assertEquals(i, row.get("index").asInt());
            assertEquals(summary.get("fingerprint"), row.get("fingerprint"), "the same run as 'run --seed'");
            assertEquals(summary.get("messagesDelivered"), row.get("summary").get("messagesDelivered"));
            assertFalse(row.get("summary").has("wallTimeNanos"), "rows hold no wall-clock time: " + row);
        }
        assertTrue(Files.readAllLines(out.resolve("results.csv")).get(0)
            .startsWith("index,seed,fingerprint,error,scenario,events,"));
        assertTrue(first.err().contains("sweep: 3/3 runs"), first.err());

        Files.delete(out.resolve("rows").resolve("0000001.json"));
        CommandRun again = sweep("--seeds", "1..3", "--jobs", "2", "--json");

        assertEquals(ExitCode.OK, again.exitCode(), again.err());
        assertEquals(1, JSON.readTree(again.out()).get("ran").asInt());
        assertEquals(2, JSON.readTree(again.out()).get("resumed").asInt());
        assertEquals(rows, Files.readAllLines(out.resolve("results.jsonl")));
    }

    @Test
    void anotherSweepInTheSameDirectoryIsRefusedInOneLine() throws Exception {
        CommandRun dry = sweep("--seeds", "1..2", "--backend", "slurm", "--dry-run");
        assertEquals(ExitCode.OK, dry.exitCode(), dry.err());

        assertOneLine(sweep("--seeds", "1..3", "--backend", "slurm", "--dry-run"),
            out.toAbsolutePath().resolve("manifest.json") + ": DIR holds another sweep");
    }

    @Test
    void theSlurmDryRunWritesAJobArrayOfTaskRunsWithTheOptionsGiven() throws Exception {
        CommandRun run = sweep("--seeds", "1..20", "--set", "faults.lossRate=0,0.1", "--backend", "slurm",
            "--dry-run", "--jobs", "4", "--partition", "short", "--time", "00:05:00", "--mem", "1G",
            "--account", "cs-teaching");

        assertEquals(ExitCode.OK, run.exitCode(), run.err());
        String script = Files.readString(out.resolve("sweep.sbatch"));
        assertTrue(script.startsWith("#!/bin/bash\n"), script);
        for (String line : List.of("#SBATCH --array=0-39%4", "#SBATCH --partition=short", "#SBATCH --time=00:05:00",
                "#SBATCH --mem=1G", "#SBATCH --account=cs-teaching",
                "#SBATCH --output=" + out.toAbsolutePath().resolve("logs") + "/%A_%a.out")) {
            assertTrue(script.contains(line + "\n"), line + " in\n" + script);
        }
        assertTrue(script.contains(" 'sweep-task' '--manifest' '" + out.toAbsolutePath().resolve("manifest.json")
            + "' '--index' \"$SLURM_ARRAY_TASK_ID\"\n"), script);
        assertTrue(run.out().contains("submit it with 'sbatch "), run.out());
        assertFalse(Files.exists(out.resolve("results.jsonl")), "nothing run");
    }
}
