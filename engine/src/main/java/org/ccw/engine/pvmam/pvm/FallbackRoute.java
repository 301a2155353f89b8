package org.ccw.engine.pvmam.pvm;

import java.util.EnumMap;
import java.util.Map;

import org.ccw.engine.pvmam.pvmd.Pvmd;

/**
 * {@code pvm_send} in PVMAM (seed 003 §6.4.1): a message goes by the job's route (Active Messages, or stock PVM's
 * direct TCP) unless one of the paper's checks fails, and then through the daemons ("call {@code mroute()} and send
 * the message through the daemon", step 7). The checks, in the paper's order ({@link #check}): PVMAM is enabled (it
 * is, for a job on this route); the destination is not a daemon; this function has not been re-entered; the
 * destination has a task control block; it is open for communication; the tag is not a PVM control message. Both
 * routes deliver into the task's one receive queue. Each route keeps its own order, so a message that falls back
 * may be overtaken by a later one that does not (as in PVM, whose daemon and direct routes are not ordered with
 * each other); the trace counts each route's messages apart ({@link PvmMessageIds#ofDaemonRoute}).
 */
public final class FallbackRoute implements Route {
    /** Which check sent a message through the daemons; {@link #NONE} when all passed. */
    public enum Fallback {
        NONE, DESTINATION_IS_DAEMON, REENTERED, NO_TASK_CONTROL_BLOCK, NOT_OPEN, CONTROL_TAG
    }

    /**
     * PVM's control messages carry tags with the top bit set (PVM 3.4's {@code TM_}, {@code DM_}, {@code SM_} and
     * {@code TC_} tags, from {@code 0x80000000}): as an int, negative. A program's own tags are never negative.
     */
    public static boolean isControlTag(int tag) {
        return tag < 0;
    }

    private final Route primary;
    private final DaemonRoute daemon;
    private final Map<Fallback, Long> counts = new EnumMap<>(Fallback.class);
    private boolean inSend;

    /** {@code daemon} must deliver into {@code primary}'s queue. */
    public FallbackRoute(Route primary, DaemonRoute daemon) {
        if (primary.queue() != daemon.queue()) {
            throw new IllegalArgumentException("a route and its fallback deliver into one receive queue");
        }
        this.primary = primary;
        this.daemon = daemon;
    }

    /**
     * The first of {@code pvm_send}'s checks 2–6 that fails for a message to {@code tid} with {@code tag}, or
     * {@link Fallback#NONE}.
     *
     * @param reentered       whether the send was called from inside another send of the same task
     * @param hasControlBlock whether the destination has a task control block on the task-to-task route
     * @param open            whether that route is open for communication with it
     */
    public static Fallback check(int tid, int tag, boolean reentered, boolean hasControlBlock, boolean open) {
        if (Pvmd.isDaemon(tid)) {
            return Fallback.DESTINATION_IS_DAEMON;
        }
        if (reentered) {
            return Fallback.REENTERED;
        }
        if (!hasControlBlock) {
            return Fallback.NO_TASK_CONTROL_BLOCK;
        }
        if (!open) {
            return Fallback.NOT_OPEN;
        }
        return isControlTag(tag) ? Fallback.CONTROL_TAG : Fallback.NONE;
    }

    private Fallback check(int tid, int tag) {
        return check(tid, tag, inSend, !Pvmd.isDaemon(tid) && primary.hasControlBlock(tid),
                !Pvmd.isDaemon(tid) && primary.isOpen(tid));
    }

    @Override
    public Route via(int tid, int tag) {
        return check(tid, tag) == Fallback.NONE ? primary : daemon;
    }

    @Override
    public int tid() {
        return primary.tid();
    }

    /** The primary route's: a message falling back to the daemons is copied into their fragments. */
    @Override
    public int headerRoom() {
        return primary.headerRoom();
    }

    @Override
    public void send(int tid, PvmMessage message, long messageId) {
        Fallback fallback = check(tid, message.header().tag());
        counts.merge(fallback, 1L, Long::sum);
        boolean outer = !inSend;
        inSend = true;
        try {
            (fallback == Fallback.NONE ? primary : daemon).send(tid, message, messageId);
        } finally {
            if (outer) {
                inSend = false;
            }
        }
    }

    /** Messages sent so far that took the daemons because of {@code fallback} (or none failed, for NONE). */
    public long count(Fallback fallback) {
        return counts.getOrDefault(fallback, 0L);
    }

    @Override
    public boolean serviceDaemon() {
        return daemon.serviceDaemon();
    }

    @Override
    public void onSignal(Runnable onSignal) {
        daemon.onSignal(onSignal);
    }

    @Override
    public boolean writeWouldBlock() {
        return primary.writeWouldBlock();
    }

    @Override
    public void whenWritable(Runnable whenWritable) {
        primary.whenWritable(whenWritable);
    }

    @Override
    public ReceiveQueue queue() {
        return primary.queue();
    }

    @Override
    public String name() {
        return primary.name();
    }

    /** The job's own route. */
    public Route primary() {
        return primary;
    }

    /** The route through the daemons. */
    public DaemonRoute daemon() {
        return daemon;
    }
}
