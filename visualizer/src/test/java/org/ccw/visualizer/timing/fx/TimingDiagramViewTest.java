package org.ccw.visualizer.timing.fx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.ccw.visualizer.timing.MessageArrow;
import org.ccw.visualizer.timing.TimingLayout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The view in a (headless) window: buttons zoom, a click on an arrow moves the shared cursor. */
@ExtendWith(ApplicationExtension.class)
class TimingDiagramViewTest {
    private final TimeCursor cursor = new TimeCursor();
    private final TimingDiagramViewModel model = new TimingDiagramViewModel(RemoteReadTrace.TRACE,
            RemoteReadTrace.NAMES, "remote read", cursor);
    private TimingDiagramView view;

    @Start
    void start(Stage stage) {
        view = new TimingDiagramView(model);
        stage.setScene(new Scene(view, 1000, 400));
        stage.show();
    }

    @Test
    void zoomInHalvesTheShownSpanAndFitShowsTheWholeRunAgain(FxRobot robot) {
        long whole = model.diagram().toPs() - model.diagram().fromPs();

        robot.clickOn("#timing-zoom-in");
        assertEquals(whole / 2, model.diagram().toPs() - model.diagram().fromPs(), 1);

        robot.clickOn("#timing-fit");
        assertEquals(whole, model.diagram().toPs() - model.diagram().fromPs());
    }

    @Test
    void clickingAnArrowSeeksTheCursorToItsEvent(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        TimingLayout layout = model.layout();
        MessageArrow request = model.diagram().arrows().get(2);
        double x = (layout.x(request.sendPs()) + layout.x(request.arrivePs())) / 2;
        double y = (layout.laneY(request.fromLane()) + layout.laneY(request.toLane())) / 2;
        Point2D onScreen = view.canvas().localToScreen(x, y);

        robot.clickOn(onScreen);

        assertEquals(request.number(), cursor.eventNumber());
        assertEquals(request.number(), model.selectedProperty().get());
        assertTrue(view.canvas().getWidth() >= 400, "drawn at the view's width");
    }

    @Test
    void thePollsButtonTakesTheStripsAwayAndBringsThemBack(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        double withStrips = view.canvas().getHeight();
        assertTrue(model.diagram().lanes().stream().anyMatch(org.ccw.visualizer.timing.Lane::polls),
                "SSAM's hosts poll the network while they wait");

        robot.clickOn("#timing-polls");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(model.diagram().polls().isEmpty());
        assertTrue(view.canvas().getHeight() <= withStrips, "the lanes no longer share their room with strips");

        robot.clickOn("#timing-polls");
        assertTrue(model.pollsProperty().get());
        assertTrue(!model.diagram().polls().isEmpty());
    }
}
