package org.ccw.engine.hw.link;

import org.ccw.engine.hw.FabricHarness;
import org.ccw.engine.topology.FaultSettings;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.topology.ScriptedDelay;
import org.ccw.engine.topology.ScriptedDrop;
import org.ccw.engine.topology.TestTopologies;
import org.ccw.engine.topology.WorkloadKind;
import org.ccw.engine.trace.DropReason;
import org.ccw.engine.trace.TraceEvent.CellArrived;
import org.ccw.engine.trace.TraceEvent.CellDeparted;
import org.ccw.engine.trace.TraceEvent.CellDropped;
import org.ccw.engine.trace.TraceEvent.CellDuplicated;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LinkFaultsTest {

    private static FabricHarness twoHosts(FaultSettings faults) {
        return new FabricHarness(TestTopologies.atmStar(2, 64, TestTopologies.cells(WorkloadKind.PING_PONG, 0, 1))
                .faults(faults).build());
    }

    @Test
    void aScriptedDropTakesExactlyTheNthCellOnItsLink() {
        // Link 1 joins the switch to host 1; the third cell to enter it is the one with id 2.
        FabricHarness h = twoHosts(new FaultSettings(0, 0, 0, 0, 0, List.of(new ScriptedDrop(1, 3))));
        h.push(0, 1, 5, 53);
        h.run();

        List<CellDropped> drops = h.all(CellDropped.class);
        assertEquals(1, drops.size());
        assertEquals(2, drops.get(0).cellId());
        assertEquals(DropReason.SCRIPTED, drops.get(0).reason());
        assertEquals(1, drops.get(0).node(), "recorded where the cell would have arrived");
        assertEquals(List.of(0L, 1L, 3L, 4L), h.at(1, CellArrived.class).stream().map(CellArrived::cellId).toList());
    }

    @Test
    void aScriptedDelayHoldsBackExactlyTheNthCellSoTheNextOvertakesIt() {
        // Link 1 joins the switch to host 1; its third cell (id 2) is held back long enough for two to pass it.
        long delayPs = Time.micros(10);
        FabricHarness plain = twoHosts(FaultSettings.NONE);
        FabricHarness delayed = twoHosts(new FaultSettings(0, 0, 0, 0, 0, List.of(),
                List.of(new ScriptedDelay(1, 3, delayPs))));
        for (FabricHarness h : List.of(plain, delayed)) {
            h.push(0, 1, 5, 53);
            h.run();
        }

        assertEquals(List.of(0L, 1L, 3L, 4L, 2L), delayed.at(1, CellArrived.class).stream()
                .map(CellArrived::cellId).toList());
        assertEquals(arrivalOf(plain, 2) + delayPs, arrivalOf(delayed, 2));
        assertEquals(arrivalOf(plain, 3), arrivalOf(delayed, 3), "the other cells keep their times");
        CellDeparted departure = delayed.all(CellDeparted.class).stream()
                .filter(d -> d.cellId() == 2 && d.link() == 1).findFirst().orElseThrow();
        assertEquals(arrivalOf(delayed, 2), departure.arrivalPs(), "the departure record promises the late arrival");
        assertTrue(delayed.all(CellDropped.class).isEmpty());
    }

    @Test
    void aScriptedDropOnALossyLinkChangesThatCellAndNoOtherCellsFate() {
        // Random loss, corruption and duplication on every link; the what-if adds one drop of the 7th cell to
        // enter link 1 (switch -> host 1). Every other original cell must meet the same fate in both runs.
        FaultSettings random = new FaultSettings(0.2, 0.1, 0.1, 0, 0, List.of());
        FabricHarness plain = twoHosts(random);
        FabricHarness whatIf = twoHosts(random.with(new ScriptedDrop(1, 7)));
        int cells = 40;
        for (FabricHarness h : List.of(plain, whatIf)) {
            h.push(0, 1, cells, 53);
            h.run();
        }

        java.util.Set<Long> plainArrived = originalsArrivingAtHostOne(plain, cells);
        java.util.Set<Long> whatIfArrived = originalsArrivingAtHostOne(whatIf, cells);
        List<CellDropped> scripted = whatIf.all(CellDropped.class).stream()
                .filter(d -> d.reason() == DropReason.SCRIPTED).toList();
        assertEquals(1, scripted.size());
        long victim = scripted.get(0).cellId();
        java.util.Set<Long> expected = new java.util.TreeSet<>(plainArrived);
        expected.remove(victim);
        assertEquals(expected, whatIfArrived, "only the scripted cell's fate differs");
        assertEquals(plain.all(CellDropped.class).stream().filter(d -> d.cellId() != victim)
                        .map(CellDropped::cellId).toList(),
                whatIf.all(CellDropped.class).stream().filter(d -> d.cellId() != victim)
                        .map(CellDropped::cellId).toList(), "the random losses are the same cells");
    }

    /** Ids of the pushed cells (not duplicates, whose ids are numbered as they happen) that reached host 1. */
    private static java.util.Set<Long> originalsArrivingAtHostOne(FabricHarness h, int cells) {
        return new java.util.TreeSet<>(h.at(1, CellArrived.class).stream().map(CellArrived::cellId)
                .filter(id -> id < cells).toList());
    }

    private static long arrivalOf(FabricHarness h, long cellId) {
        return h.at(1, CellArrived.class).stream().filter(a -> a.cellId() == cellId).findFirst().orElseThrow()
                .timePs();
    }

    @Test
    void aDuplicatingLinkDeliversEveryCellTwiceUnderNewIds() {
        FabricHarness h = twoHosts(new FaultSettings(0, 1, 0, 0, 0, List.of()));
        h.push(0, 1, 3, 53);
        h.run();

        // Each of the two links copies every cell: 3 cells become 12 arrivals at host 1.
        assertEquals(3 * 4, h.at(1, CellArrived.class).size());
        assertEquals(3 + 3 * 2, h.all(CellDuplicated.class).size());
        assertEquals(12, h.at(1, CellArrived.class).stream().map(CellArrived::cellId).distinct().count());
        assertEquals(1, h.at(1, CellArrived.class).stream().map(CellArrived::messageId).distinct().count(),
                "copies stay in their message");
    }

    @Test
    void aCorruptingLinkMarksTheCellsItDamages() {
        FabricHarness h = twoHosts(new FaultSettings(0, 0, 1, 0, 0, List.of()));
        h.push(0, 1, 4, 53);
        h.run();

        int received = h.fabric.nic(1, 0).receivedCount();
        assertEquals(4, received);
        for (int i = 0; i < received; i++) {
            assertTrue(h.fabric.nic(1, 0).pull().corrupted());
        }
    }

    @Test
    void randomLossFollowsTheSeed() {
        FaultSettings lossy = new FaultSettings(0.3, 0, 0, 0, 0, List.of());
        FabricHarness first = twoHosts(lossy);
        FabricHarness second = twoHosts(lossy);
        int cells = 36; // what the NIC's send FIFO holds
        first.push(0, 1, cells, 53);
        second.push(0, 1, cells, 53);
        first.run();
        second.run();

        List<Long> lost = lostOnLinks(first);
        assertEquals(lost, lostOnLinks(second));
        // Two links at 30 % each pass about half: expect 18 of 36 lost, with a wide margin.
        assertTrue(lost.size() > 6 && lost.size() < 30, lost.size() + " of " + cells + " lost");
        assertEquals(cells, lost.size() + first.at(1, CellArrived.class).size());
    }

    private static List<Long> lostOnLinks(FabricHarness h) {
        return h.all(CellDropped.class).stream().filter(d -> d.reason() == DropReason.LINK_LOSS)
                .map(CellDropped::cellId).toList();
    }
}
