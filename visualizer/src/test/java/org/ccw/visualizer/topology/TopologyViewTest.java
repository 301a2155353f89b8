package org.ccw.visualizer.topology;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Line;
import javafx.stage.Stage;
import org.ccw.visualizer.Stylesheets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class TopologyViewTest {

    private final TopologyViewModel viewModel = new TopologyViewModel();
    private TopologyView view;

    @Start
    void start(Stage stage) {
        view = new TopologyView(viewModel);
        Scene scene = new Scene(view, 400, 300);
        scene.getStylesheets().add(Stylesheets.defaultTheme());
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void drawsALabelledBoxPerElementAndALinePerConnection(FxRobot robot) {
        show(twoHostsOnASwitch(0));

        assertEquals(Set.of("a", "b"), names(robot, ".topology-host"));
        assertEquals(Set.of("asx"), names(robot, ".topology-switch"));
        assertEquals(Set.of("SPARCstation-20", "ATM switch"), robot.lookup(".topology-detail").queryAllAs(Label.class)
            .stream().map(Label::getText).collect(Collectors.toSet()));
        assertEquals(2, robot.lookup(".topology-link").queryAllAs(Line.class).size());
        assertEquals(List.of("taxi · 140 Mb/s"), robot.lookup(".topology-line-label").queryAllAs(Label.class).stream()
            .map(Label::getText).toList());
        VBox a = view.box("a").orElseThrow();
        assertEquals(TopologyView.ID_PREFIX + "a", a.getId());
        assertEquals(ElementKind.HOST.widthPx(), a.getWidth());
    }

    @Test
    void aDrawingWiderThanTheViewIsShrunkToFitInside(FxRobot robot) {
        show(twoHostsOnASwitch(2000));

        for (Node box : robot.lookup(".topology-element").queryAll()) {
            Bounds inView = view.sceneToLocal(box.localToScene(box.getBoundsInLocal()));
            assertTrue(inView.getMinX() >= 0 && inView.getMaxX() <= view.getWidth(), box.getId() + " inside the view");
        }
    }

    @Test
    void aViewKeptAfterAnEditIsFittedAgainWhenItsRoomChanges(FxRobot robot) {
        show(twoHostsOnASwitch(2000));
        robot.interact(() -> viewModel.fitToViewProperty().set(false)); // as an edit leaves it

        double width = view.getScene().getWindow().getWidth();
        robot.interact(() -> view.getScene().getWindow().setWidth(width - 80));
        WaitForAsyncUtils.waitForFxEvents();

        assertTrue(viewModel.fitToViewProperty().get(), "a divider or the window moved: fit again");
        for (Node box : robot.lookup(".topology-element").queryAll()) {
            Bounds inView = view.sceneToLocal(box.localToScene(box.getBoundsInLocal()));
            assertTrue(inView.getMinX() >= 0 && inView.getMaxX() <= view.getWidth(), box.getId() + " inside the view");
        }
        robot.interact(() -> view.getScene().getWindow().setWidth(width)); // the primary stage is shared
    }

    @Test
    void showingAnotherDiagramReplacesTheDrawing(FxRobot robot) {
        show(twoHostsOnASwitch(0));
        show(TopologyDiagram.EMPTY);

        assertTrue(robot.lookup(".topology-element").queryAll().isEmpty());
    }

    @Test
    void aClickWithAnArmedPaletteEntryDropsItThereOnceAndEscCancelsTheTool(FxRobot robot) {
        show(twoHostsOnASwitch(0));
        List<String> drops = new ArrayList<>();
        viewModel.gesturesProperty().set(new RecordingGestures(drops));
        VBox a = view.box("a").orElseThrow();

        WaitForAsyncUtils.asyncFx(() -> viewModel.armedEntryProperty().set("processor"));
        robot.clickOn(a);
        robot.clickOn(a);

        assertEquals(List.of("processor on a"), drops, "the second click only selects");
        assertNull(viewModel.armedEntryProperty().get());

        WaitForAsyncUtils.asyncFx(() -> viewModel.linkModeProperty().set(true));
        robot.clickOn(a).type(KeyCode.ESCAPE);
        assertFalse(viewModel.linkModeProperty().get());
    }

    /** Records drops as "entry on target"; ignores the other gestures. */
    private record RecordingGestures(List<String> drops) implements TopologyGestures {
        @Override
        public void select(List<String> ids, boolean additive) {
        }

        @Override
        public void moveBy(List<String> ids, double dx, double dy) {
        }

        @Override
        public void link(String fromId, String toId) {
        }

        @Override
        public void drop(String paletteEntryId, String targetId, double x, double y) {
            drops.add(paletteEntryId + " on " + targetId);
        }
    }

    private void show(TopologyDiagram diagram) {
        WaitForAsyncUtils.asyncFx(() -> viewModel.diagramProperty().set(diagram));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static TopologyDiagram twoHostsOnASwitch(double spreadPx) {
        return new TopologyDiagram(
            List.of(new TopologyElement("a", ElementKind.HOST, "a", "SPARCstation-20", 60, 40, false),
                new TopologyElement("b", ElementKind.HOST, "b", "SPARCstation-20", 260 + spreadPx, 40, false),
                new TopologyElement("asx", ElementKind.SWITCH, "asx", "ATM switch", 160, 160, false)),
            List.of(new TopologyConnection("taxi", "a", "asx", TopologyConnection.Kind.LINK, "taxi · 140 Mb/s"),
                new TopologyConnection("b", "asx", TopologyConnection.Kind.LINK)));
    }

    private static Set<String> names(FxRobot robot, String query) {
        return robot.lookup(query).queryAll().stream().map(TopologyView::nameIn).collect(Collectors.toSet());
    }
}
