package org.ccw.engine.pvmam;

import org.ccw.engine.pvmam.driver.PvmamStack;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

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

    public TwoTasks(AmInterface.Parameters parameters, Fate fate) {
        this.fate = fate;
        ports.add(new Port(0));
        ports.add(new Port(1));
        a = task(Tid.of(1, 1), ports.get(0), parameters);
        b = task(Tid.of(2, 1), ports.get(1), parameters);
        PvmamCluster.connectAll(List.of(a, b));
    }

    private AmInterface task(int tid, Port port, AmInterface.Parameters parameters) {
        CpuCostModel costs = new CpuCostModel(new ProcessorSpec("fast", 1e6, 0, 0, 0, 1e15));
        HostCpu cpu = HostCpu.of(new Processor("cpu" + port.node, kernel, costs));
        DatagramTransport bpi = new DatagramTransport(false, port, kernel, cpu, costs, 0,
                node -> node < 2 ? "host" + node : null, Map.of("host0", 0, "host1", 1), tracer, 0, 0, PvmamStack.NAME);
        return new AmInterface(tid, bpi, parameters, new AmInterface.Site(kernel, cpu, costs, tracer, 0));
    }

    /** Runs the kernel until nothing is left to do. */
    public void run() {
        kernel.run();
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
