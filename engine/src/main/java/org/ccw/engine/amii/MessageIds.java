package org.ccw.engine.amii;

import java.util.function.IntFunction;

import org.ccw.engine.trace.MessageIdentity;

/**
 * How AM-II names its messages in the trace: bit 60 marks an AM-II id (so that one never equals a fabric cell
 * id), then the sending endpoint's host (20 bits) and number (16 bits), then the message's number there (24 bits).
 * The ids ride in the trace and in the network packet's words 7-8; the machine's AM-II has nothing like them.
 */
final class MessageIds {
    private static final long MESSAGE_MARK = 1L << 60;

    private MessageIds() {
    }

    /** The id of the {@code n}-th message endpoint {@code from} sends. */
    static long of(EndpointName from, long n) {
        return MESSAGE_MARK | (long) from.host() << 40 | (long) from.endpoint() << 24 | n;
    }

    /** Whether {@code id} is one an {@link Endpoint} made. */
    static boolean isMessageId(long id) {
        return (id & MESSAGE_MARK) != 0;
    }

    /** What a message id says: the sending endpoint (host name and number) and the message's number there. */
    static String describe(long id, IntFunction<String> nodeName) {
        return "AM-II: from endpoint " + nodeName.apply((int) (id >>> 40 & 0xFFFFF)) + ":" + (id >>> 24 & 0xFFFF)
                + ", message " + (id & 0xFFFFFF);
    }

    /** The trace's identity of {@code packet} on its way to {@code destination}. */
    static MessageIdentity identity(Packet packet, boolean request, EndpointName destination) {
        return new MessageIdentity(packet.messageId(), request ? "request" : "reply", packet.bytes(),
                packet.source().host(), packet.source().endpoint(), destination.host(), destination.endpoint(), 0, 1);
    }
}
