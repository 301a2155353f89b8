package org.ccw.engine.pvmam;

/**
 * The user code an {@link AmInterface} runs (seed 003 §1.3): handlers named by address identifiers in the AM
 * header, run to completion when the network is serviced.
 */
public final class AmHandlers {
    private AmHandlers() {
    }

    /** Runs for an arriving request; may answer once through {@code token}, else a blank reply is sent for it. */
    @FunctionalInterface
    public interface RequestHandler {
        void onRequest(AmToken token, byte[] data);

        /**
         * {@link #onRequest(AmToken, byte[])} of the data in {@code am[offset, am.length)}, the Active Message as it
         * arrived, handed over: the handler may keep the array (a PVM fragment stays where it arrived). By default the
         * data is copied out.
         */
        default void onRequest(AmToken token, byte[] am, int offset) {
            onRequest(token, java.util.Arrays.copyOfRange(am, offset, am.length));
        }
    }

    /** Runs for an arriving reply; sends nothing. */
    @FunctionalInterface
    public interface ReplyHandler {
        void onReply(int fromTid, byte[] data);
    }

    /**
     * Told when a request is given up on: past the retry limit, or addressed to a task that failed.
     *
     * @param toTid   the task it was for
     * @param handler the request handler it named
     * @param data    its data
     * @param reason  {@link AmInterface#DROPPED_AFTER_RETRIES} or {@link AmInterface#TASK_FAILED}
     */
    @FunctionalInterface
    public interface ReturnedHandler {
        void onReturned(int toTid, int handler, byte[] data, String reason);
    }
}
