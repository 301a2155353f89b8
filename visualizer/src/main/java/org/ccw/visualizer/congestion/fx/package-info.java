/**
 * The congestion-window view in the window: {@link org.ccw.visualizer.congestion.fx.CongestionViewModel} (range,
 * unit, the chosen connection and its state at the cursor, on the shared {@code TimeCursor}; tested without a
 * window) and {@link org.ccw.visualizer.congestion.fx.CongestionView}, which only forwards gestures and redraws.
 */
package org.ccw.visualizer.congestion.fx;
