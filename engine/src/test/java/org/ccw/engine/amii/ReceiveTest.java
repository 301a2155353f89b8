package org.ccw.engine.amii;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.ccw.engine.trace.QueueId;
import org.ccw.engine.trace.SlotState;
import org.ccw.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;

/**
 * The receiving side of a local message as seed 002 §3.3 orders it: the poll reads the head packet's type, the
 * head advances, the handler runs, and only after the handler returns is the packet marked free; and a poll's read
 * that misses sees the packet as its sender has it when the miss is served.
 */
class ReceiveTest {

    @Test
    void theHandlersReplyIsReadyBeforeTheRequestsPacketIsFreed() {
        OneSmp smp = new OneSmp(2, 8);
        smp.get(1).setRequestHandler(1, (token, args) -> smp.get(1).reply4(token, 2));
        smp.get(0).setReplyHandler(2, (source, args) -> { });
        smp.get(0).request4(1, 1);

        smp.run(100);

        List<String> handshake = smp.trace.stream().filter(TraceEvent.SlotStateChanged.class::isInstance)
                .map(TraceEvent.SlotStateChanged.class::cast)
                .filter(e -> e.component() == 1)
                .map(e -> e.queue() + " " + e.from() + "→" + e.to())
                .toList();
        assertEquals(List.of("shm-reply/0 FREE→CLAIMED", "shm-reply/0 CLAIMED→READY", "shm-request/1 READY→FREE"),
                handshake, "the reply is sent from inside the handler; the free comes after it returns");
    }

    @Test
    void freeingThePacketInvalidatesTheSendersCopyAndCountsInTheReceive() {
        OneSmp smp = new OneSmp(2, 8);
        smp.get(1).setRequestHandler(1, (token, args) -> { });
        smp.get(0).request4(1, 1);

        smp.run(100);

        // the poll: 42 cycles, the packet line from the sender's L2 (80, Table 1), the head advanced (9), the arguments
        // taken out (49), the dispatch (20); then the free after the handler: the sender holds a copy, so marking the
        // packet free is one more bus transaction (50)
        List<Long> receives = smp.get(1).receives();
        assertEquals(1, receives.size());
        assertEquals(42 + 80 + 9 + 49 + 20 + 50, receives.get(0));
    }

    @Test
    void aPollThatBeganWhileTheSenderFilledTakesThePacketWhenItsMissIsServedAfterTheFill() {
        OneSmp smp = new OneSmp(2, 8);
        smp.get(1).setRequestHandler(1, (token, args) -> { });
        smp.get(0).request4(1, 1);

        smp.run(100);

        long ready = smp.trace.stream().filter(TraceEvent.SlotStateChanged.class::isInstance)
                .map(TraceEvent.SlotStateChanged.class::cast).filter(e -> e.to() == SlotState.READY)
                .findFirst().orElseThrow().timePs();
        long delivered = smp.trace.stream().filter(TraceEvent.MessageDelivered.class::isInstance).findFirst()
                .orElseThrow().timePs();
        long pollBegan = delivered - Math.round((42 + 80 + 9 + 49 + 20) * 1e6 / 167);
        assertTrue(pollBegan < ready && ready <= pollBegan + Math.round(80 * 1e6 / 167),
                "the receiver's poll began " + (ready - pollBegan) + " ps before the packet was ready, within its"
                        + " 80-cycle miss: it found the packet");
    }

    @Test
    void aReadServedAfterTheFillIsDoneSeesThePacketReady() {
        PacketQueue queue = new PacketQueue(new QueueId("shm-request", 0, 1), 4, 1);
        Packet packet = new Packet(7, new EndpointName(0, 0), 1, new int[0], null, null);
        assertTrue(Handshake.assign(queue, 0));
        assertTrue(Handshake.claim(queue, 0));
        queue.filling(0, packet, SlotState.READY, 1_000);

        assertEquals(SlotState.CLAIMED, queue.headTypeSeenAt(999), "served before the fill is done: still claimed");
        assertNull(queue.headPacketSeenAt(999));
        assertEquals(SlotState.READY, queue.headTypeSeenAt(1_000), "served once it is done: the fill's last store");
        assertSame(packet, queue.headPacketSeenAt(1_000));
    }

    @Test
    void aFillOfAnEarlierLapDoesNotShowThroughANewClaim() {
        PacketQueue queue = new PacketQueue(new QueueId("shm-request", 0, 1), 1, 1);
        Packet first = new Packet(1, new EndpointName(0, 0), 1, new int[0], null, null);
        Handshake.assign(queue, 0);
        Handshake.claim(queue, 0);
        queue.filling(0, first, SlotState.READY, 10);
        Handshake.fill(queue, 0, first, SlotState.READY);
        Handshake.free(queue, 0);

        // the next assignment lands in the same slot: claimed, not yet filled
        Handshake.assign(queue, 1);
        Handshake.claim(queue, 0);

        assertEquals(SlotState.CLAIMED, queue.headTypeSeenAt(1_000_000));
    }
}
