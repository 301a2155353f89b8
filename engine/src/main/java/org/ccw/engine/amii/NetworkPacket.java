package org.ccw.engine.amii;

import java.nio.ByteBuffer;
import java.util.zip.CRC32;

/**
 * A short message as it crosses Myrinet between SMPs (seed 002 §3: the network protocol): a {@link Packet} with
 * what the receiving side needs to check, order and answer it — which endpoint it is for, the tag the sender holds
 * for it, the sender's own tag for the answer, and a sequence number: a request's own, or, on a reply or an
 * acknowledgment, the number of the request it answers. The host writes its words into NIC memory with uncached
 * stores and the receiver reads them back with uncached loads, so their number ({@link #hostWords()}) prices both
 * ends. A CRC-32 over the words lets the receiving LANai drop a packet the network damaged. A bulk transfer's packet also carries where its data
 * goes in the destination's segment, and the data itself, which the NICs move by DMA (not the host: its words
 * are not among those the host writes or reads).
 *
 * <pre>
 *  word 0      bulk (1 bit) | kind (7 bits: 1 request, 2 reply, 3 acknowledgment) | handler (24 bits)
 *  word 1      source host (16) | source endpoint (16)
 *  word 2      return reason + 1 (0: none) (16) | destination endpoint (16)
 *  words 3-4   the tag the sender's translation entry holds for the destination
 *  words 5-6   the sender's own tag (an answer presents it)
 *  words 7-8   message id
 *  word 9      sequence number
 *  word 10     argument count, then the arguments
 *  bulk only   segment offset (-1: a medium message, its data for the handler), data length, then the data
 *              (padded to a word)
 *  last word   CRC-32 of the words before it
 * </pre>
 */
record NetworkPacket(Packet packet, Kind kind, int destinationEndpoint, long destinationTag, long replyTag,
                     int sequence, byte[] data) {
    /** Words besides the arguments. */
    static final int HEADER_WORDS = 12;
    /** Of those, the words the host touches (see {@link #hostWords()}). */
    static final int HOST_HEADER_WORDS = 7;
    /** Word 0's mark of a bulk transfer's packet. */
    private static final int BULK = 1 << 31;

    /** What a network packet is. */
    enum Kind {
        REQUEST, REPLY,
        /** The answer to a request whose handler sent no reply: every request is answered (as in HPAM). */
        ACK
    }

    /** A short message's packet. */
    NetworkPacket(Packet packet, Kind kind, int destinationEndpoint, long destinationTag, long replyTag,
                  int sequence) {
        this(packet, kind, destinationEndpoint, destinationTag, replyTag, sequence, null);
    }

    /** Words of this packet in NIC memory and on the wire, before a bulk transfer's data. */
    int words() {
        return HEADER_WORDS + packet.args().length + (data == null ? 0 : 2);
    }

    /**
     * Words the host writes or reads across the I/O bus for this packet: words 0-2, the destination's tag, the
     * sequence number, the argument count, the arguments and a bulk transfer's offset and length. The message id
     * (the trace's), the sender's tag (what a returned message presents here; AM-II finds the sender by name) and
     * the CRC (Myrinet's hardware checks one per packet) ride in NIC memory and on the wire only; a bulk transfer's
     * data goes by DMA.
     */
    int hostWords() {
        return HOST_HEADER_WORDS + packet.args().length + (data == null ? 0 : 2);
    }

    /** Bytes of bulk data the NICs move by DMA; 0 for a short message. */
    int dataBytes() {
        return data == null ? 0 : data.length;
    }

    boolean request() {
        return kind == Kind.REQUEST;
    }

    byte[] encode() {
        int[] args = packet.args();
        int padded = (dataBytes() + Integer.BYTES - 1) / Integer.BYTES * Integer.BYTES;
        ByteBuffer b = ByteBuffer.allocate(Integer.BYTES * words() + padded);
        b.putInt((data == null ? 0 : BULK) | (kind.ordinal() + 1) << 24 | packet.handler() & 0xFFFFFF);
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
        if (data != null) {
            b.putInt(packet.bulk().toHandler() ? -1 : packet.bulk().offset());
            b.putInt(data.length);
            b.put(data);
            b.position(b.position() + padded - data.length);
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
        int kind = first >>> 24 & 0x7F;
        boolean bulk = (first & BULK) != 0;
        int reason = third >>> 16;
        int end = bytes.length - Integer.BYTES;
        if (count < 0 || count > Packet.MAX_ARGS || kind < 1 || kind > Kind.values().length
                || reason > ReturnReason.values().length
                || b.position() + Integer.BYTES * (count + (bulk ? 2 : 0)) > end) {
            return null;
        }
        int[] args = new int[count];
        for (int i = 0; i < args.length; i++) {
            args[i] = b.getInt();
        }
        int offset = bulk ? b.getInt() : 0;
        int length = bulk ? b.getInt() : 0;
        int padded = (length + Integer.BYTES - 1) / Integer.BYTES * Integer.BYTES;
        if (length < 0 || b.position() + padded != end) {
            return null;
        }
        byte[] data = bulk ? new byte[length] : null;
        if (bulk) {
            b.get(data);
        }
        Packet packet = new Packet(messageId, new EndpointName(source >>> 16, source & 0xFFFF), first & 0xFFFFFF,
                args, reason == 0 ? null : ReturnReason.values()[reason - 1],
                bulk ? new Packet.Bulk(-1, Math.max(0, offset), length, offset == -1) : null);
        return new NetworkPacket(packet, Kind.values()[kind - 1], third & 0xFFFF, destinationTag, replyTag, sequence,
                data);
    }
}
