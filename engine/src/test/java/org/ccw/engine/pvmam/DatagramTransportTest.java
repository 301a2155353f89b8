package org.ccw.engine.pvmam;

import org.ccw.engine.pvmam.driver.PvmamStack;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Optional;

import org.ccw.engine.hw.Fabric;
import org.ccw.engine.hw.cpu.HostCpu;
import org.ccw.engine.hw.cpu.Processor;
import org.ccw.engine.kernel.SimulationKernel;
import org.ccw.engine.net.FrameTag;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.Tracer;
import org.junit.jupiter.api.Test;

/** The UDP transport's function table (seed 003 Appendix C) on the preset's two UltraSPARCs and their Ethernet. */
class DatagramTransportTest {
    private final Topology topology = TopologyBuilder.from(PvmamPresets.pvmamSolarisEthernet());
    private final SimulationKernel kernel = new SimulationKernel(1);
    private final Fabric fabric = Fabric.build(topology, kernel, Tracer.OFF);
    private final int ultra0 = topology.hosts().get(0).id();
    private final int ultra1 = topology.hosts().get(1).id();

    /** The transport of {@code host} through its Fast Ethernet card (NIC 1). */
    private DatagramTransport udp(int host) {
        Processor cpu = fabric.processor(host, 0);
        return new DatagramTransport(true, fabric.port(host, 1), kernel, HostCpu.of(cpu), cpu.costs(),
                topology.host(host).nics().get(1).dmaBytesPerSecond(), PvmamCluster.hostNames(topology),
                Map.of("ultra-0", ultra0, "ultra-1", ultra1), Tracer.OFF, 1, 0, PvmamStack.NAME);
    }

    @Test
    void anEightKilobyteAmCrossesEthernetAsSixIpFragmentsAndArrivesWhole() {
        DatagramTransport sender = udp(ultra0);
        DatagramTransport receiver = udp(ultra1);
        byte[] am = new AmHeader(Tid.of(1, 1), AmHeader.MAX_AM_BYTES, 0, 0, AmHeader.REQUEST, 1)
                .encode(pattern(AmHeader.MAX_DATA_BYTES), 0, AmHeader.MAX_DATA_BYTES);
        Transport.Info info = receiver.init();

        assertTrue(sender.send(info.local(), am, am.length, new FrameTag("request", 1)));
        kernel.run();
        Transport.Received received = receiver.receive();

        assertEquals(6, sender.framesSent(), "8200 bytes of datagram in 1480-byte fragments");
        assertArrayEquals(am, received.bytes());
        assertEquals(ultra0, received.source().node());
        assertNull(receiver.receive(), "one AM, one receive");
    }

    @Test
    void aSendChargesTheSystemCallAndTheCopyToTheHostsProcessor() {
        DatagramTransport sender = udp(ultra0);
        Processor cpu = fabric.processor(ultra0, 0);
        byte[] am = new byte[1000];

        sender.send(new NativeAddress(ultra1), am, am.length, new FrameTag("request", 1));

        long expected = cpu.costs().cyclesPs(TransportCosts.UDP.sendCycles()) + cpu.costs().memcpyPs(1000);
        assertEquals(expected, cpu.busyTotalPs());
    }

    @Test
    void addressesTranslateBothWays() {
        DatagramTransport transport = udp(ultra0);
        NativeAddress local = transport.init().local();

        String text = transport.unpackAddress(local);

        assertEquals("udp:" + String.format("%08x", ultra0), text);
        assertEquals(local, transport.packAddress(text));
        assertEquals(Optional.of(new NativeAddress(ultra1)), transport.resolve("ultra-1", 0));
        assertEquals(Optional.empty(), transport.resolve("nowhere", 0));
        assertEquals(Optional.of(new Transport.HostAndPort("ultra-1", 0)), transport.desolve(new NativeAddress(ultra1)));
        assertTrue(transport.connect(new NativeAddress(ultra1)));
        assertFalse(transport.accept(new NativeAddress(999)));
        assertEquals("no such host on this network", transport.error(transport.lastError()));
    }

    @Test
    void buffersAreCountedAndAShutTransportSendsNothing() {
        DatagramTransport transport = udp(ultra0);
        byte[] buffer = transport.getBuffer(64);
        assertEquals(64, buffer.length);
        assertEquals(1, transport.buffersOut());
        transport.freeBuffer(buffer);
        assertEquals(0, transport.buffersOut());

        transport.shutdown();

        assertFalse(transport.send(new NativeAddress(ultra1), new byte[16], 16, FrameTag.UNTAGGED));
        assertEquals("transport shut down", transport.error(transport.lastError()));
    }

    private static byte[] pattern(int length) {
        byte[] bytes = new byte[length];
        for (int i = 0; i < length; i++) {
            bytes[i] = (byte) (i * 13);
        }
        return bytes;
    }
}
