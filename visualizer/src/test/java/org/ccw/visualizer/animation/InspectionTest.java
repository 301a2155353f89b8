package org.ccw.visualizer.animation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.model.cluster.Scenario;
import org.ccw.visualizer.branch.Branch;
import org.ccw.visualizer.branch.TestRuns;
import org.junit.jupiter.api.Test;
import org.ccw.engine.amii.AmIIPresets;
import org.ccw.engine.ssam.SsamPresets;

/** The switch inspector reads its ports from the run's topology as well as from the trace. */
class InspectionTest {

    @Test
    void aSwitchShowsEveryConnectedPortBeforeItFirstQueued() {
        Scenario scenario = SsamPresets.ssamThroughSwitch();
        TraceNames names = new TraceNames(TopologyBuilder.from(scenario));
        int asx = names.topology().switches().get(0).id();

        Map<String, String> rows = Inspection.switchPorts(new VisualState(StateIndex.FADE_PS), names, asx);

        assertEquals(List.of("switch", "asx100/port 0 port/0", "asx100/port 1 port/1"), List.copyOf(rows.keySet()),
            "both ports, before the trace's first record");
        assertEquals("0 / 256 cells", rows.get("asx100/port 0 port/0"));
    }

    @Test
    void aPortTheTraceRecordedShowsItsRecordedLength() {
        Branch run = TestRuns.run(TestRuns.throughSwitch(0, 3_000), 1);
        int asx = run.names().topology().switches().get(0).id();
        VisualState end = run.index().stateAt(run.index().trace().size() - 1);

        assertEquals(Inspection.switchPorts(end, run.names(), asx).keySet(),
            Inspection.switchPorts(new VisualState(StateIndex.FADE_PS), run.names(), asx).keySet(),
            "the same rows from the start to the end of the run");
    }

    @Test
    void aMyrinetSwitchShowsItsPortsWaitingHeads() {
        Scenario clump = AmIIPresets.clump(2);
        TraceNames names = new TraceNames(TopologyBuilder.from(clump));
        int myrinet = names.topology().switches().get(0).id();

        Map<String, String> rows = Inspection.switchPorts(new VisualState(StateIndex.FADE_PS), names, myrinet);

        assertEquals(names.topology().links().size() + 1, rows.size(), "a row per port linked to a NIC: " + rows);
        assertEquals(List.of("0 / ∞ cells"), rows.values().stream().skip(1).distinct().toList());
    }
}
