package org.ccw.visualizer.timing;

import org.ccw.visualizer.export.Figure;

/** A figure whose horizontal axis is run time: the space-time view, the congestion-window view. */
public interface TimeFigure extends Figure {

    /** The run time, ps, at figure coordinate {@code x}. */
    long timeAt(double x);
}
