package org.ccw.visualizer.animation;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceLog;

/**
 * An SSAM cell's header decoded from its {@link TraceEvent.CellFormatted} record (seed 000 §3.1.1): the 16-bit
 * flow-control word — type (2 bits), sequence number (7), auxiliary count (7; an ACK's run) —, the 32-bit
 * handler id, the 16-bit AAL3/4-compatible check — length indicator (6) and CRC-10 (10) — and the data bytes.
 * Decoded from the trace alone, as the inspector needs it.
 *
 * @param type     {@code request}, {@code reply} or {@code ack} (the two type bits)
 * @param sequence sequence number, 0..127
 * @param count    an ACK's count of consecutive requests; 0 otherwise
 * @param handler  handler id at the receiver
 * @param length   data bytes that matter, 0..40
 * @param crc10    the CRC-10 over the payload
 * @param dataHex  the data bytes that matter, hex
 */
public record SsamHeader(String type, int sequence, int count, int handler, int length, int crc10, String dataHex) {

    private static final String[] TYPES = {"request", "reply", "ack"};
    /** How many data bytes the inspector spells out before it abbreviates. */
    private static final int SHOWN_DATA_BYTES = 16;

    /** Decodes the header fields of {@code cell}. */
    public static SsamHeader of(TraceEvent.CellFormatted cell) {
        int flow = cell.flowControl();
        int typeBits = flow >>> 14 & 0x3;
        int length = Math.min(cell.check() >>> 10 & 0x3F, cell.dataHex().length() / 2);
        return new SsamHeader(typeBits < TYPES.length ? TYPES[typeBits] : "type " + typeBits, flow >>> 7 & 0x7F,
            flow & 0x7F, cell.handler(), length, cell.check() & 0x3FF, cell.dataHex().substring(0, 2 * length));
    }

    /**
     * The header recorded for the cell {@code cellId}: the {@code CellFormatted} record just before its
     * injection, at the same node and time with the same message id and kind; empty for cells no stack formatted
     * (raw traffic) or traces from before the record existed.
     */
    public static Optional<TraceEvent.CellFormatted> recordedFor(TraceLog.Snapshot trace, long cellId) {
        for (int p = trace.previousOf(TraceEvent.CellInjected.class, trace.size()); p >= 0;
             p = trace.previousOf(TraceEvent.CellInjected.class, p)) {
            TraceEvent.CellInjected injected = (TraceEvent.CellInjected) trace.at(p);
            if (injected.cellId() == cellId) {
                int f = trace.previousOf(TraceEvent.CellFormatted.class, p);
                if (f < 0) {
                    return Optional.empty();
                }
                TraceEvent.CellFormatted formatted = (TraceEvent.CellFormatted) trace.at(f);
                boolean same = formatted.node() == injected.node() && formatted.timePs() == injected.timePs()
                    && formatted.messageId() == injected.messageId() && formatted.kind().equals(injected.kind());
                return same ? Optional.of(formatted) : Optional.empty();
            }
        }
        return Optional.empty();
    }

    /** One line: {@code request seq 5, handler 3, 12 data bytes, CRC-10 0x2a1}. */
    public String summary() {
        return type + " seq " + sequence + (type.equals("ack") ? " ×" + count : "") + ", handler " + handler + ", "
            + length + " data bytes, CRC-10 0x" + Integer.toHexString(crc10);
    }

    /** Field → decoded value, in header order, for the inspector. */
    public Map<String, String> rows() {
        Map<String, String> rows = new LinkedHashMap<>();
        rows.put("flow control", type + ", sequence " + sequence
            + (type.equals("ack") ? ", acknowledges " + EventText.count(count, "request") : ""));
        rows.put("handler", "id " + handler);
        rows.put("checksum", "CRC-10 0x" + String.format("%03x", crc10) + ", length indicator " + length);
        rows.put("data", length == 0 ? "(none)" : spaced(dataHex) + " (" + length + " bytes)");
        return rows;
    }

    private static String spaced(String hex) {
        StringBuilder out = new StringBuilder();
        int bytes = Math.min(hex.length() / 2, SHOWN_DATA_BYTES);
        for (int i = 0; i < bytes; i++) {
            out.append(i == 0 ? "" : " ").append(hex, 2 * i, 2 * i + 2);
        }
        return hex.length() / 2 > SHOWN_DATA_BYTES ? out + " …" : out.toString();
    }
}
