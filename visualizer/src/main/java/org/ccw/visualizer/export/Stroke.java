package org.ccw.visualizer.export;

/**
 * How a line is drawn.
 *
 * @param colour line colour
 * @param width  line width in figure units (1 unit = 1 CSS px = 1 PDF pt at scale 1); never below
 *               {@value #MIN_WIDTH}, so no export has hair-lines
 * @param dash   dash pattern in figure units (on, off, ...), empty for a solid line
 */
public record Stroke(Rgb colour, double width, double... dash) {
    public static final double MIN_WIDTH = 0.75;

    public Stroke {
        width = Math.max(width, MIN_WIDTH);
        dash = dash.clone();
    }

    /** A solid line. */
    public static Stroke solid(Rgb colour, double width) {
        return new Stroke(colour, width);
    }

    public boolean dashed() {
        return dash.length > 0;
    }

    @Override
    public double[] dash() {
        return dash.clone();
    }
}
