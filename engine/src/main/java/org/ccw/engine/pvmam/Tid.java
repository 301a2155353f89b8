package org.ccw.engine.pvmam;

/**
 * PVM task identifiers as PVM 3.4 lays them out (REFERENCE.md, "PVM 3.4"): a 32-bit int whose bit 31 marks a
 * daemon, bit 30 a multicast group, bits 18–29 the host number and bits 0–17 the task's local part. Students see
 * them in hex, {@code t40001} for the first task of host 1.
 */
public final class Tid {
    /** Bits 18–29: the host number. */
    public static final int HOST_MASK = 0x3ffc0000;
    /** Bits 0–17: the task's part on its host. */
    public static final int LOCAL_MASK = 0x0003ffff;
    private static final int HOST_SHIFT = 18;
    private static final int DAEMON_BIT = 1 << 31;

    private Tid() {
    }

    /**
     * The tid of task {@code local} on host {@code host}.
     *
     * @param host  host number, 1 .. 4095 (0 is no host)
     * @param local the task's local part, 1 .. 2^18 - 1 (0 is the host's daemon)
     */
    public static int of(int host, int local) {
        if (host < 1 || host > HOST_MASK >>> HOST_SHIFT || local < 1 || local > LOCAL_MASK) {
            throw new IllegalArgumentException("no PVM task " + local + " on host " + host);
        }
        return host << HOST_SHIFT | local;
    }

    /** The host number of {@code tid}. */
    public static int host(int tid) {
        return (tid & HOST_MASK) >>> HOST_SHIFT;
    }

    /** The local part of {@code tid}. */
    public static int local(int tid) {
        return tid & LOCAL_MASK;
    }

    /** Whether {@code tid} names a task (not a daemon, not a group, with a host and a local part). */
    public static boolean isTask(int tid) {
        return (tid & (DAEMON_BIT | 1 << 30)) == 0 && host(tid) > 0 && local(tid) > 0;
    }

    /** As PVM prints it: {@code t40001}. */
    public static String text(int tid) {
        return "t" + Integer.toHexString(tid);
    }
}
