package org.ccw.engine.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ChunkedListsTest {

    private record Parked(long time, long order, int slot) {
    }

    @Test
    void aDrainedListHandsBackExactlyWhatWasAppendedAcrossSeveralChunksAndIsEmptyAfterwards() {
        ChunkedLists lists = new ChunkedLists();
        lists.ensureLists(3);
        List<Parked> appended = new ArrayList<>();
        for (int i = 0; i < 5 * ChunkedLists.CHUNK + 3; i++) {
            appended.add(new Parked(1_000 + i, -i, i));
            lists.append(1, 1_000 + i, -i, i);
            lists.append(2, 7, 7, 7);
        }

        List<Parked> drained = drain(lists, 1);

        assertEquals(sorted(appended), sorted(drained));
        assertTrue(lists.isEmpty(1));
        assertEquals(appended.size(), drain(lists, 2).size(), "the other list is untouched");
    }

    @Test
    void aSinkMayAppendToAnotherListWhileOneIsDrainedAndFreedChunksAreReused() {
        ChunkedLists lists = new ChunkedLists();
        lists.ensureLists(2);
        for (int i = 0; i < 10 * ChunkedLists.CHUNK; i++) {
            lists.append(0, i, i, i);
        }
        lists.drain(0, (time, order, slot) -> lists.append(1, time + 1, order, slot));

        List<Parked> moved = drain(lists, 1);

        assertEquals(10 * ChunkedLists.CHUNK, moved.size());
        assertTrue(moved.stream().allMatch(p -> p.time() == p.order() + 1));
        assertTrue(lists.isEmpty(0));
    }

    @Test
    void addingListsKeepsTheEntriesOfExistingOnes() {
        ChunkedLists lists = new ChunkedLists();
        lists.append(0, 5, 6, 7);
        lists.ensureLists(1_000);

        assertEquals(List.of(new Parked(5, 6, 7)), drain(lists, 0));
        assertTrue(lists.isEmpty(999));
    }

    private static List<Parked> drain(ChunkedLists lists, int list) {
        List<Parked> out = new ArrayList<>();
        lists.drain(list, (time, order, slot) -> out.add(new Parked(time, order, slot)));
        return out;
    }

    private static List<Parked> sorted(List<Parked> entries) {
        List<Parked> copy = new ArrayList<>(entries);
        copy.sort((a, b) -> Integer.compare(a.slot(), b.slot()));
        return copy;
    }
}
