package org.ccw.engine.pvmam;

import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;

import org.ccw.engine.trace.WireFormat;

/**
 * How PVMAM's 16-byte Active Message header (seed 003, Appendix A.1; layout in {@link AmHeader}) and its message
 * ids read, for views that have only the trace ({@code CellFormatted} records of format {@code pvmam}).
 */
public final class PvmamWireFormat implements WireFormat {
    /** The one reader of PVMAM's headers. */
    public static final PvmamWireFormat INSTANCE = new PvmamWireFormat();
    private static final int SHOWN_DATA_BYTES = 16;

    private PvmamWireFormat() {
    }

    @Override
    public List<Field> fields(byte[] header, byte[] data) {
        if (header.length < AmHeader.BYTES) {
            return List.of(new Field("header", 0, 8 * header.length, "truncated: " + header.length + " of "
                    + AmHeader.BYTES + " bytes"));
        }
        AmHeader h = AmHeader.readUnchecked(header);
        byte[] whole = new byte[header.length + data.length];
        System.arraycopy(header, 0, whole, 0, header.length);
        System.arraycopy(data, 0, whole, header.length, data.length);
        boolean intact = AmHeader.decode(whole, whole.length) != null;
        return List.of(
                new Field("from_task", 0, 32, Tid.text(h.fromTask())),
                new Field("total_length", 32, 16, h.totalLength() + " bytes (" + h.dataLength() + " of data)"),
                new Field("instance", 48, 8, "buffer " + h.instance()),
                new Field("sequence", 56, 8, "bit " + h.sequence()),
                new Field("pad", 64, 8, "unused"),
                new Field("type", 72, 8, h.isRequest() ? "request" : "reply"),
                new Field("handler", 80, 16, h.handler() == 0 && !h.isRequest() ? "0 (blank reply)"
                        : "id " + h.handler()),
                new Field("checksum", 96, 32, String.format("CRC-32 0x%08x, %s", AmHeader.checksumField(header),
                        intact ? "intact" : "does not match")),
                new Field("data", 128, 8 * data.length, data.length == 0 ? "(none)"
                        : spaced(data) + " (" + data.length + " bytes)"));
    }

    /** One line: {@code request t40001 instance 3 seq 1, handler 2, 8 data bytes}. */
    @Override
    public String summary(byte[] header, byte[] data) {
        if (header.length < AmHeader.BYTES) {
            return "truncated AM header";
        }
        AmHeader h = AmHeader.readUnchecked(header);
        return (h.isRequest() ? "request " : "reply ") + Tid.text(h.fromTask()) + " instance " + h.instance()
                + " seq " + h.sequence() + ", handler " + h.handler() + ", " + data.length + " data bytes";
    }

    @Override
    public Optional<String> message(long messageId, IntFunction<String> nodeName) {
        return MessageIds.isMessageId(messageId) ? Optional.of(MessageIds.describe(messageId, nodeName))
                : Optional.empty();
    }

    private static String spaced(byte[] data) {
        int shown = Math.min(data.length, SHOWN_DATA_BYTES);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < shown; i++) {
            out.append(i == 0 ? "" : " ").append(HexFormat.of().toHexDigits(data[i]));
        }
        return data.length > SHOWN_DATA_BYTES ? out + " …" : out.toString();
    }
}
