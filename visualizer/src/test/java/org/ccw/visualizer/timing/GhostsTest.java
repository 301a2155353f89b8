package org.ccw.visualizer.timing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceEvent.CellArrived;
import org.ccw.engine.trace.TraceEvent.CellDeparted;
import org.ccw.engine.trace.TraceEvent.CellInjected;
import org.ccw.engine.trace.TraceEvent.MessageDelivered;
import org.ccw.engine.trace.TraceEvent.MessageSent;
import org.ccw.engine.trace.TraceEvent.RunStarted;
import org.ccw.visualizer.export.SvgSurface;
import org.junit.jupiter.api.Test;

/**
 * A simulated run's request cell from a to b, and a second run's request between the same hosts, ghosted over it:
 * the ghost is a message arrow between the hosts' lanes at the second run's times plus the shift, drawn in the
 * stylesheet's ghost colour, never picked, and named in the legend.
 */
class GhostsTest {
    private static final String[] NAMES = {"a", "b"};

    private final List<TraceEvent> simulated = List.of(
            new RunStarted(0, 0, -1, -1, -1, 2, "canned", 1, ""),
            new MessageSent(1, 0, 0, 0, 0, 7, "request", 8, 0, 0, 1, 0, 0, 1),
            new CellInjected(2, us(5), 0, 0, 1, 10, 7, "request", 53, 0, 1),
            new CellDeparted(3, us(5), 0, 0, 2, 10, 7, "request", 53, 0, us(8)),
            new CellArrived(4, us(8), 1, 0, 3, 10, 7, "request", 53, 0),
            new MessageDelivered(5, us(14), 1, 0, 4, 7, "request", 8, 0, 0, 1, 0, 0, 1));
    private final List<MessageTrip> real = MessageTrip.of(List.of(
            new MessageSent(0, us(600), 0, 0, -1, 7, "request", 8, 0, 0, 1, 0, 0, 1),
            new MessageDelivered(1, us(640), 1, 0, -1, 7, "request", 8, 0, 0, 1, 0, 0, 1)));

    @Test
    void theSecondRunsMessageRunsBetweenTheHostsLanesAtItsShiftedTimes() {
        TimingDiagram d = TimingDiagram.of(simulated, n -> NAMES[n], TimingOptions.all(),
                new Ghosts(real, -us(600), "real udp"));

        assertEquals(1, d.ghosts().size());
        MessageArrow ghost = d.ghosts().get(0);
        assertEquals(0, ghost.sendPs(), "sent at 600 µs, shifted by -600 µs");
        assertEquals(us(40), ghost.arrivePs());
        assertEquals(0, ghost.fromLane());
        assertEquals(1, ghost.toLane());
        assertEquals(us(40), d.toPs(), "the range reaches the second run's last delivery");
        assertEquals("real udp", d.ghostName());
        assertEquals(1, d.arrows().size(), "the first run's cell is still its one arrow");
    }

    @Test
    void aGhostIsDrawnInTheStylesheetsGhostColourAndNamedInTheLegendButNeverPicked() {
        TimingDiagram d = TimingDiagram.of(simulated, n -> NAMES[n], TimingOptions.all(),
                new Ghosts(real, -us(600), "real udp"));
        TimingLayout layout = new TimingLayout(d, 800, Double.POSITIVE_INFINITY, "t");
        SvgSurface svg = new SvgSurface(800, layout.height());
        new TimingPainter(layout, -1, -1).paint(svg);
        String text = svg.toXml();

        String ghost = TimingStyle.GHOST.hex().toLowerCase(java.util.Locale.ROOT);
        assertTrue(text.toLowerCase(java.util.Locale.ROOT).contains(ghost), "the ghost's colour is drawn");
        assertTrue(text.contains("real udp"), "the legend names the second run");
        double[] seg = layout.segment(d.ghosts().get(0));
        double midX = (seg[0] + seg[2]) / 2;
        double midY = (seg[1] + seg[3]) / 2;
        MessageArrow picked = layout.arrowAt(midX, midY, 3);
        assertTrue(picked == null || picked.cellId() >= 0, "a click on a ghost picks nothing of the second run");
    }

    @Test
    void withoutGhostsTheDiagramIsAsBefore() {
        TimingDiagram d = TimingDiagram.of(simulated, n -> NAMES[n], TimingOptions.all());

        assertTrue(d.ghosts().isEmpty());
        assertEquals("", d.ghostName());
        assertEquals(us(14), d.toPs());
    }

    private static long us(double us) {
        return Math.round(us * Time.PS_PER_US);
    }
}
