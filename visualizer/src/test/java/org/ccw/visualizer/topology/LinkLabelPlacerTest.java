package org.ccw.visualizer.topology;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import org.junit.jupiter.api.Test;

class LinkLabelPlacerTest {

    private static final double W = 110;
    private static final double H = 14;

    @Test
    void aLoneLabelSitsBesideTheMiddleOfItsLineClearOfIt() {
        LinkLabelPlacer.Request flat = request("taxi", 0, 0, 400, 0, false);

        Point2D place = LinkLabelPlacer.place(List.of(flat), List.of()).get("taxi");

        assertEquals(200 - W / 2, place.getX(), 1e-9);
        assertEquals(LinkLabelPlacer.LINE_GAP_PX, place.getY(), 1e-9, "below a flat line, by the gap");
    }

    @Test
    void labelsOfAFanIntoASwitchNeverOverlapABoxAnotherLabelOrAnotherLine() {
        // Sixteen hosts in two columns, all linked to one switch in the middle: the ATM cluster's star.
        List<LinkLabelPlacer.Request> requests = new ArrayList<>();
        List<Bounds> boxes = new ArrayList<>();
        Point2D atm = new Point2D(500, 300);
        boxes.add(box(atm, 170, 56));
        for (int i = 0; i < 16; i++) {
            Point2D host = new Point2D(i % 2 == 0 ? 100 : 900, 40 + (i / 2) * 72);
            boxes.add(box(host, 170, 48));
            requests.add(request("link" + i, host.getX(), host.getY(), atm.getX(), atm.getY(), false));
        }

        Map<String, Point2D> places = LinkLabelPlacer.place(requests, boxes);

        assertFalse(places.isEmpty());
        List<Bounds> labels = places.values().stream().map(p -> (Bounds) new BoundingBox(p.getX(), p.getY(), W, H)).toList();
        for (int i = 0; i < labels.size(); i++) {
            Bounds label = labels.get(i);
            assertTrue(boxes.stream().noneMatch(label::intersects), "label on a box");
            for (int j = i + 1; j < labels.size(); j++) {
                assertFalse(label.intersects(labels.get(j)), "two labels on each other");
            }
        }
        places.forEach((id, p) -> requests.stream().filter(r -> !r.id().equals(id)).forEach(other -> assertFalse(
            Segments.crosses(other.start(), other.end(), new BoundingBox(p.getX(), p.getY(), W, H)),
            id + "'s label lies across " + other.id())));
    }

    @Test
    void aLabelThatMustShowIsPlacedFirstEvenWithoutRoom() {
        Bounds wall = new BoundingBox(-1000, -1000, 3000, 3000);
        List<LinkLabelPlacer.Request> requests = List.of(request("hidden", 0, 0, 400, 0, false),
            request("selected", 0, 0, 400, 0, true));

        Map<String, Point2D> places = LinkLabelPlacer.place(requests, List.of(wall));

        assertEquals(List.of("selected"), List.copyOf(places.keySet()));
    }

    @Test
    void noOtherLineRunsBetweenALabelAndItsOwnLine() {
        // Two parallel lines 10 px apart: below both, the upper line's label would touch neither line, but the
        // lower line would run between it and its own; so it goes above.
        List<LinkLabelPlacer.Request> requests = List.of(request("upper", 0, 0, 400, 0, false),
            request("lower", 0, 10, 400, 10, false));

        Point2D upper = LinkLabelPlacer.place(requests, List.of()).get("upper");

        assertTrue(upper.getY() + H < 0, "above its line, at " + upper);
    }

    @Test
    void segmentsIntersectWhenTheyCrossOrTouch() {
        assertTrue(Segments.intersect(new Point2D(0, 0), new Point2D(10, 10), new Point2D(0, 10), new Point2D(10, 0)));
        assertTrue(Segments.intersect(new Point2D(0, 0), new Point2D(10, 0), new Point2D(10, 0), new Point2D(10, 5)));
        assertFalse(Segments.intersect(new Point2D(0, 0), new Point2D(10, 0), new Point2D(0, 1), new Point2D(10, 1)));
    }

    @Test
    void aSegmentCrossesABoxOnlyWhenItTouchesIt() {
        Bounds box = new BoundingBox(10, 10, 10, 10);

        assertTrue(Segments.crosses(new Point2D(0, 15), new Point2D(30, 15), box));
        assertTrue(Segments.crosses(new Point2D(0, 0), new Point2D(30, 30), box));
        assertFalse(Segments.crosses(new Point2D(0, 0), new Point2D(30, 0), box));
        assertFalse(Segments.crosses(new Point2D(0, 30), new Point2D(9, 0), box));
    }

    private static LinkLabelPlacer.Request request(String id, double x1, double y1, double x2, double y2, boolean must) {
        return new LinkLabelPlacer.Request(id, new Point2D(x1, y1), new Point2D(x2, y2), W, H, must);
    }

    private static Bounds box(Point2D centre, double w, double h) {
        return new BoundingBox(centre.getX() - w / 2, centre.getY() - h / 2, w, h);
    }
}
