package org.ccw.app.sweep;

import java.util.LinkedHashMap;
import java.util.Map;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceSink;

/**
 * A sweep's {@code --check exactly-once}, read from one run's trace whatever the stack: every message sent (a
 * {@code MessageSent}) reached its receiver's handler or application exactly once (one {@code MessageDelivered}
 * with the same message id, kind and fragment, as {@code engine/TRACE.md} pairs them), nothing was delivered that
 * was not sent, and the run finished its workload before its duration cut it off. Feed it the run's records, then
 * ask for its {@link #verdict}.
 */
public final class ExactlyOnce implements TraceSink {
    /** The check's name on the command line and in a sweep's manifest and rows. */
    public static final String NAME = "exactly-once";

    /** How often each message was sent and delivered, by its identity, in the order first seen. */
    private final Map<Key, int[]> messages = new LinkedHashMap<>();

    private record Key(long messageId, String kind, int fragment) {
        @Override
        public String toString() {
            return kind + " 0x" + Long.toHexString(messageId) + (fragment > 0 ? " fragment " + fragment : "");
        }
    }

    /** One run's outcome: passed, or failed with a one-line reason. */
    public record Verdict(boolean passed, String reason) {
        static final Verdict PASS = new Verdict(true, "");
    }

    @Override
    public void accept(TraceEvent event) {
        if (event instanceof TraceEvent.MessageSent m) {
            messages.computeIfAbsent(new Key(m.messageId(), m.kind(), m.fragment()), k -> new int[2])[0]++;
        } else if (event instanceof TraceEvent.MessageDelivered m) {
            messages.computeIfAbsent(new Key(m.messageId(), m.kind(), m.fragment()), k -> new int[2])[1]++;
        }
    }

    /**
     * The verdict on the records seen.
     *
     * @param finishedPs when the run finished its workload, -1 when it did not (the run summary's)
     */
    public Verdict verdict(long finishedPs) {
        int missing = 0;
        int twice = 0;
        int unsent = 0;
        Key firstMissing = null;
        Key firstTwice = null;
        Key firstUnsent = null;
        for (Map.Entry<Key, int[]> message : messages.entrySet()) {
            int sent = message.getValue()[0];
            int delivered = message.getValue()[1];
            if (sent == 0) {
                unsent++;
                firstUnsent = firstUnsent == null ? message.getKey() : firstUnsent;
            } else if (delivered < sent) {
                missing++;
                firstMissing = firstMissing == null ? message.getKey() : firstMissing;
            } else if (delivered > sent || sent > 1) {
                // sent twice under one identity: the trace cannot tell the two apart, so it counts as a duplicate
                twice++;
                firstTwice = firstTwice == null ? message.getKey() : firstTwice;
            }
        }
        StringBuilder reason = new StringBuilder();
        long sentMessages = messages.values().stream().filter(m -> m[0] > 0).count();
        if (missing > 0) {
            reason.append(missing).append(" of ").append(sentMessages).append(" messages never delivered (first: ")
                    .append(firstMissing).append("); ");
        }
        if (twice > 0) {
            reason.append(twice).append(" delivered more than once (first: ").append(firstTwice).append("); ");
        }
        if (unsent > 0) {
            reason.append(unsent).append(" delivered but never sent (first: ").append(firstUnsent).append("); ");
        }
        if (finishedPs <= 0) {
            reason.append("the run did not finish within its duration; ");
        }
        if (sentMessages == 0) {
            reason.append("no message was sent; ");
        }
        return reason.isEmpty() ? Verdict.PASS : new Verdict(false, reason.substring(0, reason.length() - 2));
    }
}
