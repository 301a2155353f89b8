package org.ccw.engine.trace;

import org.ccw.engine.trace.TraceEvent.CasFailed;
import org.ccw.engine.trace.TraceEvent.CellArrived;
import org.ccw.engine.trace.TraceEvent.CellDelivered;
import org.ccw.engine.trace.TraceEvent.CellDeparted;
import org.ccw.engine.trace.TraceEvent.CellDropped;
import org.ccw.engine.trace.TraceEvent.CellDuplicated;
import org.ccw.engine.trace.TraceEvent.CellFormatted;
import org.ccw.engine.trace.TraceEvent.CellInjected;
import org.ccw.engine.dvcm.CommandPosted;
import org.ccw.engine.dvcm.DmaTransferred;
import org.ccw.engine.dvcm.ExecutionUnitStarted;
import org.ccw.engine.trace.TraceEvent.HandlerRan;
import org.ccw.engine.trace.TraceEvent.MessageDelivered;
import org.ccw.engine.trace.TraceEvent.MessageReturned;
import org.ccw.engine.trace.TraceEvent.MessageSent;
import org.ccw.engine.trace.TraceEvent.PollPerformed;
import org.ccw.engine.pvmam.pvm.TaskStateChanged;
import org.ccw.engine.trace.TraceEvent.QueueLengthChanged;
import org.ccw.engine.trace.TraceEvent.Retransmitted;
import org.ccw.engine.trace.TraceEvent.RunEnded;
import org.ccw.engine.trace.TraceEvent.RunStarted;
import org.ccw.engine.trace.TraceEvent.SlotStateChanged;
import org.ccw.engine.trace.TraceEvent.TimerFired;
import org.ccw.engine.dvcm.coordination.TokenMoved;
import org.ccw.engine.trace.TraceEvent.WindowChanged;
import org.ccw.engine.trace.TraceEvent.CongestionChanged;

import java.util.List;

/** One record of every type, numbered 0.. with rising times, for format tests. */
final class TraceRecords {
    private TraceRecords() {
    }

    static List<TraceEvent> oneOfEach() {
        return List.of(
                new RunStarted(0, 0, -1, -1, -1, TraceEvent.SCHEMA_VERSION, "two hosts \"quoted\" ✓", 42, "ssam"),
                new CellInjected(1, 10, 0, 0, 0, 7, 7, "request", 53, 0, 1),
                new CellDeparted(2, 10, 0, 0, 1, 7, 7, "request", 53, 0, 2_836_337),
                new QueueLengthChanged(3, 20, 2, 1, 2, new QueueId(QueueId.PORT, 2, 1), 3, 64),
                new CellArrived(4, 2_836_337, 2, 0, 2, 7, 7, "request", 53, 0),
                new CellDropped(5, 3_000_000, 2, 1, 4, 8, 7, "request", 53, DropReason.EARLY_PACKET_DISCARD),
                new CellDuplicated(6, 3_100_000, 0, 0, 1, 9, 7, "request", 53, 7),
                new CellDelivered(7, 4_000_000, 1, 0, 4, 7, 7, "request", 53),
                new HandlerRan(8, 4_100_000, 1, 0, 7, 0, 1, "remote_read", 5_600_000),
                new WindowChanged(9, 4_200_000, 0, 0, 8, 1, 3, 8),
                new TimerFired(10, 9_000_000, 0, 0, -1, "retransmit"),
                new Retransmitted(11, 9_000_000, 0, 0, 10, 12, 7, "request", 53, 1),
                new TraceEvent.StackRecord(12, 9_500_000, 1, 0, 11, TokenMoved.KIND.stack(), TokenMoved.KIND.name(),
                        new TokenMoved(4, 1, 2)),
                new PollPerformed(13, 9_600_000, 1, 0, 12, "network", false),
                new CellFormatted(14, 9_700_000, 0, 0, 12, (1L << 62) | 1, "request", "ssam", "00800000000300a17f"
                        .substring(0, 16),
                        "0102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f2021222324252627"),
                ExecutionUnitStarted.KIND.record(15, 9_700_000, 1, 1, -1, new ExecutionUnitStarted()),
                CommandPosted.KIND.record(16, 9_750_000, 0, -1, 15, new CommandPosted(1, "SEND", 1_000_000)),
                DmaTransferred.KIND.record(17, 9_760_000, 0, 1, 16, new DmaTransferred("data", 1024, false, 400_000)),
                new MessageSent(18, 9_800_000, 0, 0, 17, (1L << 61) | 5, "request", 40, 0, 3, 1, 2, 1, 4),
                new SlotStateChanged(19, 9_850_000, 0, -1, 18, new QueueId("shm-packets", 1, 2), 7,
                        SlotState.CLAIMED, SlotState.READY_BULK),
                new MessageDelivered(20, 9_900_000, 1, 0, 18, (1L << 61) | 5, "request", 40, 0, 3, 1, 2, 1, 4),
                new CasFailed(21, 9_950_000, 1, 3, 20, new QueueId("shm-request", 1, 2), CasFailed.TAIL, 5, 13),
                new MessageReturned(22, 9_960_000, 0, 1, 21, (1L << 60) | 9, "BAD_HANDLER", 2, 4),
                TaskStateChanged.KIND.record(23, 9_970_000, 0, -1, 22,
                        new TaskStateChanged(1, TaskState.WAITING, "pvm_recv", -1)),
                new TraceEvent.CostCharged(24, 9_980_000, 0, 0, 22, "udp.send", 9_990_000, 24_000_000),
                new CongestionChanged(25, 9_980_000, 0, 1, 23, 1, 4_380, 65_535, 1_460, "slow-start"),
                new RunEnded(26, 10_000_000, -1, -1, 22, "until"));
    }
}
