package org.ccw.engine.run;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.topology.FaultSettings;
import org.ccw.engine.topology.ScriptedDrop;
import org.ccw.engine.topology.TestTopologies;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.topology.WorkloadKind;
import org.ccw.engine.trace.JsonLinesTraceReader;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceFingerprint;
import org.ccw.engine.trace.TraceLog;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HeadlessRunTest {

    /** An 8-host all-to-all permutation of 4-cell packets over a faulty network with small switch buffers. */
    private static Topology faultyPermutation() {
        return TestTopologies.atmStar(8, 8, TestTopologies.cells(WorkloadKind.ALL_TO_ALL_PERMUTATION, 7, 4))
                .faults(new FaultSettings(0.02, 0.01, 0.01, 0.02, Time.micros(5), List.of(new ScriptedDrop(3, 2))))
                .duration(Time.micros(2_000))
                .seed(7)
                .build();
    }

    @Test
    void twoRunsWithTheSameSeedLeaveTheSameFingerprint() throws IOException {
        RunSummary first = HeadlessRun.of(faultyPermutation()).run();
        RunSummary second = HeadlessRun.of(faultyPermutation()).run();

        assertEquals(first.fingerprint(), second.fingerprint());
        assertEquals(first.events(), second.events());
        assertEquals(first.cellsDropped(), second.cellsDropped());
        assertTrue(first.cellsDropped() > 0, "the faults and the contention drop cells");
        assertEquals(8 * 7 * 4, first.cellsSent());
    }

    @Test
    void anotherSeedGivesAnotherRun() throws IOException {
        RunSummary seven = HeadlessRun.of(faultyPermutation()).run();
        RunSummary eight = HeadlessRun.of(faultyPermutation()).seed(8).run();

        assertNotEquals(seven.fingerprint(), eight.fingerprint());
        assertEquals(8, eight.seed());
    }

    @Test
    void theTraceFileHoldsTheRunTheFingerprintDescribes(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("trace.jsonl");
        TraceLog log = new TraceLog();
        RunSummary summary = HeadlessRun.of(faultyPermutation()).traceFile(file).sink(log).run();

        List<TraceEvent> read = JsonLinesTraceReader.readAll(file);
        TraceFingerprint again = new TraceFingerprint();
        read.forEach(again::accept);
        assertEquals(summary.fingerprint(), again.hex());
        assertEquals(summary.traceRecords(), read.size());
        assertEquals(log.size(), read.size());
        assertTrue(read.get(0) instanceof TraceEvent.RunStarted);
        assertTrue(read.get(read.size() - 1) instanceof TraceEvent.RunEnded);
    }

    @Test
    void pingPongRoundTripsFollowFromTheWireAndTheSwitch() throws IOException {
        Topology pingPong = TestTopologies.atmStar(2, 8, TestTopologies.cells(WorkloadKind.PING_PONG, 3, 1))
                .duration(Time.micros(1_000)).build();
        RunSummary summary = HeadlessRun.of(pingPong).run();

        // Each way: two cell times, two propagation delays and the fabric latency; DMA NICs cost the hosts nothing.
        long cell = Time.serialization(53, TestTopologies.OC3_BPS);
        long oneWay = 2 * cell + 2 * TestTopologies.PROPAGATION_PS + TestTopologies.FABRIC_LATENCY_PS;
        assertEquals(6, summary.messagesDelivered());
        assertEquals(0, summary.cellsDropped());
        assertEquals("idle", ((TraceEvent.RunEnded) lastRecord(pingPong)).reason());
        assertEquals(3 * 2 * oneWay, lastDelivery(pingPong));
    }

    @Test
    void anUntracedRunIsTheSameRunWithoutAFingerprint() throws IOException {
        RunSummary traced = HeadlessRun.of(faultyPermutation()).run();
        RunSummary untraced = HeadlessRun.of(faultyPermutation()).untraced().run();

        assertNull(untraced.fingerprint());
        assertEquals(0, untraced.traceRecords());
        assertEquals(traced.cellsDelivered(), untraced.cellsDelivered());
        assertEquals(traced.cellsDropped(), untraced.cellsDropped());
        assertEquals(traced.messagesDelivered(), untraced.messagesDelivered());
        assertTrue(untraced.events() < traced.events(), "tracing adds trace-only events, and only those");
    }

    @Test
    void theSummaryHasAJsonForm() throws IOException {
        String json = HeadlessRun.of(faultyPermutation()).run().toJson();

        for (String field : List.of("\"scenario\":\"star\"", "\"seed\":7", "\"events\":", "\"virtualTimePs\":",
                "\"cellsSent\":224", "\"cellsDropped\":", "\"fingerprint\":\"", "\"simOverWall\":")) {
            assertTrue(json.contains(field), field + " in " + json);
        }
    }

    private static TraceEvent lastRecord(Topology topology) throws IOException {
        TraceLog log = new TraceLog();
        HeadlessRun.of(topology).sink(log).run();
        TraceLog.Snapshot s = log.snapshot();
        return s.at(s.size() - 1);
    }

    private static long lastDelivery(Topology topology) throws IOException {
        TraceLog log = new TraceLog();
        HeadlessRun.of(topology).sink(log).run();
        TraceLog.Snapshot s = log.snapshot();
        return s.at(s.previousOf(TraceEvent.CellDelivered.class, s.size())).timePs();
    }
}
