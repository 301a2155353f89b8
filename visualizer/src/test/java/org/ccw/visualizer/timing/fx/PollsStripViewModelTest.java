package org.ccw.visualizer.timing.fx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.ccw.visualizer.export.ExportFormat;
import org.ccw.visualizer.export.FigureExport;
import org.ccw.visualizer.timing.AmIITraces;
import org.ccw.visualizer.timing.Lane;
import org.ccw.visualizer.timing.PollMark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The polls strips in the view-model, without a window: on by default, off with the toggle, in the export. */
class PollsStripViewModelTest {
    private final TimingDiagramViewModel model = new TimingDiagramViewModel(AmIITraces.MYRINET.trace(),
            AmIITraces.MYRINET.names(), "AM-II NOW", new TimeCursor());

    @Test
    void aRunOpensWithItsPollsOnTheWorkstationsStrips() {
        assertTrue(model.pollsProperty().get());
        assertTrue(model.diagram().polls().stream().anyMatch(PollMark::network));
        assertEquals(2, model.diagram().lanes().stream().filter(Lane::polls).count());
    }

    @Test
    void turningPollsOffRedrawsWithoutStripsAndZoomKeepsThePollsOfTheRange() {
        int all = model.diagram().polls().size();
        model.zoom(4, model.diagram().fromPs());
        assertTrue(model.diagram().polls().size() < all, "a quarter of the run holds fewer polls");

        model.pollsProperty().set(false);

        assertTrue(model.diagram().polls().isEmpty());
        assertTrue(model.diagram().lanes().stream().noneMatch(Lane::polls));
    }

    @Test
    void theWholeRunsExportHasTheStripsWhenTheyAreOn(@TempDir Path dir) throws Exception {
        Path on = dir.resolve("on.svg");
        Path off = dir.resolve("off.svg");
        model.exportRun(ExportFormat.SVG, on, FigureExport.Options.defaults());
        model.pollsProperty().set(false);
        model.exportRun(ExportFormat.SVG, off, FigureExport.Options.defaults());

        assertTrue(Files.readString(on).contains(">polls<"));
        assertTrue(!Files.readString(off).contains(">polls<"));
    }
}
