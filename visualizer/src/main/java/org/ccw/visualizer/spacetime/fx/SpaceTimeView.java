package org.ccw.visualizer.spacetime.fx;

import org.ccw.visualizer.spacetime.SpaceTimeFigure;
import org.ccw.visualizer.timing.fx.TimeFigurePane;

/**
 * The space-time view in the GUI: a tool bar (whole run, export) and the selected message's details over a canvas
 * drawn by the same {@link SpaceTimeFigure} as the exports. Click a line for its message, elsewhere to move the
 * shared cursor; the wheel zooms around the pointer. All state lives in the {@link SpaceTimeViewModel}.
 */
public final class SpaceTimeView extends TimeFigurePane {

    public SpaceTimeView(SpaceTimeViewModel model) {
        super("space-time", model);
        redrawOn(model.selectedProperty());
    }
}
