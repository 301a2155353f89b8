package org.ccw.visualizer.export;

/**
 * The few primitives every figure is drawn with: lines, rectangles, filled polygons and text. A figure paints
 * itself once against this interface, and each back-end turns the same calls into its own output — the JavaFX
 * canvas in the GUI, Java2D for PNG, PDFBox for PDF, SVG elements — so the GUI and every export show the same
 * picture from one painter. Coordinates are figure units with y growing downwards (1 unit = 1 CSS px = 1 PDF pt
 * at scale 1); text is placed by its baseline.
 */
public interface DrawingSurface {

    void line(double x1, double y1, double x2, double y2, Stroke stroke);

    /** A rectangle, filled with {@code fill} and outlined with {@code outline}; either may be null. */
    void rect(double x, double y, double width, double height, Rgb fill, Stroke outline);

    /** A closed polygon filled with {@code fill} (arrow heads, markers). */
    void polygon(double[] xs, double[] ys, Rgb fill);

    /** {@code text} with its baseline at {@code y} and its {@link TextStyle#anchor() anchor} at {@code x}. */
    void text(String text, double x, double y, TextStyle style);

    /** Consecutive segments through the points (a chart's series line). */
    default void polyline(double[] xs, double[] ys, Stroke stroke) {
        for (int i = 1; i < xs.length; i++) {
            line(xs[i - 1], ys[i - 1], xs[i], ys[i], stroke);
        }
    }
}
