package org.ccw.visualizer.congestion.fx;

import static org.ccw.visualizer.congestion.CongestionTrace.us;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.ccw.visualizer.congestion.CongestionFigure;
import org.ccw.visualizer.congestion.CongestionTrace;
import org.ccw.visualizer.congestion.CongestionWindows;
import org.ccw.visualizer.export.ExportFormat;
import org.ccw.visualizer.export.FigureExport;
import org.ccw.visualizer.timing.fx.TimeCursor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The congestion-window view's state without a window: clicks, the shared cursor, the unit, zoom and export. */
class CongestionViewModelTest {
    private final TimeCursor cursor = new TimeCursor();
    private final CongestionViewModel vm = new CongestionViewModel(
            CongestionWindows.of(CongestionTrace.realistic(), CongestionTrace::name), cursor);

    @Test
    void itShowsTheWholeRunInSegmentsAndSaysWhatItHolds() {
        assertEquals(0, vm.fromPsProperty().get());
        assertEquals(us(1400), vm.toPsProperty().get());
        assertEquals(CongestionFigure.Unit.SEGMENTS, vm.unitProperty().get());
        assertEquals("2 connection(s), 2 segment(s) resent, 1 retransmission timeout(s); click a panel to read its"
                + " window at that moment", vm.detailsProperty().get());
    }

    @Test
    void clickingAPanelMovesTheSharedCursorThereAndTellsThatConnectionsWindow() {
        double x = vm.figure().x(us(455));
        vm.click(x, CongestionFigure.plotTop(0) + 20);
        assertEquals(us(455), cursor.timePs(), us(2));
        assertEquals(0, vm.chosenProperty().get());
        assertTrue(vm.detailsProperty().get().startsWith("alpha to beta at 45"), vm.detailsProperty().get());
        assertTrue(vm.detailsProperty().get().endsWith("ssthresh 8, fast recovery"), vm.detailsProperty().get());
    }

    @Test
    void theDetailsFollowTheCursorWhenTheAnimationMovesIt() {
        vm.click(vm.figure().x(us(100)), CongestionFigure.plotTop(0) + 20);
        cursor.seek(7, us(1000));
        assertEquals("alpha to beta at 1000.000 µs: cwnd 1 segments (1000 B), ssthresh 5.5, slow start",
                vm.detailsProperty().get());
    }

    @Test
    void aClickAsksTheLinkedAnimationForTheTimeRatherThanMovingTheCursorItself() {
        long[] asked = {-1};
        TimeCursor linked = new TimeCursor(new TimeCursor.Mover() {
            @Override
            public void toRecord(long number, long atPs) {
            }

            @Override
            public void toTime(long atPs) {
                asked[0] = atPs;
            }
        });
        CongestionViewModel vm = new CongestionViewModel(
                CongestionWindows.of(CongestionTrace.realistic(), CongestionTrace::name), linked);
        vm.click(vm.figure().x(us(700)), CongestionFigure.plotTop(1) + 5);
        assertEquals(us(700), asked[0], us(2));
        assertEquals(-1, linked.timePs(), "the animation moves it when it gets there");
    }

    @Test
    void bytesRedrawTheFigureInBytes() {
        vm.unitProperty().set(CongestionFigure.Unit.BYTES);
        String svg = FigureExport.svg(vm.figure());
        assertTrue(svg.contains(">bytes<") && svg.contains(">15000<"), "the scale counts bytes");
    }

    @Test
    void zoomingHalvesTheRangeAroundThePointerAndWholeRunRestoresIt() {
        vm.zoom(us(400), 0.5);
        assertEquals(us(200), vm.fromPsProperty().get());
        assertEquals(us(900), vm.toPsProperty().get());
        vm.showAll();
        assertEquals(0, vm.fromPsProperty().get());
        assertEquals(us(1400), vm.toPsProperty().get());
    }

    @Test
    void theFigureExportsAsSvgPngAndPdf(@TempDir Path dir) throws Exception {
        for (ExportFormat format : List.of(ExportFormat.SVG, ExportFormat.PNG, ExportFormat.PDF)) {
            Path file = dir.resolve("congestion." + format.name().toLowerCase(java.util.Locale.ROOT));
            vm.export(format, file, FigureExport.Options.defaults());
            assertTrue(Files.size(file) > 1000, file + " written");
        }
        String svg = Files.readString(dir.resolve("congestion.svg"));
        assertTrue(svg.contains("alpha to beta") && svg.contains("beta to alpha"), "a panel per connection");
        assertTrue(svg.contains("slow start") && svg.contains("timeout"));
    }

    @Test
    void aRunWithoutCongestionRecordsSaysWhatTheViewIsFor() {
        CongestionViewModel empty = new CongestionViewModel(
                CongestionWindows.of(new CongestionTrace().resent(1, 0, 3).records, CongestionTrace::name),
                new TimeCursor());
        assertTrue(empty.detailsProperty().get().startsWith("No sender of this run records its congestion window"));
        assertTrue(empty.figure().height() > 0);
    }
}
