package org.ccw.visualizer.timing.fx;

import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.shape.StrokeLineCap;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;
import org.ccw.visualizer.export.DrawingSurface;
import org.ccw.visualizer.export.Rgb;
import org.ccw.visualizer.export.Stroke;
import org.ccw.visualizer.export.TextStyle;

/**
 * The JavaFX back-end of the drawing surface: the GUI's views paint on a {@link javafx.scene.canvas.Canvas}
 * through it, with the same painters as the exports.
 */
public final class CanvasSurface implements DrawingSurface {
    private final GraphicsContext g;

    public CanvasSurface(GraphicsContext g) {
        this.g = g;
        g.setLineCap(StrokeLineCap.BUTT);
        g.setTextBaseline(VPos.BASELINE);
    }

    @Override
    public void line(double x1, double y1, double x2, double y2, Stroke stroke) {
        apply(stroke);
        g.strokeLine(x1, y1, x2, y2);
    }

    @Override
    public void rect(double x, double y, double width, double height, Rgb fill, Stroke outline) {
        if (fill != null) {
            g.setFill(colour(fill));
            g.fillRect(x, y, width, height);
        }
        if (outline != null) {
            apply(outline);
            g.strokeRect(x, y, width, height);
        }
    }

    @Override
    public void polygon(double[] xs, double[] ys, Rgb fill) {
        g.setFill(colour(fill));
        g.fillPolygon(xs, ys, xs.length);
    }

    @Override
    public void polyline(double[] xs, double[] ys, Stroke stroke) {
        apply(stroke);
        g.strokePolyline(xs, ys, xs.length);
    }

    @Override
    public void text(String text, double x, double y, TextStyle style) {
        g.setFont(Font.font("System", style.bold() ? FontWeight.BOLD : FontWeight.NORMAL, style.size()));
        g.setFill(colour(style.colour()));
        g.setTextAlign(switch (style.anchor()) {
            case START -> TextAlignment.LEFT;
            case MIDDLE -> TextAlignment.CENTER;
            case END -> TextAlignment.RIGHT;
        });
        if (style.vertical()) {
            g.save();
            g.translate(x, y);
            g.rotate(-90);
            g.fillText(text, 0, 0);
            g.restore();
        } else {
            g.fillText(text, x, y);
        }
    }

    private void apply(Stroke stroke) {
        g.setStroke(colour(stroke.colour()));
        g.setLineWidth(stroke.width());
        g.setLineDashes(stroke.dashed() ? stroke.dash() : null);
    }

    /**
     * Sizes {@code canvas} to {@code figure} magnified {@code scale} times (a {@link org.ccw.visualizer.LabelScale})
     * and paints it there: the view's pixels are figure units times the scale, so every word and stroke grows alike.
     */
    public static void paint(javafx.scene.canvas.Canvas canvas, org.ccw.visualizer.export.Figure figure, double scale) {
        canvas.setWidth(figure.width() * scale);
        canvas.setHeight(figure.height() * scale);
        GraphicsContext g = canvas.getGraphicsContext2D();
        g.save();
        g.setTransform(scale, 0, 0, scale, 0, 0);
        figure.paint(new CanvasSurface(g));
        g.restore();
    }

    /** {@code rgb} as a JavaFX colour. */
    public static Color colour(Rgb rgb) {
        return Color.rgb(rgb.red(), rgb.green(), rgb.blue());
    }
}
