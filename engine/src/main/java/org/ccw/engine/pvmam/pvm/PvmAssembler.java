package org.ccw.engine.pvmam.pvm;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One task's receiving side of PVMAM's fragments (seed 003 §6.4.2, the modified {@code mxinput}): each AM's data
 * is one fragment, taken in its source's sequence (the sequence byte of the fragment header); fragments from start
 * to end of message make one {@link PvmMessage}. What becomes of a fragment that comes ahead of its turn is the
 * {@link OutOfOrder} policy: the paper's drops it and relies on the AM layer to send it again, so a reordering or a
 * loss in front of it costs it a try; holding it until the gap before it fills costs none (what a PVMAM job does).
 *
 * <p>The sequence byte wraps: of the 256 numbers, the {@value #WINDOW} from the next expected on are ahead of it
 * (taken or held), the rest behind it (a late copy of a fragment taken already). The sender keeps its fragments
 * within that window ({@code AmInterface.limitOvertaking}), so a fragment ahead is never taken for a stale one.
 */
public final class PvmAssembler {
    /** Fragments from one source that may be ahead of the next expected, it included: half the sequence byte. */
    public static final int WINDOW = 128;

    /** What to do with a fragment that arrives before the one its source sent just before it. */
    public enum OutOfOrder {
        /** Drop it (the AM layer sends it again): seed 003 §6.4.2. */
        DROP,
        /** Keep it until the fragments before it have come, then take it in turn. */
        HOLD
    }

    /** What became of one fragment. */
    public enum Outcome {
        /** Taken (and any held fragments it let through); no message completed. */
        PART,
        /** Taken, and one or more messages completed ({@link Result#messages()}). */
        MESSAGE,
        /** Ahead of its turn and dropped ({@link OutOfOrder#DROP}). */
        OUT_OF_ORDER,
        /** Ahead of its turn and kept ({@link OutOfOrder#HOLD}). */
        HELD,
        /** Behind its turn: a late copy of a fragment taken already, dropped. */
        STALE,
        /** Dropped: not addressed to this task, or its header does not fit its length. */
        MALFORMED
    }

    /**
     * @param outcome  what happened
     * @param source   the fragment's source tid (-1 when unreadable)
     * @param messages the messages completed, in order (empty unless {@link Outcome#MESSAGE})
     */
    public record Result(Outcome outcome, int source, List<PvmMessage> messages) {
        public Result {
            messages = List.copyOf(messages);
        }
    }

    private final int tid;
    private final OutOfOrder policy;
    private final Map<Integer, Integer> expected = new HashMap<>();
    private final Map<Integer, Partial> partial = new HashMap<>();
    private final Map<Integer, Map<Integer, Piece>> held = new HashMap<>();

    /** A fragment as it arrived: its header at {@code offset} in {@code array}, its data to the array's end. */
    private record Piece(byte[] array, int offset) {
    }

    private record Partial(MessageHeader header, List<Piece> fragments) {
    }

    public PvmAssembler(int tid, OutOfOrder policy) {
        this.tid = tid;
        this.policy = policy;
    }

    /** Takes the data of one arriving AM; the array is the assembler's from then on (a message keeps it). */
    public Result accept(byte[] amData) {
        return accept(amData, 0);
    }

    /**
     * Takes the data of one arriving AM, {@code array[offset, array.length)} (the AM itself, its header in front):
     * the array is the assembler's from then on, and a message keeps its fragments' data where they arrived.
     */
    public Result accept(byte[] array, int offset) {
        FragmentHeader header;
        try {
            header = FragmentHeader.readFrom(ByteBuffer.wrap(array, offset, array.length - offset));
        } catch (IllegalArgumentException notAFragment) {
            return new Result(Outcome.MALFORMED, -1, List.of());
        }
        int source = header.source();
        Piece piece = new Piece(array, offset);
        if (header.destination() != tid || header.length() != array.length - offset - FragmentHeader.BYTES
                || (header.startsMessage() && header.length() < MessageHeader.BYTES)) {
            return new Result(Outcome.MALFORMED, source, List.of());
        }
        int next = expected.getOrDefault(source, 0);
        if (((header.sequence() - next) & 0xFF) >= WINDOW) {
            return new Result(Outcome.STALE, source, List.of());
        }
        if (header.sequence() != next) {
            if (policy == OutOfOrder.DROP) {
                return new Result(Outcome.OUT_OF_ORDER, source, List.of());
            }
            held.computeIfAbsent(source, s -> new HashMap<>()).putIfAbsent(header.sequence(), piece);
            return new Result(Outcome.HELD, source, List.of());
        }
        List<PvmMessage> completed = new ArrayList<>();
        if (!take(source, header, piece, completed)) {
            return new Result(Outcome.MALFORMED, source, List.of());
        }
        Map<Integer, Piece> waiting = held.get(source);
        for (Piece later = waiting == null ? null : waiting.remove(expected.get(source)); later != null;
                later = waiting.remove(expected.get(source))) {
            take(source, FragmentHeader.readFrom(ByteBuffer.wrap(later.array(), later.offset(),
                    later.array().length - later.offset())), later, completed);
        }
        return new Result(completed.isEmpty() ? Outcome.PART : Outcome.MESSAGE, source, completed);
    }

    /** Takes a fragment in its turn; false when it continues no message (no start of message before it). */
    private boolean take(int source, FragmentHeader header, Piece piece, List<PvmMessage> completed) {
        expected.put(source, (header.sequence() + 1) & 0xFF);
        int after = piece.offset() + FragmentHeader.BYTES;
        ByteBuffer in = ByteBuffer.wrap(piece.array(), after, piece.array().length - after);
        if (header.startsMessage()) {
            partial.put(source, new Partial(MessageHeader.readFrom(in), new ArrayList<>()));
        }
        Partial building = partial.get(source);
        if (building == null) {
            return false;
        }
        // the AM's data is kept whole, its headers in front of the fragment's data: no copy of the data out of it
        building.fragments().add(piece);
        if (header.endsMessage()) {
            partial.remove(source);
            List<Piece> pieces = building.fragments();
            List<byte[]> arrays = new ArrayList<>(pieces.size());
            int[] starts = new int[pieces.size()];
            for (int i = 0; i < starts.length; i++) {
                arrays.add(pieces.get(i).array());
                starts[i] = pieces.get(i).offset() + FragmentHeader.BYTES + (i == 0 ? MessageHeader.BYTES : 0);
            }
            completed.add(new PvmMessage(building.header(), arrays, starts, false));
        }
        return true;
    }
}
