package org.ccw.visualizer.animation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.visualizer.branch.Branch;
import org.ccw.visualizer.branch.TestRuns;
import org.junit.jupiter.api.Test;

class EventListTest {

    private final Branch run = TestRuns.run(TestRuns.throughSwitch(0.05, 3_000), 3);
    private final EventList list = new EventList(run.index().trace(), run.names());

    @Test
    void withoutFiltersEveryRecordIsARow() {
        assertEquals(run.index().trace().size(), list.rowsProperty().get().size());
    }

    @Test
    void aKindFilterKeepsOnlyThoseRecords() {
        list.kindsProperty().set(EnumSet.of(EventKind.CELL_DROPPED, EventKind.RETRANSMITTED));
        List<Integer> rows = list.rowsProperty().get();
        assertTrue(rows.size() >= 2);
        rows.forEach(p -> assertTrue(list.event(p) instanceof TraceEvent.CellDropped
            || list.event(p) instanceof TraceEvent.Retransmitted));
    }

    @Test
    void aNodeAndATextFilterCombine() {
        list.nodeProperty().set(2);
        list.textProperty().set("READ_H");
        List<Integer> rows = list.rowsProperty().get();
        assertTrue(rows.size() > 0);
        rows.forEach(p -> {
            assertEquals(2, list.event(p).node());
            assertTrue(list.describe(p).contains("read_h"));
        });
    }

    @Test
    void theRowOfAPositionIsItsOwnOrTheClosestEarlierOneOnShow() {
        list.kindsProperty().set(EnumSet.of(EventKind.HANDLER_RAN));
        List<Integer> rows = list.rowsProperty().get();
        assertEquals(1, list.rowOf(rows.get(1)));
        assertEquals(1, list.rowOf(rows.get(1) + 1));
        assertEquals(-1, list.rowOf(rows.get(0) - 1));
    }

    @Test
    void selectingARowSeeksThePlaybackThere() {
        Playback playback = new Playback(run.index());
        list.kindsProperty().set(EnumSet.of(EventKind.CELL_DROPPED));
        int row = list.rowsProperty().get().get(0);
        playback.seek(row);
        assertEquals(row, playback.position());
        assertEquals(list.rowOf(playback.position()), 0);
    }
}
