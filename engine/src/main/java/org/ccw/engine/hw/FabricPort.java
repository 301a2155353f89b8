package org.ccw.engine.hw;

import org.ccw.engine.hw.cell.Cell;
import org.ccw.engine.hw.nic.Nic;
import org.ccw.engine.net.Frame;
import org.ccw.engine.net.FrameTag;
import org.ccw.engine.net.NetworkPort;

/**
 * The {@link NetworkPort} a protocol stack sees on a simulated host: each frame becomes one cell or packet on the
 * host's NIC (an ATM frame is padded into a 53-byte cell) carrying the stack's {@link FrameTag} as its kind and
 * message id, and each one that reaches the NIC waits in the NIC's receive FIFO — which drops arrivals when full
 * — until the stack polls it out ({@link #poll()} is the host's pull of one cell). A cell a link corrupted comes
 * out with one payload bit flipped, so the stack's own checksum has something real to catch. The host-side costs
 * (traps, I/O-bus pushes and pulls) are the stack's to charge to its processor: the port only moves bytes.
 */
final class FabricPort implements NetworkPort {
    private final Fabric fabric;
    private final Nic nic;

    FabricPort(Fabric fabric, Nic nic) {
        this.fabric = fabric;
        this.nic = nic;
    }

    @Override
    public int node() {
        return nic.host();
    }

    @Override
    public String address() {
        return "fabric:" + fabric.topology().nodeName(nic.host()) + "/" + nic.spec().name();
    }

    @Override
    public int mtuBytes() {
        return nic.spec().kind().mtuBytes();
    }

    @Override
    public boolean reliableInOrder() {
        return false;
    }

    @Override
    public void send(int destination, FrameTag tag, byte[] payload, int offset, int length) {
        send(destination, Cell.ANY_NIC, tag, payload, offset, length);
    }

    @Override
    public void send(int destination, int destinationNic, FrameTag tag, byte[] payload, int offset, int length) {
        if (length > mtuBytes()) {
            throw new IllegalArgumentException(address() + ": frame of " + length + " bytes exceeds the MTU of "
                    + mtuBytes());
        }
        if (destination < 0 || destination >= fabric.topology().nodeCount()
                || fabric.topology().host(destination) == null) {
            throw new IllegalArgumentException(address() + ": no host with node number " + destination);
        }
        long id = fabric.newCellId();
        Frame frame = new Frame(node(), destination, payload, offset, length);
        long messageId = tag.messageId() >= 0 ? tag.messageId() : id;
        nic.push(new Cell(id, messageId, tag.kind(), nic.spec().kind().wireBytes(length), node(), destination, 0, 1,
                frame).toNic(destinationNic));
    }

    @Override
    public int available() {
        return nic.receivedCount();
    }

    @Override
    public Frame poll() {
        Cell cell = nic.pull();
        if (cell == null) {
            return null;
        }
        Frame frame = (Frame) cell.payload();
        return cell.corrupted() ? damaged(frame, cell.cellId()) : frame;
    }

    @Override
    public void onArrival(Runnable listener) {
        nic.onArrival(listener);
    }

    /** The frame with one bit flipped, chosen by the cell id so that a run stays reproducible. */
    private static Frame damaged(Frame frame, long cellId) {
        byte[] bytes = frame.payload();
        if (bytes.length > 0) {
            int bit = (int) Math.floorMod(cellId * 0x9E3779B97F4A7C15L, bytes.length * 8L);
            bytes[bit / 8] ^= (byte) (1 << (bit % 8));
        }
        return new Frame(frame.source(), frame.destination(), bytes);
    }
}
