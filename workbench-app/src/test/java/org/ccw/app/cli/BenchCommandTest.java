package org.ccw.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

class BenchCommandTest {

    @Test
    void jsonNestsEveryContractKeyUnderItsComponent() throws Exception {
        CommandRun run = CommandRun.of("bench", "--json", "--smoke");

        assertEquals(ExitCode.OK, run.exitCode(), run.err());
        JsonNode root = new ObjectMapper().readTree(run.out());
        for (String key : List.of("events_per_s_1e3", "events_per_s_1e5", "events_per_s_1e6",
                "baseline_priority_queue_events_per_s_1e3")) {
            assertTrue(root.path("kernel").path(key).asDouble() > 0, key + " in " + root);
        }
        for (String key : List.of("cells_per_s", "sim_over_wall")) {
            assertTrue(root.path("fabric").path(key).asDouble() > 0, key + " in " + root);
        }
    }
}
