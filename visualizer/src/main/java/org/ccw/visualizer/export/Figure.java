package org.ccw.visualizer.export;

/** Something that draws itself on a {@link DrawingSurface}: a timing diagram, a chart. */
public interface Figure {

    /** Width in figure units. */
    double width();

    /** Height in figure units. */
    double height();

    /** Draws the whole figure, background included, within {@code [0, width] x [0, height]}. */
    void paint(DrawingSurface surface);
}
