package org.ccw.engine.pvmam.pvm;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One task's receiving side of PVMAM's fragments (seed 003 §6.4.2, the modified {@code mxinput}): each AM's data
 * is one fragment; its sequence byte must be the next expected from its source, else it is dropped (the paper
 * relies on the AM layer to send it again); fragments from start to end of message make one {@link PvmMessage}.
 */
public final class PvmAssembler {

    /** What became of one fragment. */
    public enum Outcome {
        /** Taken; its message is not complete yet. */
        PART,
        /** Taken, and it completed a message ({@link Result#message()}). */
        MESSAGE,
        /** Dropped: its sequence byte is not the next expected from its source. */
        OUT_OF_ORDER,
        /** Dropped: not addressed to this task, or its header does not fit its length. */
        MALFORMED
    }

    /**
     * @param outcome what happened
     * @param source  the fragment's source tid
     * @param message the message it completed, or null
     */
    public record Result(Outcome outcome, int source, PvmMessage message) {
    }

    private final int tid;
    private final Map<Integer, Integer> expected = new HashMap<>();
    private final Map<Integer, Partial> partial = new HashMap<>();

    private record Partial(MessageHeader header, List<byte[]> fragments) {
    }

    public PvmAssembler(int tid) {
        this.tid = tid;
    }

    /** Takes the data of one arriving AM. */
    public Result accept(byte[] amData) {
        ByteBuffer in = ByteBuffer.wrap(amData);
        FragmentHeader header;
        try {
            header = FragmentHeader.readFrom(in);
        } catch (IllegalArgumentException notAFragment) {
            return new Result(Outcome.MALFORMED, -1, null);
        }
        if (header.destination() != tid || header.length() != in.remaining()
                || (header.startsMessage() && header.length() < MessageHeader.BYTES)) {
            return new Result(Outcome.MALFORMED, header.source(), null);
        }
        int source = header.source();
        if (header.sequence() != expected.getOrDefault(source, 0)) {
            return new Result(Outcome.OUT_OF_ORDER, source, null);
        }
        expected.put(source, (header.sequence() + 1) & 0xFF);
        if (header.startsMessage()) {
            partial.put(source, new Partial(MessageHeader.readFrom(in), new ArrayList<>()));
        }
        Partial building = partial.get(source);
        if (building == null) {
            return new Result(Outcome.MALFORMED, source, null);
        }
        building.fragments().add(Arrays.copyOfRange(amData, in.position(), amData.length));
        if (!header.endsMessage()) {
            return new Result(Outcome.PART, source, null);
        }
        partial.remove(source);
        return new Result(Outcome.MESSAGE, source, new PvmMessage(building.header(), building.fragments()));
    }
}
