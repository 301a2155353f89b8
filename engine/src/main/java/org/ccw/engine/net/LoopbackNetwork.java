package org.ccw.engine.net;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import org.ccw.engine.kernel.RandomStream;
import org.ccw.engine.kernel.Scheduler;

/**
 * A minimal network in scheduler time: every frame reaches its destination port a fixed latency after it was
 * sent, or is lost with a fixed probability drawn from the named stream {@code "loopback.loss"}. It has no
 * links, buffers or switches (the hardware models provide those); it exists to run and test stacks against the
 * {@link NetworkPort} contract without a topology.
 */
public final class LoopbackNetwork {
    private final Scheduler scheduler;
    private final long latencyPs;
    private final int mtuBytes;
    private final double lossProbability;
    private final RandomStream loss;
    private final List<Port> ports = new ArrayList<>();
    private long framesSent;
    private long framesLost;

    /**
     * @param latencyPs       delay in picoseconds from send to delivery, at least 0
     * @param mtuBytes        largest payload in bytes
     * @param lossProbability chance in [0, 1] that a frame is lost
     */
    public LoopbackNetwork(Scheduler scheduler, long latencyPs, int mtuBytes, double lossProbability) {
        if (latencyPs < 0 || mtuBytes <= 0 || lossProbability < 0 || lossProbability > 1) {
            throw new IllegalArgumentException("latency " + latencyPs + " ps, MTU " + mtuBytes
                    + " bytes, loss " + lossProbability + ": need latency >= 0, MTU > 0, loss in [0, 1]");
        }
        this.scheduler = scheduler;
        this.latencyPs = latencyPs;
        this.mtuBytes = mtuBytes;
        this.lossProbability = lossProbability;
        this.loss = scheduler.random("loopback.loss");
    }

    /** Adds a port; ports are numbered 0, 1, 2, ... in the order they are added. */
    public NetworkPort addPort() {
        Port port = new Port(ports.size());
        ports.add(port);
        return port;
    }

    /** Frames handed to any port of this network. */
    public long framesSent() {
        return framesSent;
    }

    /** Frames the network dropped on purpose. */
    public long framesLost() {
        return framesLost;
    }

    private final class Port implements NetworkPort {
        private final int node;
        // unbounded: the loopback network models no receive FIFO depth
        private final ArrayDeque<Frame> waiting = new ArrayDeque<>();
        private Runnable arrivalListener;

        Port(int node) {
            this.node = node;
        }

        @Override
        public int node() {
            return node;
        }

        @Override
        public String address() {
            return "loopback:" + node;
        }

        @Override
        public int mtuBytes() {
            return mtuBytes;
        }

        @Override
        public boolean reliableInOrder() {
            return lossProbability == 0;
        }

        @Override
        public void send(int destination, FrameTag tag, byte[] payload, int offset, int length) {
            if (length > mtuBytes) {
                throw new IllegalArgumentException(length + "-byte frame exceeds the " + mtuBytes + "-byte MTU");
            }
            if (destination < 0 || destination >= ports.size()) {
                throw new IllegalArgumentException("no loopback port " + destination);
            }
            framesSent++;
            if (loss.chance(lossProbability)) {
                framesLost++;
                return;
            }
            Frame frame = new Frame(node, destination, payload, offset, length);
            Port target = ports.get(destination);
            scheduler.schedule(latencyPs, () -> target.arrived(frame));
        }

        private void arrived(Frame frame) {
            waiting.add(frame);
            if (arrivalListener != null) {
                arrivalListener.run();
            }
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
            this.arrivalListener = listener;
        }
    }
}
