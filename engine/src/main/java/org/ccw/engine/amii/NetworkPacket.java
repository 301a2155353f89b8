package org.ccw.engine.amii;

import java.nio.ByteBuffer;

/**
 * A short message as it crosses Myrinet between SMPs (seed 002 §3: the network protocol): a {@link Packet} with
 * what the receiving side needs to check and answer it — which endpoint it is for, the tag the sender holds for
 * it, and the sender's own tag for the reply. The host writes these words into NIC memory with uncached stores;
 * the receiver reads them back with uncached loads, so their number prices both ends.
 *
 * <pre>
 *  word 0      kind (1 request, 2 reply) | handler (24 bits)
 *  word 1      source host (16) | source endpoint (16)
 *  word 2      destination endpoint | return reason + 1 (0: delivered normally) << 16
 *  words 3-4   the tag the sender's translation entry holds for the destination
 *  words 5-6   the sender's own tag (a reply presents it)
 *  words 7-8   message id
 *  word 9      argument count, then the arguments
 * </pre>
 */
record NetworkPacket(Packet packet, boolean request, int destinationEndpoint, long destinationTag, long replyTag) {
    /** Words before the arguments. */
    static final int HEADER_WORDS = 10;

    /** Words the host moves across the I/O bus for this packet. */
    int words() {
        return HEADER_WORDS + packet.args().length;
    }

    byte[] encode() {
        int[] args = packet.args();
        ByteBuffer b = ByteBuffer.allocate(Integer.BYTES * (HEADER_WORDS + args.length));
        b.putInt((request ? 1 : 2) << 24 | packet.handler() & 0xFFFFFF);
        b.putInt(packet.source().host() << 16 | packet.source().endpoint() & 0xFFFF);
        b.putInt((packet.reason() == null ? 0 : packet.reason().ordinal() + 1) << 16 | destinationEndpoint & 0xFFFF);
        b.putLong(destinationTag);
        b.putLong(replyTag);
        b.putLong(packet.messageId());
        b.putInt(args.length);
        for (int a : args) {
            b.putInt(a);
        }
        return b.array();
    }

    static NetworkPacket decode(byte[] bytes) {
        ByteBuffer b = ByteBuffer.wrap(bytes);
        int first = b.getInt();
        int source = b.getInt();
        int third = b.getInt();
        long destinationTag = b.getLong();
        long replyTag = b.getLong();
        long messageId = b.getLong();
        int[] args = new int[b.getInt()];
        for (int i = 0; i < args.length; i++) {
            args[i] = b.getInt();
        }
        int reason = third >>> 16;
        Packet packet = new Packet(messageId, new EndpointName(source >>> 16, source & 0xFFFF), first & 0xFFFFFF,
                args, reason == 0 ? null : ReturnReason.values()[reason - 1]);
        return new NetworkPacket(packet, first >>> 24 == 1, third & 0xFFFF, destinationTag, replyTag);
    }
}
