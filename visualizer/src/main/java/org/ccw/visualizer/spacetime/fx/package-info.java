/**
 * The space-time view in the window: {@link org.ccw.visualizer.spacetime.fx.SpaceTimeViewModel} (range, selection,
 * details, on the shared {@code TimeCursor}; tested without a window) and
 * {@link org.ccw.visualizer.spacetime.fx.SpaceTimeView}, which only forwards gestures and redraws.
 */
package org.ccw.visualizer.spacetime.fx;
