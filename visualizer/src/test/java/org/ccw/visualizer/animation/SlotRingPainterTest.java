package org.ccw.visualizer.animation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.scene.canvas.Canvas;
import javafx.scene.image.Image;
import javafx.scene.image.PixelReader;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.QueueId;
import org.ccw.engine.trace.SlotState;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceLog;
import org.ccw.model.cluster.Scenario;
import org.ccw.visualizer.ColourPalette;
import org.ccw.visualizer.timing.fx.CanvasSurface;
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
 * Shared-memory packet queues drawn on the canvas over a real topology view with the workbench's stylesheet: each
 * slot shows the state its last change left it in, and stepping back shows the state before. The picture is
 * written to {@code target/slot-rings.png} to be looked at.
 */
@ExtendWith(ApplicationExtension.class)
class SlotRingPainterTest {

    private final Scenario scenario = SsamPresets.ssamTwoHosts();
    private final Topology topology = TopologyBuilder.from(scenario);
    private final int hostA = topology.hosts().get(0).id();
    private final int hostB = topology.hosts().get(1).id();
    private final QueueId requestsA = new QueueId("shm-request", hostA, 0);
    private final QueueId repliesA = new QueueId("shm-reply", hostA, 0);
    private final QueueId requestsB = new QueueId("shm-request", hostB, 0);
    private final TopologyViewModel viewModel = new TopologyViewModel();
    private final List<TraceEvent> records = new ArrayList<>();
    private TopologyView view;
    private AnimationLayer layer;
    private StackPane stack;

    @Start
    void start(Stage stage) {
        viewModel.show(scenario);
        view = new TopologyView(viewModel);
        layer = new AnimationLayer();
        layer.drawingTransformProperty().bind(view.drawingTransformProperty());
        layer.setObstacles(view::lineLabelDrawingBounds);
        layer.overlayBoundsProperty().addListener((obs, was, now) -> view.setFitAlso(now));
        stack = new StackPane(view, layer);
        Scene scene = new Scene(stack, 900, 600);
        scene.getStylesheets().add(ColourPalette.class.getResource("workbench.css").toExternalForm());
        stage.setScene(scene);
        stage.setWidth(900);
        stage.setHeight(600);
        stage.show();
    }

    private void queue(int host, QueueId queue, int length) {
        records.add(new TraceEvent.QueueLengthChanged(records.size(), records.size(), host, -1, -1, queue, length, 8));
    }

    /** Returns the position of the record: slot {@code slot} of {@code queue} moved by a processor of its host. */
    private int slot(QueueId queue, int slot, SlotState from, SlotState to) {
        records.add(new TraceEvent.SlotStateChanged(records.size(), records.size(), queue.owner(), 1, -1, queue, slot,
            from, to));
        return records.size() - 1;
    }

    private Playback play() {
        TraceLog log = new TraceLog();
        records.forEach(log::accept);
        return new Playback(new StateIndex(log.snapshot(), StateIndex.FADE_PS, 4));
    }

    private Image shown(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        try {
            return WaitForAsyncUtils.asyncFx(() -> {
                stack.applyCss();
                stack.layout();
                layer.paint();
                return stack.snapshot(null, null);
            }).get();
        } catch (InterruptedException | ExecutionException e) {
            throw new AssertionError(e);
        }
    }

    /** The colour drawn {@code dx} slot diameters right of the centre of slot {@code slot} of {@code queue}. */
    private Color colourAt(Image image, QueueId queue, int slot, double dx) {
        OverlayPlan.Ring ring = layer.plan().ring(queue).orElseThrow(() -> new AssertionError("no ring: " + queue));
        Point2D at = ring.slotCentre(slot).add(dx * ring.beadPx(), 0);
        Point2D px = layer.localToScene(layer.drawingTransformProperty().get().transform(at));
        return image.getPixelReader().getColor((int) Math.floor(px.getX()), (int) Math.floor(px.getY()));
    }

    private static void assertColour(Color expected, Color actual, String what) {
        double off = Math.abs(expected.getRed() - actual.getRed()) + Math.abs(expected.getGreen() - actual.getGreen())
            + Math.abs(expected.getBlue() - actual.getBlue());
        assertTrue(off < 0.06, what + ": expected " + expected + ", drawn " + actual);
    }

    private static Color named(String name) {
        return CanvasSurface.colour(ColourPalette.standard().colour(name));
    }

    @Test
    void eachSlotShowsItsStateAndStepBackShowsTheStateBefore(FxRobot robot) throws IOException {
        queue(hostA, requestsA, 0);
        queue(hostA, repliesA, 0);
        queue(hostB, requestsB, 0);
        int claimed = slot(requestsA, 0, SlotState.FREE, SlotState.CLAIMED);
        int ready = slot(requestsA, 0, SlotState.CLAIMED, SlotState.READY);
        queue(hostA, requestsA, 1);
        int claimedBulk = slot(requestsA, 1, SlotState.FREE, SlotState.CLAIMED);
        slot(requestsA, 1, SlotState.CLAIMED, SlotState.READY_BULK);
        queue(hostA, requestsA, 2);
        slot(requestsA, 2, SlotState.FREE, SlotState.CLAIMED);
        slot(repliesA, 0, SlotState.FREE, SlotState.CLAIMED);
        slot(repliesA, 0, SlotState.CLAIMED, SlotState.READY);
        slot(requestsB, 5, SlotState.FREE, SlotState.CLAIMED);
        Playback playback = play();
        robot.interact(() -> {
            layer.geometryProperty().set(AnimationGeometry.of(scenario, topology, viewModel.getDiagram()));
            layer.playbackProperty().set(playback);
            playback.toEnd();
        });

        Image end = shown(robot);
        write(end, Path.of("target", "slot-rings.png"));
        assertColour(named("-ccw-cell-request"), colourAt(end, requestsA, 0, 0), "a ready slot");
        assertColour(named("-ccw-cell-bulk"), colourAt(end, requestsA, 1, -0.3), "a ready-bulk slot, off its hole");
        assertColour(named("-ccw-canvas"), colourAt(end, requestsA, 1, 0), "the hole of a ready-bulk slot");
        assertColour(named("-ccw-flash"), colourAt(end, requestsA, 2, -0.25), "a claimed slot's written half");
        assertColour(named("-ccw-canvas"), colourAt(end, requestsA, 2, 0.25), "and its other half");
        assertColour(named("-ccw-canvas"), colourAt(end, requestsA, 3, 0), "a free slot");
        assertEquals(8, layer.plan().ring(requestsB).orElseThrow().size(), "the other host's queue");

        robot.interact(() -> playback.seek(claimedBulk - 1));
        assertColour(named("-ccw-canvas"), colourAt(shown(robot), requestsA, 1, -0.3), "before it was claimed");
        robot.interact(() -> playback.seek(claimed));
        Image atClaim = shown(robot);
        assertColour(named("-ccw-flash"), colourAt(atClaim, requestsA, 0, -0.25), "claimed before it was ready");
        assertColour(named("-ccw-canvas"), colourAt(atClaim, requestsA, 0, 0.25), "not yet ready");
        robot.interact(() -> playback.seek(ready));
        assertColour(named("-ccw-cell-request"), colourAt(shown(robot), requestsA, 0, 0.25), "ready again");
    }

    @Test
    void aSlotWhoseClaimFailedIsCrossedInTheDropColourUntilStepBackGoesBeforeIt(FxRobot robot) {
        queue(hostA, requestsA, 0);
        slot(requestsA, 0, SlotState.FREE, SlotState.CLAIMED);
        int ready = slot(requestsA, 0, SlotState.CLAIMED, SlotState.READY);
        // a one-packet queue: the next sender's claim finds slot 0 still ready
        records.add(new TraceEvent.CasFailed(records.size(), records.size(), hostA, 2, -1, requestsA,
            TraceEvent.CasFailed.SLOT, 0, 1));
        Playback playback = play();
        robot.interact(() -> {
            layer.geometryProperty().set(AnimationGeometry.of(scenario, topology, viewModel.getDiagram()));
            layer.playbackProperty().set(playback);
            playback.toEnd();
        });

        assertColour(named("-ccw-drop"), colourAt(shown(robot), requestsA, 0, 0), "the cross over the taken slot");
        robot.interact(() -> playback.seek(ready));
        assertColour(named("-ccw-cell-request"), colourAt(shown(robot), requestsA, 0, 0), "before the failure");
    }

    @Test
    void theLegendShowsEachStateOfASlot(FxRobot robot) throws IOException {
        Image swatch = symbol(AnimationLayer.Symbol.SLOT_RING);
        write(swatch, Path.of("target", "slot-ring-legend.png"));
        for (String name : List.of("-ccw-cell-request", "-ccw-cell-bulk", "-ccw-flash")) {
            assertTrue(shows(swatch, named(name)), "the legend shows a slot in " + name);
        }
    }

    @Test
    void theLegendShowsALostCompareAndSwapOnReadySlots(FxRobot robot) throws IOException {
        Image swatch = symbol(AnimationLayer.Symbol.CAS_FAILED);
        write(swatch, Path.of("target", "cas-failed-legend.png"));
        assertTrue(shows(swatch, named("-ccw-drop")), "rings in the drop colour");
        assertTrue(shows(swatch, named("-ccw-cell-request")), "round ready slots");
    }

    private Image symbol(AnimationLayer.Symbol symbol) {
        try {
            return WaitForAsyncUtils.asyncFx(() -> {
                Canvas canvas = new Canvas(56, 22);
                layer.paintSymbol(canvas.getGraphicsContext2D(), symbol, 28, 11);
                return canvas.snapshot(null, null);
            }).get();
        } catch (InterruptedException | ExecutionException e) {
            throw new AssertionError(e);
        }
    }

    private static boolean shows(Image swatch, Color colour) {
        for (int y = 0; y < swatch.getHeight(); y++) {
            for (int x = 0; x < swatch.getWidth(); x++) {
                Color at = swatch.getPixelReader().getColor(x, y);
                if (Math.abs(at.getRed() - colour.getRed()) + Math.abs(at.getGreen() - colour.getGreen())
                        + Math.abs(at.getBlue() - colour.getBlue()) < 0.06) {
                    return true;
                }
            }
        }
        return false;
    }

    private static void write(Image image, Path file) throws IOException {
        int w = (int) image.getWidth();
        int h = (int) image.getHeight();
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        PixelReader pixels = image.getPixelReader();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                out.setRGB(x, y, pixels.getArgb(x, y));
            }
        }
        Files.createDirectories(file.getParent());
        ImageIO.write(out, "png", file.toFile());
    }
}
