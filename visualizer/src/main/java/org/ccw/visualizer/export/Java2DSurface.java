package org.ccw.visualizer.export;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;

/**
 * Java2D back-end, for PNG (through a {@link java.awt.image.BufferedImage}, which needs no display). Works in
 * figure units; the caller scales the {@link Graphics2D} for a 2x image.
 */
public final class Java2DSurface implements DrawingSurface {
    private final Graphics2D g;

    public Java2DSurface(Graphics2D g) {
        this.g = g;
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
    }

    @Override
    public void line(double x1, double y1, double x2, double y2, Stroke stroke) {
        apply(stroke);
        g.draw(new Line2D.Double(x1, y1, x2, y2));
    }

    @Override
    public void rect(double x, double y, double width, double height, Rgb fill, Stroke outline) {
        Rectangle2D r = new Rectangle2D.Double(x, y, width, height);
        if (fill != null) {
            g.setColor(colour(fill));
            g.fill(r);
        }
        if (outline != null) {
            apply(outline);
            g.draw(r);
        }
    }

    @Override
    public void polygon(double[] xs, double[] ys, Rgb fill) {
        g.setColor(colour(fill));
        g.fill(path(xs, ys, true));
    }

    @Override
    public void polyline(double[] xs, double[] ys, Stroke stroke) {
        apply(stroke);
        g.draw(path(xs, ys, false));
    }

    @Override
    public void text(String text, double x, double y, TextStyle style) {
        Font font = new Font(Font.SANS_SERIF, style.bold() ? Font.BOLD : Font.PLAIN, 1).deriveFont((float) style.size());
        g.setFont(font);
        g.setColor(colour(style.colour()));
        double width = g.getFontMetrics().getStringBounds(text, g).getWidth();
        double shift = switch (style.anchor()) {
            case START -> 0;
            case MIDDLE -> width / 2;
            case END -> width;
        };
        AffineTransform saved = g.getTransform();
        g.translate(x, y);
        if (style.vertical()) {
            g.rotate(-Math.PI / 2);
        }
        g.drawString(text, (float) -shift, 0f);
        g.setTransform(saved);
    }

    private void apply(Stroke stroke) {
        g.setColor(colour(stroke.colour()));
        float[] dash = null;
        if (stroke.dashed()) {
            double[] d = stroke.dash();
            dash = new float[d.length];
            for (int i = 0; i < d.length; i++) {
                dash[i] = (float) d[i];
            }
        }
        g.setStroke(new BasicStroke((float) stroke.width(), BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, dash,
                0f));
    }

    private static Path2D path(double[] xs, double[] ys, boolean closed) {
        Path2D.Double path = new Path2D.Double();
        path.moveTo(xs[0], ys[0]);
        for (int i = 1; i < xs.length; i++) {
            path.lineTo(xs[i], ys[i]);
        }
        if (closed) {
            path.closePath();
        }
        return path;
    }

    private static Color colour(Rgb rgb) {
        return new Color(rgb.red(), rgb.green(), rgb.blue());
    }
}
