package org.ccw.visualizer.animation;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;

/** Drops as red bursts, fading, with their reason beside them or further out on a leader line. */
final class DropPainter implements CanvasFrame.Painter {

    @Override
    public void paint(CanvasFrame f) {
        for (VisualState.DropMark drop : f.state().recentDrops()) {
            Point2D at = CanvasFrame.dropPoint(f.plan(), drop);
            if (at == null) {
                continue;
            }
            double age = f.fade(f.clock() - drop.timePs());
            CanvasShapes.burst(f.gc(), f.style(), at, 6 + 8 * (1 - age), age);
            f.gc().setFill(f.style().drop().deriveColor(0, 1, 1, age));
            String text = "✕ " + drop.reason().name().toLowerCase(Locale.ROOT).replace('_', ' ');
            // Beside the burst if there is room, else further out with a leader line: a drop's reason is its story.
            Bounds burst = FreeSpace.centred(at.getX(), at.getY(), 28, 28);
            List<Bounds> places = new ArrayList<>();
            double line = f.lineHeight();
            for (double gap : new double[] {2, 2 + 2 * line, 2 + 4 * line, 2 + 7 * line}) {
                places.addAll(f.around(burst, text, gap));
            }
            Bounds place = f.place(places);
            if (place != null && !FreeSpace.grow(burst, 2 + line).intersects(place)) {
                f.gc().setStroke(f.style().drop().deriveColor(0, 1, 1, age));
                Point2D end = nearestPoint(place, at);
                f.gc().strokeLine(at.getX(), at.getY(), end.getX(), end.getY());
            }
            f.label(place, text);
        }
    }

    /** The point of {@code box} nearest to {@code p}. */
    private static Point2D nearestPoint(Bounds box, Point2D p) {
        return new Point2D(Math.max(box.getMinX(), Math.min(p.getX(), box.getMaxX())),
            Math.max(box.getMinY(), Math.min(p.getY(), box.getMaxY())));
    }
}
