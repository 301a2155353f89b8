package org.ccw.engine.pvmam.pvm;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * PVM's packing with the default encoding, XDR ({@code pvm_pk*} with PvmDataDefault; seed 003 §6.1, REFERENCE.md):
 * big-endian, an int and a short 4 bytes each, a long 4 bytes (one that does not fit is an overflow error), a float
 * 4, a double 8; a byte array padded to a 4-byte boundary; a string as its length counting the NUL, then its
 * bytes and the NUL, padded. Data goes into fragments of a fixed size (a message is a list of them, §6.1): the
 * first leaves room for the 32-byte message header, every one for the 16-byte fragment header, and a number never
 * straddles two fragments (the run of a byte array or a string's bytes may). Each fragment's data is packed behind
 * room for its headers — the fragment header, the message header in the first, and a lower layer's if asked — so a
 * route writes them there and sends the fragment from the array it was packed in, as PVM's {@code pvm_pk*} pack
 * into the buffer that goes on the wire ({@link PvmMessage#of}).
 */
public final class XdrPacker {
    /** A fragment's data to begin with: an 8-byte message packs without an 8 KB buffer to clear and cut. */
    private static final int FIRST_BYTES = 64;

    /** Bytes of data a fragment holds after its headers; the first fragment also leaves room for the message's. */
    private final int dataBytes;
    /** Bytes kept in front of each fragment's headers for a lower layer's header. */
    private final int room;
    private final List<byte[]> full = new ArrayList<>();
    /**
     * The fragment being packed, its data from {@link #dataStart} on; its buffer grows up to {@link #limit} as data
     * comes, so a short message is short.
     */
    private ByteBuffer current;
    private int limit;
    /** Whether {@link #handOver} gave the arrays away: a later hand-over copies them. */
    private boolean handedOver;

    /**
     * @param fragmentBytes the fragment size, headers included (PVM's 4096, the paper's 8192)
     */
    public XdrPacker(int fragmentBytes) {
        this(fragmentBytes, 0);
    }

    /**
     * @param fragmentBytes the fragment size, headers included (PVM's 4096, the paper's 8192)
     * @param room          bytes kept in front of each fragment's headers for a lower layer's header (an AM's)
     */
    public XdrPacker(int fragmentBytes, int room) {
        this.dataBytes = fragmentBytes - FragmentHeader.BYTES;
        if (dataBytes - MessageHeader.BYTES < Double.BYTES) {
            throw new IllegalArgumentException("fragments of " + fragmentBytes + " bytes leave no room for data");
        }
        if (room < 0) {
            throw new IllegalArgumentException("room for a lower layer's header is at least 0 bytes, not " + room);
        }
        this.room = room;
        int start = dataStart(true);
        this.limit = start + dataBytes - MessageHeader.BYTES;
        this.current = ByteBuffer.allocate(start + Math.min(dataBytes - MessageHeader.BYTES, FIRST_BYTES))
                .position(start);
    }

    /** Where a fragment's data begins in its array: after the room for its headers (the first's, or another's). */
    int dataStart(boolean first) {
        return room + FragmentHeader.BYTES + (first ? MessageHeader.BYTES : 0);
    }

    /** Room for an item of {@code bytes}: the current fragment's, else a new fragment's. */
    private ByteBuffer room(int bytes) {
        return room(bytes, bytes);
    }

    /**
     * Room for at least {@code bytes} (a new fragment if the current one has less), and for up to {@code wanted} if
     * the fragment has it (a run of bytes fills what is left of it).
     */
    private ByteBuffer room(int bytes, int wanted) {
        if (limit - current.position() < bytes) {
            full.add(done(current));
            int start = dataStart(false);
            limit = start + dataBytes;
            current = ByteBuffer.allocate(limit).position(start);
        }
        if (current.remaining() < wanted && current.capacity() < limit) {
            current = ByteBuffer.allocate(Math.min(limit, Math.max(2 * current.capacity(), current.position() + wanted)))
                    .put(current.flip());
        }
        return current;
    }

    /** A fragment filled to the brim is handed over as it is; only a short one is cut to its length. */
    private static byte[] done(ByteBuffer fragment) {
        return fragment.position() == fragment.capacity() ? fragment.array()
                : Arrays.copyOf(fragment.array(), fragment.position());
    }

    public XdrPacker pkint(int... values) {
        for (int v : values) {
            room(4).putInt(v);
        }
        return this;
    }

    /** Shorts take 4 bytes each in XDR. */
    public XdrPacker pkshort(short... values) {
        for (short v : values) {
            room(4).putInt(v);
        }
        return this;
    }

    /**
     * Longs take 4 bytes each in XDR.
     *
     * @throws ArithmeticException for a value outside the 32-bit range (PVM's PvmOverflow)
     */
    public XdrPacker pklong(long... values) {
        for (long v : values) {
            room(4).putInt(Math.toIntExact(v));
        }
        return this;
    }

    public XdrPacker pkfloat(float... values) {
        for (float v : values) {
            room(4).putFloat(v);
        }
        return this;
    }

    public XdrPacker pkdouble(double... values) {
        for (double v : values) {
            room(8).putDouble(v);
        }
        return this;
    }

    /** The bytes, then zeros to the next 4-byte boundary. */
    public XdrPacker pkbyte(byte[] bytes) {
        run(bytes, bytes.length);
        return this;
    }

    /** The length counting the NUL, then the string's bytes (UTF-8) and the NUL, padded. */
    public XdrPacker pkstr(String text) {
        byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
        byte[] bytes = Arrays.copyOf(utf8, utf8.length + 1);
        pkint(bytes.length);
        run(bytes, bytes.length);
        return this;
    }

    private void run(byte[] bytes, int length) {
        int padded = (length + 3) & ~3;
        for (int at = 0; at < padded; ) {
            ByteBuffer into = room(1, padded - at);
            int chunk = Math.min(into.remaining(), padded - at);
            int data = Math.max(0, Math.min(chunk, length - at));
            // one copy per fragment, then the zeros of the padding: a byte at a time cost a microsecond per KB
            into.put(bytes, at, data);
            into.position(into.position() + chunk - data);
            at += chunk;
        }
    }

    /** The data of each fragment so far, in order (the first without its message header). */
    public List<byte[]> fragments() {
        List<byte[]> all = new ArrayList<>();
        for (byte[] fragment : full) {
            all.add(Arrays.copyOfRange(fragment, dataStart(all.isEmpty()), fragment.length));
        }
        all.add(Arrays.copyOfRange(current.array(), dataStart(all.isEmpty()), current.position()));
        return List.copyOf(all);
    }

    /**
     * Each fragment so far, its data behind the room for its headers ({@link #dataStart}): the first call hands the
     * arrays themselves over (their headers will be written in place; the data the packer never writes again), a
     * later one copies them, so no two messages share a fragment's headers.
     */
    List<byte[]> handOver() {
        List<byte[]> all = new ArrayList<>(full.size() + 1);
        for (byte[] fragment : full) {
            all.add(handedOver ? fragment.clone() : fragment);
        }
        all.add(handedOver ? Arrays.copyOf(current.array(), current.position()) : done(current));
        handedOver = true;
        return all;
    }
}
