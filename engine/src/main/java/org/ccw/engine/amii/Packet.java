package org.ccw.engine.amii;

/**
 * One message in a packet slot (one cache line, seed 002 §3.2): who sent it, which handler runs it and its up to
 * eight 32-bit arguments; a bulk transfer's packet also names the bulk block its data waits in and where in the
 * destination's segment it goes. A returned message carries the reason it came back and the handler it named.
 *
 * @param messageId the trace's id of the message
 * @param source    the sending endpoint
 * @param handler   the handler to run at the destination (0 for a returned message)
 * @param args      the arguments, at most {@value #MAX_ARGS}
 * @param reason    why the message was returned to its sender; null for a delivered one
 * @param bulk      a bulk transfer's block and place; null for a short message
 */
record Packet(long messageId, EndpointName source, int handler, int[] args, ReturnReason reason, Bulk bulk) {
    /** Arguments of a short message: eight 32-bit words. */
    static final int MAX_ARGS = 8;

    /** A short message. */
    Packet(long messageId, EndpointName source, int handler, int[] args, ReturnReason reason) {
        this(messageId, source, handler, args, reason, null);
    }

    /** The most data a medium message carries ({@code AM_RequestI4}: copied, handed to the handler). */
    static final int MEDIUM_BYTES = 512;

    /**
     * Where a bulk transfer's data is: block {@code block} of the queue's bulk-data queue, {@code length} bytes
     * bound for {@code offset} of the destination's segment — or, for a medium message ({@code toHandler}), for
     * the handler itself, as a buffer of its own ({@code offset} then 0).
     */
    record Bulk(int block, int offset, int length, boolean toHandler) {
        /** A bulk transfer's data, bound for the segment. */
        Bulk(int block, int offset, int length) {
            this(block, offset, length, false);
        }
    }

    Packet {
        if (args.length > MAX_ARGS) {
            throw new IllegalArgumentException("a short message carries at most " + MAX_ARGS + " arguments, not "
                    + args.length);
        }
        args = args.clone();
    }

    @Override
    public int[] args() {
        return args.clone();
    }

    /** Bytes of user data: four per argument, and a bulk transfer's data. */
    int bytes() {
        return Integer.BYTES * args.length + (bulk == null ? 0 : bulk.length());
    }
}
