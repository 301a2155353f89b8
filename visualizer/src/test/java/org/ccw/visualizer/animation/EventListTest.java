package org.ccw.visualizer.animation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.ccw.engine.dvcm.coordination.TokenMoved;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.dvcm.DvcmPresets;
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
        list.kindsProperty().set(Set.of(KindChoice.of(EventKind.CELL_DROPPED),
            KindChoice.of(EventKind.RETRANSMITTED)));
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
        list.kindsProperty().set(Set.of(KindChoice.of(EventKind.HANDLER_RAN)));
        List<Integer> rows = list.rowsProperty().get();
        assertEquals(1, list.rowOf(rows.get(1)));
        assertEquals(1, list.rowOf(rows.get(1) + 1));
        assertEquals(-1, list.rowOf(rows.get(0) - 1));
    }

    @Test
    void selectingARowSeeksThePlaybackThere() {
        Playback playback = new Playback(run.index());
        list.kindsProperty().set(Set.of(KindChoice.of(EventKind.CELL_DROPPED)));
        int row = list.rowsProperty().get().get(0);
        playback.seek(row);
        assertEquals(row, playback.position());
        assertEquals(list.rowOf(playback.position()), 0);
    }

    @Test
    void aTraceOfAStackWithNoRecordsOfItsOwnIsFilteredByTheGenericKindsAlone() {
        List<KindChoice> expected = Arrays.stream(EventKind.values()).filter(k -> k != EventKind.STACK_RECORD)
            .map(KindChoice::of).toList();

        assertEquals(expected, list.kindChoices(), "SSAM declares no records: no stack's kind, no catch-all entry");
    }

    @Test
    void aDvcmTraceOffersItsStacksOwnRecordKindsInItsPresentationsWordsAndFiltersByEach() {
        Branch dvcm = TestRuns.run(DvcmPresets.dvcmStar(4), 1);
        EventList events = new EventList(dvcm.index().trace(), dvcm.names());

        List<KindChoice> own = events.kindChoices().stream().filter(c -> c.stackKind().isPresent()).toList();
        assertEquals(List.of("token moved", "execution unit started", "command posted", "DMA"),
            own.stream().map(KindChoice::label).toList(), "the kinds DvcmStack.recordKinds() lists, in its order");
        KindChoice tokenMoved = own.get(0);
        assertEquals(Optional.of(TokenMoved.KIND.name()), tokenMoved.stackKind());
        assertTrue(events.kindChoices().stream().noneMatch(c -> c.label().equals("task state")),
            "PVMAM's kind is not offered for a DVCM trace");

        events.kindsProperty().set(Set.of(tokenMoved));
        List<Integer> rows = events.rowsProperty().get();
        assertTrue(rows.size() >= 2, "the star's burst passes tokens: " + rows.size());
        rows.forEach(p -> assertTrue(TokenMoved.KIND.payloadOf(events.event(p)).isPresent(), "row " + p));
        assertTrue(dvcm.index().trace().countOf(TraceEvent.StackRecord.class) > rows.size(),
            "the DVCM's other records are filtered out");
    }
}
