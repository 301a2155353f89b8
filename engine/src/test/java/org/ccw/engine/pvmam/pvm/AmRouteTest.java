package org.ccw.engine.pvmam.pvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.pvmam.AmInterface;
import org.ccw.engine.pvmam.TwoTasks;
import org.ccw.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;

/** PVM messages as Active Messages between two tasks (seed 003 §6.4): one AM per fragment, order restored. */
class AmRouteTest {
    private static final AmInterface.Parameters DEPTH_8 = new AmInterface.Parameters(8, Time.micros(100), 8);

    private static PvmMessage numbers(int from, int count, int tag) {
        XdrPacker packer = new XdrPacker(1024);
        for (int i = from; i < from + count; i++) {
            packer.pkint(i);
        }
        return PvmMessage.of(packer, tag, 0);
    }

    private static void assertNumbers(PvmMessage message, int from, int count) {
        XdrUnpacker in = message.unpacker();
        for (int i = from; i < from + count; i++) {
            assertEquals(i, in.upkint());
        }
    }

    @Test
    void aMessageOfManyFragmentsArrivesWholeAndIsFoundByTag() {
        TwoTasks tasks = new TwoTasks(DEPTH_8, (n, kind) -> TwoTasks.Outcome.DELIVER);
        AmRoute sender = new AmRoute(tasks.a, PvmAssembler.OutOfOrder.DROP);
        AmRoute receiver = new AmRoute(tasks.b, PvmAssembler.OutOfOrder.DROP);

        sender.send(receiver.tid(), numbers(0, 1000, 4));
        sender.send(receiver.tid(), numbers(5000, 10, 9));
        tasks.run();

        assertEquals(Optional.empty(), receiver.queue().take(sender.tid(), 3), "no message with tag 3");
        assertEquals(9, receiver.queue().peek(ReceiveQueue.ANY, 9).orElseThrow().message().header().tag());
        ReceiveQueue.Received first = receiver.queue().take(ReceiveQueue.ANY, ReceiveQueue.ANY).orElseThrow();
        assertEquals(sender.tid(), first.source());
        assertNumbers(first.message(), 0, 1000);
        assertTrue(first.message().fragments().size() > 1, "4000 bytes in 1008-byte fragments");
        assertNumbers(receiver.queue().take(sender.tid(), 9).orElseThrow().message(), 5000, 10);
    }

    @Test
    void aFragmentOvertakenByTheNextIsDeclinedAndTheAmLayerSendsItAgainInTurn() {
        // the second fragment's first copy is held back, so the third overtakes it
        TwoTasks tasks = new TwoTasks(DEPTH_8, (n, kind) -> kind.equals("request") && n == 1
                ? TwoTasks.Outcome.HOLD_BACK : TwoTasks.Outcome.DELIVER);
        AmRoute sender = new AmRoute(tasks.a, PvmAssembler.OutOfOrder.DROP);
        AmRoute receiver = new AmRoute(tasks.b, PvmAssembler.OutOfOrder.DROP);

        sender.send(receiver.tid(), numbers(0, 1000, 1));
        tasks.run();

        assertTrue(receiver.fragmentsDeclined() > 0, "a fragment came out of order");
        assertTrue(tasks.a.statistics().retransmissions() > 0, "the AM layer sent it again");
        assertNumbers(receiver.queue().take(ReceiveQueue.ANY, 1).orElseThrow().message(), 0, 1000);
        assertEquals(Optional.empty(), receiver.queue().take(ReceiveQueue.ANY, ReceiveQueue.ANY), "and only once");
        long delivered = tasks.records(TraceEvent.MessageDelivered.class).stream()
                .filter(m -> m.kind().equals("request")).count();
        assertEquals(tasks.records(TraceEvent.MessageSent.class).stream().filter(m -> m.kind().equals("request"))
                .count(), delivered, "every fragment delivered exactly once, declined copies not counted");
    }

    @Test
    void heldInsteadTheOvertakenFragmentCostsNoRetransmission() {
        TwoTasks tasks = new TwoTasks(DEPTH_8, (n, kind) -> kind.equals("request") && n == 1
                ? TwoTasks.Outcome.HOLD_BACK : TwoTasks.Outcome.DELIVER);
        AmRoute sender = new AmRoute(tasks.a, PvmAssembler.OutOfOrder.HOLD);
        AmRoute receiver = new AmRoute(tasks.b, PvmAssembler.OutOfOrder.HOLD);

        sender.send(receiver.tid(), numbers(0, 1000, 1));
        tasks.run();

        assertEquals(0, receiver.fragmentsDeclined());
        assertEquals(0, tasks.a.statistics().retransmissions());
        assertNumbers(receiver.queue().take(ReceiveQueue.ANY, 1).orElseThrow().message(), 0, 1000);
    }

    @Test
    void heldFragmentsStayWithinTheSequenceBytesWindowWhileOneBeforeThemIsLost() {
        // the first fragment's first copy is lost; until it goes again 2 ms later, replies to the ones behind it
        // would free request buffers for hundreds more, more than the fragment sequence byte can tell apart
        TwoTasks tasks = new TwoTasks(new AmInterface.Parameters(8, Time.micros(2_000), 8),
                (n, kind) -> n == 0 ? TwoTasks.Outcome.LOSE : TwoTasks.Outcome.DELIVER);
        AmRoute sender = new AmRoute(tasks.a, PvmAssembler.OutOfOrder.HOLD);
        AmRoute receiver = new AmRoute(tasks.b, PvmAssembler.OutOfOrder.HOLD);
        List<Integer> got = new ArrayList<>();
        receiver.queue().onArrival(r -> got.add(receiver.queue().take(ReceiveQueue.ANY, ReceiveQueue.ANY)
                .orElseThrow().message().unpacker().upkint()));

        for (int m = 0; m < 600; m++) {
            sender.send(receiver.tid(), numbers(m, 1, 1));
        }
        tasks.run();

        assertEquals(1, tasks.a.statistics().retransmissions(), "only the lost fragment went again");
        assertEquals(IntStream.range(0, 600).boxed().toList(), got, "every message once, in the order sent");
    }
}
