package org.ccw.visualizer.animation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.visualizer.branch.Branch;
import org.ccw.visualizer.branch.TestRuns;
import org.junit.jupiter.api.Test;

/** A clicked cell's header is decoded from the trace alone, by the wire format of the stack that recorded it. */
class WireHeadersTest {

    @Test
    void theInspectorShowsTheHeaderOfACellInFlightAsItWentOnTheWireWithItsBitRanges() {
        Branch run = TestRuns.run(TestRuns.throughSwitch(0, 200), 3);
        Playback playback = new Playback(new StateIndex(run.index().trace(), StateIndex.FADE_PS, 64));
        playback.next(EventKind.CELL_DEPARTED);
        CellFlight cell = playback.state().flights().iterator().next();

        Map<String, String> rows = Inspection.cell(playback.trace(), run.names(), cell, playback.clockPs());

        assertTrue(rows.get("message").contains("requester "), rows.toString());
        assertTrue(rows.get("flow control").startsWith(cell.kind() + ", sequence "), rows.toString());
        assertTrue(rows.get("flow control").endsWith("bits 0-15"), rows.toString());
        assertTrue(rows.get("handler").startsWith("id "), rows.toString());
        assertTrue(rows.get("checksum").startsWith("CRC-10 0x"), rows.toString());
        assertTrue(rows.containsKey("data"), rows.toString());
    }

    @Test
    void aFormatNoRegisteredStackReadsIsShownAsItsBytes() {
        TraceEvent.CellFormatted cell = new TraceEvent.CellFormatted(0, 0, 0, 0, -1, 1, "frame", "unknown",
            "cafe", "00");

        assertEquals("cafe (unknown)", WireHeaders.rows(cell).get("header"));
        assertEquals("unknown header cafe", WireHeaders.summary(cell));
    }
}
