package org.ccw.engine.pvmam;

import java.nio.ByteBuffer;
import java.util.function.ToIntFunction;

/**
 * How a receiver finds the messages in a TCP byte stream, which keeps no boundaries (seed 003 §5.3.1): read a
 * fixed header, learn the whole message's length from it, then read the rest. Active Messages carry their total
 * length in bytes 4–5 of the AM header (Appendix A.1); PVM's fragments on a direct TCP route carry the bytes after
 * their 16-byte header in bytes 8–11 (Appendix A.3).
 *
 * @param headerBytes the fixed header read first
 * @param totalBytes  the whole message's length, header included, from its header's bytes (read from the start
 *                    of the array given, which may hold more than the header)
 * @param format      the registered wire format whose reader decodes the header in the trace's
 *                    {@code CellFormatted} records, or null to record none
 * @param withDaemonSocket whether the reader's {@code select} also covers a socket to its pvmd, so it selects even
 *                    with one connection: stock PVM's {@code mxfer} polls the daemon socket on every call, "a
 *                    significant source of overhead" (seed 003 §6.4), which PVMAM replaced by a SIGIO flag
 */
public record StreamFraming(int headerBytes, ToIntFunction<byte[]> totalBytes, String format,
        boolean withDaemonSocket) {

    /** A stream whose reader has no other socket to watch. */
    public StreamFraming(int headerBytes, ToIntFunction<byte[]> totalBytes, String format) {
        this(headerBytes, totalBytes, format, false);
    }

    /** Active Messages: the 16-byte AM header, its total length a 16-bit field at byte 4. */
    public static final StreamFraming ACTIVE_MESSAGES = new StreamFraming(AmHeader.BYTES,
            header -> Short.toUnsignedInt(ByteBuffer.wrap(header).getShort(4)), AmHeader.STACK);
}
