package org.ccw.visualizer.spacetime.fx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.ccw.visualizer.export.ExportFormat;
import org.ccw.visualizer.export.FigureExport;
import org.ccw.visualizer.spacetime.SpaceTimeFigure;
import org.ccw.visualizer.spacetime.SpaceTimeTest;
import org.ccw.visualizer.timing.fx.TimeCursor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The space-time view's state without a window: clicks, the shared cursor, zoom and export. */
class SpaceTimeViewModelTest {
    private final TimeCursor cursor = new TimeCursor();
    private final SpaceTimeViewModel vm = new SpaceTimeViewModel(SpaceTimeTest.twoTasks(),
            node -> node == 0 ? "master" : "slave", cursor);

    private static double rowCentreY(double row) {
        return SpaceTimeFigure.rowCentreY(row);
    }

    private double xOf(long ps) {
        return vm.figure().x(ps);
    }

    @Test
    void itShowsTheWholeRunAndSaysWhatItHolds() {
        assertEquals(0, vm.fromPsProperty().get());
        assertEquals(50_000_000L, vm.toPsProperty().get());
        assertEquals("2 tasks, 1 messages received of 2 sent; click a line for its message, elsewhere to move the"
                + " cursor", vm.detailsProperty().get());
    }

    @Test
    void clickingAMessagesLineSelectsItTellsItsDetailsAndMovesTheCursorToItsReceive() {
        vm.click(xOf(15_000_000L), rowCentreY(0.5));
        assertEquals(7, vm.selectedProperty().get());
        assertEquals("message 1: master #1 → slave #1, 1024 bytes, pvm_send at 10.000 µs, received 10.000 µs later",
                vm.detailsProperty().get());
        assertEquals(20_000_000L, cursor.timePs(), "the shared cursor went to the receive's return");
    }

    @Test
    void clickingAwayFromEveryLineClearsTheSelectionAndAsksTheCursorForThatTime() {
        vm.click(xOf(15_000_000L), rowCentreY(0.5));
        vm.click(xOf(45_000_000L), rowCentreY(1));
        assertEquals(-1, vm.selectedProperty().get());
        assertEquals(45_000_000L, cursor.timePs(), 200_000L);
        assertTrue(vm.detailsProperty().get().startsWith("2 tasks"));
    }

    @Test
    void zoomingHalvesTheRangeAroundThePointerAndWholeRunRestoresIt() {
        vm.zoom(20_000_000L, 0.5);
        assertEquals(10_000_000L, vm.fromPsProperty().get());
        assertEquals(35_000_000L, vm.toPsProperty().get());
        vm.showAll();
        assertEquals(0, vm.fromPsProperty().get());
        assertEquals(50_000_000L, vm.toPsProperty().get());
    }

    @Test
    void theFigureExportsAsSvgWithItsTasksAndUtilizationStrip(@TempDir Path dir) throws Exception {
        Path svg = dir.resolve("st.svg");
        vm.export(ExportFormat.SVG, svg, FigureExport.Options.defaults());
        String text = Files.readString(svg);
        assertTrue(text.contains("master #1") && text.contains("slave #1"), "a row per task");
        assertTrue(text.contains("utilization"));
        assertTrue(text.contains("1 pending") || text.contains("pvm_send"), "the last call beside the label");
    }
}
