package org.ccw.engine.pvmam.pvm;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A packed PVM message (seed 003 §6.1): its header and its data as a list of fragments, each of which becomes one
 * Active Message in PVMAM (§6.4).
 *
 * <p>Each fragment's data runs from a start to the end of its array; in front of it there may be room for headers, as
 * a real PVM keeps it: a message packed for sending ({@link #of}) has room for its fragment header, the message
 * header in the first and a lower layer's (an AM's) header, so the first route that sends it writes them there and
 * the fragment leaves from the array it was packed in ({@link #takePacked}); a message reassembled from Active
 * Messages keeps each AM's data whole, headers in front, rather than copying its data out. Nothing writes a
 * fragment's data once it is in a message.
 */
public final class PvmMessage {
    private final MessageHeader header;
    private final List<byte[]> arrays;
    /** Where each fragment's data begins in its array. */
    private final int[] starts;
    /** Packed for sending with room for the headers, and not yet handed to a route that writes them in place. */
    private boolean packed;

    /**
     * @param header    encoding, tag and context
     * @param fragments the data of each fragment, in order (at least one, even an empty one)
     */
    public PvmMessage(MessageHeader header, List<byte[]> fragments) {
        this(header, fragments, new int[fragments.size()], false);
    }

    /** Fragment {@code i}'s data is {@code arrays.get(i)} from {@code starts[i]} on. */
    PvmMessage(MessageHeader header, List<byte[]> arrays, int[] starts, boolean packed) {
        if (arrays.isEmpty()) {
            throw new IllegalArgumentException("a message has at least one fragment, even an empty one");
        }
        this.header = header;
        this.arrays = List.copyOf(arrays);
        this.starts = starts;
        this.packed = packed;
    }

    /** What {@code packer} packed, with tag {@code tag} in context {@code context}, XDR-encoded. */
    public static PvmMessage of(XdrPacker packer, int tag, int context) {
        List<byte[]> arrays = packer.handOver();
        int[] starts = new int[arrays.size()];
        for (int i = 0; i < starts.length; i++) {
            starts[i] = packer.dataStart(i == 0);
        }
        return new PvmMessage(new MessageHeader(MessageHeader.XDR, tag, context), arrays, starts, true);
    }

    public MessageHeader header() {
        return header;
    }

    /** The data of each fragment, in order: copies, as a fragment may keep headers in front of its data. */
    public List<byte[]> fragments() {
        List<byte[]> data = new ArrayList<>(arrays.size());
        for (int i = 0; i < arrays.size(); i++) {
            data.add(Arrays.copyOfRange(arrays.get(i), start(i), arrays.get(i).length));
        }
        return List.copyOf(data);
    }

    /** How many fragments. */
    public int fragmentCount() {
        return arrays.size();
    }

    /** Reads the message's data from the start. */
    public XdrUnpacker unpacker() {
        ByteBuffer[] data = new ByteBuffer[arrays.size()];
        for (int i = 0; i < data.length; i++) {
            byte[] array = arrays.get(i);
            data[i] = ByteBuffer.wrap(array, start(i), array.length - start(i)).slice();
        }
        return new XdrUnpacker(data);
    }

    /** Data bytes over all fragments. */
    public int dataBytes() {
        int bytes = 0;
        for (int i = 0; i < arrays.size(); i++) {
            bytes += arrays.get(i).length - start(i); // a loop, not a stream: asked several times per message
        }
        return bytes;
    }

    /**
     * The arrays of a message packed with exactly {@code room} bytes in front of each fragment's headers, handed over
     * once: the caller writes the headers in that room and sends each array as it is. Null when the message was not
     * packed so, or was handed over already (a second send, a {@code pvm_mcast}'s next task, copies).
     */
    List<byte[]> takePacked(int room) {
        if (!packed) {
            return null;
        }
        for (int i = 0; i < starts.length; i++) {
            if (starts[i] != room + FragmentHeader.BYTES + (i == 0 ? MessageHeader.BYTES : 0)) {
                return null;
            }
        }
        packed = false;
        return arrays;
    }

    /** The array of fragment {@code i}, headers (if any) in front of its data. */
    byte[] array(int i) {
        return arrays.get(i);
    }

    /** Where fragment {@code i}'s data begins in its array. */
    int start(int i) {
        return starts[i];
    }
}
