package org.ccw.visualizer.timing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.run.HeadlessRun;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceLog;
import org.ccw.model.cluster.Scenario;
import org.junit.jupiter.api.Test;
import org.ccw.engine.ssam.SsamPresets;

/**
 * Where the diagram's words go, on real runs: in the crowd of a 6-host ATM cluster's bulk traffic and in the
 * per-layer remote read, no word overlaps another or a box (a word that finds no room is left out), while the
 * sparse remote read keeps every label. Lanes shrink to fit a short pane, down to their floor.
 */
class TimingLabelsTest {

    @Test
    void inACrowdNoLabelOverlapsAnotherOrABoxAndSomeYield() {
        TimingLayout layout = new TimingLayout(diagram(SsamPresets.atmCluster(6), TimingOptions.all()
                .withRange(0, Time.micros(60))), 720);

        List<TimingLabels.Rect> words = assertNothingOverlaps(layout);
        assertTrue(words.size() > 10, "the crowd keeps a good many labels: " + words.size());
        assertTrue(layout.diagram().arrows().stream().anyMatch(a -> layout.labelShown(a).isEmpty()),
                "in a crowd some labels yield");
    }

    @Test
    void perLayerLanesKeepLabelsOffTheBoxes() {
        TimingLayout layout = new TimingLayout(diagram(SsamPresets.ssamTwoHosts(), TimingOptions.all()
                .withRange(0, Time.micros(90)).withLayers(true)), 1000);

        assertNothingOverlaps(layout);
    }

    @Test
    void theSparseRemoteReadKeepsEveryArrowLabel() {
        TimingLayout layout = new TimingLayout(diagram(SsamPresets.ssamTwoHosts(), TimingOptions.all()
                .withRange(0, Time.micros(90))), 1000);

        layout.diagram().arrows().forEach(a -> assertEquals(a.label(), layout.labelShown(a).orElse(null)));
    }

    @Test
    void lanesOfASixHostStarShrinkToFitAShortPaneButNotBelowTheirFloor() {
        TimingDiagram star = diagram(SsamPresets.atmCluster(6), TimingOptions.all().withRange(0, Time.micros(60)));
        assertEquals(7, star.lanes().size(), "six hosts and the switch");

        TimingLayout fitted = new TimingLayout(star, 720, 300);
        assertTrue(fitted.height() <= 300, "all seven lanes fit 300 units: " + fitted.height());
        TimingLayout cramped = new TimingLayout(star, 720, 100);
        assertEquals(TimingLayout.MIN_LANE_HEIGHT, cramped.laneY(1) - cramped.laneY(0), 1e-9);
        TimingLayout full = new TimingLayout(star, 720);
        assertEquals(TimingLayout.LANE_HEIGHT, full.laneY(1) - full.laneY(0), 1e-9, "exports keep full lanes");
    }

    /** Asserts that no placed word overlaps another word or any box; returns the words' rectangles. */
    private static List<TimingLabels.Rect> assertNothingOverlaps(TimingLayout layout) {
        TimingLabels labels = layout.labels();
        List<TimingLabels.Rect> words = new ArrayList<>();
        layout.diagram().arrows().forEach(a -> labels.of(a).ifPresent(p -> words.add(rect(p))));
        List<TimingLabels.Rect> boxes = new ArrayList<>();
        layout.diagram().boxes().forEach(b -> {
            boxes.add(labels.boxRect(b));
            // a name inside its own box is that box's; one above it is a word like the arrows'
            labels.of(b).filter(p -> p.y() < layout.laneY(b.lane())).ifPresent(p -> words.add(rect(p)));
        });
        for (int i = 0; i < words.size(); i++) {
            for (int j = i + 1; j < words.size(); j++) {
                assertFalse(words.get(i).overlaps(words.get(j)), words.get(i) + " overlaps " + words.get(j));
            }
            for (TimingLabels.Rect box : boxes) {
                assertFalse(words.get(i).overlaps(box), words.get(i) + " covers box " + box);
            }
        }
        return words;
    }

    private static TimingLabels.Rect rect(TimingLabels.Placed p) {
        return TimingLabels.textRect(p.text(), p.x(), p.y());
    }

    private static TimingDiagram diagram(Scenario scenario, TimingOptions options) {
        TraceLog log = new TraceLog();
        try {
            HeadlessRun.of(scenario).sink(log).run();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        TraceLog.Snapshot snapshot = log.snapshot();
        List<TraceEvent> trace = IntStream.range(0, snapshot.size()).mapToObj(snapshot::at).toList();
        return TimingDiagram.of(trace, TopologyBuilder.from(scenario)::nodeName, options);
    }
}
