package org.ccw.visualizer.spacetime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.pvmam.pvm.TaskStateChanged;
import org.ccw.engine.trace.TaskState;
import org.ccw.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;

/**
 * The space-time view's model read from a hand-written trace of two tasks: a master that sends one message and
 * exits, a slave that waits in {@code pvm_recv} until it comes, then a second message nobody receives.
 */
public class SpaceTimeTest {
    static final int MASTER_NODE = 0;
    static final int SLAVE_NODE = 1;

    /** Builds records in time order, numbered from 0. */
    static final class Trace {
        final List<TraceEvent> records = new ArrayList<>();

        Trace state(long us, int node, TaskState state, String call, long message) {
            records.add(TaskStateChanged.KIND.record(records.size(), us * 1_000_000, node, 0, -1,
                    new TaskStateChanged(1, state, call, message)));
            return this;
        }

        Trace sent(long us, long message, int from, int to, int bytes) {
            records.add(new TraceEvent.MessageSent(records.size(), us * 1_000_000, from, 0, -1, message, "pvm", bytes,
                    from, 1, to, 1, 0, 1));
            return this;
        }
    }

    /** master: computes 0-10, sends message 7 in 10-12, computes 12-30, sends 8 in 30-31, exits at 40;
     *  slave: waits in pvm_recv 0-20, returns with 7 at 20, computes until the trace ends at 50. */
    public static List<TraceEvent> twoTasks() {
        return new Trace()
                .state(0, MASTER_NODE, TaskState.COMPUTING, "", -1)
                .state(0, SLAVE_NODE, TaskState.WAITING, "pvm_recv", -1)
                .state(10, MASTER_NODE, TaskState.IN_LIBRARY, "pvm_send", 7)
                .sent(11, 7, MASTER_NODE, SLAVE_NODE, 1024)
                .state(12, MASTER_NODE, TaskState.COMPUTING, "pvm_send", -1)
                .state(20, SLAVE_NODE, TaskState.COMPUTING, "pvm_recv", 7)
                .state(30, MASTER_NODE, TaskState.IN_LIBRARY, "pvm_send", 8)
                .sent(30, 8, MASTER_NODE, SLAVE_NODE, 16)
                .state(31, MASTER_NODE, TaskState.COMPUTING, "pvm_send", -1)
                .state(40, MASTER_NODE, TaskState.EXITED, "pvm_exit", -1)
                .state(50, SLAVE_NODE, TaskState.COMPUTING, "", -1)
                .records;
    }

    private static final SpaceTime RUN = SpaceTime.of(twoTasks(), node -> node == 0 ? "master" : "slave");

    private static long us(long us) {
        return us * 1_000_000;
    }

    @Test
    void eachTaskIsARowLabelledByItsHostAndTaskNumberInOrderOfFirstAppearance() {
        assertEquals(List.of("master #1", "slave #1"), RUN.tasks().stream().map(SpaceTime.Task::label).toList());
    }

    @Test
    void aTasksStretchesTileItsTimeUntilItExitsOrTheTraceEnds() {
        List<SpaceTime.Stretch> master = RUN.tasks().get(0).stretches();
        assertEquals(List.of(TaskState.COMPUTING, TaskState.IN_LIBRARY, TaskState.COMPUTING, TaskState.IN_LIBRARY,
                TaskState.COMPUTING), master.stream().map(SpaceTime.Stretch::state).toList());
        assertEquals(us(40), master.get(master.size() - 1).endPs(), "the master's last stretch ends at its exit");
        List<SpaceTime.Stretch> slave = RUN.tasks().get(1).stretches();
        assertEquals(us(50), slave.get(slave.size() - 1).endPs(), "a task still running is drawn to the trace's end");
        for (SpaceTime.Task task : RUN.tasks()) {
            for (int i = 1; i < task.stretches().size(); i++) {
                assertEquals(task.stretches().get(i - 1).endPs(), task.stretches().get(i).startPs(), "no gaps");
            }
        }
    }

    @Test
    void aMessagesLineRunsFromItsSendToTheReturnOfTheReceiveThatTookIt() {
        SpaceTime.Message m = RUN.messages().get(0);
        assertEquals(7, m.id());
        assertEquals(0, m.from());
        assertEquals(us(10), m.sentPs(), "from the moment the send began");
        assertEquals(1, m.to());
        assertEquals(us(20), m.receivedPs(), "to the moment pvm_recv returned with it");
        assertEquals(1024, m.bytes(), "its size from the MessageSent record");
        assertEquals("pvm_send", m.call());
    }

    @Test
    void aMessageNobodyReceivedIsPendingAtItsDestinationFromItsSendOn() {
        SpaceTime.Message late = RUN.messages().get(1);
        assertFalse(late.received());
        assertEquals(1, late.destinationTask(), "the destination comes from MessageSent");
        assertEquals(List.of(7L), RUN.pendingAt(1, us(15)).stream().map(SpaceTime.Message::id).toList());
        assertEquals(List.of(), RUN.pendingAt(1, us(25)), "message 7 was taken at 20 us");
        assertEquals(List.of(8L), RUN.pendingAt(1, us(45)).stream().map(SpaceTime.Message::id).toList());
    }

    @Test
    void theLastCallIsTheOneATaskIsInOrHasLeftWhereAProgramHangs() {
        assertEquals("pvm_recv", RUN.tasks().get(1).lastCallAt(us(5)), "waiting inside pvm_recv");
        assertEquals("", RUN.tasks().get(0).lastCallAt(us(5)), "no call yet");
        assertEquals("pvm_send", RUN.tasks().get(0).lastCallAt(us(35)));
    }

    @Test
    void utilizationCountsTheTasksInEachStateAndAnExitedTaskInNone() {
        assertEquals(new SpaceTime.Utilization(1, 0, 1), RUN.utilizationAt(us(5)));
        assertEquals(new SpaceTime.Utilization(0, 1, 1), RUN.utilizationAt(us(11)));
        assertEquals(new SpaceTime.Utilization(1, 0, 0), RUN.utilizationAt(us(45)));
    }

    @Test
    void aPointNearAMessagesLinePicksItAndAPointFarFromAnyDoesNot() {
        // halfway along message 7's line: 15 us, between row 0 and row 1
        assertEquals(7L, RUN.messageNear(us(15), 0.5, us(1), 0.3).orElseThrow().id());
        assertTrue(RUN.messageNear(us(15), 0.0, us(1), 0.3).isEmpty(), "the master's bar, not the line");
        assertTrue(RUN.messageNear(us(45), 0.5, us(1), 0.3).isEmpty(), "no line there");
    }

    @Test
    void theRunEndsForTheViewWhenItsLastTaskExitsNotAtItsLastTimer() {
        List<TraceEvent> records = new Trace()
                .state(0, MASTER_NODE, TaskState.COMPUTING, "", -1)
                .state(10, MASTER_NODE, TaskState.EXITED, "pvm_exit", -1)
                .sent(500, 99, MASTER_NODE, SLAVE_NODE, 0)
                .records;
        assertEquals(us(10), SpaceTime.of(records, node -> "h").endPs());
        assertEquals(us(50), RUN.endPs(), "the slave still runs: to the trace's end");
    }

    @Test
    void aTraceWithoutTaskRecordsHasNoRows() {
        SpaceTime empty = SpaceTime.of(new Trace().sent(1, 3, 0, 1, 8).records, node -> "h" + node);
        assertTrue(empty.tasks().isEmpty());
        assertTrue(empty.messages().isEmpty());
    }
}
