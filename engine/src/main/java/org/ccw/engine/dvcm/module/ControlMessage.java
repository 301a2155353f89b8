package org.ccw.engine.dvcm.module;

import java.util.Arrays;

/**
 * A control message between two DVCM execution units (seed 001 §2): a type that names the handler to run at the
 * receiving unit, the sending unit's node id, and up to {@value #MAX_ARGS} 32-bit parameters. Control messages are
 * small ("less than 100 bytes"): {@value #HEADER_BYTES} bytes of header plus 4 per parameter. The framework makes
 * them reliable (a sliding window between every pair of units), so a handler sees each exactly once, in order per
 * sender.
 */
public record ControlMessage(String type, int source, int[] args) {
    /** Header bytes: type code, source, sequence and acknowledgment numbers. */
    public static final int HEADER_BYTES = 12;
    /** Most parameters a control message carries, so that it stays under 100 bytes. */
    public static final int MAX_ARGS = 21;

    public ControlMessage {
        if (type == null || type.isEmpty()) {
            throw new IllegalArgumentException("a control message needs a type");
        }
        if (args.length > MAX_ARGS) {
            throw new IllegalArgumentException(type + ": " + args.length + " parameters make it 100 bytes or more");
        }
        args = args.clone();
    }

    /** Size in bytes as it travels (before AAL5's trailer and padding). */
    public int sizeBytes() {
        return HEADER_BYTES + 4 * args.length;
    }

    /** Parameter {@code i}. */
    public int arg(int i) {
        return args[i];
    }

    @Override
    public int[] args() {
        return args.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ControlMessage m && m.type.equals(type) && m.source == source
                && Arrays.equals(m.args, args);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * type.hashCode() + source) + Arrays.hashCode(args);
    }

    @Override
    public String toString() {
        return type + "(from " + source + ", " + Arrays.toString(args) + ")";
    }
}
