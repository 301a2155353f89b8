package org.ccw.engine.amii;

/**
 * One short message in a packet slot (one cache line, seed 002 §3.2): who sent it, which handler runs it and its up
 * to eight 32-bit arguments. A returned message carries the reason it came back and the handler it was meant for.
 *
 * @param messageId the trace's id of the message
 * @param source    the sending endpoint
 * @param handler   the handler to run at the destination (0 for a returned message)
 * @param args      the arguments, at most {@value #MAX_ARGS}
 * @param reason    why the message was returned to its sender; null for a delivered one
 */
record Packet(long messageId, EndpointName source, int handler, int[] args, ReturnReason reason) {
    /** Arguments of a short message: eight 32-bit words. */
    static final int MAX_ARGS = 8;

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

    /** Bytes of user data: four per argument. */
    int bytes() {
        return Integer.BYTES * args.length;
    }
}
