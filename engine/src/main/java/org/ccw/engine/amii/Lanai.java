package org.ccw.engine.amii;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import java.util.function.ToIntFunction;

import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.net.Frame;
import org.ccw.engine.net.FrameTag;
import org.ccw.engine.net.NetworkPort;

/**
 * The LANai control program of one NIC (seed 002 §2-3): it takes each packet off the wire and puts it into the
 * network queue block of the endpoint it is for, in NIC memory, where that endpoint's process finds it with
 * uncached reads. One per NIC; the endpoints assigned to the NIC register their blocks with it.
 *
 * <p>A bulk transfer's data crosses the NIC's SBus by DMA: at the sender from the endpoint's pinned send region
 * into NIC memory before the packet goes on the wire, at the receiver from NIC memory into the destination
 * endpoint's segment before the packet is filed (so the host's poll finds the data in place). Each NIC has an
 * SBus of its own (Table 1: 3 × 38 MB/s on the Enterprise 5000), which its DMAs in both directions take in turn:
 * the processors that share a NIC share its SBus — the processor-to-NIC balance of §5.1.
 *
 * <p>Reliable delivery runs between the NICs (seed 002's [7], the Myrinet AM-II implementation: Chun, Mainwaring
 * and Culler, "Virtual Network Transport Protocols for Myrinet", IEEE Micro 18(1), 1998): the receiving NIC
 * acknowledges each packet it has filed to the NIC that sent it, so each packet costs both control programs a turn
 * more. Recovery from loss stays with the endpoints' protocol ({@link NetworkSide}), which takes an acknowledgment
 * only as word that its sender's host is reachable. A NIC whose control program is not modelled (real time) sends
 * none.
 *
 * <p>The control program itself takes {@value #CONTROL_CYCLES} LANai cycles for each packet it sends or receives,
 * acknowledgments included, one packet at a time. The paper does not break Myrinet's latency down, so this figure
 * is CALIBRATED against Table 2's Myrinet L (13.8 µs): the host's packet draining from its store buffer into NIC memory (a doorbell
 * lands some 650 cycles after the first store), the links and the switch account for about 5.4 µs of it in the
 * model, and the two LANais a packet passes for the rest. What it then shapes is not calibrated: a NIC
 * shared by three processors queues their packets.
 */
final class Lanai {
    private final NetworkPort port;
    /** This NIC's index among its host's. */
    private final int nic;
    private final Scheduler scheduler;
    /** The SBus DMA rate in bytes per second; 0: not modelled (the data moves in no time). */
    private final double dmaBytesPerSecond;
    private final Map<Integer, Deque<NetworkPacket>> blocks = new HashMap<>();
    /** The control program's time per packet, ps. */
    private final long controlPs;
    private long lanaiFreePs;
    private long sbusFreePs;
    private long dmaBytes;
    private long damaged;
    /** Told when a packet is filed (real time: a waiting process polls then). */
    private final java.util.List<Runnable> filed = new java.util.ArrayList<>();
    /** Told the host an acknowledgment came from. */
    private final java.util.List<java.util.function.IntConsumer> acknowledgments = new java.util.ArrayList<>();

    /** LANai cycles of the control program per packet sent or received (calibrated: see the class comment). */
    static final int CONTROL_CYCLES = 150;
    /** An acknowledgment on the wire: a type word and the sequence it acknowledges (assumed: no format is given). */
    private static final byte[] ACK = "NIC-ACK!".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    static final int ACK_BYTES = ACK.length;
    private static final FrameTag ACK_TAG = new FrameTag("nic-ack", 0);
    /** The NIC each endpoint of the job goes through: where an acknowledgment of its packets goes. */
    private final ToIntFunction<EndpointName> nicOf;

    /**
     * @param nicOf    the NIC each endpoint of the job is assigned to, where its packets' acknowledgments go
     * @param lanaiMhz the LANai's clock (M2F: 37.5 MHz); 0: the control program takes no time
     */
    Lanai(NetworkPort port, int nic, ToIntFunction<EndpointName> nicOf, Scheduler scheduler,
          double dmaBytesPerSecond, double lanaiMhz) {
        this.port = port;
        this.nic = nic;
        this.nicOf = nicOf;
        this.controlPs = lanaiMhz <= 0 ? 0 : Math.round(CONTROL_CYCLES * 1e6 / lanaiMhz);
        this.scheduler = scheduler;
        this.dmaBytesPerSecond = dmaBytesPerSecond;
        port.receiver(this::deliver);
    }

    NetworkPort port() {
        return port;
    }

    int nic() {
        return nic;
    }

    /** The receive queue in NIC memory of endpoint {@code endpoint} of this host. */
    Deque<NetworkPacket> block(int endpoint) {
        return blocks.computeIfAbsent(endpoint, e -> new ArrayDeque<>());
    }

    /**
     * Sends {@code packet} to NIC {@code nic} of host {@code host}: once the control program has taken it, its bulk
     * data crosses the SBus into NIC memory (after the DMAs already queued on this SBus), then the packet goes on
     * the wire and {@code onWire} runs.
     */
    void send(int host, int nic, FrameTag tag, NetworkPacket packet, Runnable onWire) {
        byte[] bytes = packet.encode();
        afterControl(() -> afterDma(packet.dataBytes(), () -> {
            port.send(host, nic, tag, bytes, 0, bytes.length);
            onWire.run();
        }));
    }

    /**
     * Files an arrival with its endpoint once the control program has taken it and its bulk data has crossed the
     * SBus; a packet the network damaged (its CRC fails) is dropped here.
     */
    private void deliver(Frame frame) {
        if (java.util.Arrays.equals(frame.payload(), ACK)) {
            // the control program settles the packet it sent: a turn of its time, and the acknowledging host is up
            afterControl(() -> acknowledgments.forEach(a -> a.accept(frame.source())));
            return;
        }
        NetworkPacket packet = NetworkPacket.decode(frame.payload());
        if (packet == null) {
            damaged++;
            return;
        }
        afterControl(() -> afterDma(packet.dataBytes(), () -> {
            block(packet.destinationEndpoint()).addLast(packet);
            filed.forEach(Runnable::run);
            acknowledge(frame.source(), packet.packet().source());
        }));
    }

    /** The control program acknowledges a packet from endpoint {@code source} of host {@code host} to its NIC. */
    private void acknowledge(int host, EndpointName source) {
        if (controlPs > 0) {
            afterControl(() -> port.send(host, nicOf.applyAsInt(source), ACK_TAG, ACK, 0, ACK.length));
        }
    }

    /** Runs {@code listener} each time a packet is filed in a network queue block of this NIC. */
    void onFiled(Runnable listener) {
        filed.add(listener);
    }

    /** Tells {@code listener} the host of each acknowledgment this NIC gets. */
    void onAcknowledgment(java.util.function.IntConsumer listener) {
        acknowledgments.add(listener);
    }

    /** Runs {@code then} once the control program has had its turn with one more packet. */
    private void afterControl(Runnable then) {
        if (controlPs == 0) {
            then.run();
            return;
        }
        lanaiFreePs = Math.max(scheduler.now(), lanaiFreePs) + controlPs;
        scheduler.schedule(lanaiFreePs - scheduler.now(), then);
    }

    /** Runs {@code then} once a DMA of {@code bytes} has had its turn on the SBus (at once for none). */
    private void afterDma(int bytes, Runnable then) {
        if (bytes == 0 || dmaBytesPerSecond <= 0) {
            then.run();
            return;
        }
        long start = Math.max(scheduler.now(), sbusFreePs);
        sbusFreePs = start + transferPs(bytes);
        dmaBytes += bytes;
        scheduler.schedule(sbusFreePs - scheduler.now(), then);
    }

    /** What {@code bytes} of data take on one SBus crossing (0 when the DMA rate is not modelled). */
    long transferPs(int bytes) {
        return dmaBytesPerSecond <= 0 ? 0 : Math.round(bytes * 1e12 / dmaBytesPerSecond);
    }

    /** Arrivals dropped because the network damaged them. */
    long damaged() {
        return damaged;
    }

    /** Bytes this NIC's DMA engine moved across its SBus, both directions. */
    long dmaBytes() {
        return dmaBytes;
    }
}
