package org.ccw.visualizer.topology;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TopologyViewModelTest {

    private final TopologyViewModel viewModel = new TopologyViewModel();

    @Test
    void armingAPaletteEntryEndsTheLinkToolAndTheLinkToolDisarms() {
        viewModel.linkModeProperty().set(true);

        viewModel.armedEntryProperty().set("workstation");
        assertFalse(viewModel.linkModeProperty().get());

        viewModel.linkModeProperty().set(true);
        assertNull(viewModel.armedEntryProperty().get());
    }

    @Test
    void cancellingTheToolLeavesPlainSelection() {
        viewModel.armedEntryProperty().set("atm-switch");

        viewModel.cancelTool();

        assertNull(viewModel.armedEntryProperty().get());
        assertFalse(viewModel.linkModeProperty().get());
    }

    @Test
    void zoomStepsLeaveFitToViewAndStayWithinTheLimits() {
        assertTrue(viewModel.fitToViewProperty().get());
        for (int i = 0; i < 100; i++) {
            viewModel.zoomIn();
        }
        assertFalse(viewModel.fitToViewProperty().get());
        assertEquals(TopologyViewModel.MAX_ZOOM, viewModel.zoomProperty().get());
    }
}
