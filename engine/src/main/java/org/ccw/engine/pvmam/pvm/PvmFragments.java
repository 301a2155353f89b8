package org.ccw.engine.pvmam.pvm;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One task's sending side of PVMAM's message transmission (seed 003 §6.4.1, steps 8–11): a message becomes one
 * Active Message's data per fragment — the 16-byte fragment header, in the first fragment the 32-byte message
 * header, then the fragment's data — with start- and end-of-message bits, and a sequence byte that counts every
 * fragment this task sends to a destination (§6.4.2), so the receiver can tell one that arrives out of order.
 */
public final class PvmFragments {
    private final int sourceTid;
    private final Map<Integer, Integer> nextSequence = new HashMap<>();

    private final boolean controlTags;

    public PvmFragments(int sourceTid) {
        this(sourceTid, false);
    }

    /**
     * @param controlTags whether PVM's control messages (negative tags) may be sent: only through the daemons,
     *                    by the library itself
     */
    public PvmFragments(int sourceTid, boolean controlTags) {
        this.sourceTid = sourceTid;
        this.controlTags = controlTags;
    }

    /**
     * The fragments of {@code message} to task {@code destinationTid}, each with its header, in the order they must
     * be sent: over Active Messages each is one AM's data, over TCP they follow each other on the stream.
     *
     * @throws IllegalArgumentException for a negative tag (PVM's PvmBadParam)
     */
    public List<byte[]> of(PvmMessage message, int destinationTid) {
        return of(message, destinationTid, 0);
    }

    /**
     * {@link #of(PvmMessage, int)}, each fragment after {@code room} bytes left for a lower layer's header (an AM's,
     * written in place). A message packed with that room ({@link XdrPacker#XdrPacker(int, int)}) has its headers
     * written in front of its data and each fragment leaves from the array it was packed in; any other is copied.
     */
    public List<byte[]> of(PvmMessage message, int destinationTid, int room) {
        if (message.header().tag() < 0 && !controlTags) {
            throw new IllegalArgumentException("PVM refuses a negative tag: " + message.header().tag());
        }
        int count = message.fragmentCount();
        List<byte[]> packed = message.takePacked(room);
        List<byte[]> ams = new ArrayList<>(count);
        int sequence = nextSequence.getOrDefault(destinationTid, 0);
        for (int i = 0; i < count; i++) {
            boolean first = i == 0;
            byte[] from = message.array(i);
            int start = message.start(i);
            int dataBytes = from.length - start;
            int length = (first ? MessageHeader.BYTES : 0) + dataBytes;
            int control = (first ? FragmentHeader.START_OF_MESSAGE : 0)
                    | (i == count - 1 ? FragmentHeader.END_OF_MESSAGE : 0);
            ByteBuffer am = packed != null ? ByteBuffer.wrap(from).position(room)
                    : ByteBuffer.allocate(room + FragmentHeader.BYTES + length).position(room);
            new FragmentHeader(destinationTid, sourceTid, length, sequence, control).writeTo(am);
            sequence = (sequence + 1) & 0xFF;
            if (first) {
                message.header().writeTo(am);
            }
            if (packed == null) {
                am.put(from, start, dataBytes);
            }
            ams.add(am.array());
        }
        nextSequence.put(destinationTid, sequence);
        return ams;
    }
}
