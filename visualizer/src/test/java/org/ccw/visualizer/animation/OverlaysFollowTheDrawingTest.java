package org.ccw.visualizer.animation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.model.cluster.Scenario;
import org.ccw.visualizer.ElementRefs;
import org.ccw.visualizer.branch.Branch;
import org.ccw.visualizer.branch.TestRuns;
import org.ccw.visualizer.topology.TopologyView;
import org.ccw.visualizer.topology.TopologyViewModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.ccw.engine.ssam.SsamPresets;

/**
 * The run's overlays over a real topology view (issue 12, defect 3): under Fit, Zoom + twice and in a small canvas
 * a drop burst, every FIFO and port bar and every window strip keep their place relative to the box they belong
 * to, measured in drawing units; and they scale with the boxes rather than keeping a fixed size.
 */
@ExtendWith(ApplicationExtension.class)
class OverlaysFollowTheDrawingTest {

    private final Scenario scenario = lossyCluster();
    private final TopologyViewModel viewModel = new TopologyViewModel();
    private TopologyView view;
    private AnimationLayer layer;
    private StackPane stack;

    private static Scenario lossyCluster() {
        Scenario scenario = SsamPresets.atmCluster(6);
        scenario.getFaults().setLossRate(0.05);
        scenario.setDurationMicros(2_000);
        return scenario;
    }

    @Start
    void start(Stage stage) {
        viewModel.show(scenario);
        view = new TopologyView(viewModel);
        layer = new AnimationLayer();
        layer.drawingTransformProperty().bind(view.drawingTransformProperty());
        layer.setObstacles(view::lineLabelDrawingBounds);
        layer.overlayBoundsProperty().addListener((obs, was, now) -> view.setFitAlso(now));
        stack = new StackPane(view, layer);
        stage.setScene(new Scene(stack, 900, 600));
        // the primary stage is shared by every test class: a size another test left must not carry over
        stage.setWidth(900);
        stage.setHeight(600);
        stage.show();
    }

    /** A drop burst's and the overlays' places relative to their boxes, in drawing units (box width = its kind's). */
    private record Places(Point2D burst, List<Bounds> gauges, double boxWidthPx) {
    }

    private Places measure(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        try {
            return WaitForAsyncUtils.asyncFx(() -> {
                stack.applyCss();
                stack.layout();
                return places();
            }).get();
        } catch (InterruptedException | java.util.concurrent.ExecutionException e) {
            throw new AssertionError(e);
        }
    }

    private Places places() {
        var drop = layer.playbackProperty().get().state().recentDrops().iterator().next();
        Region box = view.box(ElementRefs.id(scenario, scenario.getCluster().getNodes().get(drop.node())))
            .orElseThrow();
        Bounds boxInLayer = layer.sceneToLocal(box.localToScene(box.getLayoutBounds()));
        double scale = boxInLayer.getWidth() / box.getWidth();
        Point2D centre = new Point2D(boxInLayer.getCenterX(), boxInLayer.getCenterY());
        Point2D burst = layer.pointOf(drop);
        assertNotNull(burst, "the burst is drawn");
        List<Bounds> gauges = new ArrayList<>();
        for (Bounds b : layer.plan().planned()) {
            // each gauge in layer pixels, relative to the dropping node's box, back in drawing units
            Bounds shown = layer.drawingTransformProperty().get().transform(b);
            gauges.add(new javafx.geometry.BoundingBox((shown.getMinX() - centre.getX()) / scale,
                (shown.getMinY() - centre.getY()) / scale, shown.getWidth() / scale, shown.getHeight() / scale));
        }
        return new Places(burst.subtract(centre).multiply(1 / scale), gauges, boxInLayer.getWidth());
    }

    private void showTheFirstDrop(FxRobot robot) {
        Branch run = TestRuns.run(scenario, 1);
        Playback playback = new Playback(new StateIndex(run.index().trace(), StateIndex.FADE_PS, 64));
        robot.interact(() -> {
            layer.geometryProperty().set(AnimationGeometry.of(scenario, TopologyBuilder.from(scenario),
                viewModel.getDiagram()));
            layer.playbackProperty().set(playback);
            assertTrue(playback.next(EventKind.CELL_DROPPED), "the lossy run drops a cell");
        });
    }

    /** On a loaded machine a window's new size reaches the view a pulse or two later: wait for it. */
    private void awaitViewWidth(java.util.function.DoublePredicate ready) {
        try {
            WaitForAsyncUtils.waitFor(10, java.util.concurrent.TimeUnit.SECONDS, () -> ready.test(view.getWidth()));
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("the view never reached its size: " + view.getWidth(), e);
        }
    }

    private static void assertSame(Places expected, Places actual, String when) {
        assertEquals(expected.burst().getX(), actual.burst().getX(), 1e-3, "the burst stays where it was " + when);
        assertEquals(expected.burst().getY(), actual.burst().getY(), 1e-3, "the burst stays where it was " + when);
        assertEquals(expected.gauges().size(), actual.gauges().size(), "the same gauges " + when);
        for (int i = 0; i < expected.gauges().size(); i++) {
            Bounds a = expected.gauges().get(i);
            Bounds b = actual.gauges().get(i);
            assertEquals(a.getMinX(), b.getMinX(), 1e-3, "gauge " + i + " " + when);
            assertEquals(a.getMinY(), b.getMinY(), 1e-3, "gauge " + i + " " + when);
            assertEquals(a.getWidth(), b.getWidth(), 1e-3, "gauge " + i + " scales with the boxes " + when);
        }
    }

    @Test
    void aDropBurstAndTheGaugesKeepTheirPlaceUnderFitAndZoom(FxRobot robot) {
        showTheFirstDrop(robot);
        Places fitted = measure(robot);
        assertFalse(fitted.gauges().isEmpty());

        robot.interact(() -> {
            viewModel.zoomIn();
            viewModel.zoomIn();
        });
        Places zoomed = measure(robot);
        assertTrue(zoomed.boxWidthPx() > fitted.boxWidthPx() * 1.2, "the boxes grew");
        assertSame(fitted, zoomed, "after Zoom + twice");

        robot.interact(viewModel::fit);
        assertSame(fitted, measure(robot), "after Fit again");
    }

    @Test
    void inASmallCanvasTheOverlaysShrinkWithTheBoxes(FxRobot robot) {
        showTheFirstDrop(robot);
        awaitViewWidth(w -> w > 800);
        Places large = measure(robot);

        robot.interact(() -> stack.getScene().getWindow().setWidth(360));
        robot.interact(() -> stack.getScene().getWindow().setHeight(260));
        awaitViewWidth(w -> w < 400);
        Places small = measure(robot);

        assertTrue(small.boxWidthPx() < large.boxWidthPx() * 0.8, "the hosts shrank: " + small.boxWidthPx());
        assertSame(large, small, "in a small canvas");
    }
}
