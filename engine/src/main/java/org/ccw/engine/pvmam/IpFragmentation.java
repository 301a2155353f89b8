package org.ccw.engine.pvmam;

import java.nio.ByteBuffer;
import java.util.BitSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The simulated kernel's IP layer under the UDP transport: a datagram larger than the link's frame (an 8 KB Active
 * Message on 1500-byte Ethernet) leaves as fragments, each behind a 20-byte IP header, and is put back together at
 * the receiver. Losing any fragment loses the datagram, which is why an unreliable network hurts large AMs more.
 *
 * <p>Of the IP header this model fills the fields reassembly needs, big-endian: total length of the datagram
 * (bytes 2–3), identification (4–5), fragment offset in bytes (6–7, a plain offset rather than IP's 8-byte units
 * and flags), and the destination UDP port when it is not the AM layer's (8–9, see {@link SharedPorts}); the rest is
 * zero. A fragment whose fields do not fit together is dropped; a damaged one that does
 * is caught later by the AM checksum. Partial datagrams are kept up to {@value #PARTIALS_KEPT}, the oldest given
 * up first (the kernel's reassembly timeout).
 */
final class IpFragmentation {
    /** Bytes of the IP header in front of every fragment. */
    static final int IP_HEADER_BYTES = 20;
    /** Largest datagram IP carries. */
    static final int MAX_DATAGRAM_BYTES = 0xFFFF;
    private static final int PARTIALS_KEPT = 64;

    private final Map<Long, Partial> partials = new LinkedHashMap<>();
    private int nextId;
    private long fragmentsRefused;

    /** Where {@link #split} puts each fragment. */
    interface FragmentSink {
        void fragment(byte[] frame);
    }

    /** Fragments of {@code datagram[0, length)} for frames of at most {@code mtuBytes}, each handed to {@code out}. */
    void split(byte[] datagram, int length, int mtuBytes, FragmentSink out) {
        split(datagram, length, mtuBytes, 0, out);
    }

    /**
     * As {@link #split(byte[], int, int, FragmentSink)}, each fragment's bytes 8–9 carrying {@code udpPort}, the
     * datagram's destination port: the model's kernel hands a fragment to its socket by it before reassembly
     * ({@link SharedPorts}; a real kernel reassembles first and reads the UDP header, at the same cost). Port 0, the
     * AM layer's socket, leaves the bytes zero as they always were.
     */
    void split(byte[] datagram, int length, int mtuBytes, int udpPort, FragmentSink out) {
        int perFragment = mtuBytes - IP_HEADER_BYTES;
        if (perFragment < 1 || length > MAX_DATAGRAM_BYTES) {
            throw new IllegalArgumentException("a datagram of " + length + " bytes does not go in frames of "
                    + mtuBytes + " bytes");
        }
        int id = nextId++ & 0xFFFF;
        for (int offset = 0; offset == 0 || offset < length; offset += perFragment) {
            int bytes = Math.min(perFragment, length - offset);
            ByteBuffer frame = ByteBuffer.allocate(IP_HEADER_BYTES + bytes);
            frame.putShort(2, (short) length).putShort(4, (short) id).putShort(6, (short) offset)
                    .putShort(8, (short) udpPort);
            frame.put(IP_HEADER_BYTES, datagram, offset, bytes);
            out.fragment(frame.array());
        }
    }

    /**
     * Takes one arriving fragment from {@code source}; returns the whole datagram when this fragment completes it,
     * else null.
     */
    byte[] arrive(int source, byte[] frame) {
        if (frame.length < IP_HEADER_BYTES) {
            fragmentsRefused++;
            return null;
        }
        ByteBuffer in = ByteBuffer.wrap(frame);
        int total = Short.toUnsignedInt(in.getShort(2));
        int id = Short.toUnsignedInt(in.getShort(4));
        int offset = Short.toUnsignedInt(in.getShort(6));
        int bytes = frame.length - IP_HEADER_BYTES;
        if (offset + bytes > total) {
            fragmentsRefused++;
            return null;
        }
        if (offset == 0 && bytes == total) {
            return java.util.Arrays.copyOfRange(frame, IP_HEADER_BYTES, frame.length);
        }
        long key = (long) source << 32 | (long) id << 16 | total;
        Partial partial = partials.computeIfAbsent(key, k -> new Partial(total));
        System.arraycopy(frame, IP_HEADER_BYTES, partial.data, offset, bytes);
        partial.received.set(offset, offset + bytes);
        if (partial.received.cardinality() == total) {
            partials.remove(key);
            return partial.data;
        }
        if (partials.size() > PARTIALS_KEPT) {
            Iterator<Long> oldest = partials.keySet().iterator();
            oldest.next();
            oldest.remove();
        }
        return null;
    }

    /** Fragments whose header did not fit together, dropped. */
    long fragmentsRefused() {
        return fragmentsRefused;
    }

    /** Datagrams of which some fragments but not all have arrived. */
    int partialDatagrams() {
        return partials.size();
    }

    /** Fragments of {@code length} bytes of datagram in frames of {@code mtuBytes}. */
    static int fragments(int length, int mtuBytes) {
        int perFragment = mtuBytes - IP_HEADER_BYTES;
        return Math.max(1, (length + perFragment - 1) / perFragment);
    }

    private static final class Partial {
        final byte[] data;
        final BitSet received;

        Partial(int total) {
            data = new byte[total];
            received = new BitSet(total);
        }
    }
}
