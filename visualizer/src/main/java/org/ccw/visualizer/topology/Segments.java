package org.ccw.visualizer.topology;

import javafx.geometry.Bounds;
import javafx.geometry.Point2D;

/**
 * Segment tests shared by the placers that keep labels and gauges off the lines of a drawing (link labels on the
 * topology, gauges and labels of a run's animation). Pure geometry; needs no window.
 */
public final class Segments {

    private Segments() {
    }

    /** True when segments ab and cd cross or touch. */
    public static boolean intersect(Point2D a, Point2D b, Point2D c, Point2D d) {
        double d1 = turn(c, d, a);
        double d2 = turn(c, d, b);
        double d3 = turn(a, b, c);
        double d4 = turn(a, b, d);
        if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) {
            return true;
        }
        return (d1 == 0 && within(c, d, a)) || (d2 == 0 && within(c, d, b))
            || (d3 == 0 && within(a, b, c)) || (d4 == 0 && within(a, b, d));
    }

    private static double turn(Point2D p, Point2D q, Point2D r) {
        return (q.getX() - p.getX()) * (r.getY() - p.getY()) - (q.getY() - p.getY()) * (r.getX() - p.getX());
    }

    private static boolean within(Point2D p, Point2D q, Point2D r) {
        return Math.min(p.getX(), q.getX()) <= r.getX() && r.getX() <= Math.max(p.getX(), q.getX())
            && Math.min(p.getY(), q.getY()) <= r.getY() && r.getY() <= Math.max(p.getY(), q.getY());
    }

    /** True when the segment touches the rectangle (Liang–Barsky clipping). */
    public static boolean crosses(Point2D a, Point2D b, Bounds box) {
        double t0 = 0;
        double t1 = 1;
        double dx = b.getX() - a.getX();
        double dy = b.getY() - a.getY();
        double[] p = {-dx, dx, -dy, dy};
        double[] q = {a.getX() - box.getMinX(), box.getMaxX() - a.getX(), a.getY() - box.getMinY(), box.getMaxY() - a.getY()};
        for (int i = 0; i < 4; i++) {
            if (p[i] == 0) {
                if (q[i] < 0) {
                    return false;
                }
            } else {
                double t = q[i] / p[i];
                if (p[i] < 0) {
                    t0 = Math.max(t0, t);
                } else {
                    t1 = Math.min(t1, t);
                }
                if (t0 > t1) {
                    return false;
                }
            }
        }
        return true;
    }
}
