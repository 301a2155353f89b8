package org.ccw.visualizer.animation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.ccw.visualizer.branch.Branch;
import org.ccw.visualizer.branch.TestRuns;
import org.ccw.visualizer.timing.MessageArrow;
import org.ccw.visualizer.timing.TimingLayout;
import org.ccw.visualizer.timing.fx.TimeCursor;
import org.ccw.visualizer.timing.fx.TimingDiagramView;
import org.ccw.visualizer.timing.fx.TimingDiagramViewModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The timing diagram's view linked to a run's playback, clicked with the mouse (issue 12, defect 6): a click on an
 * arrow or between arrows moves the animation, not only the diagram's cursor, and zooming keeps the cursor where it
 * is on screen.
 */
@ExtendWith(ApplicationExtension.class)
class OneCursorTest {

    private static final Branch RUN = TestRuns.run(TestRuns.throughSwitch(0, 200), 3);

    private final Playback playback = new Playback(new StateIndex(RUN.index().trace(), StateIndex.FADE_PS, 64));
    private final TimeCursor cursor = playback.cursor();
    private TimingDiagramViewModel model;
    private TimingDiagramView view;

    @Start
    void start(Stage stage) {
        model = new TimingDiagramViewModel(playback.records(), RUN.names()::node, "run", cursor);
        view = new TimingDiagramView(model);
        stage.setScene(new Scene(view, 1000, 420));
        stage.show();
    }

    private Point2D onScreen(double x, double y) {
        return view.canvas().localToScreen(x, y);
    }

    @Test
    void clickingBetweenArrowsSeeksTheAnimationToThatMoment(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        TimingLayout layout = model.layout();
        double y = layout.laneY(0);
        double x = layout.plotLeft() + (layout.plotRight() - layout.plotLeft()) * 0.6;
        while (layout.arrowAt(x, y, 8) != null) {
            x += 3;
        }
        long wanted = layout.timeAt(x);
        playback.play();

        robot.clickOn(onScreen(x, y));

        assertFalse(playback.playingProperty().get(), "the click pauses the animation");
        long pixel = layout.timeAt(x + 1) - wanted;
        assertEquals(wanted, playback.clockPs(), 2 * pixel, "the animation's clock is at the moment clicked");
        assertEquals(playback.clockPs(), cursor.timePs(), "and the diagram's cursor with it");
        assertNotNull(playback.current());
        assertTrue(playback.current().timePs() <= wanted, "every record up to that moment applied");
    }

    @Test
    void clickingAnArrowSeeksTheAnimationToItsDeparture(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        TimingLayout layout = model.layout();
        MessageArrow arrow = model.diagram().arrows().get(model.diagram().arrows().size() * 2 / 3);
        double x = (layout.x(arrow.sendPs()) + layout.x(arrow.arrivePs())) / 2;
        double y = (layout.laneY(arrow.fromLane()) + layout.laneY(arrow.toLane())) / 2;

        robot.clickOn(onScreen(x, y));

        MessageArrow picked = model.layout().arrowAt(x, y, 5);
        assertEquals(picked.number(), playback.current().number(), "the animation is at the arrow's departure");
        assertEquals(picked.sendPs(), playback.clockPs());
        assertEquals(playback.clockPs(), cursor.timePs());
    }

    @Test
    void zoomingKeepsTheCursorInPlace(FxRobot robot) {
        robot.interact(() -> playback.seekTime(model.toPsProperty().get() / 5));
        WaitForAsyncUtils.waitForFxEvents();
        double before = model.layout().x(cursor.timePs());

        robot.clickOn("#timing-zoom-in");
        robot.clickOn("#timing-zoom-in");

        assertEquals(before, model.layout().x(cursor.timePs()), 1.0, "the cursor stays put on screen");
        robot.clickOn("#timing-zoom-out");
        assertEquals(before, model.layout().x(cursor.timePs()), 1.0);
    }
}
