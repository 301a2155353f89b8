package org.ccw.engine.pvmam.pvm;

import org.ccw.engine.pvmam.Tid;

/**
 * PVM messages' ids in the trace (kind {@code pvm}): bit 58 set (never a fabric cell's id, nor SSAM's bit 62, the
 * echo stack's 61, AM-II's 60 or PVMAM's Active Messages' 59), then the sending task's host number and local part
 * (8 and 6 bits, 50–57 and 44–49), the receiving task's (36–43, 30–35) and how many messages the sender has sent
 * that receiver before (30 bits, 0–29). Every route delivers a pair's messages in order, so the receiver counts the
 * same messages and names each by the same id without carrying it on the wire.
 */
public final class PvmMessageIds {
    private static final long MARK = 1L << 58;
    private static final long COUNT_MASK = (1L << 30) - 1;

    private PvmMessageIds() {
    }

    /** Bit 29 of the count: the message went through the daemons (each route keeps its own order and count). */
    private static final long DAEMON_ROUTE = 1L << 29;

    /**
     * The id of the {@code count}-th message (from 0) from {@code sourceTid} to {@code destinationTid} sent through
     * the daemons: bit 29 set, the count in bits 0–28. A task whose messages to one peer take two routes (the
     * daemons when a check of {@code pvm_send} fails, seed 003 §6.4.1) counts each route's on its own, since each
     * keeps its own order.
     */
    public static long ofDaemonRoute(int sourceTid, int destinationTid, long count) {
        return of(sourceTid, destinationTid, count & (DAEMON_ROUTE - 1)) | DAEMON_ROUTE;
    }

    /** The id of the {@code count}-th message (from 0) from task {@code sourceTid} to task {@code destinationTid}. */
    public static long of(int sourceTid, int destinationTid, long count) {
        return MARK | (long) (Tid.host(sourceTid) & 0xFF) << 50 | (long) (Tid.local(sourceTid) & 0x3F) << 44
                | (long) (Tid.host(destinationTid) & 0xFF) << 36 | (long) (Tid.local(destinationTid) & 0x3F) << 30
                | (count & COUNT_MASK);
    }
}
