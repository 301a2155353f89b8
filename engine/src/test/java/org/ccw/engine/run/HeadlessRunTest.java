package org.ccw.engine.run;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.topology.FaultSettings;
import org.ccw.engine.topology.ScriptedDrop;
import org.ccw.engine.topology.TestTopologies;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.topology.WorkloadKind;
import org.ccw.engine.trace.DropReason;
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

    /** Every model stack is registered now; a bulk-transfer workload is what this build's PVMAM refuses. */
    @Test
    void aJobItsStackDoesNotRunYetIsRefusedNotRunAsRawCells() {
        org.ccw.model.cluster.Scenario pvmam = org.ccw.engine.pvmam.PvmamPresets.pvmamSolarisEthernet();
        pvmam.getWorkloads().get(0).setKind(org.ccw.model.workload.WorkloadKind.BULK_TRANSFER);

        UnrunnableScenarioException refused = org.junit.jupiter.api.Assertions.assertThrows(
                UnrunnableScenarioException.class, () -> HeadlessRun.of(pvmam).run());

        assertTrue(refused.getMessage().contains("BULK_TRANSFER"),
                refused.getMessage());
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
    void aScriptedDropAddedToARunDropsThatCellAndLeavesEverythingBeforeItAlone() throws IOException {
        TraceLog original = new TraceLog();
        HeadlessRun.of(faultyPermutation()).sink(original).run();
        TraceLog whatIf = new TraceLog();
        HeadlessRun.of(faultyPermutation()).fault(new ScriptedDrop(5, 4)).sink(whatIf).run();

        TraceLog.Snapshot before = original.snapshot();
        TraceLog.Snapshot after = whatIf.snapshot();
        List<TraceEvent.CellDropped> scripted = new java.util.ArrayList<>();
        for (int position : after.positionsOf(TraceEvent.CellDropped.class)) {
            if (after.at(position) instanceof TraceEvent.CellDropped d && d.reason() == DropReason.SCRIPTED) {
                scripted.add(d);
            }
        }
        assertEquals(2, scripted.size(), "the scenario's scripted drop on link 3 and the added one");
        TraceEvent.CellDropped added = scripted.stream().filter(d -> d.cellId() != firstScriptedVictim(before))
                .findFirst().orElseThrow();
        int departure = -1;
        for (int i = 0; i < before.size() && departure < 0; i++) {
            if (before.at(i) instanceof TraceEvent.CellDeparted d && d.cellId() == added.cellId() && d.link() == 5) {
                departure = i;
            }
        }
        assertTrue(departure > 0, "the victim crossed link 5 in the original run");
        for (int i = 0; i <= departure; i++) {
            assertEquals(before.at(i), after.at(i), "record " + i + " precedes the what-if");
        }
    }

    private static long firstScriptedVictim(TraceLog.Snapshot trace) {
        for (int position : trace.positionsOf(TraceEvent.CellDropped.class)) {
            if (trace.at(position) instanceof TraceEvent.CellDropped d && d.reason() == DropReason.SCRIPTED) {
                return d.cellId();
            }
        }
        throw new AssertionError("no scripted drop");
    }

    @Test
    void aRunStopsEarlyWhenAskedFromItsSinks() throws IOException {
        TraceLog log = new TraceLog();
        RunSummary summary = HeadlessRun.of(faultyPermutation()).sink(log).stopWhen(() -> log.size() >= 100).run();

        assertTrue(summary.virtualTimePs() < Time.micros(2_000), "stopped before the time limit");
        assertTrue(log.size() <= 102, "stopped after the record that asked, plus RunEnded: " + log.size());
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
        assertEquals("", ((TraceEvent.RunStarted) read.get(0)).stack(), "raw cells: the header names no stack");
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
