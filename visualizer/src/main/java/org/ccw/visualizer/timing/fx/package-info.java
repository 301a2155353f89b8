/**
 * The timing diagram in the JavaFX GUI: {@link org.ccw.visualizer.timing.fx.TimingDiagramView} (tool bar and a
 * canvas) over {@link org.ccw.visualizer.timing.fx.TimingDiagramViewModel} (range, zoom, pan, filters, picking,
 * export — tested without a window), drawn through {@link org.ccw.visualizer.timing.fx.CanvasSurface}, the JavaFX
 * back-end of the same drawing surface the exports use. {@link org.ccw.visualizer.timing.fx.TimeCursor} is a run's
 * one cursor in time, moved by its animation's playback and followed by every view of the run: selecting an arrow
 * asks it for the arrow's departure record, and the diagram draws it as a vertical line. The shown range never
 * runs past the run's end.
 */
package org.ccw.visualizer.timing.fx;
