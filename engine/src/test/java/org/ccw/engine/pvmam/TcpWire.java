package org.ccw.engine.pvmam;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.kernel.SimulationKernel;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.net.Frame;
import org.ccw.engine.net.FrameTag;
import org.ccw.engine.net.NetworkPort;
import org.ccw.engine.tcp.TcpSettings;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.Tracer;

/**
 * Two ends of a {@link TcpConnection} over a point-to-point wire of 100 Mb/s and 50 µs one way, with 1500-byte
 * frames, whose faults a test chooses frame by frame; the receiving application reads whatever is in order as it
 * comes (unless told not to). Node 0 sends, node 1 receives.
 */
final class TcpWire {
    static final double BITS_PER_SECOND = 100e6;
    static final long PROPAGATION_PS = Time.micros(50);

    /** What happens to one frame: how many copies arrive, and how much later than the wire's own time. */
    record Fate(int copies, long extraDelayPs) {
        static final Fate CLEAN = new Fate(1, 0);
        static final Fate LOST = new Fate(0, 0);
    }

    /** Chooses each frame's fate: {@code data} whether it carries data, {@code index} its place among those. */
    interface Faults {
        Fate of(int from, boolean data, int index, TcpSegment segment);
    }

    final SimulationKernel kernel = new SimulationKernel(1);
    final List<TraceEvent> trace = new ArrayList<>();
    final Tracer tracer = new Tracer(kernel, trace::add);
    final TcpConnection sender;
    final TcpConnection receiver;
    final ByteArrayOutputStream delivered = new ByteArrayOutputStream();
    /** Times each data segment was handed to the wire, by its place among those (retransmissions included). */
    final List<Long> dataSentPs = new ArrayList<>();
    boolean reading = true;
    private final Faults faults;
    private final int mtuBytes;
    private final long[] wireFreePs = new long[2];
    private final int[] dataFrames = new int[2];

    TcpWire(TcpSettings settings, Faults faults) {
        this(settings, faults, false, 1_500);
    }

    /** {@code linuxWindow}: both ends are Linux 2.0 kernels; frames of {@code mtuBytes}. */
    TcpWire(TcpSettings settings, Faults faults, boolean linuxWindow, int mtuBytes) {
        this.faults = faults;
        this.mtuBytes = mtuBytes;
        StreamFraming bytes = new StreamFraming(1, header -> 1, null);
        this.sender = new TcpConnection(new End(0), kernel, tracer, 0, bytes, 1, 0, settings, 0, linuxWindow);
        this.receiver = new TcpConnection(new End(1), kernel, tracer, 0, bytes, 0, 0, settings, 0, linuxWindow);
    }

    TcpConnection end(int node) {
        return node == 0 ? sender : receiver;
    }

    void read() {
        int available = receiver.available();
        if (available > 0) {
            delivered.writeBytes(receiver.read(available));
        }
    }

    /** Records of {@code type}, in order. */
    <T extends TraceEvent> List<T> records(Class<T> type) {
        return trace.stream().filter(type::isInstance).map(type::cast).toList();
    }

    private final class End implements NetworkPort {
        private final int node;

        End(int node) {
            this.node = node;
        }

        @Override
        public int node() {
            return node;
        }

        @Override
        public String address() {
            return "wire:" + node;
        }

        @Override
        public int mtuBytes() {
            return mtuBytes;
        }

        @Override
        public boolean reliableInOrder() {
            return false;
        }

        @Override
        public void send(int destination, FrameTag tag, byte[] payload, int offset, int length) {
            byte[] frame = java.util.Arrays.copyOfRange(payload, offset, offset + length);
            TcpSegment segment = TcpSegment.decode(frame);
            boolean data = segment.hasData();
            if (data && node == 0) {
                dataSentPs.add(kernel.now());
            }
            Fate fate = faults.of(node, data, data ? dataFrames[node]++ : -1, segment);
            long at = Math.max(kernel.now(), wireFreePs[node]) + Time.serialization(length, BITS_PER_SECOND);
            wireFreePs[node] = at;
            TcpConnection to = end(destination);
            for (int copy = 0; copy < fate.copies(); copy++) {
                long arrival = at + PROPAGATION_PS + fate.extraDelayPs() + copy * Time.micros(1);
                kernel.schedule(arrival - kernel.now(), () -> {
                    to.arrive(TcpSegment.decode(frame));
                    if (to == receiver && reading) {
                        read();
                    }
                });
            }
        }

        @Override
        public int available() {
            return 0;
        }

        @Override
        public Frame poll() {
            return null;
        }

        @Override
        public void onArrival(Runnable listener) {
        }
    }
}
