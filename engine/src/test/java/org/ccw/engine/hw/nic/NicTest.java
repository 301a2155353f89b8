package org.ccw.engine.hw.nic;

import org.ccw.engine.hw.cell.Cell;
import org.ccw.engine.hw.FabricHarness;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.topology.NicKind;
import org.ccw.engine.topology.NicSpec;
import org.ccw.engine.topology.TestTopologies;
import org.ccw.engine.topology.WorkloadKind;
import org.ccw.engine.trace.DropReason;
import org.ccw.engine.trace.TraceEvent.CellDelivered;
import org.ccw.engine.trace.TraceEvent.CellDropped;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class NicTest {
    /** The SBA-100 of the SSAM paper: 36-cell send FIFO, 292-cell receive FIFO, no DMA, no coprocessor. */
    private static final NicSpec SBA_100 = new NicSpec("sba100", NicKind.SBA_100, 36, 292, false, 0,
            Time.nanos(2050), Time.nanos(4270), 0, 0);

    private static FabricHarness twoHosts(NicSpec nic) {
        return new FabricHarness(TestTopologies.atmStar(2, 1024, TestTopologies.cells(WorkloadKind.PING_PONG, 0, 1))
                .nic(nic).build());
    }

    @Test
    void aFullSendFifoRefusesTheHostsCell() {
        FabricHarness h = twoHosts(SBA_100);
        // One cell goes straight onto the line; 36 more fill the FIFO; the 38th is refused.
        h.push(0, 1, 38, 53);

        assertTrue(h.fabric.nic(0, 0).sendFifoFull());
        assertEquals(1, h.fabric.nic(0, 0).refusedOnSend());
        List<CellDropped> drops = h.all(CellDropped.class);
        assertEquals(DropReason.FIFO_FULL, drops.get(0).reason());
        assertEquals(37, drops.get(0).cellId());
    }

    @Test
    void aFullReceiveFifoDropsArrivalsUntilTheHostPulls() {
        NicSpec tiny = new NicSpec("tiny", NicKind.SBA_100, 36, 4, false, 0, 0, 0, 0, 0);
        FabricHarness h = twoHosts(tiny);
        h.push(0, 1, 6, 53);
        h.run();

        Nic receiver = h.fabric.nic(1, 0);
        assertEquals(4, receiver.receivedCount());
        assertEquals(2, receiver.droppedOnReceive());
        assertEquals(0, receiver.pull().cellId(), "first in, first out");
        assertEquals(1, h.all(CellDelivered.class).size());
    }

    @Test
    void codeOnTheCoprocessorSeesCellsBeforeTheHost() {
        FabricHarness h = twoHosts(TestTopologies.atmNic());
        Nic receiver = h.fabric.nic(1, 0);
        List<Cell> seenByCoprocessor = new ArrayList<>();
        receiver.coprocessorHook(cell -> {
            seenByCoprocessor.add(cell);
            receiver.coprocessor().chargeCycles(100);
            return cell.index() % 2 == 0;
        });
        h.push(0, 1, 4, 53);
        h.run();

        assertEquals(4, seenByCoprocessor.size());
        assertEquals(2, receiver.receivedCount(), "the coprocessor kept the even cells");
        assertEquals(1, receiver.pull().index());
        assertEquals(4 * Time.cycles(100, 25), receiver.coprocessor().busyTotalPs(), "at the i960's 25 MHz");
    }

    @Test
    void aNicWithoutCoprocessorRunsNoCode() {
        FabricHarness h = twoHosts(SBA_100);
        Nic nic = h.fabric.nic(0, 0);

        assertNull(nic.coprocessor());
        assertFalse(nic.spec().hasCoprocessor());
        assertThrows(IllegalStateException.class, () -> nic.coprocessorHook(cell -> true));
    }
}
