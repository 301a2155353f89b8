package org.ccw.engine.capture;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.HexFormat;
import java.util.List;
import org.ccw.engine.hw.atm.Aal5;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.run.HeadlessRun;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceLog;
import org.junit.jupiter.api.Test;
import org.ccw.engine.pvmam.PvmamPresets;
import org.ccw.engine.ssam.SsamPresets;

class SimulatedCaptureTest {

    @Test
    void aSingleCellMessageIsAnErfCellRecordWithItsCircuitAndTheBytesTheStackFormatted() throws IOException {
        SimulatedCapture capture = new SimulatedCapture();
        TraceLog log = new TraceLog();

        String captured = HeadlessRun.of(SsamPresets.ssamTwoHosts()).sink(log).capture(capture).run().fingerprint();

        assertEquals(HeadlessRun.of(SsamPresets.ssamTwoHosts()).run().fingerprint(), captured,
                "a capture only listens: the trace is the same without it");
        PcapRecords file = PcapRecords.of(capture.writer());
        assertEquals(197, file.linkType());
        TraceEvent.CellFormatted first = (TraceEvent.CellFormatted) java.util.stream.IntStream.range(0, log.snapshot().size())
                .mapToObj(log.snapshot()::at).filter(e -> e instanceof TraceEvent.CellFormatted).findFirst().orElseThrow();
        PcapRecords.Entry cell = file.entries().get(0);
        ByteBuffer r = cell.bytes();
        assertEquals(16 + 4 + 48, cell.capturedBytes());
        assertEquals(cell.capturedBytes(), cell.wireBytes());
        assertEquals(first.timePs() / Time.PS_PER_NS, cell.timeNs(), "stamped when the host hands it over");
        assertEquals(cell.timeNs() / 1_000_000_000L, Integer.toUnsignedLong(
                Integer.reverseBytes(r.getInt(4))), "ERF seconds");
        assertEquals(3, r.get(8), "ERF type: ATM cell");
        assertEquals(68, r.getShort(10), "ERF record length");
        assertEquals(52, r.getShort(14), "ERF wire length: cell header and payload, no HEC");
        int destination = first.node() == 0 ? 1 : 0;
        assertEquals((32 + destination) << 4, r.getInt(16), "GFC 0, VPI 0, VCI 32 + destination, PTI 0, CLP 0");
        byte[] payload = new byte[48];
        r.get(20, payload);
        byte[] formatted = HexFormat.of().parseHex(first.headerHex() + first.dataHex());
        assertArrayEquals(formatted, java.util.Arrays.copyOf(payload, formatted.length));
    }

    @Test
    void classicalIpOverAtmIsOneErfAal5RecordPerPacketWithItsTrailer() throws IOException {
        SimulatedCapture capture = new SimulatedCapture();

        HeadlessRun.of(PvmamPresets.pvmamFftSolarisAtm(2)).untraced().until(20 * Time.PS_PER_MS).capture(capture).run();

        List<PcapRecords.Entry> entries = PcapRecords.of(capture.writer()).entries();
        PcapRecords.Entry packet = entries.stream().filter(e -> e.bytes().get(8) == 4).findFirst().orElseThrow();
        ByteBuffer r = packet.bytes();
        int pduBytes = packet.capturedBytes() - 20;
        assertEquals(0, pduBytes % 48, "whole cells");
        assertTrue(pduBytes > 48, "a packet of several cells");
        assertEquals(0x04, r.get(9), "ERF flags: varying record length");
        assertEquals(packet.capturedBytes(), r.getShort(10));
        assertEquals(4 + pduBytes, r.getShort(14));
        assertEquals(1, (r.getInt(16) >> 1) & 7, "the header of the last cell: PTI 1, end of packet");
        byte[] pdu = new byte[pduBytes];
        r.get(20, pdu);
        int length = Short.toUnsignedInt(ByteBuffer.wrap(pdu).getShort(pduBytes - 6));
        assertEquals(Aal5.cells(length) * 48, pduBytes, "the trailer's length fits the cells");
        assertEquals(Aal5.crc32(pdu, 0, pduBytes - 4), ByteBuffer.wrap(pdu).getInt(pduBytes - 4), "CRC-32");
    }

    @Test
    void fastEthernetFramesGetAnEthernetHeaderOfLocalAddressesAndTheExperimentalEtherType() throws IOException {
        SimulatedCapture capture = new SimulatedCapture();

        HeadlessRun.of(PvmamPresets.pvmamSolarisEthernet()).untraced().until(5 * Time.PS_PER_MS).capture(capture).run();

        PcapRecords file = PcapRecords.of(capture.writer());
        assertEquals(1, file.linkType());
        ByteBuffer frame = file.entries().get(0).bytes();
        assertEquals(2, frame.get(0), "locally administered unicast");
        assertEquals(2, frame.get(6));
        assertEquals(0x88b5, Short.toUnsignedInt(frame.getShort(12)));
        assertEquals(file.entries().get(0).wireBytes(), file.entries().get(0).capturedBytes());
    }
}
