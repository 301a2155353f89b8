package org.ccw.engine.pvmam;

import java.nio.ByteBuffer;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;

import org.ccw.engine.hw.Fabric;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.net.Frame;
import org.ccw.engine.net.FrameTag;
import org.ccw.engine.net.NetworkPort;

/**
 * One PVM job's NIC ports, each shared by two sockets of its host: the task's own (its Active Message transport, or
 * PVM's direct TCP) and the host's pvmd's UDP socket ({@code pvmam.pvmd}, seed 003 §6.3: the daemons talk UDP among
 * themselves). A frame belongs to the daemon when its IP header carries the daemon's UDP port,
 * {@value #PVMD_PORT}, in bytes 8–9 ({@link IpFragmentation}); everything else is the task's. Those bytes are zero in
 * the AM layer's UDP and TCP frames, and a BPI packet has its AM header's pad and type bytes there (0, and 0 or 1).
 *
 * <p>The task's socket is served as before, when it takes its frames; whatever daemon frames it finds in front are
 * set aside for the daemon, which is told at once. A port only the daemon listens on (the daemon route, where tasks
 * reach the network only through their pvmd) tells the daemon of every arrival. So a run in which the daemons send
 * nothing takes its frames exactly as it did without them.
 */
public final class SharedPorts {
    /** The pvmd's UDP port, in bytes 8–9 of the IP header of each of its frames. */
    public static final int PVMD_PORT = 0x5056;

    private final Fabric fabric;
    private final Scheduler scheduler;
    private final Map<Long, Split> splits = new HashMap<>();

    public SharedPorts(Fabric fabric, Scheduler scheduler) {
        this.fabric = fabric;
        this.scheduler = scheduler;
    }

    /** The fabric the ports belong to. */
    public Fabric fabric() {
        return fabric;
    }

    /** The task's share of NIC {@code nic} of host {@code host}. */
    public NetworkPort task(int host, int nic) {
        return split(host, nic).task;
    }

    /** The pvmd's share of NIC {@code nic} of host {@code host}. */
    public NetworkPort daemon(int host, int nic) {
        return split(host, nic).daemon;
    }

    private Split split(int host, int nic) {
        // the host's IP layer: on an ATM card classical IP over AAL5 cells, else the NIC's own frames (BPI too)
        return splits.computeIfAbsent((long) host << 32 | nic, k -> new Split(fabric.ipPort(host, nic)));
    }

    /** Whether {@code frame} is a fragment of a datagram to the daemon's port. */
    static boolean forDaemon(byte[] frame) {
        return frame.length >= IpFragmentation.IP_HEADER_BYTES
                && Short.toUnsignedInt(ByteBuffer.wrap(frame).getShort(8)) == PVMD_PORT;
    }

    private final class Split {
        final NetworkPort port;
        final Share task;
        final Share daemon;

        Split(NetworkPort port) {
            this.port = port;
            this.task = new Share(this, false);
            this.daemon = new Share(this, true);
            port.onArrival(this::arrived);
        }

        private void arrived() {
            if (task.listener != null) {
                task.listener.run();
            } else if (daemon.listener != null) {
                daemon.listener.run();
            }
        }
    }

    /** One socket's view of the NIC: its own frames, those the other socket set aside first. */
    private final class Share implements NetworkPort {
        private final Split split;
        private final boolean daemon;
        private final ArrayDeque<Frame> setAside = new ArrayDeque<>();
        private Runnable listener;

        Share(Split split, boolean daemon) {
            this.split = split;
            this.daemon = daemon;
        }

        private Share other() {
            return daemon ? split.task : split.daemon;
        }

        @Override
        public int node() {
            return split.port.node();
        }

        @Override
        public String address() {
            return split.port.address() + (daemon ? "/pvmd" : "");
        }

        @Override
        public int mtuBytes() {
            return split.port.mtuBytes();
        }

        @Override
        public boolean reliableInOrder() {
            return split.port.reliableInOrder();
        }

        @Override
        public void send(int destination, FrameTag tag, byte[] payload, int offset, int length) {
            split.port.send(destination, tag, payload, offset, length);
        }

        @Override
        public void send(int destination, int nic, FrameTag tag, byte[] payload, int offset, int length) {
            split.port.send(destination, nic, tag, payload, offset, length);
        }

        @Override
        public int available() {
            return setAside.size() + split.port.available();
        }

        @Override
        public Frame poll() {
            if (!setAside.isEmpty()) {
                return setAside.poll();
            }
            for (Frame frame = split.port.poll(); frame != null; frame = split.port.poll()) {
                if (forDaemon(frame.payload()) == daemon) {
                    return frame;
                }
                Share other = other();
                other.setAside.add(frame);
                if (other.listener != null) {
                    scheduler.schedule(0, other.listener);
                }
            }
            return null;
        }

        @Override
        public void onArrival(Runnable listener) {
            this.listener = listener;
        }
    }
}
