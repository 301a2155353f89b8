package org.ccw.visualizer.timing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.ccw.engine.trace.TraceEvent;
import org.ccw.visualizer.export.DrawingSurface;
import org.ccw.visualizer.export.Rgb;
import org.ccw.visualizer.export.Stroke;
import org.ccw.visualizer.export.TextStyle;
import org.junit.jupiter.api.Test;

/**
 * The LogP overlay on AM-II's request/reply pairs, read from the trace as SSAM's is: through shared memory the
 * request is a message without cells, across Myrinet its cell arrives long before the receiver's network poll
 * takes it.
 */
class AmIILogPTest {
    private static final TimingOptions LOGP = TimingOptions.all().withLogP(true);

    @Test
    void throughSharedMemoryOsEndsWhereThePacketIsMarkedReadyAndLEndsAtTheDelivery() {
        AmIITraces.Run run = AmIITraces.SHARED_MEMORY;
        LogPOverlay logP = TimingDiagram.of(run.trace(), run.names(), LOGP).logPOverlay().orElseThrow();

        TraceEvent.MessageSent request = first(run, TraceEvent.MessageSent.class);
        TraceEvent.SlotStateChanged ready = run.trace().stream().filter(e -> e instanceof TraceEvent.SlotStateChanged s
                && s.to() == org.ccw.engine.trace.SlotState.READY).map(TraceEvent.SlotStateChanged.class::cast)
                .findFirst().orElseThrow();
        TraceEvent.MessageDelivered delivered = first(run, TraceEvent.MessageDelivered.class);
        assertEquals(request.messageId(), logP.messageId());
        assertEquals(List.of(LogPOverlay.O_S, LogPOverlay.L, LogPOverlay.G), names(logP));
        assertEquals(List.of(request.timePs(), ready.timePs()), span(logP.bands().get(0)));
        assertEquals(List.of(ready.timePs(), delivered.timePs()), span(logP.bands().get(1)));
        TraceEvent.MessageSent nextRequest = run.trace().stream().filter(e -> e instanceof TraceEvent.MessageSent s
                && s.number() > request.number() && s.component() == request.component())
                .map(TraceEvent.MessageSent.class::cast).findFirst().orElseThrow();
        assertEquals(List.of(request.timePs(), nextRequest.timePs()), span(logP.bands().get(2)),
                "g: to the sender's next send, after its reply");
    }

    @Test
    void acrossMyrinetTheRequestWaitsForTheNetworkPollAfterItsCellArrived() {
        AmIITraces.Run run = AmIITraces.MYRINET;
        LogPOverlay logP = TimingDiagram.of(run.trace(), run.names(), LOGP).logPOverlay().orElseThrow();

        TraceEvent.CellInjected injected = first(run, TraceEvent.CellInjected.class);
        TraceEvent.CellArrived arrived = run.trace().stream().filter(e -> e instanceof TraceEvent.CellArrived a
                && a.node() == injected.destination()).map(TraceEvent.CellArrived.class::cast).findFirst()
                .orElseThrow();
        TraceEvent.MessageDelivered delivered = first(run, TraceEvent.MessageDelivered.class);
        assertEquals(List.of(LogPOverlay.O_S, LogPOverlay.L, LogPOverlay.WAIT, LogPOverlay.G), names(logP));
        assertEquals(injected.timePs(), logP.bands().get(0).endPs(), "o_s ends as the packet leaves for the NIC");
        assertEquals(List.of(injected.timePs(), arrived.timePs()), span(logP.bands().get(1)));
        assertEquals(List.of(arrived.timePs(), delivered.timePs()), span(logP.bands().get(2)));
        assertTrue(logP.bands().get(2).micros() > logP.bands().get(1).micros(),
                "an idle workstation polls the network rarely: the wait outlasts the wire");
    }

    @Test
    void theOverlaysBandsAreDrawnUnderTheLanesWithTheirValues() {
        AmIITraces.Run run = AmIITraces.MYRINET;
        TimingDiagram d = TimingDiagram.of(run.trace(), run.names(), LOGP);
        List<String> words = new java.util.ArrayList<>();
        TimingPainter.forExport(d, 1000, "AM-II").paint(new DrawingSurface() {
            @Override
            public void line(double x1, double y1, double x2, double y2, Stroke stroke) {
            }

            @Override
            public void rect(double x, double y, double width, double height, Rgb fill, Stroke outline) {
            }

            @Override
            public void polygon(double[] xs, double[] ys, Rgb fill) {
            }

            @Override
            public void text(String text, double x, double y, TextStyle style) {
                words.add(text);
            }
        });
        d.logPOverlay().orElseThrow().bands().forEach(b -> assertTrue(words.contains(b.label()), b.label()));
    }

    private static <T extends TraceEvent> T first(AmIITraces.Run run, Class<T> type) {
        return run.trace().stream().filter(type::isInstance).map(type::cast).findFirst().orElseThrow();
    }

    private static List<String> names(LogPOverlay logP) {
        return logP.bands().stream().map(LogPOverlay.Band::name).toList();
    }

    private static List<Long> span(LogPOverlay.Band band) {
        return List.of(band.startPs(), band.endPs());
    }
}
