package org.ccw.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.ccw.app.Launcher;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.workload.WorkloadKind;
import org.ccw.model.io.ClusterModelIO;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ccw.engine.amii.AmIIPresets;
import org.ccw.engine.dvcm.DvcmPresets;
import org.ccw.engine.ssam.SsamPresets;

/**
 * {@code workbench peer}: the SSAM two-host scenario split over two operating-system processes on 127.0.0.1,
 * one per host, each running the real launcher; the DVCM's coordinated burst over three such processes; and the
 * one-line errors for a wrong host, a missing peer and a busy port. Bounded: 100 remote reads (a burst of 2 × 20
 * messages), each process gives up after 30 s, the test waits at most 90 s.
 */
class PeerCommandTest {
    private static final int READS = 100;

    @TempDir
    Path dir;

    private Path scenario;

    @BeforeEach
    void saveTheTwoHostScenarioWithLoss() throws Exception {
        Scenario twoHosts = SsamPresets.ssamTwoHosts();
        twoHosts.getWorkloads().get(0).setKind(WorkloadKind.REMOTE_READ);
        twoHosts.getWorkloads().get(0).setMessageCount(READS);
        twoHosts.getFaults().setLossRate(0.05);
        scenario = dir.resolve("two hosts.xmi");
        ClusterModelIO.save(twoHosts, scenario);
    }

    @Test
    void twoOperatingSystemProcessesRunTheProtocolBetweenThem() throws Exception {
        int portA = freeUdpPort();
        int portB = freeUdpPort();
        List<Process> peers = new ArrayList<>();
        try {
            peers.add(peer("ss20-a", portA, "ss20-b", portB));
            peers.add(peer("ss20-b", portB, "ss20-a", portA));
            for (Process peer : peers) {
                assertTrue(peer.waitFor(90, TimeUnit.SECONDS), "the peer ended within the bound");
            }
            JsonNode reader = summaryOf(peers.get(0), "ss20-a");
            JsonNode remote = summaryOf(peers.get(1), "ss20-b");

            assertEquals(READS, reader.get("messagesSent").asLong(), "ss20-a made every read");
            assertEquals(READS, reader.get("repliesHandled").asLong(), "every reply arrived exactly once");
            assertEquals(READS, remote.get("messagesDelivered").asLong(), "every read handled exactly once");
            assertEquals(0, remote.get("repliesHandled").asLong(), "the remote host only answers");
            assertTrue(reader.get("complete").asBoolean() && remote.get("complete").asBoolean());
            assertEquals("udp", reader.get("transport").asText());
        } finally {
            peers.forEach(Process::destroyForcibly);
        }
    }

    @Test
    void threeOperatingSystemProcessesRunTheDvcmsCoordinatedBurst() throws Exception {
        Scenario star = DvcmPresets.dvcmStar(3);
        star.getWorkloads().get(0).setMessageCount(20);
        star.getFaults().setLossRate(0.02);
        Path file = dir.resolve("dvcm star.xmi");
        ClusterModelIO.save(star, file);
        List<String> hosts = List.of("ultra-0", "ultra-1", "ultra-2");
        List<Integer> ports = List.of(freeUdpPort(), freeUdpPort(), freeUdpPort());
        List<Process> peers = new ArrayList<>();
        try {
            for (int h = 0; h < hosts.size(); h++) {
                // --until is a hang guard: a lost cell's resend waits out the adaptive timer's 200 ms floor, doubled
                // on a second loss, and three JVMs share two cores
                List<String> args = new ArrayList<>(List.of("peer", file.toString(), "--host", hosts.get(h),
                    "--listen", "127.0.0.1:" + ports.get(h), "--until", "80s", "--json"));
                for (int o = 0; o < hosts.size(); o++) {
                    if (o != h) {
                        args.addAll(List.of("--peer", hosts.get(o) + "=127.0.0.1:" + ports.get(o)));
                    }
                }
                peers.add(launch(hosts.get(h), args.toArray(String[]::new)));
            }
            for (Process peer : peers) {
                assertTrue(peer.waitFor(120, TimeUnit.SECONDS), "the peer ended within the bound");
            }
            for (int h = 0; h < hosts.size(); h++) {
                JsonNode summary = summaryOf(peers.get(h), hosts.get(h));
                assertTrue(summary.get("complete").asBoolean(), hosts.get(h) + ": " + summary);
                assertEquals("dvcm", summary.get("stack").asText());
                boolean receiver = h == hosts.size() - 1;
                assertEquals(receiver ? 0 : 20, summary.get("messagesSent").asLong(), hosts.get(h) + ": " + summary);
                assertEquals(receiver ? 40 : 0, summary.get("messagesDelivered").asLong(),
                    "the receiver had both senders' twenty, each once: " + summary);
            }
        } finally {
            peers.forEach(Process::destroyForcibly);
        }
    }

    @Test
    void anUnknownHostIsBadInputNamingTheJobsHosts() {
        CommandRun run = CommandRun.of("peer", scenario.toString(), "--host", "ss20-z", "--listen", "127.0.0.1:0",
            "--peer", "ss20-b=127.0.0.1:1");

        assertEquals(ExitCode.BAD_INPUT, run.exitCode());
        assertTrue(run.err().strip().endsWith("unknown host 'ss20-z': job ssam runs on ss20-a, ss20-b"), run.err());
        assertTrue(run.noStackTrace(), run.err());
    }

    @Test
    void aMissingPeerIsBadInputSayingWhichOne() {
        CommandRun run = CommandRun.of("peer", scenario.toString(), "--host", "ss20-a", "--listen", "127.0.0.1:0");

        assertEquals(ExitCode.BAD_INPUT, run.exitCode());
        assertEquals("no --peer for host ss20-b (give --peer ss20-b=HOST:PORT)", run.err().strip());
    }

    @Test
    void aBusyPortIsBadInputNamingTheAddress() throws Exception {
        try (ServerSocket busy = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            String taken = "127.0.0.1:" + busy.getLocalPort();

            CommandRun run = CommandRun.of("peer", scenario.toString(), "--transport", "tcp", "--host", "ss20-a",
                "--listen", taken, "--peer", "ss20-b=127.0.0.1:1");

            assertEquals(ExitCode.BAD_INPUT, run.exitCode());
            assertTrue(run.err().startsWith("cannot listen on " + taken + " for host ss20-a"), run.err());
            assertEquals(1, run.err().strip().lines().count(), run.err());
        }
    }

    @Test
    void aMalformedAddressIsBadInput() {
        CommandRun run = CommandRun.of("peer", scenario.toString(), "--host", "ss20-a", "--listen", "nowhere",
            "--peer", "ss20-b=127.0.0.1:1");

        assertEquals(ExitCode.BAD_INPUT, run.exitCode());
        assertEquals("--listen nowhere: not HOST:PORT", run.err().strip());
    }

    @Test
    void twoOperatingSystemProcessesOfOneSmpRunAmIIThroughSharedMemory() throws Exception {
        Scenario e5000 = AmIIPresets.enterprise5000SharedMemory(2);
        e5000.getWorkloads().get(0).setMessageCount(READS);
        Path file = dir.resolve("e5000.xmi");
        ClusterModelIO.save(e5000, file);
        List<String> names = e5000.getCluster().getJobs().get(0).getProcesses().stream().map(p -> p.getName())
            .toList();
        List<Process> processes = new ArrayList<>();
        try {
            for (String name : names) {
                processes.add(launch(name, "peer", file.toString(), "--transport", "shm", "--process", name,
                    "--shm-dir", dir.resolve("shm").toString(), "--until", "30s", "--json"));
            }
            for (Process p : processes) {
                assertTrue(p.waitFor(90, TimeUnit.SECONDS), "the process ended within the bound");
            }
            JsonNode ping = summaryOf(processes.get(0), names.get(0));
            JsonNode pong = summaryOf(processes.get(1), names.get(1));

            assertEquals(READS, ping.get("messagesSent").asLong());
            assertEquals(READS, ping.get("repliesHandled").asLong(), "every reply came back once");
            assertEquals(READS, pong.get("messagesDelivered").asLong(), "every request ran its handler once");
            assertTrue(ping.get("complete").asBoolean() && pong.get("complete").asBoolean());
            assertEquals("shm", ping.get("transport").asText());
        } finally {
            processes.forEach(Process::destroyForcibly);
        }
    }

    @Test
    void whatSharedMemoryCannotRunIsBadInputInOneLine() {
        CommandRun ssam = CommandRun.of("peer", scenario.toString(), "--transport", "shm", "--process", "p0");
        CommandRun noProcess = CommandRun.of("peer", scenario.toString(), "--transport", "shm");
        CommandRun mixed = CommandRun.of("peer", scenario.toString(), "--process", "p0");

        for (CommandRun run : List.of(ssam, noProcess, mixed)) {
            assertEquals(ExitCode.BAD_INPUT, run.exitCode(), run.err());
            assertEquals(1, run.err().strip().lines().count(), run.err());
            assertTrue(run.noStackTrace(), run.err());
        }
        assertTrue(ssam.err().contains("does not run its processes through shared memory"), ssam.err());
        assertTrue(noProcess.err().contains("give --process NAME"), noProcess.err());
        assertTrue(mixed.err().contains("--process and --shm-dir go with --transport shm"), mixed.err());
    }

    private Process launch(String name, String... args) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path"),
            Launcher.class.getName()));
        command.addAll(List.of(args));
        return new ProcessBuilder(command)
            .redirectOutput(dir.resolve(name + ".out").toFile())
            .redirectError(dir.resolve(name + ".err").toFile())
            .start();
    }

    private Process peer(String host, int port, String other, int otherPort) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), Launcher.class.getName(),
            "peer", scenario.toString(), "--host", host, "--listen", "127.0.0.1:" + port,
            "--peer", other + "=127.0.0.1:" + otherPort, "--until", "30s", "--json")
            .redirectOutput(dir.resolve(host + ".out").toFile())
            .redirectError(dir.resolve(host + ".err").toFile())
            .start();
    }

    private JsonNode summaryOf(Process peer, String host) throws Exception {
        String err = Files.readString(dir.resolve(host + ".err"));
        assertEquals(ExitCode.OK, peer.exitValue(), host + ": " + err);
        return new ObjectMapper().readTree(Files.readString(dir.resolve(host + ".out")));
    }

    /** A UDP port nothing listens on now (the operating system's choice of a free ephemeral port). */
    private static int freeUdpPort() throws Exception {
        try (DatagramSocket probe = new DatagramSocket(0, InetAddress.getLoopbackAddress())) {
            return probe.getLocalPort();
        }
    }
}
