package org.ccw.engine.ssam;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;

import org.ccw.engine.trace.WireFormat;

/**
 * How an SSAM cell's 8-byte header and SSAM's message ids read (seed 000 §3.1.1), for views that have only the
 * trace. The bit layout is {@link SsamCell}'s: this class reads the fields through the same accessors that
 * {@link SsamCell#encode} writes, so the layout exists once.
 */
public final class SsamWireFormat implements WireFormat {
    /** The one reader of SSAM's headers. */
    public static final SsamWireFormat INSTANCE = new SsamWireFormat();

    /** How many data bytes the inspector spells out before it abbreviates. */
    private static final int SHOWN_DATA_BYTES = 16;

    private SsamWireFormat() {
    }

    /** The header fields of {@code header} followed by {@code data}, as {@link SsamCell.Header} reads them. */
    @Override
    public List<Field> fields(byte[] header, byte[] data) {
        SsamCell.Header h = SsamCell.Header.of(header);
        int length = Math.min(h.length(), data.length);
        List<Field> fields = new ArrayList<>();
        fields.add(new Field("flow control", 0, 16, h.typeName() + ", sequence " + h.sequence()
                + (h.isAck() ? ", acknowledges " + h.count() + (h.count() == 1 ? " request" : " requests") : "")));
        fields.add(new Field("handler", 16, 32, "id " + h.handler()));
        fields.add(new Field("checksum", 48, 16, "CRC-10 0x" + String.format("%03x", h.crc10())
                + ", length indicator " + length));
        fields.add(new Field("data", 8 * SsamCell.HEADER_BYTES, 8 * length,
                length == 0 ? "(none)" : spaced(data, length) + " (" + length + " bytes)"));
        return fields;
    }

    /** One line: {@code request seq 5, handler 3, 12 data bytes, CRC-10 0x2a1}. */
    @Override
    public String summary(byte[] header, byte[] data) {
        SsamCell.Header h = SsamCell.Header.of(header);
        return h.typeName() + " seq " + h.sequence() + (h.isAck() ? " ×" + h.count() : "") + ", handler "
                + h.handler() + ", " + Math.min(h.length(), data.length) + " data bytes, CRC-10 0x" + Integer.toHexString(h.crc10());
    }

    /** SSAM's ids name the requester, the responder and the request's sequence number. */
    @Override
    public Optional<String> message(long messageId, IntFunction<String> nodeName) {
        if (!SsamMessageIds.isMessageId(messageId)) {
            return Optional.empty();
        }
        return Optional.of("SSAM: requester " + nodeName.apply(SsamMessageIds.requesterOf(messageId))
                + ", responder " + nodeName.apply(SsamMessageIds.responderOf(messageId)) + ", sequence "
                + SsamMessageIds.sequenceOf(messageId));
    }

    private static String spaced(byte[] data, int length) {
        int shown = Math.min(length, SHOWN_DATA_BYTES);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < shown; i++) {
            out.append(i == 0 ? "" : " ").append(HexFormat.of().toHexDigits(data[i]));
        }
        return length > SHOWN_DATA_BYTES ? out + " …" : out.toString();
    }
}
