package org.ccw.engine.trace;

import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;

/**
 * How one stack's bytes and names read: the fields of the cell headers it records in
 * {@link TraceEvent.CellFormatted} (raw bytes in the trace; their layout lives once, in the stack's package,
 * beside the code that writes it) and the message ids it gives its cells. Views ask the stack's format, found by
 * the record's {@code format}, and never decode a header themselves.
 */
public interface WireFormat {

    /**
     * The header's fields in wire order; none for a stack that records no headers (it only names its messages).
     *
     * @param header the header bytes as recorded
     * @param data   the data bytes after the header, as recorded
     */
    default List<Field> fields(byte[] header, byte[] data) {
        return List.of();
    }

    /** One line for an event list, e.g. {@code request seq 5, handler 3, 12 data bytes}; the bytes by default. */
    default String summary(byte[] header, byte[] data) {
        return java.util.HexFormat.of().formatHex(header);
    }

    /**
     * What a message id this stack made says, as one line naming nodes with {@code nodeName}; empty when the id
     * is not one of this stack's.
     */
    default Optional<String> message(long messageId, IntFunction<String> nodeName) {
        return Optional.empty();
    }

    /**
     * One decoded field.
     *
     * @param name     the field's name in the paper's vocabulary, e.g. {@code flow control}
     * @param firstBit the field's first bit, counted from the header's first bit (0 = most significant of byte 0)
     * @param bits     its width in bits (the data field: 8 per byte)
     * @param meaning  its value as a reader wants it, e.g. {@code request, sequence 5}
     */
    record Field(String name, int firstBit, int bits, String meaning) {

        /** The bit range as a header diagram writes it, e.g. {@code bits 0-15}. */
        public String bitRange() {
            return bits == 1 ? "bit " + firstBit : "bits " + firstBit + "-" + (firstBit + bits - 1);
        }
    }
}
