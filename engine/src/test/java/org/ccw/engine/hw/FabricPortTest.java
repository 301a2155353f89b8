package org.ccw.engine.hw;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.net.Frame;
import org.ccw.engine.net.FrameTag;
import org.ccw.engine.net.NetworkPort;
import org.ccw.engine.topology.FaultSettings;
import org.ccw.engine.topology.TestTopologies;
import org.ccw.engine.topology.WorkloadKind;
import org.ccw.engine.trace.DropReason;
import org.ccw.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

class FabricPortTest {

    private static FabricHarness twoHosts(FaultSettings faults) {
        return new FabricHarness(TestTopologies.atmStar(2, 64, TestTopologies.cells(WorkloadKind.PING_PONG, 0, 1))
                .faults(faults).build());
    }

    @Test
    void aFrameCrossesTheFabricAsOneCellAndArrivesIntact() {
        FabricHarness h = twoHosts(FaultSettings.NONE);
        NetworkPort a = h.fabric.port(0);
        NetworkPort b = h.fabric.port(1);
        List<Frame> received = new ArrayList<>();
        b.receiver(received::add);
        byte[] payload = "remote read of a doubleword".getBytes(StandardCharsets.US_ASCII);

        a.send(1, payload);
        h.run();

        assertEquals(48, a.mtuBytes(), "an ATM cell carries 48 bytes");
        assertFalse(a.reliableInOrder());
        assertEquals(1, received.size());
        assertArrayEquals(payload, received.get(0).payload());
        assertEquals(0, received.get(0).source());
        assertEquals(1, received.get(0).destination());
    }

    @Test
    void aCorruptedCellReachesTheStackWithOneBitFlipped() {
        FabricHarness h = twoHosts(new FaultSettings(0, 0, 1, 0, 0, List.of()));
        List<Frame> received = new ArrayList<>();
        h.fabric.port(1).receiver(received::add);
        byte[] payload = new byte[40];

        h.fabric.port(0).send(1, payload);
        h.run();

        byte[] got = received.get(0).payload();
        int flipped = 0;
        for (int i = 0; i < got.length; i++) {
            flipped += Integer.bitCount((got[i] ^ payload[i]) & 0xff);
        }
        assertEquals(1, flipped, "damaged bits in " + Arrays.toString(got));
    }

    @Test
    void refusesFramesLargerThanACellAndUnknownHosts() {
        FabricHarness h = twoHosts(FaultSettings.NONE);
        NetworkPort a = h.fabric.port(0);

        assertThrows(IllegalArgumentException.class, () -> a.send(1, new byte[49]));
        assertThrows(IllegalArgumentException.class, () -> a.send(2, new byte[1]), "node 2 is the switch");
    }

    @Test
    void arrivingCellsWaitInTheNicsInputFifoUntilTheStackPollsThem() {
        FabricHarness h = twoHosts(FaultSettings.NONE);
        NetworkPort b = h.fabric.port(1);
        int[] arrivalNotices = {0};
        b.onArrival(() -> arrivalNotices[0]++);

        for (int i = 0; i < 3; i++) {
            h.fabric.port(0).send(1, new byte[] {(byte) i});
        }
        h.run();

        assertEquals(3, arrivalNotices[0], "told of each arrival");
        assertEquals(3, b.available());
        assertEquals(3, h.fabric.nic(1, 0).receivedCount(), "the cells sit in the NIC, not in the stack");
        assertEquals(0, h.all(TraceEvent.CellDelivered.class).size(), "nothing delivered before a poll");
        for (int i = 0; i < 3; i++) {
            assertEquals(i, b.poll().payload()[0], "oldest first");
        }
        assertNull(b.poll());
        assertEquals(3, h.all(TraceEvent.CellDelivered.class).size(), "each poll takes one cell out of the NIC");
    }

    @Test
    void anUnpolledInputFifoFillsAndDropsWhatArrivesAfterwards() {
        FabricHarness h = twoHosts(FaultSettings.NONE);
        int depth = h.fabric.nic(1, 0).spec().inFifoCells();
        int sent = depth + 8;
        for (int i = 0; i < sent; i++) {
            // one cell every 3 us keeps the sender's 36-cell output FIFO from refusing any
            h.kernel.schedule(Time.micros(3L * i), () -> h.fabric.port(0).send(1, new byte[48]));
        }
        h.run();

        assertEquals(depth, h.fabric.port(1).available());
        assertEquals(8, h.fabric.nic(1, 0).droppedOnReceive());
        assertEquals(8, h.at(1, TraceEvent.CellDropped.class).stream()
                .filter(d -> d.reason() == DropReason.FIFO_FULL).count(), "each drop traced as FIFO_FULL");
    }

    @Test
    void aStacksLabelGivesEveryRecordOfTheCellItsKindAndMessageId() {
        FabricHarness h = twoHosts(FaultSettings.NONE);
        h.fabric.port(0).send(1, new FrameTag("request", 77), new byte[8], 0, 8);
        h.fabric.port(0).send(1, new byte[8]);
        h.run();
        h.fabric.port(1).poll();
        h.fabric.port(1).poll();

        List<TraceEvent.CellEvent> cells = new ArrayList<>();
        for (int i = 0; i < h.log.snapshot().size(); i++) {
            if (h.log.snapshot().at(i) instanceof TraceEvent.CellEvent cell) {
                cells.add(cell);
            }
        }
        List<TraceEvent.CellEvent> labelled = cells.stream().filter(c -> c.messageId() == 77).toList();
        List<TraceEvent.CellEvent> plain = cells.stream().filter(c -> c.messageId() != 77).toList();
        assertEquals(List.of("CellInjected", "CellDeparted", "CellArrived", "CellDeparted", "CellArrived",
                "CellDelivered"), labelled.stream().map(c -> c.getClass().getSimpleName()).toList());
        assertEquals(List.of("request"), labelled.stream().map(TraceEvent.CellEvent::kind).distinct().toList());
        assertEquals(List.of("frame"), plain.stream().map(TraceEvent.CellEvent::kind).distinct().toList());
        assertEquals(6, plain.stream().filter(c -> c.cellId() == c.messageId()).count(),
                "an unlabelled cell is its own message");
    }
}
