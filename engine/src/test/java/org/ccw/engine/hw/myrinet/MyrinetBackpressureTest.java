package org.ccw.engine.hw.myrinet;

import org.ccw.engine.hw.Fabric;
import org.ccw.engine.kernel.SimulationKernel;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.run.TrafficGenerator;
import org.ccw.engine.topology.NicKind;
import org.ccw.engine.topology.NicSpec;
import org.ccw.engine.topology.PacketDiscard;
import org.ccw.engine.topology.StarTopology;
import org.ccw.engine.topology.SwitchKind;
import org.ccw.engine.topology.SwitchSpec;
import org.ccw.engine.topology.TestTopologies;
import org.ccw.engine.topology.WorkloadKind;
import org.ccw.engine.topology.WorkloadSpec;
import org.ccw.engine.trace.TraceEvent.CellArrived;
import org.ccw.engine.trace.TraceEvent.CellDropped;
import org.ccw.engine.trace.QueueId;
import org.ccw.engine.trace.TraceEvent.QueueLengthChanged;
import org.ccw.engine.trace.TraceLog;
import org.ccw.engine.trace.Tracer;
import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MyrinetBackpressureTest {
    private static final double MYRINET_BPS = 1.28e9;
    private static final int PACKET_BYTES = 4096 + 6;
    private static final long SLOW_PULL_PS = Time.micros(40);

    @Test
    void threeSendersIntoOneSlowReceiverLoseNothingAndWaitInstead() {
        int messagesEach = 5;
        // A receive FIFO of two packets, drained by a host much slower than the wire: a lossy network would
        // overflow it at once.
        NicSpec lanai = new NicSpec("lanai", NicKind.MYRINET_LANAI, 4, 2, true, 33, 0, SLOW_PULL_PS, 152, 54);
        var topology = StarTopology.of(4).processor(TestTopologies.processor()).nic(lanai)
                .switchLike(new SwitchSpec(0, "myrinet", SwitchKind.MYRINET, 1, 0, PacketDiscard.NONE, 0, Time.nanos(300)))
                .links(MYRINET_BPS, Time.nanos(25))
                .workload(new WorkloadSpec(WorkloadKind.ALL_TO_ONE_BURST, messagesEach, 1, PACKET_BYTES, 1))
                .build();
        SimulationKernel kernel = new SimulationKernel(topology.seed());
        TraceLog log = new TraceLog();
        Tracer tracer = new Tracer(kernel, log);
        Fabric fabric = Fabric.build(topology, kernel, tracer);
        TrafficGenerator traffic = new TrafficGenerator(fabric, kernel, tracer);
        traffic.start();
        kernel.run();

        TraceLog.Snapshot trace = log.snapshot();
        assertEquals(0, trace.countOf(CellDropped.class), "Myrinet drops nothing");
        assertEquals(3 * messagesEach, traffic.cellsSent());
        assertEquals(3 * messagesEach, traffic.cellsDelivered());
        assertEquals(3 * messagesEach, traffic.messagesDelivered());
        boolean someoneWaited = Arrays.stream(trace.positionsOf(QueueLengthChanged.class))
                .mapToObj(p -> (QueueLengthChanged) trace.at(p))
                .anyMatch(q -> q.queue().is(QueueId.LINE_WAIT) && q.length() > 0);
        assertTrue(someoneWaited, "packets queued behind a blocked path");
        // The receiver's host is the bottleneck: it pulls one packet per 40 µs, all but the first after waiting.
        long lastArrival = Arrays.stream(trace.positionsOf(CellArrived.class))
                .mapToLong(p -> trace.at(p).timePs()).max().orElseThrow();
        assertTrue(lastArrival >= (3L * messagesEach - 3) * SLOW_PULL_PS,
                "arrivals are paced by the receiver: last at " + Time.toMicros(lastArrival) + " µs");
    }
}
