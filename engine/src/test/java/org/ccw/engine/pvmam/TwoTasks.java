package org.ccw.engine.pvmam;

import org.ccw.engine.pvmam.driver.PvmamStack;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.ccw.engine.hw.cpu.CpuCostModel;
import org.ccw.engine.hw.cpu.HostCpu;
import org.ccw.engine.hw.cpu.Processor;
import org.ccw.engine.kernel.SimulationKernel;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.net.Frame;
import org.ccw.engine.net.FrameTag;
import org.ccw.engine.net.NetworkPort;
import org.ccw.engine.topology.ProcessorSpec;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.Tracer;

/**
 * Two PVMAM tasks, t40001 on node 0 and t80001 on node 1, over the Myrinet BPI transport on a two-port network
 * whose every frame's fate a test decides ({@link Fate}): delivered after {@value #LATENCY_MICROS} µs, lost,
 * delivered twice, or held back (five times the latency, less than the tests' 100 µs timeout: a copy held back
 * past a whole cycle of its instance would pass for a new request, the limit of a binary sequence number).
 * Their processors cost almost nothing (a 10^6 MHz clock: a cycle is a picosecond), so a test reads the
 * protocol's times without the hosts' costs in the way.
 */
public final class TwoTasks {
    public static final int LATENCY_MICROS = 10;

    /** What happens to a frame: the {@code n}-th the network carries (from 0), of {@code kind}. */
    public interface Fate {
        Outcome of(int n, String kind);
    }

    public enum Outcome { DELIVER, LOSE, DUPLICATE, HOLD_BACK }

    public final SimulationKernel kernel = new SimulationKernel(1);
    public final List<TraceEvent> trace = new ArrayList<>();
    public final Tracer tracer = new Tracer(kernel, trace::add);
    public final AmInterface a;
    public final AmInterface b;
    private final Fate fate;
    private final List<Port> ports = new ArrayList<>();
    private int carried;
    /** Each frame handed to the network (lost ones too) as its payload's length in bytes, in the order sent. */
    public final List<Integer> framesSent = new ArrayList<>();

    /** What each host's loop runs when it has nothing due: the sockets' {@link SocketTransport#flush()}. */
    private final List<Runnable> beforeWaiting = new ArrayList<>();

    public TwoTasks(AmInterface.Parameters parameters, Fate fate) {
        this(parameters, fate, false);
    }

    private TwoTasks(AmInterface.Parameters parameters, Fate fate, boolean sockets) {
        this.fate = fate;
        ports.add(new Port(0));
        ports.add(new Port(1));
        a = task(Tid.of(1, 1), ports.get(0), parameters, sockets);
        b = task(Tid.of(2, 1), ports.get(1), parameters, sockets);
        PvmamCluster.connectAll(List.of(a, b));
    }

    /**
     * The two tasks as over real UDP sockets ({@link SocketTransport}, messages to a peer sharing a datagram), with
     * no processor time: what a burst of events at one instant sends a peer leaves in one frame once the next event
     * is later, as a real host's loop sends it once nothing is due.
     */
    public static TwoTasks overUdpSockets(AmInterface.Parameters parameters, Fate fate) {
        return new TwoTasks(parameters, fate, true);
    }

    private AmInterface task(int tid, Port port, AmInterface.Parameters parameters, boolean sockets) {
        CpuCostModel costs = new CpuCostModel(new ProcessorSpec("fast", 1e6, 0, 0, 0, 1e15));
        Map<String, Integer> nodes = Map.of("host0", 0, "host1", 1);
        if (sockets) {
            SocketTransport udp = new SocketTransport("udp", port, StreamFraming.ACTIVE_MESSAGES,
                    node -> node < 2 ? "host" + node : null, nodes, Set.of(1 - port.node), tracer);
            udp.bundle(beforeWaiting::add);
            HostCpu cpu = HostCpu.realTime(kernel);
            return new AmInterface(tid, udp, parameters, new AmInterface.Site(kernel, cpu, costs, tracer, 0));
        }
        HostCpu cpu = HostCpu.of(new Processor("cpu" + port.node, kernel, costs));
        DatagramTransport bpi = new DatagramTransport(false, port, kernel, cpu, costs, 0,
                node -> node < 2 ? "host" + node : null, nodes, tracer, 0, 0, PvmamStack.NAME);
        return new AmInterface(tid, bpi, parameters, new AmInterface.Site(kernel, cpu, costs, tracer, 0));
    }

    /** Runs the kernel until nothing is left to do, the sockets sending what waits whenever nothing is due now. */
    public void run() {
        do {
            if (kernel.pendingCount() == 0 || kernel.nextEventTime() > kernel.now()) {
                beforeWaiting.forEach(Runnable::run);
            }
        } while (kernel.step());
    }


    public <T extends TraceEvent> List<T> records(Class<T> type) {
        return trace.stream().filter(type::isInstance).map(type::cast).toList();
    }

    private final class Port implements NetworkPort {
        final int node;
        final ArrayDeque<Frame> waiting = new ArrayDeque<>();
        Runnable listener;

        Port(int node) {
            this.node = node;
        }

        @Override
        public int node() {
            return node;
        }

        @Override
        public String address() {
            return "scripted:" + node;
        }

        @Override
        public int mtuBytes() {
            return AmHeader.MAX_AM_BYTES;
        }

        @Override
        public boolean reliableInOrder() {
            return false;
        }

        @Override
        public void send(int destination, FrameTag tag, byte[] payload, int offset, int length) {
            Frame frame = new Frame(node, destination, payload, offset, length);
            framesSent.add(length);
            Port to = ports.get(destination);
            switch (fate.of(carried++, tag.kind())) {
                case DELIVER -> to.arriveAfter(LATENCY_MICROS, frame);
                case DUPLICATE -> {
                    to.arriveAfter(LATENCY_MICROS, frame);
                    to.arriveAfter(LATENCY_MICROS + 1, frame);
                }
                case HOLD_BACK -> to.arriveAfter(5 * LATENCY_MICROS, frame);
                case LOSE -> { }
            }
        }

        void arriveAfter(int micros, Frame frame) {
            kernel.schedule(Time.micros(micros), () -> {
                waiting.add(frame);
                if (listener != null) {
                    listener.run();
                }
            });
        }

        @Override
        public int available() {
            return waiting.size();
        }

        @Override
        public Frame poll() {
            return waiting.poll();
        }

        @Override
        public void onArrival(Runnable listener) {
            this.listener = listener;
        }
    }
}
