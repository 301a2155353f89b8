package org.ccw.engine.pvmam;

import java.util.function.IntFunction;

import org.ccw.engine.trace.CellIdentity;
import org.ccw.engine.trace.MessageIdentity;

/**
 * PVMAM's message ids in the trace: bit 59 set (so they never equal a fabric cell id, nor SSAM's bit 62, the echo
 * stack's 61 or AM-II's 60), then the requester's node (12 bits, 47–58), the responder's node (12 bits, 35–46),
 * the request buffer's instance (8 bits, 27–34) and how many requests that instance has carried (27 bits, 0–26).
 * Both ends count the same requests on an instance (the sender its claims, the receiver the new requests it
 * accepts), so both name a request, its retransmissions and its reply by one id without carrying it on the wire.
 */
final class MessageIds {
    private static final long MARK = 1L << 59;
    private static final long USE_MASK = (1L << 27) - 1;

    private MessageIds() {
    }

    static long of(int requesterNode, int responderNode, int instance, int use) {
        return MARK | (long) (requesterNode & 0xFFF) << 47 | (long) (responderNode & 0xFFF) << 35
                | (long) (instance & 0xFF) << 27 | (use & USE_MASK);
    }

    static boolean isMessageId(long id) {
        return id >= 0 && (id & ~((1L << 60) - 1)) == 0 && (id & MARK) != 0;
    }

    static int requesterOf(long id) {
        return (int) (id >>> 47) & 0xFFF;
    }

    static int responderOf(long id) {
        return (int) (id >>> 35) & 0xFFF;
    }

    static int instanceOf(long id) {
        return (int) (id >>> 27) & 0xFF;
    }

    static int useOf(long id) {
        return (int) (id & USE_MASK);
    }

    /** One line naming the nodes: {@code PVMAM request of ultra-0 to ultra-1, instance 3, use 17}. */
    static String describe(long id, IntFunction<String> nodeName) {
        return "PVMAM request of " + nodeName.apply(requesterOf(id)) + " to " + nodeName.apply(responderOf(id))
                + ", instance " + instanceOf(id) + ", use " + useOf(id) + " (its reply has the same id)";
    }

    /** A message of the trace between the tasks {@code fromTid} on {@code from} and {@code toTid} on {@code to}. */
    static MessageIdentity identity(long id, String kind, int bytes, int from, int fromTid, int to, int toTid) {
        return new MessageIdentity(id, kind, bytes, from, Tid.local(fromTid), to, Tid.local(toTid), 0, 1);
    }

    /** The identity a stack's own cell records carry ({@code Retransmitted}, {@code CellDropped}). */
    static CellIdentity cell(long id, String kind, int bytes) {
        return CellIdentity.ofMessage(id, kind, bytes);
    }
}
