package org.ccw.engine.pvmam;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.ccw.engine.hw.Fabric;
import org.ccw.engine.hw.cpu.HostCpu;
import org.ccw.engine.hw.cpu.Processor;
import org.ccw.engine.kernel.SimulationKernel;
import org.ccw.engine.net.FrameTag;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.Tracer;
import org.junit.jupiter.api.Test;

/** The TCP transport (seed 003 §5.3.1) between the preset's two UltraSPARCs: a stream read header, then body. */
class TcpTransportTest {
    private final Topology topology = TopologyBuilder.from(PvmamPresets.pvmamSolarisEthernet());
    private final SimulationKernel kernel = new SimulationKernel(1);
    private final Fabric fabric = Fabric.build(topology, kernel, Tracer.OFF);
    private final int ultra0 = topology.hosts().get(0).id();
    private final int ultra1 = topology.hosts().get(1).id();

    private TcpTransport tcp(int host) {
        Processor cpu = fabric.processor(host, 0);
        return new TcpTransport(fabric.port(host, 1), kernel, HostCpu.of(cpu), cpu.costs(),
                topology.host(host).nics().get(1).dmaBytesPerSecond(), PvmamCluster.hostNames(topology),
                Map.of("ultra-0", ultra0, "ultra-1", ultra1), Tracer.OFF, 1, StreamFraming.ACTIVE_MESSAGES,
                TransportCosts.TCP);
    }

    static byte[] am(int dataBytes, int handler) {
        byte[] data = new byte[dataBytes];
        for (int i = 0; i < dataBytes; i++) {
            data[i] = (byte) (i * 31 + handler);
        }
        return new AmHeader(Tid.of(1, 1), AmHeader.BYTES + dataBytes, 0, 0, AmHeader.REQUEST, handler)
                .encode(data, 0, dataBytes);
    }

    @Test
    void amsWrittenBackToBackAreReadOneAtATimeWholeAndInOrder() {
        TcpTransport sender = tcp(ultra0);
        TcpTransport receiver = tcp(ultra1);
        sender.connect(new NativeAddress(ultra1));
        receiver.accept(new NativeAddress(ultra0));
        byte[] large = am(AmHeader.MAX_DATA_BYTES, 1);
        byte[] small = am(8, 2);

        sender.send(new NativeAddress(ultra1), large, large.length, new FrameTag("request", 1));
        sender.send(new NativeAddress(ultra1), small, small.length, new FrameTag("request", 2));
        kernel.run();
        Processor cpu = fabric.processor(ultra1, 0);
        long before = cpu.busyTotalPs();

        assertArrayEquals(large, receiver.receive().bytes(), "8192 bytes over six 1460-byte segments");
        assertEquals(cpu.costs().cyclesPs(2L * TransportCosts.TCP.receiveCycles())
                + cpu.costs().memcpyPs(large.length), cpu.busyTotalPs() - before,
                "one connection, no select: the header's read and the body's");
        assertArrayEquals(small, receiver.receive().bytes());
        assertNull(receiver.receive());
    }

    @Test
    void aHostThatIsNotConnectedIsNotSentTo() {
        TcpTransport sender = tcp(ultra0);

        assertFalse(sender.send(new NativeAddress(ultra1), am(0, 1), AmHeader.BYTES, FrameTag.UNTAGGED));
        assertEquals("not connected to that host", sender.error(sender.lastError()));
        assertFalse(sender.connect(new NativeAddress(ultra0)), "not to itself");
    }

    @Test
    void aSegmentReadsBackAndADamagedOneIsRefused() {
        TcpSegment segment = new TcpSegment(70_000, 1_234, TcpSegment.DATA | TcpSegment.ACK, 32_768,
                new byte[] {1, 2, 3});
        byte[] frame = segment.encode();

        TcpSegment read = TcpSegment.decode(frame);

        assertEquals(TcpSegment.HEADER_BYTES + 3, frame.length);
        assertEquals(70_000, read.sequence());
        assertEquals(1_234, read.ack());
        assertArrayEquals(new byte[] {1, 2, 3}, read.data());
        frame[frame.length - 1] ^= 4;
        assertNull(TcpSegment.decode(frame));
    }

    @Test
    void aWriteBeyondTheSendBufferWouldBlockUntilTheReaderMakesRoom() {
        TcpTransport sender = tcp(ultra0);
        TcpTransport receiver = tcp(ultra1);
        sender.connect(new NativeAddress(ultra1));
        receiver.accept(new NativeAddress(ultra0));
        byte[] large = am(AmHeader.MAX_DATA_BYTES, 1);
        for (int i = 0; i < 8; i++) {
            sender.send(new NativeAddress(ultra1), large, large.length, new FrameTag("request", i));
        }
        long[] writable = {-1};
        sender.whenWritable(() -> writable[0] = kernel.now());
        // a second of it: the window stays closed, the persist timer probing it
        kernel.runUntil(org.ccw.engine.kernel.Time.micros(1_000_000));

        assertTrue(sender.writeWouldBlock(), "64 KB written: the receiver's 32 KB window is full and 32 KB more"
                + " wait in the send buffer, so a blocking write still waits");
        assertEquals(-1, writable[0]);

        while (receiver.receive() != null) {
            kernel.runUntil(kernel.now() + org.ccw.engine.kernel.Time.micros(100_000));
        }

        assertFalse(sender.writeWouldBlock());
        assertTrue(writable[0] > 0, "the reader's window updates let the rest go, and the writer on");
    }

    @Test
    void aHostsTcpIsItsOperatingSystems() {
        assertEquals(org.ccw.engine.tcp.TcpSettings.SOLARIS_2_5, topology.hosts().get(0).tcp(),
                "the preset's UltraSPARCs run Solaris 2.5.1");
        assertEquals(org.ccw.engine.tcp.TcpSettings.BSD_1998,
                TopologyBuilder.from(PvmamPresets.pvmamLinuxMyrinet()).hosts().get(0).tcp(), "unchanged elsewhere");
    }
}
