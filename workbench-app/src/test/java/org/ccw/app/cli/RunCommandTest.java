package org.ccw.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.ccw.engine.trace.JsonLinesTraceReader;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.io.ClusterModelIO;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ccw.engine.pvmam.PvmamPresets;
import org.ccw.engine.ssam.SsamPresets;

class RunCommandTest {

    @TempDir
    Path dir;

    private Path scenario;

    @BeforeEach
    void saveTheThroughSwitchScenario() throws Exception {
        scenario = dir.resolve("through switch.xmi");
        ClusterModelIO.save(SsamPresets.ssamThroughSwitch(), scenario);
    }

    private JsonNode runJson(String... extra) throws Exception {
        String[] args = new String[extra.length + 3];
        args[0] = "run";
        args[1] = scenario.toString();
        args[2] = "--json";
        System.arraycopy(extra, 0, args, 3, extra.length);
        CommandRun run = CommandRun.of(args);
        assertEquals(ExitCode.OK, run.exitCode(), run.err());
        return new ObjectMapper().readTree(run.out());
    }

    @Test
    void theSameSeedGivesTheSameFingerprintAndAnotherSeedAnother() throws Exception {
        JsonNode first = runJson("--seed", "7", "--until", "2ms");
        JsonNode again = runJson("--seed", "7", "--until", "2ms");
        JsonNode other = runJson("--seed", "8", "--until", "2ms");

        assertEquals(first.get("fingerprint"), again.get("fingerprint"));
        assertEquals(first.get("events"), again.get("events"));
        assertTrue(first.get("cellsSent").asLong() > 0, first.toString());
        assertEquals(7, first.get("seed").asLong());
        assertTrue(first.get("virtualTimeMicros").asDouble() <= 2000.0, first.toString());
        // The through-switch preset draws its traffic from seeded streams: a new seed is a new run.
        assertNotEquals(first.get("fingerprint"), other.get("fingerprint"));
    }

    @Test
    void shufflingSameTimeEventsKeepsWhatTheRunDelivers() throws Exception {
        JsonNode ordered = runJson("--seed", "3", "--until", "2ms");
        JsonNode shuffled = runJson("--seed", "3", "--until", "2ms", "--shuffle-ties", "99");

        for (String count : new String[] {"cellsSent", "cellsDelivered", "cellsDropped", "messagesDelivered"}) {
            assertEquals(ordered.get(count), shuffled.get(count), count);
        }
    }

    @Test
    void theTraceFileHoldsAHeaderThenOneRecordPerLineAsCounted() throws Exception {
        Path trace = dir.resolve("run trace.jsonl");

        JsonNode summary = runJson("--until", "500us", "--trace", trace.toString());

        List<String> lines = Files.readAllLines(trace);
        // A header line names the format and schema version, then one line per record.
        assertTrue(lines.get(0).contains("\"schemaVersion\""), lines.get(0));
        assertEquals(summary.get("traceRecords").asLong(), lines.size() - 1);
        assertEquals(lines.size() - 1, JsonLinesTraceReader.readAll(trace).size());
    }

    @Test
    void aScenarioThatBreaksAConstraintIsNotRun() throws Exception {
        Scenario broken = SsamPresets.ssamThroughSwitch();
        broken.getCluster().getLinks().get(0).setBandwidthMbps(-1);
        Path file = dir.resolve("broken.xmi");
        ClusterModelIO.save(broken, file);

        CommandRun run = CommandRun.of("run", file.toString());

        assertEquals(ExitCode.BAD_INPUT, run.exitCode());
        assertTrue(run.err().contains(file + ": not run"), run.err());
        assertTrue(run.err().contains("bandwidth"), run.err());
        assertTrue(run.noStackTrace(), run.err());
    }

    @Test
    void aJobItsStackDoesNotRunYetIsRefusedInOneLineNotRunAsRawCells() throws Exception {
        Path file = dir.resolve("pvmam.ccw");
        Scenario pvmam = PvmamPresets.pvmamSolarisEthernet();
        pvmam.getWorkloads().get(0).setKind(org.ccw.model.workload.WorkloadKind.BULK_TRANSFER);
        ClusterModelIO.save(pvmam, file);

        CommandRun run = CommandRun.of("run", file.toString());

        assertEquals(ExitCode.BAD_INPUT, run.exitCode(), run.out());
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertTrue(run.err().startsWith(file + ": not run: cluster/jobs[mpbench]: "), run.err());
        assertTrue(run.err().contains("BULK_TRANSFER"), run.err());
        assertTrue(run.out().isEmpty(), "no summary of a run that did not happen: " + run.out());
    }

    @Test
    void aTimeWithoutAUnitIsMicrosecondsAndNonsenseIsBadInput() {
        assertEquals(2_000_000L, new SimulatedTime().convert("2"));
        assertEquals(2_500_000_000L, new SimulatedTime().convert("2.5ms"));

        CommandRun run = CommandRun.of("run", scenario.toString(), "--until", "soon");

        assertEquals(ExitCode.BAD_INPUT, run.exitCode());
        assertTrue(run.err().contains("'soon' is not a time"), run.err());
    }

    @Test
    void overRealUdpAndTcpEveryReadIsHandledAndAnsweredOnce() throws Exception {
        long reads = SsamPresets.ssamThroughSwitch().getWorkloads().get(0).getMessageCount();
        for (String transport : new String[] {"udp", "tcp"}) {
            JsonNode summary = runJson("--transport", transport, "--until", "30s");

            assertEquals(transport, summary.get("transport").asText());
            assertTrue(summary.get("complete").asBoolean(), summary.toString());
            // the preset's workload: remote reads from ss20-a to ss20-b
            assertEquals(reads, summary.get("messagesSent").asLong(), summary.toString());
            assertEquals(reads, summary.get("messagesDelivered").asLong(), summary.toString());
            assertEquals(reads, summary.get("repliesHandled").asLong(), summary.toString());
            assertEquals(2, summary.get("hosts").size());
        }
    }

    @Test
    void anUnknownTransportAndShuffledTiesOverARealOneAreBadInput() {
        CommandRun unknown = CommandRun.of("run", scenario.toString(), "--transport", "carrier-pigeon");
        CommandRun shuffled = CommandRun.of("run", scenario.toString(), "--transport", "udp", "--shuffle-ties", "1");

        assertEquals(ExitCode.BAD_INPUT, unknown.exitCode());
        assertEquals("--transport carrier-pigeon: not a transport; use udp or tcp", unknown.err().strip());
        assertEquals(ExitCode.BAD_INPUT, shuffled.exitCode());
        assertTrue(shuffled.err().startsWith("--shuffle-ties: only for --transport sim"), shuffled.err());
        CommandRun shm = CommandRun.of("run", scenario.toString(), "--transport", "shm");
        assertEquals(ExitCode.BAD_INPUT, shm.exitCode());
        assertEquals("--transport shm: runs one process of a job per OS process; use workbench peer SCENARIO"
            + " --transport shm --process NAME", shm.err().strip());
    }
}
