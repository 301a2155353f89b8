package org.ccw.visualizer.timing.fx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.ccw.engine.kernel.Time;
import org.ccw.visualizer.export.ExportFormat;
import org.ccw.visualizer.export.FigureExport;
import org.ccw.visualizer.timing.MessageArrow;
import org.ccw.visualizer.timing.TimingDiagram;
import org.ccw.visualizer.timing.TimingLayout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The view-model without a window (JavaFX properties need no toolkit). */
class TimingDiagramViewModelTest {
    private final TimeCursor cursor = new TimeCursor();
    private final TimingDiagramViewModel model = new TimingDiagramViewModel(RemoteReadTrace.TRACE,
            RemoteReadTrace.NAMES, "remote read", cursor);

    @Test
    void itStartsOnTheWholeRun() {
        assertEquals(0, model.diagram().fromPs());
        assertEquals(TimingDiagram.lastActivityPs(RemoteReadTrace.TRACE), model.diagram().toPs());
        assertEquals(10, model.diagram().arrows().size(), "five reads, a request and a reply each");
    }

    @Test
    void zoomingInAroundATimeKeepsThatTimeInPlaceAndHalvesTheSpan() {
        long span = model.diagram().toPs() - model.diagram().fromPs();
        long around = Time.micros(50);
        double before = model.layout().x(around);

        model.zoom(2, around);

        assertEquals(span / 2, model.diagram().toPs() - model.diagram().fromPs(), 1);
        assertEquals(before, model.layout().x(around), 0.01);
    }

    @Test
    void zoomStopsAtOneNanosecondAndPanStaysWithinTheRun() {
        for (int i = 0; i < 40; i++) {
            model.zoom(10, Time.micros(20));
        }
        assertEquals(TimingDiagramViewModel.MIN_SPAN_PS, model.diagram().toPs() - model.diagram().fromPs());

        model.fitAll();
        long end = model.diagram().toPs();
        model.pan(-0.5);
        assertEquals(0, model.diagram().fromPs());
        model.pan(0.25);
        assertEquals(0, model.diagram().fromPs(), "the whole run is shown: nothing later to pan to");
        model.zoom(2, 0);
        model.pan(0.25);
        assertEquals((model.diagram().toPs() - model.diagram().fromPs()) / 4, model.diagram().fromPs(), 1);
        model.pan(10);
        assertEquals(end, model.diagram().toPs(), "never past the run's end");
        model.zoom(0.1, end);
        assertEquals(0, model.diagram().fromPs(), "zooming out stops at the whole run");
        assertEquals(end, model.diagram().toPs());
    }

    @Test
    void aCursorOnTheRunsEndKeepsTheShownRangeWithinTheRun() {
        long end = model.diagram().toPs();
        model.selectRange(0, end / 4);

        cursor.seek(99, end + Time.micros(500));

        assertEquals(end, model.diagram().toPs(), "the run's last span, not empty time after it");
        assertEquals(end / 4, model.diagram().toPs() - model.diagram().fromPs(), 1);
    }

    @Test
    void aSelectedRangeIsShownInEitherDragDirection() {
        model.selectRange(Time.micros(40), Time.micros(10));

        assertEquals(Time.micros(10), model.diagram().fromPs());
        assertEquals(Time.micros(40), model.diagram().toPs());
    }

    @Test
    void pickingAnArrowSelectsItAndSeeksTheSharedCursorToItsDeparture() {
        TimingLayout layout = model.layout();
        MessageArrow reply = model.diagram().arrows().get(1);
        double x = (layout.x(reply.sendPs()) + layout.x(reply.arrivePs())) / 2;
        double y = (layout.laneY(reply.fromLane()) + layout.laneY(reply.toLane())) / 2;

        assertEquals(reply, model.pick(x, y));
        assertEquals(reply.number(), model.selectedProperty().get());
        assertEquals(reply.number(), cursor.eventNumber());
        assertEquals(reply.sendPs(), cursor.timePs());

        assertNull(model.pick(layout.plotLeft() - 30, 5), "nothing up there");
        assertEquals(-1, model.selectedProperty().get());
        assertEquals(reply.number(), cursor.eventNumber(), "the cursor stays where it was");
    }

    @Test
    void filtersAndTogglesChangeTheDiagram() {
        model.kinds().add("reply");
        assertTrue(model.diagram().arrows().stream().allMatch(a -> a.kind().equals("reply")));
        model.layersProperty().set(true);
        assertEquals(6, model.diagram().lanes().size());
        model.logPProperty().set(true);
        assertTrue(model.diagram().logPOverlay().isEmpty(), "no request shown, no pair to measure");
        model.kinds().clear();
        assertTrue(model.diagram().logPOverlay().isPresent());
        assertEquals(java.util.List.of("reply", "request"), model.availableKinds());
    }

    @Test
    void exportWritesWhatIsShown(@TempDir Path dir) throws Exception {
        model.selectRange(0, Time.micros(40));
        Path svg = dir.resolve("shown.svg");

        model.export(ExportFormat.SVG, svg, FigureExport.Options.defaults());

        String text = Files.readString(svg);
        assertTrue(text.contains(">request read_h<"));
        assertTrue(text.contains(">40<"), "the axis ends at 40 µs");
    }

    @Test
    void aCursorThatLeavesTheShownRangeBringsTheRangeAlongWithTheSameSpan() {
        model.selectRange(0, Time.micros(10));

        cursor.seek(40, Time.micros(35));

        assertEquals(Time.micros(10), model.diagram().toPs() - model.diagram().fromPs());
        assertTrue(model.diagram().fromPs() < Time.micros(35) && Time.micros(35) < model.diagram().toPs());
    }

    @Test
    void withoutFollowingTheRangeStaysPut() {
        model.selectRange(0, Time.micros(10));
        model.followProperty().set(false);

        cursor.seek(40, Time.micros(35));

        assertEquals(0, model.diagram().fromPs());
        assertEquals(Time.micros(10), model.diagram().toPs());
    }
}
