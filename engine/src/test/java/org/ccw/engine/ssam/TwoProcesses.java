package org.ccw.engine.ssam;

import org.ccw.engine.topology.KernelCostTable;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.ccw.engine.kernel.SimulationKernel;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.net.Frame;
import org.ccw.engine.net.FrameTag;
import org.ccw.engine.net.LoopbackNetwork;
import org.ccw.engine.net.NetworkPort;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.Tracer;
import org.ccw.model.presets.MachinePresets;

/**
 * Two SSAM processes with SS-20 costs on a loopback network whose ports can drop, duplicate or damage chosen
 * frames by their position in what each port sent: the recovery cases, one at a time.
 */
final class TwoProcesses {
    static final long TIMEOUT_PS = Time.micros(300);

    final SimulationKernel kernel = new SimulationKernel(1);
    final List<TraceEvent> trace = new ArrayList<>();
    final Tracer tracer = new Tracer(kernel, trace::add);
    final LoopbackNetwork network = new LoopbackNetwork(kernel, Time.micros(3), 48, 0);
    final FaultyPort portA = new FaultyPort(network.addPort());
    final FaultyPort portB = new FaultyPort(network.addPort());
    final SsamEndpoint a;
    final SsamEndpoint b;

    TwoProcesses(int window) {
        a = endpoint(portA, window);
        b = endpoint(portB, window);
        a.connect(b.node());
        b.connect(a.node());
    }

    private SsamEndpoint endpoint(FaultyPort port, int window) {
        SsamCostModel costs = new SsamCostModel(KernelPath.FAST_TRAPS,
                KernelCostTable.from(MachinePresets.sparcStation20("ss20").getKernel()), Time.nanos(2050),
                Time.nanos(4270), LibraryCosts.SPARCSTATION_20, 60);
        SsamEndpoint endpoint = new SsamEndpoint(kernel, port, new org.ccw.engine.hw.cpu.Processor("cpu", kernel,
                null)::charge, costs, new SsamOptions(window, TIMEOUT_PS), tracer);
        return endpoint;
    }

    void run() {
        kernel.runUntil(Time.micros(1_000_000));
    }

    /** A port that drops, duplicates or damages the frames it sends at chosen positions (0 = first). */
    static final class FaultyPort implements NetworkPort {
        private final NetworkPort inner;
        final Set<Integer> drop = new HashSet<>();
        final Set<Integer> duplicate = new HashSet<>();
        final Set<Integer> corrupt = new HashSet<>();
        private int sent;

        FaultyPort(NetworkPort inner) {
            this.inner = inner;
        }

        @Override
        public int node() {
            return inner.node();
        }

        @Override
        public String address() {
            return inner.address();
        }

        @Override
        public int mtuBytes() {
            return inner.mtuBytes();
        }

        @Override
        public boolean reliableInOrder() {
            return false;
        }

        @Override
        public void send(int destination, FrameTag tag, byte[] payload, int offset, int length) {
            int position = sent++;
            if (drop.contains(position)) {
                return;
            }
            byte[] bytes = java.util.Arrays.copyOfRange(payload, offset, offset + length);
            if (corrupt.contains(position)) {
                bytes[20] ^= 0x10;
            }
            inner.send(destination, tag, bytes, 0, bytes.length);
            if (duplicate.contains(position)) {
                inner.send(destination, tag, bytes, 0, bytes.length);
            }
        }

        @Override
        public int available() {
            return inner.available();
        }

        @Override
        public Frame poll() {
            return inner.poll();
        }

        @Override
        public void onArrival(Runnable listener) {
            inner.onArrival(listener);
        }
    }
}
