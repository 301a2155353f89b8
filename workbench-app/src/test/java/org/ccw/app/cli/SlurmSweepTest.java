package org.ccw.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The same 20-run sweep on the local backend and on a real Slurm, started on this machine by
 * {@code scripts/slurm-single-node} (munged, slurmctld and slurmd as root, one node): every index has the same
 * fingerprint, and the results are the same bytes. Skipped, saying why, where that Slurm cannot start: not root,
 * or Debian's {@code slurm-wlm} and {@code munge} not installed ({@code .ci/run} installs them).
 */
@Timeout(value = 240, unit = TimeUnit.SECONDS)
class SlurmSweepTest {
    private static final Path SCRIPT = Path.of("..", "scripts", "slurm-single-node").toAbsolutePath().normalize();
    private static final Path EXAMPLE = Path.of("..", "examples", "ssam-two-hosts.ccw").toAbsolutePath().normalize();
    /** Ports of their own, so a Slurm already started on this machine by hand is left alone. */
    private static final String PORT = "16817";

    @TempDir
    static Path slurmDir;

    private static String slurmConf;

    @BeforeAll
    static void startASingleNodeSlurm() throws Exception {
        assumeTrue(isRoot(), "a single-node Slurm needs root (slurmd starts jobs as their users): not root here");
        List<String> missing = Stream.of("munged", "slurmctld", "slurmd", "sbatch", "squeue", "sinfo")
            .filter(p -> !onPath(p)).toList();
        assumeTrue(missing.isEmpty(), "a single-node Slurm needs Debian's slurm-wlm and munge (apt-get install"
            + " slurm-wlm munge): no " + missing + " here");
        Process start = script("start").start();
        String out = new String(start.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, start.waitFor(), "scripts/slurm-single-node start: " + out
            + Files.readString(slurmDir.resolve("start.err")));
        slurmConf = out.strip().replaceFirst("^export SLURM_CONF=", "");
    }

    @AfterAll
    static void stopIt() throws Exception {
        if (slurmConf != null) {
            script("stop").start().waitFor();
        }
    }

    private static ProcessBuilder script(String command) {
        ProcessBuilder builder = new ProcessBuilder(SCRIPT.toString(), command)
            .redirectError(slurmDir.resolve(command + ".err").toFile());
        builder.environment().put("CCW_SLURM_DIR", slurmDir.resolve("slurm").toString());
        builder.environment().put("CCW_SLURM_PORT", PORT);
        return builder;
    }

    @Test
    void twentySeedsGiveTheSameFingerprintsOnTheLocalBackendAndOnSlurm(@TempDir Path dir) throws Exception {
        Path local = dir.resolve("local");
        Path slurm = dir.resolve("slurm");

        CommandRun onLocal = CommandRun.of("sweep", EXAMPLE.toString(), "--seeds", "1..20", "--out", local.toString(),
            "--jobs", "2");
        int onSlurm = sweepOnSlurm(slurm, dir.resolve("slurm.err"));

        assertEquals(ExitCode.OK, onLocal.exitCode(), onLocal.err());
        assertEquals(ExitCode.OK, onSlurm, Files.readString(dir.resolve("slurm.err")));
        List<String> localRows = Files.readAllLines(local.resolve("results.jsonl"));
        List<String> slurmRows = Files.readAllLines(slurm.resolve("results.jsonl"));
        assertEquals(20, localRows.size());
        ObjectMapper json = new ObjectMapper();
        for (int i = 0; i < 20; i++) {
            assertEquals(json.readTree(localRows.get(i)).get("fingerprint"), json.readTree(slurmRows.get(i))
                .get("fingerprint"), "run " + i);
        }
        assertEquals(localRows, slurmRows, "the same rows, byte for byte");
    }

    /** {@code workbench sweep --backend slurm} in a JVM of its own: Slurm's commands find this Slurm by SLURM_CONF. */
    private static int sweepOnSlurm(Path out, Path err) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
            .toString(), "-cp", System.getProperty("java.class.path"), "org.ccw.app.Launcher", "sweep",
            EXAMPLE.toString(), "--seeds", "1..20", "--out", out.toString(), "--backend", "slurm"));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(err.toFile());
        builder.environment().put("SLURM_CONF", slurmConf);
        return builder.start().waitFor();
    }

    private static boolean isRoot() throws IOException, InterruptedException {
        Process id = new ProcessBuilder("id", "-u").start();
        return new String(id.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip().equals("0")
            && id.waitFor() == 0;
    }

    private static boolean onPath(String program) {
        String path = System.getenv().getOrDefault("PATH", "") + File.pathSeparator + "/usr/sbin" + File.pathSeparator
            + "/sbin";
        return Stream.of(path.split(File.pathSeparator)).anyMatch(d -> Files.isExecutable(Path.of(d, program)));
    }
}
