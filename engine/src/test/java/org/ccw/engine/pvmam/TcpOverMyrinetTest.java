package org.ccw.engine.pvmam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.ccw.engine.hw.Fabric;
import org.ccw.engine.hw.cpu.HostCpu;
import org.ccw.engine.hw.cpu.Processor;
import org.ccw.engine.kernel.SimulationKernel;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.net.FrameTag;
import org.ccw.engine.topology.NicKind;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.Tracer;
import org.junit.jupiter.api.Test;

/**
 * Linux 2.0.34's TCP over Myrinet between the preset's two Pentium IIs (seed 003 §7.3.1: "the lack of maturity of the
 * TCP stack for the Myrinet hardware"): what it costs the receiving host per segment and per byte, and a reader
 * that drains what has come of a message so that the window opens.
 */
class TcpOverMyrinetTest {
    private final Topology topology = TopologyBuilder.from(PvmamPresets.pvmamLinuxMyrinet());
    private final SimulationKernel kernel = new SimulationKernel(1);
    private final Fabric fabric = Fabric.build(topology, kernel, Tracer.OFF);
    private final int pii0 = topology.hosts().get(0).id();
    private final int pii1 = topology.hosts().get(1).id();

    private TcpTransport tcp(int host) {
        Processor cpu = fabric.processor(host, 0);
        return new TcpTransport(fabric.port(host, 0), kernel, HostCpu.of(cpu), cpu.costs(),
                topology.host(host).nics().get(0).dmaBytesPerSecond(), PvmamCluster.hostNames(topology),
                Map.of("pii-0", pii0, "pii-1", pii1), Tracer.OFF, 1, StreamFraming.ACTIVE_MESSAGES,
                TransportCosts.tcpOver(NicKind.MYRINET_LANAI), TcpTransport.socketOver(NicKind.MYRINET_LANAI), true);
    }

    @Test
    void theReceivePerByteCostIsWhatSumimotosLinuxTcpBandwidthLeavesAfterTheModelsOtherCharges() {
        double memcpyMBps = topology.hosts().get(0).processors().get(0).memcpyBytesPerSecond() / 1e6;
        double psPerByte = 1e6 / TransportCosts.SUMIMOTO_LINUX_TCP_MBPS;
        double copyPsPerByte = 1e6 / memcpyMBps;
        // their Pentium II ran at 333 MHz, over Ethernet's 1,460-byte segments
        double segmentPsPerByte = TransportCosts.TCP_OVER_MYRINET_SEGMENT_CYCLES * 1e6 / 333 / 1_460;

        assertEquals(psPerByte - copyPsPerByte - segmentPsPerByte, TransportCosts.LINUX_TCP_RECEIVE_PS_PER_BYTE, 1.0,
                "calibrated once against RWCP TR-98-003 Table 1; a change to the copy rate or the segment cost asks"
                        + " for it again");
    }

    @Test
    void aSegmentTakenInCostsItsFixedPartAndItsBytesAndAnAcknowledgmentOnlyItsFixedPart() {
        Processor cpu = fabric.processor(pii1, 0);
        HostCpu host = HostCpu.of(cpu);
        TransportCosts costs = TransportCosts.tcpOver(NicKind.MYRINET_LANAI);
        long before = cpu.busyTotalPs();

        costs.chargeSegment(host, cpu.costs(), 8_280);
        long segment = cpu.busyTotalPs() - before;
        costs.chargeSegment(host, cpu.costs(), 0);
        long acknowledgment = cpu.busyTotalPs() - before - segment;

        assertEquals(cpu.costs().cyclesPs(TransportCosts.TCP_OVER_MYRINET_SEGMENT_CYCLES), acknowledgment);
        assertEquals(acknowledgment + Math.round(TransportCosts.LINUX_TCP_RECEIVE_PS_PER_BYTE * 8_280), segment,
                "about 164 us for a full Myrinet segment: twice the copy to the user");
        long beforeEthernet = cpu.busyTotalPs();
        TransportCosts.TCP.chargeSegment(host, cpu.costs(), 1_460);
        assertEquals(beforeEthernet, cpu.busyTotalPs(), "a mature stack's kernel work is not charged");
    }

    @Test
    void messagesWrittenBackToBackArriveWithoutWaitingForAProbeBecauseTheReaderDrainsWhatHasCome() {
        TcpTransport sender = tcp(pii0);
        TcpTransport receiver = tcp(pii1);
        sender.connect(new NativeAddress(pii1));
        receiver.accept(new NativeAddress(pii0));
        // 6 KB messages in 8 KB segments: a segment straddles two messages, so a whole one leaves part of the next
        byte[] am = TcpTransportTest.am(6_000, 1);
        List<Long> arrivals = new ArrayList<>();
        // the reader takes a message when it has done with the last: its read and its copy into the user's buffer
        long busyPs = Time.micros(150);
        Runnable[] drain = new Runnable[1];
        drain[0] = () -> kernel.schedule(busyPs, () -> {
            if (receiver.receive() != null) {
                arrivals.add(kernel.now());
                drain[0].run();
            } else {
                receiver.awaitData(drain[0]);
            }
        });
        receiver.awaitData(drain[0]);
        for (int i = 0; i < 10; i++) {
            sender.send(new NativeAddress(pii1), am, am.length, new FrameTag("request", i));
        }
        kernel.runUntil(Time.micros(1_000_000));

        assertEquals(10, arrivals.size());
        assertTrue(arrivals.get(9) < Time.micros(20_000), () -> "the tenth message came at "
                + arrivals.get(9) / 1e6 + " us: a window left too small for the next segment waited for the"
                + " sender's probe (200 ms), though the reader was there to take what had come");
    }
}
