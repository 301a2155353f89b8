package org.ccw.visualizer.topology;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;

/**
 * Decides where link labels ("ss20-0-link · 140 Mb/s") go, so that none sits on a box, on another label or
 * across another link. Each label is tried beside its line at a few places along it — the middle first, then
 * towards either end — on the side the line's normal points to, then on the other; the first place that is
 * free wins. A label with no free place is left out (the line's tooltip, hovering and selection still show it):
 * on a dense star, a wall of overlapping labels helps nobody. Labels that must show (the selected or hovered
 * link) are placed first and take their middle place even when it is not free. Greedy and in request order,
 * so the same diagram always gets the same labels. Pure geometry in canvas pixels; needs no window.
 */
final class LinkLabelPlacer {

    /** One label to place beside the line from ({@code x1}, {@code y1}) to ({@code x2}, {@code y2}). */
    record Request(String id, Point2D start, Point2D end, double width, double height, boolean mustShow) {
    }

    /** Gap between a line and its label: enough to clear the NIC boxes at the ends of a short line. */
    static final double LINE_GAP_PX = ElementKind.NIC.heightPx() / 2 + 2;
    /** Free space kept around a label, px, so neighbours do not touch. */
    static final double PADDING_PX = 2;
    /** Where along its line a label is tried, as fractions from the start, in order of preference. */
    private static final double[] ALONG = {0.5, 0.35, 0.65, 0.2, 0.8};

    private LinkLabelPlacer() {
    }

    /**
     * The top-left corner of each label that has a place, by request id; requests without one are absent.
     *
     * @param obstacles the boxes on the canvas, which no label may cover
     */
    static Map<String, Point2D> place(List<Request> requests, List<Bounds> obstacles) {
        List<Request> ordered = new ArrayList<>(requests.stream().filter(Request::mustShow).toList());
        requests.stream().filter(r -> !r.mustShow()).forEach(ordered::add);
        List<Bounds> taken = new ArrayList<>();
        Map<String, Point2D> placed = new LinkedHashMap<>();
        for (Request request : ordered) {
            Optional<Bounds> spot = candidates(request).stream()
                .filter(c -> free(c, request, requests, obstacles, taken)).findFirst();
            if (spot.isEmpty() && request.mustShow()) {
                spot = Optional.of(candidates(request).get(0));
            }
            spot.ifPresent(b -> {
                taken.add(b);
                placed.put(request.id(), new Point2D(b.getMinX(), b.getMinY()));
            });
        }
        return placed;
    }

    /** The label's places in order of preference: along the line, on the normal's side, then the other. */
    static List<Bounds> candidates(Request r) {
        double[] n = normal(r.start(), r.end());
        double reach = LINE_GAP_PX + Math.abs(n[0]) * r.width() / 2 + Math.abs(n[1]) * r.height() / 2;
        List<Bounds> places = new ArrayList<>();
        for (int side : new int[] {1, -1}) {
            for (double t : ALONG) {
                double cx = r.start().getX() + t * (r.end().getX() - r.start().getX()) + side * n[0] * reach;
                double cy = r.start().getY() + t * (r.end().getY() - r.start().getY()) + side * n[1] * reach;
                places.add(new BoundingBox(cx - r.width() / 2, cy - r.height() / 2, r.width(), r.height()));
            }
        }
        return places;
    }

    private static boolean free(Bounds place, Request own, List<Request> lines, List<Bounds> obstacles, List<Bounds> taken) {
        Bounds padded = new BoundingBox(place.getMinX() - PADDING_PX, place.getMinY() - PADDING_PX,
            place.getWidth() + 2 * PADDING_PX, place.getHeight() + 2 * PADDING_PX);
        return obstacles.stream().noneMatch(padded::intersects)
            && taken.stream().noneMatch(padded::intersects)
            && lines.stream().filter(l -> l != own).noneMatch(l -> crosses(l.start(), l.end(), padded));
    }

    /** The unit normal of a line that points down (or right, for a vertical line); "down" for a point. */
    static double[] normal(Point2D start, Point2D end) {
        double dx = end.getX() - start.getX();
        double dy = end.getY() - start.getY();
        double length = Math.hypot(dx, dy);
        double nx = length == 0 ? 0 : -dy / length;
        double ny = length == 0 ? 1 : dx / length;
        return ny < 0 || (ny == 0 && nx < 0) ? new double[] {-nx, -ny} : new double[] {nx, ny};
    }

    /** True when the segment touches the rectangle (Liang–Barsky clipping). */
    static boolean crosses(Point2D a, Point2D b, Bounds box) {
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
