package org.ccw.visualizer.animation;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.ccw.engine.stack.Stacks;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceLog;
import org.ccw.engine.trace.WireFormat;

/**
 * A cell's header as the stack that formatted it reads it: the {@link TraceEvent.CellFormatted} record holds the
 * raw bytes and names the stack, whose registered {@link WireFormat} decodes them. Views never decode a header
 * themselves; a format no registered stack reads is shown as its bytes.
 */
final class WireHeaders {

    private WireHeaders() {
    }

    /**
     * The header recorded for the cell {@code cellId}: the {@code CellFormatted} record just before its
     * injection, at the same node and time with the same message id and kind; empty for cells no stack formatted
     * (raw traffic).
     */
    static Optional<TraceEvent.CellFormatted> recordedFor(TraceLog.Snapshot trace, long cellId) {
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

    /** One line for the event list, e.g. {@code request seq 5, handler 3, 12 data bytes, CRC-10 0x2a1}. */
    static String summary(TraceEvent.CellFormatted cell) {
        return Stacks.wireFormat(cell.format()).map(f -> f.summary(cell.header(), cell.data()))
            .orElse(cell.format() + " header " + cell.headerHex());
    }

    /** Field → meaning and bit range, in wire order, for the inspector. */
    static Map<String, String> rows(TraceEvent.CellFormatted cell) {
        Map<String, String> rows = new LinkedHashMap<>();
        Optional<WireFormat> format = Stacks.wireFormat(cell.format());
        if (format.isEmpty()) {
            rows.put("header", cell.headerHex() + " (" + cell.format() + ")");
            return rows;
        }
        for (WireFormat.Field field : format.get().fields(cell.header(), cell.data())) {
            rows.put(field.name(), field.meaning() + " · " + field.bitRange());
        }
        return rows;
    }
}
