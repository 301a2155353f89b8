package org.ccw.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
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

    @Test
    void realNestsEachRealCapableStacksRatiosUnderRealAndItsName() throws Exception {
        CommandRun run = CommandRun.of("bench", "--real", "--json", "--smoke");

        assertEquals(ExitCode.OK, run.exitCode(), run.err());
        JsonNode real = new ObjectMapper().readTree(run.out()).path("real");
        for (String stack : List.of("ssam", "amii", "pvmam")) {
            for (String key : List.of("udp_rtt_ratio_p50", "udp_rtt_ratio_p99", "udp_rtt_p50_us",
                    "raw_udp_rtt_p50_us")) {
                assertTrue(real.path(stack).path(key).asDouble() > 0, stack + "." + key + " in " + real);
            }
        }
        assertTrue(real.path("ssam").path("tcp_bulk_fraction").asDouble() > 0, real.toString());
        assertTrue(real.path("pvmam").path("tcp_bulk_fraction").asDouble() > 0, real.toString());
        assertTrue(real.path("loop").path("udp_rtt_ratio_p50").asDouble() > 0, "the loops' own floor: " + real);
        for (String key : List.of("shm_rtt_p50_us", "shm_rtt_p99_us", "shm_os_p50_us", "shm_os_p99_us",
                "shm_or_p50_us", "shm_or_p99_us")) {
            assertTrue(real.path("amii").path(key).asDouble() > 0, "AM-II between two OS processes: amii." + key
                    + " in " + real);
        }
        assertTrue(real.path("amii").path("tcp_bulk_fraction").isMissingNode(),
                "AM-II's real driver moves no bulk, so it has no bulk figure: " + real);
    }

    @Test
    void peersSetEachStackBesideTheRealSystemsInstalled() throws Exception {
        List<String> absent = Stream.of("cc", "pvmd", "mpicc", "mpirun").filter(t -> !onPath(t)).toList();
        assumeTrue(absent.isEmpty(), "bench --peers needs real PVM 3.4 and Open MPI: no " + absent + " on PATH"
            + " (apt-get install pvm pvm-dev openmpi-bin libopenmpi-dev; .ci/run does)");

        CommandRun run = CommandRun.of("bench", "--peers", "--json", "--smoke");

        assertEquals(ExitCode.OK, run.exitCode(), run.err());
        JsonNode peer = new ObjectMapper().readTree(run.out()).path("peer");
        for (String ratio : List.of("pvm_direct.rtt_ratio", "pvm_direct.bw_ratio_256k", "pvm_daemon.rtt_ratio",
                "pvm_daemon.bw_ratio_256k", "mpi_shm.rtt_ratio", "mpi_tcp.rtt_ratio")) {
            double value = peer.path(ratio.split("\\.")[0]).path(ratio.split("\\.")[1]).asDouble(Double.NaN);
            assertTrue(Double.isFinite(value) && value > 0, "peer." + ratio + " in " + peer + "; " + run.err());
        }
        for (String name : List.of("pvm_direct", "pvm_daemon", "mpi_shm", "mpi_tcp")) {
            for (String side : List.of("ours_rtt_p50_us", "peer_rtt_p50_us", "ours_rtt_p99_us", "peer_rtt_p99_us")) {
                assertTrue(peer.path(name).path(side).asDouble() > 0, "both sides measured: " + name + "." + side);
            }
        }
        assertTrue(peer.path("pvm_direct").path("ours_bw_256k_MBps").asDouble() > 0, peer.toString());
        assertTrue(peer.path("pvm_direct").path("peer_bw_256k_MBps").asDouble() > 0, peer.toString());
    }

    private static boolean onPath(String tool) {
        return Stream.of(System.getenv().getOrDefault("PATH", "").split(":"))
            .anyMatch(dir -> !dir.isEmpty() && Files.isExecutable(Path.of(dir, tool)));
    }
}
