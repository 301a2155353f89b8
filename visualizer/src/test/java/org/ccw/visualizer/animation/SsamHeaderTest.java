package org.ccw.visualizer.animation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.ccw.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;

/** A clicked cell's SSAM header is decoded from the trace alone. */
class SsamHeaderTest {

    @Test
    void theFieldsOfTheFlowControlWordAndTheCheckAreTakenApart() {
        // request (type 0), sequence 5, count 0; length indicator 4, CRC-10 0x2a1
        TraceEvent.CellFormatted cell = new TraceEvent.CellFormatted(0, 0, 0, 0, -1, 1, "request", 5 << 7, 3,
            4 << 10 | 0x2a1, "0000002a" + "00".repeat(36));

        SsamHeader header = SsamHeader.of(cell);

        assertEquals(new SsamHeader("request", 5, 0, 3, 4, 0x2a1, "0000002a"), header);
        assertEquals("request, sequence 5", header.rows().get("flow control"));
        assertEquals("00 00 00 2a (4 bytes)", header.rows().get("data"));
    }

    @Test
    void anAcksCountIsItsRunOfAcknowledgedRequests() {
        TraceEvent.CellFormatted ack = new TraceEvent.CellFormatted(0, 0, 0, 0, -1, 1, "ack", 2 << 14 | 9 << 7 | 3,
            0, 0x155, "00".repeat(40));

        assertEquals("ack, sequence 9, acknowledges 3 requests", SsamHeader.of(ack).rows().get("flow control"));
    }

    @Test
    void theInspectorShowsTheHeaderOfACellInFlightAsItWentOnTheWire() {
        Branch run = TestRuns.run(TestRuns.throughSwitch(0, 200), 3);
        Playback playback = new Playback(new StateIndex(run.index().trace(), Branches.FADE_PS, 64));
        playback.next(EventKind.CELL_DEPARTED);
        CellFlight cell = playback.state().flights().iterator().next();

        Map<String, String> rows = Inspection.cell(playback.trace(), run.names(), cell, playback.clockPs());

        assertTrue(rows.get("flow control").startsWith(cell.kind() + ", sequence "), rows.toString());
        assertTrue(rows.get("handler").startsWith("id "), rows.toString());
        assertTrue(rows.get("checksum").startsWith("CRC-10 0x"), rows.toString());
        assertTrue(rows.containsKey("data"), rows.toString());
    }
}
