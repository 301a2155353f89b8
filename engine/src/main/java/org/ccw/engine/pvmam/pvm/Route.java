package org.ccw.engine.pvmam.pvm;

/**
 * How a task's PVM messages travel (seed 003 §2.2 and §6): as Active Messages ({@link AmRoute}, PVMAM), over a
 * direct TCP connection per pair of tasks ({@link DirectRoute}, stock PVM's {@code PvmRouteDirect}), or through
 * the daemons ({@code org.ccw.engine.pvmam.pvmd}). Every route delivers a pair of tasks' messages whole and in the
 * order they were sent, into the receiving task's {@link ReceiveQueue}.
 */
public interface Route {

    /** The tid of the task this route sends for. */
    int tid();

    /**
     * Starts {@code message} on its way to task {@code tid}; the costs fall on the task's processor.
     *
     * @param messageId the message's id in the trace ({@link PvmMessageIds}), on the frames that carry it where
     *                  the route labels its own frames; -1 for none
     * @throws IllegalArgumentException for a negative tag (PVM's PvmBadParam)
     */
    void send(int tid, PvmMessage message, long messageId);

    /** {@link #send(int, PvmMessage, long)} of a message with no id in the trace. */
    default void send(int tid, PvmMessage message) {
        send(tid, message, -1);
    }

    /** Where the task's arriving messages wait. */
    ReceiveQueue queue();

    /** The route's name in the trace and in reports: {@code am}, {@code direct}, {@code daemon}. */
    String name();
}
