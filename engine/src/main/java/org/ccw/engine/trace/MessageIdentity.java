package org.ccw.engine.trace;

/**
 * What the trace says about a message a stack sends — the unit above cells: an active message, a data message,
 * an AAL5 packet, a fragment of a larger message. A stack passes one to {@link Tracer#messageSent} and
 * {@link Tracer#messageDelivered}; both records copy its fields (see {@link TraceEvent.MessageEvent}).
 *
 * @param messageId       the stack's id for the message; the cells that carry it have it as their {@code messageId}
 * @param kind            the message in the protocol's vocabulary ({@code request}, {@code reply}, {@code data}, …)
 * @param bytes           the bytes the sender handed over (payload, not headers)
 * @param source          node id of the sending host
 * @param sourcePort      the sending endpoint at {@code source} (an endpoint number, a task's port); 0 for a
 *                        stack with one endpoint per host
 * @param destination     node id of the receiving host
 * @param destinationPort the receiving endpoint at {@code destination}, as {@code sourcePort}
 * @param fragment        this fragment's index in its message, from 0 (0 when not fragmented)
 * @param fragments       how many fragments the message has (1 when not fragmented)
 */
public record MessageIdentity(long messageId, String kind, int bytes, int source, int sourcePort, int destination,
                              int destinationPort, int fragment, int fragments) {

    public MessageIdentity {
        if (fragments < 1 || fragment < 0 || fragment >= fragments) {
            throw new IllegalArgumentException("fragment " + fragment + " of " + fragments);
        }
    }

    /** A whole (unfragmented) message between the single endpoints of two hosts. */
    public static MessageIdentity whole(long messageId, String kind, int bytes, int source, int destination) {
        return new MessageIdentity(messageId, kind, bytes, source, 0, destination, 0, 0, 1);
    }
}
