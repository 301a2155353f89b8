package org.ccw.engine.hw.atm;

import org.ccw.engine.hw.cell.Cell;
import org.ccw.engine.hw.FabricHarness;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.topology.PacketDiscard;
import org.ccw.engine.topology.SwitchKind;
import org.ccw.engine.topology.SwitchSpec;
import org.ccw.engine.topology.TestTopologies;
import org.ccw.engine.topology.WorkloadKind;
import org.ccw.engine.topology.WorkloadSpec;
import org.ccw.engine.trace.DropReason;
import org.ccw.engine.trace.TraceEvent.CellArrived;
import org.ccw.engine.trace.TraceEvent.CellDropped;
import org.junit.jupiter.api.Test;

import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AtmSwitchTest {
    private static final WorkloadSpec NO_WORKLOAD = TestTopologies.cells(WorkloadKind.PING_PONG, 0, 1);
    private static final long CELL_PS = Time.serialization(53, TestTopologies.OC3_BPS);
    private static final long P = TestTopologies.PROPAGATION_PS;
    private static final long F = TestTopologies.FABRIC_LATENCY_PS;

    @Test
    void kCellsThroughOneSwitchArriveOneCellTimeApartAfterTwoHops() {
        FabricHarness h = new FabricHarness(TestTopologies.atmStar(2, 64, NO_WORKLOAD).build());
        int k = 10;
        h.push(0, 1, k, 53);
        h.run();

        List<CellArrived> arrivals = h.at(1, CellArrived.class);
        assertEquals(k, arrivals.size());
        // Cell i leaves the NIC at i*c, reaches the switch at (i+1)c + p, its output port after f more, and
        // host 1 one more cell time and propagation later: the output line is free exactly when it is needed.
        assertEquals(2 * CELL_PS + 2 * P + F, arrivals.get(0).timePs(), "first arrival");
        assertEquals((k + 1) * CELL_PS + 2 * P + F, arrivals.get(k - 1).timePs(), "last arrival");
        for (int i = 0; i < k; i++) {
            assertEquals((i + 2) * CELL_PS + 2 * P + F, arrivals.get(i).timePs(), "arrival of cell " + i);
        }
        assertEquals(2_726_337, CELL_PS, "a 53-byte cell at 155.52 Mb/s takes 2.726 µs");
    }

    @Test
    void overflowDropsExactlyTheCellsBeyondTheBuffer() {
        int senders = 8;
        int buffer = 4;
        FabricHarness h = new FabricHarness(TestTopologies.atmStar(senders + 1, buffer, NO_WORKLOAD).build());
        for (int host = 1; host <= senders; host++) {
            h.push(host, 0, 1, 53);
        }
        h.run();

        // All eight reach the output port at the same instant, in the order sent: the first goes onto the line,
        // the next four fill the buffer, the last three find it full.
        Set<Integer> droppedSenders = h.all(CellDropped.class).stream()
                .peek(d -> assertEquals(DropReason.BUFFER_FULL, d.reason()))
                .map(d -> (int) d.cellId() + 1)
                .collect(Collectors.toSet());
        assertEquals(Set.of(6, 7, 8), droppedSenders);
        assertEquals(buffer + 1, h.at(0, CellArrived.class).size());
        assertEquals(3, h.fabric.cellsDropped());
    }

    @Test
    void earlyPacketDiscardRefusesWholePacketsAndCutsShortTheOnesItBreaks() {
        Outcome o = burst(PacketDiscard.EARLY);

        assertNothingDeliveredAfterTheFirstDrop(o);
        assertTrue(o.refusedWhole > 0, "some packet was refused whole by Early Packet Discard");
        assertTrue(o.completePackets > 0, "EPD still lets whole packets through");
    }

    @Test
    void partialPacketDiscardDropsTheRestOfABrokenPacketButRefusesNoneAtItsStart() {
        Outcome o = burst(PacketDiscard.PARTIAL);

        assertNothingDeliveredAfterTheFirstDrop(o);
        assertEquals(0, o.reasons.getOrDefault(DropReason.EARLY_PACKET_DISCARD, 0), "no threshold, no refusal");
        assertTrue(o.reasons.getOrDefault(DropReason.PARTIAL_PACKET_DISCARD, 0) > 0,
                "the rest of a packet that lost a cell is discarded");
        o.firstDropReason.values().forEach(reason -> assertEquals(DropReason.BUFFER_FULL, reason,
                "a packet starts to be discarded only when the full buffer drops one of its cells"));
    }

    @Test
    void withoutPacketDiscardTheRestOfABrokenPacketStillCrossesTheLine() {
        Outcome o = shortBesideLong(PacketDiscard.NONE);

        assertEquals(Set.of(DropReason.BUFFER_FULL), o.reasons.keySet(), "only a full buffer drops a cell");
        assertTrue(o.firstDroppedIndex.entrySet().stream().anyMatch(e -> o.deliveredIndices
                        .getOrDefault(e.getKey(), Set.of()).stream().anyMatch(i -> i > e.getValue())),
                "once the short packet has passed, the long one's later cells find room and cross the line");
    }

    @Test
    void partialPacketDiscardKeepsTheRestOfABrokenPacketOffTheLine() {
        Outcome o = shortBesideLong(PacketDiscard.PARTIAL);

        assertNothingDeliveredAfterTheFirstDrop(o);
        assertTrue(o.reasons.getOrDefault(DropReason.PARTIAL_PACKET_DISCARD, 0) > 0);
    }

    /**
     * Host 1 sends an 8-cell packet and host 2 a 16-cell one, cell-synchronously, to host 0 through a 4-cell port
     * buffer: while both send, the port is overloaded and host 2 (whose cells reach the port second) loses cells;
     * after host 1's last cell the load halves and the buffer drains.
     */
    private static Outcome shortBesideLong(PacketDiscard discard) {
        FabricHarness h = new FabricHarness(TestTopologies.atmStar(3, 4, NO_WORKLOAD)
                .switchLike(new SwitchSpec(0, "atm", SwitchKind.ATM, 1, 4, discard, 2,
                        TestTopologies.FABRIC_LATENCY_PS))
                .build());
        Map<Long, Cell> byId = new TreeMap<>();
        h.push(1, 0, 8, 53).forEach(c -> byId.put(c.cellId(), c));
        h.push(2, 0, 16, 53).forEach(c -> byId.put(c.cellId(), c));
        h.run();
        return outcome(h, byId, Integer.MAX_VALUE);
    }

    private static void assertNothingDeliveredAfterTheFirstDrop(Outcome o) {
        o.firstDroppedIndex.forEach((packet, firstDrop) -> {
            Set<Integer> got = o.deliveredIndices.getOrDefault(packet, Set.of());
            assertTrue(got.stream().allMatch(i -> i < firstDrop),
                    "packet " + packet + " delivered a cell after its first drop at cell " + firstDrop);
        });
    }

    private record Outcome(Map<Long, Set<Integer>> deliveredIndices, Map<Long, Integer> firstDroppedIndex,
                           Map<Long, DropReason> firstDropReason, Map<DropReason, Integer> reasons,
                           int refusedWhole, int completePackets) {
    }

    /** Three hosts each send four 8-cell AAL5 packets at once to host 0 through a 16-cell port buffer. */
    private static Outcome burst(PacketDiscard discard) {
        int cells = 8;
        FabricHarness h = new FabricHarness(TestTopologies.atmStar(4, 16, NO_WORKLOAD)
                .switchLike(new SwitchSpec(0, "atm", SwitchKind.ATM, 1, 16, discard, 8,
                        TestTopologies.FABRIC_LATENCY_PS))
                .build());
        Map<Long, Cell> byId = new TreeMap<>();
        for (int packet = 0; packet < 4; packet++) {
            for (int host = 1; host <= 3; host++) {
                h.push(host, 0, cells, 53).forEach(c -> byId.put(c.cellId(), c));
            }
        }
        h.run();
        return outcome(h, byId, cells);
    }

    /** What reached host 0 and what was dropped, per packet; {@code refusedWhole} counts packets of {@code cells}. */
    private static Outcome outcome(FabricHarness h, Map<Long, Cell> byId, int cells) {
        Map<Long, Set<Integer>> delivered = new TreeMap<>();
        h.at(0, CellArrived.class).forEach(a ->
                delivered.computeIfAbsent(a.messageId(), m -> new HashSet<>()).add(byId.get(a.cellId()).index()));
        Map<Long, Integer> firstDrop = new TreeMap<>();
        Map<Long, DropReason> firstReason = new TreeMap<>();
        Map<DropReason, Integer> reasons = new EnumMap<>(DropReason.class);
        Map<Long, Integer> epdDrops = new TreeMap<>();
        for (CellDropped d : h.all(CellDropped.class)) {
            int index = byId.get(d.cellId()).index();
            if (index < firstDrop.getOrDefault(d.messageId(), Integer.MAX_VALUE)) {
                firstDrop.put(d.messageId(), index);
                firstReason.put(d.messageId(), d.reason());
            }
            reasons.merge(d.reason(), 1, Integer::sum);
            if (d.reason() == DropReason.EARLY_PACKET_DISCARD) {
                epdDrops.merge(d.messageId(), 1, Integer::sum);
            }
        }
        int refusedWhole = (int) epdDrops.values().stream().filter(n -> n == cells).count();
        int complete = (int) delivered.values().stream().filter(s -> s.size() == cells).count();
        assertFalse(h.all(CellDropped.class).isEmpty(), "the burst overflows the buffer");
        return new Outcome(delivered, firstDrop, firstReason, reasons, refusedWhole, complete);
    }
}
