package org.ccw.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import org.ccw.model.cluster.Scenario;
import org.ccw.engine.dvcm.DvcmPresets;
import org.ccw.engine.ssam.SsamPresets;
import org.ccw.visualizer.animation.EventKind;
import org.ccw.visualizer.animation.KindChoice;
import org.junit.jupiter.api.Test;

/**
 * The event list's kind filter in the real main window offers the run's stack's own record kinds, in its
 * presentation's words, instead of one "stack record" for every stack's: a DVCM run's token passes, unit starts,
 * command posts and DMAs each on their own; picking one lists those records alone; a run of another stack offers none
 * of them.
 */
class EventKindFilterInTheWindowTest extends InTheWindow {

    private void run(Scenario scenario) {
        Object before = driver.playback();
        robot.interact(() -> driver.viewModel().newScenario(scenario));
        driver.keys(KeyCode.CONTROL, KeyCode.R);
        WindowDriver.await("the run", () -> driver.playback() != null && driver.playback() != before);
        TabPane tabs = robot.lookup("#" + MainWindow.BOTTOM_TABS_ID).queryAs(TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(tabs.getTabs().stream()
            .filter(t -> "event-list-tab".equals(t.getId())).findFirst().orElseThrow()));
    }

    @SuppressWarnings("unchecked")
    private ChoiceBox<Object> kindFilter() {
        return robot.lookup("#event-kind-filter").queryAs(ChoiceBox.class);
    }

    private List<String> labels() {
        return kindFilter().getItems().stream().map(Object::toString).toList();
    }

    @Test
    void aDvcmRunsFilterOffersItsOwnRecordKindsAndPicksEach() {
        Scenario star = DvcmPresets.dvcmStar(4);
        star.setDurationMicros(20_000);
        run(star);

        List<String> labels = labels();
        assertTrue(labels.containsAll(List.of("token moved", "execution unit started", "command posted", "DMA")),
            labels.toString());
        assertFalse(labels.contains(EventKind.STACK_RECORD.label()), "no catch-all entry for every stack's records");
        assertFalse(labels.contains("task state"), "PVMAM's kind is not a DVCM run's");

        KindChoice tokenMoved = kindFilter().getItems().stream().filter(KindChoice.class::isInstance)
            .map(KindChoice.class::cast).filter(c -> c.label().equals("token moved")).findFirst().orElseThrow();
        robot.interact(() -> kindFilter().setValue(tokenMoved));

        List<Integer> rows = driver.window.run().eventTable().getItems();
        assertFalse(rows.isEmpty(), "the star's senders pass tokens");
        rows.forEach(p -> assertEquals("token moved", EventKind.labelOf(driver.playback().trace().at(p)), "row " + p));
    }

    @Test
    void aRunOfAStackWithoutRecordsOfItsOwnOffersTheGenericKindsAlone() {
        Scenario ssam = SsamPresets.ssamThroughSwitch();
        ssam.setDurationMicros(400);
        run(ssam);

        List<String> labels = labels();
        assertTrue(labels.contains(EventKind.HANDLER_RAN.label()), labels.toString());
        assertFalse(labels.contains("token moved"), "the DVCM's kinds are not an SSAM run's");
        assertFalse(labels.contains(EventKind.STACK_RECORD.label()), labels.toString());
        assertEquals(EventKind.values().length, labels.size(), "all kinds, then the generic kinds but the catch-all");
    }
}
