package org.ccw.engine.amii;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;

import org.ccw.engine.net.Frame;
import org.ccw.engine.net.NetworkPort;

/**
 * The LANai control program of one NIC (seed 002 §2-3): it takes each packet off the wire and puts it into the
 * network queue block of the endpoint it is for, in NIC memory, where that endpoint's process finds it with
 * uncached reads. One per NIC; the endpoints of the host register their blocks with it.
 */
final class Lanai {
    private final NetworkPort port;
    private final Map<Integer, Deque<NetworkPacket>> blocks = new HashMap<>();
    private long damaged;

    Lanai(NetworkPort port) {
        this.port = port;
        port.receiver(this::deliver);
    }

    NetworkPort port() {
        return port;
    }

    /** The receive queue in NIC memory of endpoint {@code endpoint} of this host. */
    Deque<NetworkPacket> block(int endpoint) {
        return blocks.computeIfAbsent(endpoint, e -> new ArrayDeque<>());
    }

    /** Files an arrival with its endpoint; a packet the network damaged (its CRC fails) is dropped here. */
    private void deliver(Frame frame) {
        NetworkPacket packet = NetworkPacket.decode(frame.payload());
        if (packet == null) {
            damaged++;
            return;
        }
        block(packet.destinationEndpoint()).addLast(packet);
    }

    /** Arrivals dropped because the network damaged them. */
    long damaged() {
        return damaged;
    }
}
