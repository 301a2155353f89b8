package org.ccw.engine.amii;

import java.nio.ByteBuffer;
import java.util.zip.CRC32;

/**
 * A short message as it crosses Myrinet between SMPs (seed 002 §3: the network protocol): a {@link Packet} with
 * what the receiving side needs to check, order and answer it — which endpoint it is for, the tag the sender holds
 * for it, the sender's own tag for the answer, and a sequence number: a request's own, or, on a reply or an
 * acknowledgment, the number of the request it answers. The host writes these words into NIC memory with uncached
 * stores and the receiver reads them back with uncached loads, so their number prices both ends. A CRC-32 over the
 * words lets the receiver drop a packet the network damaged.
 *
 * <pre>
 *  word 0      kind (1 request, 2 reply, 3 acknowledgment) | handler (24 bits)
 *  word 1      source host (16) | source endpoint (16)
 *  word 2      return reason + 1 (0: none) (16) | destination endpoint (16)
 *  words 3-4   the tag the sender's translation entry holds for the destination
 *  words 5-6   the sender's own tag (an answer presents it)
 *  words 7-8   message id
 *  word 9      sequence number
 *  word 10     argument count, then the arguments
 *  last word   CRC-32 of the words before it
 * </pre>
 */
record NetworkPacket(Packet packet, Kind kind, int destinationEndpoint, long destinationTag, long replyTag,
                     int sequence) {
    /** Words besides the arguments. */
    static final int HEADER_WORDS = 12;

    /** What a network packet is. */
    enum Kind {
        REQUEST, REPLY,
        /** The answer to a request whose handler sent no reply: every request is answered (as in HPAM). */
        ACK
    }

    /** Words the host moves across the I/O bus for this packet. */
    int words() {
        return HEADER_WORDS + packet.args().length;
    }

    boolean request() {
        return kind == Kind.REQUEST;
    }

    byte[] encode() {
        int[] args = packet.args();
        ByteBuffer b = ByteBuffer.allocate(Integer.BYTES * words());
        b.putInt((kind.ordinal() + 1) << 24 | packet.handler() & 0xFFFFFF);
        b.putInt(packet.source().host() << 16 | packet.source().endpoint() & 0xFFFF);
        b.putInt((packet.reason() == null ? 0 : packet.reason().ordinal() + 1) << 16 | destinationEndpoint & 0xFFFF);
        b.putLong(destinationTag);
        b.putLong(replyTag);
        b.putLong(packet.messageId());
        b.putInt(sequence);
        b.putInt(args.length);
        for (int a : args) {
            b.putInt(a);
        }
        CRC32 crc = new CRC32();
        crc.update(b.array(), 0, b.position());
        b.putInt((int) crc.getValue());
        return b.array();
    }

    /** The packet in {@code bytes}, or null when its CRC does not match or its words make no packet. */
    static NetworkPacket decode(byte[] bytes) {
        if (bytes.length < Integer.BYTES * HEADER_WORDS || bytes.length % Integer.BYTES != 0) {
            return null;
        }
        CRC32 crc = new CRC32();
        crc.update(bytes, 0, bytes.length - Integer.BYTES);
        ByteBuffer b = ByteBuffer.wrap(bytes);
        if (b.getInt(bytes.length - Integer.BYTES) != (int) crc.getValue()) {
            return null;
        }
        int first = b.getInt();
        int source = b.getInt();
        int third = b.getInt();
        long destinationTag = b.getLong();
        long replyTag = b.getLong();
        long messageId = b.getLong();
        int sequence = b.getInt();
        int count = b.getInt();
        int kind = first >>> 24;
        int reason = third >>> 16;
        if (count != bytes.length / Integer.BYTES - HEADER_WORDS || kind < 1 || kind > Kind.values().length
                || reason > ReturnReason.values().length) {
            return null;
        }
        int[] args = new int[count];
        for (int i = 0; i < args.length; i++) {
            args[i] = b.getInt();
        }
        Packet packet = new Packet(messageId, new EndpointName(source >>> 16, source & 0xFFFF), first & 0xFFFFFF,
                args, reason == 0 ? null : ReturnReason.values()[reason - 1]);
        return new NetworkPacket(packet, Kind.values()[kind - 1], third & 0xFFFF, destinationTag, replyTag, sequence);
    }
}
