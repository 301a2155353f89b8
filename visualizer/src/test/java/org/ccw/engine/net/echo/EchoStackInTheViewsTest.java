package org.ccw.engine.net.echo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

import org.ccw.engine.run.HeadlessRun;
import org.ccw.engine.run.RunSummary;
import org.ccw.engine.stack.Stacks;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceLog;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.validation.ClusterValidator;
import org.ccw.visualizer.animation.CellFlight;
import org.ccw.visualizer.animation.EventText;
import org.ccw.visualizer.animation.Inspection;
import org.ccw.visualizer.animation.TraceNames;
import org.ccw.visualizer.timing.TimingDiagram;
import org.ccw.visualizer.timing.TimingOptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.ccw.engine.ssam.SsamPresets;

/**
 * The proof of the stack seam: the echo stack, registered only in this test tree and edited nowhere else, runs
 * from a scenario and shows in the event list, the inspector and the timing diagram.
 */
class EchoStackInTheViewsTest {

    private static Scenario scenario;
    private static RunSummary summary;
    private static List<TraceEvent> trace;
    private static TraceLog.Snapshot snapshot;
    private static TraceNames names;

    @BeforeAll
    static void runAnEchoJob() throws java.io.IOException {
        scenario = SsamPresets.ssamTwoHosts();
        scenario.getCluster().getJobs().get(0).setStack(new EchoConfig());
        TraceLog log = new TraceLog();
        summary = HeadlessRun.of(scenario).sink(log).run();
        snapshot = log.snapshot();
        trace = IntStream.range(0, snapshot.size()).mapToObj(snapshot::at).toList();
        Topology topology = TopologyBuilder.from(scenario);
        names = new TraceNames(topology);
    }

    @Test
    void itIsRegisteredAndAScenarioOfItValidatesAndRunsToTheEnd() {
        assertTrue(Stacks.named(EchoRegistration.NAME).isPresent());
        assertEquals(List.of(), ClusterValidator.validate(scenario));
        assertEquals(EchoRegistration.NAME, summary.stack());
        assertEquals(4, summary.messagesDelivered(), summary::toString);
        assertTrue(summary.finishedPs() > 0, summary::toString);
    }

    @Test
    void theEventListReadsItsHeadersThroughItsWireFormat() {
        TraceEvent formatted = trace.stream().filter(TraceEvent.CellFormatted.class::isInstance).findFirst()
                .orElseThrow();

        assertEquals("request cell formatted: frame 0", EventText.describe(formatted, names, ""));
    }

    @Test
    void theInspectorShowsItsMessageAndItsHeaderFields() {
        TraceEvent.CellDeparted departed = trace.stream().filter(TraceEvent.CellDeparted.class::isInstance)
                .map(TraceEvent.CellDeparted.class::cast).findFirst().orElseThrow();
        CellFlight flight = new CellFlight(departed.cellId(), departed.messageId(), departed.kind(),
                departed.sizeBytes(), departed.link(), departed.node(), departed.component(), departed.timePs(),
                departed.arrivalPs(), 0);

        Map<String, String> rows = Inspection.cell(snapshot, names, flight, departed.timePs());

        assertEquals("echo frame 0 of ss20-a", rows.get("message"));
        assertEquals("0 · bits 0-31", rows.get("frame number"));
    }

    @Test
    void theTimingDiagramDrawsItsRequestsAndReplies() {
        TimingDiagram diagram = TimingDiagram.of(trace, names::node, TimingOptions.all());

        assertEquals(List.of("reply", "request"),
                diagram.arrows().stream().map(a -> a.kind()).distinct().sorted().toList());
        assertEquals(8, diagram.arrows().size(), "four frames there and back");
    }
}
