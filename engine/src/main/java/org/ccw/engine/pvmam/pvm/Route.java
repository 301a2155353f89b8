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

    /**
     * Bytes of a lower layer's header in front of each fragment this route sends (an AM's), so a message is packed
     * with room for it and each fragment leaves from the array it was packed in ({@link PvmFragments}).
     */
    default int headerRoom() {
        return 0;
    }

    /** Where the task's arriving messages wait. */
    ReceiveQueue queue();

    /** The route's name in the trace and in reports: {@code am}, {@code direct}, {@code daemon}. */
    String name();

    /**
     * The route a message to {@code tid} with {@code tag} takes: this one, or the daemons when one of
     * {@code pvm_send}'s checks fails ({@link FallbackRoute}, seed 003 §6.4.1).
     */
    default Route via(int tid, int tag) {
        return this;
    }

    /**
     * Whether a send would still be waiting for room in a socket's buffer (PVM's {@code mxfer} returns from
     * {@code pvm_send} once its fragments are all written); never for a route that keeps no such buffer.
     */
    default boolean writeWouldBlock() {
        return false;
    }

    /** Runs {@code whenWritable} (as an event) once no send would wait for room; at once if none would. */
    default void whenWritable(Runnable whenWritable) {
        whenWritable.run();
    }

    /** Whether the destination {@code tid} has a task control block on this route (§6.4.1 check 4). */
    default boolean hasControlBlock(int tid) {
        return true;
    }

    /** Whether the destination {@code tid} is open for communication on this route (§6.4.1 check 5). */
    default boolean isOpen(int tid) {
        return true;
    }

    /**
     * {@code mroute()} on the SIGIO flag (§6.4): reads the socket to the daemon if, and only if, the flag says data
     * waits there; a route with no daemon socket never does.
     *
     * @return whether the socket was read
     */
    default boolean serviceDaemon() {
        return false;
    }

    /** What runs when SIGIO arrives (a task waiting in {@code pvm_recv} wakes to read the daemon socket). */
    default void onSignal(Runnable onSignal) {
    }
}
