package org.ccw.visualizer.stacks.pvmam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.ByteBuffer;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;

import org.ccw.engine.pvmam.AmInterface;
import org.ccw.engine.pvmam.config.PvmRoute;
import org.ccw.engine.pvmam.config.PvmamConfig;
import org.ccw.engine.pvmam.driver.PvmamStack;
import org.ccw.engine.pvmam.pvm.FragmentHeader;
import org.ccw.engine.run.HeadlessRun;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.QueueId;
import org.ccw.engine.trace.SlotState;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceLog;
import org.ccw.model.cluster.Scenario;
import org.ccw.visualizer.animation.EventText;
import org.ccw.visualizer.animation.TraceNames;
import org.ccw.visualizer.animation.VisualState;
import org.ccw.visualizer.stacks.StackPresentation;
import org.ccw.visualizer.timing.Lane;
import org.ccw.visualizer.timing.TimingDiagram;
import org.ccw.visualizer.timing.TimingOptions;
import org.junit.jupiter.api.Test;
import org.ccw.engine.pvmam.PvmamPresets;

/** PVMAM's packets labelled with their fragment, and its instance buffers in the protocol's words. */
class PvmamPresentationTest {
    private static final long MESSAGE = 42;

    private static TraceEvent.CellFormatted request(String dataHex) {
        return new TraceEvent.CellFormatted(0, 0, 1, 0, -1, MESSAGE, "request", PvmamStack.NAME,
                "00".repeat(16), dataHex);
    }

    private static String fragment(int sequence) {
        ByteBuffer out = ByteBuffer.allocate(FragmentHeader.BYTES + 4);
        new FragmentHeader(0x40001, 0x80001, 4, sequence, FragmentHeader.START_OF_MESSAGE).writeTo(out);
        return HexFormat.of().formatHex(out.array());
    }

    @Test
    void aRequestCarryingAFragmentIsLabelledWithItsSequenceNumber() {
        assertEquals(Optional.of("f7"), new PvmamPresentation().cellLabel(request(fragment(7))));
    }

    @Test
    void aBlankReplyOrARequestTooShortForAFragmentHeaderHasNoLabel() {
        PvmamPresentation presentation = new PvmamPresentation();
        assertEquals(Optional.empty(), presentation.cellLabel(request("0102")));
        assertEquals(Optional.empty(), presentation.cellLabel(new TraceEvent.CellFormatted(0, 0, 1, 0, -1, MESSAGE,
                "reply", PvmamStack.NAME, "00".repeat(16), "")));
    }

    @Test
    void theDaemonsPacketsAreDataAndTheirAcknowledgmentsAcks() {
        String frame = org.ccw.engine.pvmam.pvmd.Pvmd.FRAME;
        String ack = org.ccw.engine.pvmam.pvmd.Pvmd.ACK;
        assertEquals("data", StackPresentation.drawnAs(PvmamStack.NAME, frame));
        assertEquals("ack", StackPresentation.drawnAs(PvmamStack.NAME, ack));
        assertEquals(ack, StackPresentation.drawnAs("", ack), "a trace of another stack (here none) does not draw the daemons' kinds as PVMAM does");
    }

    @Test
    void onTheRouteThroughTheDaemonsEachHostsLanesReadPvmdAndTask() throws Exception {
        Scenario scenario = PvmamPresets.pvmamSolarisEthernet();
        ((PvmamConfig) scenario.getCluster().getJobs().get(0).getStack()).setRoute(PvmRoute.DAEMON);
        scenario.getWorkloads().get(0).setMessageCount(2);
        TraceLog log = new TraceLog();
        HeadlessRun.of(scenario).sink(log).run();
        TraceLog.Snapshot snapshot = log.snapshot();
        List<TraceEvent> trace = IntStream.range(0, snapshot.size()).mapToObj(snapshot::at).toList();

        List<String> lanes = TimingDiagram.of(trace, node -> "h" + node, TimingOptions.all()).lanes().stream()
                .map(Lane::label).toList();

        assertEquals(List.of("h0", "h1 pvmd", "h1 task", "h2 pvmd", "h2 task"), lanes.stream().sorted().toList(),
                "the switch (h0), then each host's daemon and task by name, no endpoint numbers");
    }

    @Test
    void theCanvasStateCarriesTheLabelToTheMessagesCells() {
        VisualState state = new VisualState(1_000_000);
        assertNull(state.cellLabel(MESSAGE));
        state.apply(0, request(fragment(3)));
        assertEquals("f3", state.cellLabel(MESSAGE));
        assertEquals("f3", state.copy().cellLabel(MESSAGE), "snapshots keep it");
    }

    @Test
    void theEventListNamesInstanceBuffersInTheProtocolsWords() {
        TraceNames names = new TraceNames(TopologyBuilder.from(PvmamPresets.pvmamSolarisEthernet()));
        QueueId requests = new QueueId(AmInterface.REQUEST_BUFFERS, 1, 2);
        assertEquals(requests + " slot 3: free → waiting for its reply", EventText.describe(
                new TraceEvent.SlotStateChanged(0, 0, 1, 0, -1, requests, 3, SlotState.FREE, SlotState.CLAIMED), names,
                PvmamStack.NAME));
        QueueId replies = new QueueId(AmInterface.REPLY_BUFFERS, 2, 1);
        assertEquals(replies + " slot 3: free → reply held", EventText.describe(
                new TraceEvent.SlotStateChanged(0, 0, 2, 0, -1, replies, 3, SlotState.FREE, SlotState.READY), names,
                PvmamStack.NAME));
    }
}
