/**
 * The timing diagram in the JavaFX GUI: {@link org.ccw.visualizer.timing.fx.TimingDiagramView} (tool bar and a
 * canvas) over {@link org.ccw.visualizer.timing.fx.TimingDiagramViewModel} (range, zoom, pan, filters, picking,
 * export — tested without a window), drawn through {@link org.ccw.visualizer.timing.fx.CanvasSurface}, the JavaFX
 * back-end of the same drawing surface the exports use. {@link org.ccw.visualizer.timing.fx.TimeCursor} is the one
 * cursor in time shared with the animation and the event list: selecting an arrow seeks it to the arrow's
 * departure record, and the diagram draws it as a vertical line.
 */
package org.ccw.visualizer.timing.fx;
