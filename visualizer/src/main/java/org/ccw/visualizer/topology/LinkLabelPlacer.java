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
 * free — touching no box, no other label and no other line, with no other line between it and its own — wins. A label with no free place is left out (the line's tooltip, hovering and selection still show it):
 * on a dense star, a wall of overlapping labels helps nobody. Labels that must show (the selected or hovered
 * link) are placed first and take their middle place even when it is not free. Greedy and in request order,
 * so the same diagram always gets the same labels. Pure geometry in canvas pixels; needs no window.
 */
final class LinkLabelPlacer {

    /** One label, {@code width} × {@code height} px, to place beside the line from {@code start} to {@code end}. */
    record Request(String id, Point2D start, Point2D end, double width, double height, boolean mustShow) {
    }

    /** Free space kept around a label, px, so neighbours do not touch. */
    static final double PADDING_PX = 2;
    /** Gap between a line and its label: enough to clear, padding included, the NIC boxes a short line joins. */
    static final double LINE_GAP_PX = ElementKind.NIC.heightPx() / 2 + PADDING_PX + 2;
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
            List<Place> candidates = candidates(request);
            Optional<Bounds> spot = candidates.stream()
                .filter(c -> free(c, request, requests, obstacles, taken)).map(Place::box).findFirst();
            if (spot.isEmpty() && request.mustShow()) {
                spot = Optional.of(candidates.get(0).box());
            }
            spot.ifPresent(b -> {
                taken.add(b);
                placed.put(request.id(), new Point2D(b.getMinX(), b.getMinY()));
            });
        }
        return placed;
    }

    /** A candidate place: the label's box and the point of its own line it stands beside. */
    private record Place(Bounds box, Point2D anchor) {
    }

    /** The label's places in order of preference: along the line, on the normal's side, then the other. */
    private static List<Place> candidates(Request r) {
        double[] n = normal(r.start(), r.end());
        double reach = LINE_GAP_PX + Math.abs(n[0]) * r.width() / 2 + Math.abs(n[1]) * r.height() / 2;
        List<Place> places = new ArrayList<>();
        for (int side : new int[] {1, -1}) {
            for (double t : ALONG) {
                Point2D anchor = new Point2D(r.start().getX() + t * (r.end().getX() - r.start().getX()),
                    r.start().getY() + t * (r.end().getY() - r.start().getY()));
                double cx = anchor.getX() + side * n[0] * reach;
                double cy = anchor.getY() + side * n[1] * reach;
                places.add(new Place(new BoundingBox(cx - r.width() / 2, cy - r.height() / 2, r.width(), r.height()),
                    anchor));
            }
        }
        return places;
    }

    private static boolean free(Place place, Request own, List<Request> lines, List<Bounds> obstacles, List<Bounds> taken) {
        Bounds box = place.box();
        Bounds padded = new BoundingBox(box.getMinX() - PADDING_PX, box.getMinY() - PADDING_PX,
            box.getWidth() + 2 * PADDING_PX, box.getHeight() + 2 * PADDING_PX);
        Point2D centre = new Point2D(box.getCenterX(), box.getCenterY());
        return obstacles.stream().noneMatch(padded::intersects)
            && taken.stream().noneMatch(padded::intersects)
            && lines.stream().filter(l -> l != own).noneMatch(l -> Segments.crosses(l.start(), l.end(), padded)
                || Segments.intersect(l.start(), l.end(), place.anchor(), centre));
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

}
