package org.ccw.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import org.ccw.model.io.ClusterModelIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ccw.engine.ssam.SsamPresets;

/** {@code workbench export pcap}: a run's frames in a pcap file read back byte for byte; bad input exits 2. */
class ExportPcapCommandTest {
    @TempDir
    Path dir;

    @Test
    void aSimulatedAtmRunIsAPcapOfErfCellRecords() throws Exception {
        Path scenario = dir.resolve("two.ccw");
        ClusterModelIO.save(SsamPresets.ssamTwoHosts(), scenario);
        Path pcap = dir.resolve("two.pcap");

        CommandRun run = CommandRun.of("export", "pcap", scenario.toString(), "-o", pcap.toString(), "--until", "2ms");

        assertEquals(ExitCode.OK, run.exitCode(), run.err());
        ByteBuffer in = ByteBuffer.wrap(Files.readAllBytes(pcap)).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(0xa1b23c4d, in.getInt(0));
        assertEquals(197, in.getInt(20), "ERF");
        assertEquals(68, in.getInt(24 + 8), "the first record: an ERF header, a cell header, 48 bytes");
        assertEquals(3, in.get(24 + 16 + 8), "ERF type ATM cell");
        assertTrue(run.out().contains("frames of"), run.out());
    }

    @Test
    void aRealRunOverUdpIsAPcapOfIpv4PacketsOnTheLoopback() throws Exception {
        Path scenario = dir.resolve("two.ccw");
        ClusterModelIO.save(SsamPresets.ssamTwoHosts(), scenario);
        Path pcap = dir.resolve("udp.pcap");

        CommandRun run = CommandRun.of("export", "pcap", scenario.toString(), "-o", pcap.toString(),
            "--transport", "udp");

        assertEquals(ExitCode.OK, run.exitCode(), run.err());
        ByteBuffer in = ByteBuffer.wrap(Files.readAllBytes(pcap)).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(101, in.getInt(20), "raw IP");
        ByteBuffer packet = ByteBuffer.wrap(Files.readAllBytes(pcap), 24 + 16, 28);
        assertEquals(0x45, packet.get(24 + 16));
        assertEquals(17, packet.get(24 + 16 + 9), "UDP");
        assertEquals(0x7f000001, packet.getInt(24 + 16 + 12), "from 127.0.0.1");
    }

    @Test
    void aTcpRunAMissingScenarioAndAMissingFolderAreBadInput() {
        assertEquals(ExitCode.BAD_INPUT, CommandRun.of("export", "pcap", "ssam-remote-read", "-o",
            dir.resolve("x.pcap").toString(), "--transport", "tcp").exitCode());
        CommandRun missing = CommandRun.of("export", "pcap", "no-such.ccw", "-o", dir.resolve("x.pcap").toString());
        assertEquals(ExitCode.BAD_INPUT, missing.exitCode());
        assertEquals(1, missing.err().strip().lines().count(), missing.err());
        assertEquals(ExitCode.BAD_INPUT, CommandRun.of("export", "pcap", "ssam-remote-read", "-o",
            dir.resolve("none/x.pcap").toString()).exitCode());
    }
}
