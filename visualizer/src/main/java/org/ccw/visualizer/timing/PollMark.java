package org.ccw.visualizer.timing;

/**
 * One poll on a process's polls strip ({@code PollPerformed}): of the network or of memory (a shared-memory queue,
 * a completion ring), and whether it took a message. Spaced in time, a process's network polls show its polling
 * rate: an adaptive layer (AM-II polls the network 1 in 8 … 1 in 32 of its polls) draws them closer after a poll
 * that found something and further apart while the network stays quiet.
 *
 * @param lane    lane index of the polling process (its strip is under the lane)
 * @param timePs  when the poll was recorded, ps
 * @param network whether it polled the network (target {@value #NETWORK}); else memory
 * @param found   whether it found (took) a message
 * @param target  what was polled, as the trace says it ({@code network}, {@code shm-reply/2}, {@code completion-ring})
 * @param number  trace number of the {@code PollPerformed} record
 */
public record PollMark(int lane, long timePs, boolean network, boolean found, String target, long number) {
    /** {@code PollPerformed}'s target for a poll of the network (TRACE.md); any other target is in memory. */
    public static final String NETWORK = "network";

    /** Whether a poll of {@code target} polled the network. */
    static boolean isNetwork(String target) {
        return NETWORK.equals(target);
    }
}
