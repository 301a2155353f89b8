package org.ccw.visualizer.animation;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import org.ccw.visualizer.topology.Segments;

/**
 * The free room left on the animation layer, in the layer's pixels: rectangles already taken (boxes of the
 * topology, gauges and labels placed so far) and lines with the band around them that moving cells use. A
 * placer offers candidate rectangles in order of preference and {@link #take} keeps the first that touches
 * nothing — greedy and in request order, so the same picture always gets the same places. Pure geometry.
 */
final class FreeSpace {

    /** Room kept around every rectangle, px, so that neighbours never touch. */
    static final double PADDING_PX = 2;

    private record Band(Point2D a, Point2D b, double halfWidth) {
    }

    private final List<Bounds> taken;
    private final List<Band> bands;
    /** The visible area: nothing placed partly outside it would be seen whole. Null: unbounded. */
    private Bounds limit;

    FreeSpace() {
        this(new ArrayList<>(), new ArrayList<>(), null);
    }

    private FreeSpace(List<Bounds> taken, List<Band> bands, Bounds limit) {
        this.taken = taken;
        this.bands = bands;
        this.limit = limit;
    }

    /** A copy that can be filled further (the per-frame labels) without touching this one. */
    FreeSpace copy() {
        return new FreeSpace(new ArrayList<>(taken), new ArrayList<>(bands), limit);
    }

    /** Keeps everything placed from now on inside {@code visible} (the layer's own bounds), so none is clipped. */
    void limitTo(Bounds visible) {
        this.limit = visible;
    }

    /** Marks {@code box} as taken whether or not it is free: the topology's boxes. */
    void block(Bounds box) {
        taken.add(box);
    }

    /** Marks the line from {@code a} to {@code b}, widened by {@code halfWidthPx} on each side, as taken. */
    void blockLine(Point2D a, Point2D b, double halfWidthPx) {
        bands.add(new Band(a, b, halfWidthPx));
    }

    /** True when {@code box}, padded, lies inside the visible area and touches no taken rectangle or line's band. */
    boolean free(Bounds box) {
        if (limit != null && !limit.contains(box)) {
            return false;
        }
        Bounds padded = grow(box, PADDING_PX);
        for (Bounds other : taken) {
            if (padded.intersects(other)) {
                return false;
            }
        }
        for (Band band : bands) {
            if (Segments.crosses(band.a(), band.b(), grow(padded, band.halfWidth()))) {
                return false;
            }
        }
        return true;
    }

    /** The first free candidate, now taken; empty when none is free (the thing it was for yields). */
    Optional<Bounds> take(List<Bounds> candidates) {
        for (Bounds candidate : candidates) {
            if (free(candidate)) {
                taken.add(candidate);
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    static Bounds box(double x, double y, double w, double h) {
        return new BoundingBox(x, y, w, h);
    }

    /** The box of width {@code w} and height {@code h} centred on ({@code cx}, {@code cy}). */
    static Bounds centred(double cx, double cy, double w, double h) {
        return new BoundingBox(cx - w / 2, cy - h / 2, w, h);
    }

    static Bounds grow(Bounds b, double by) {
        return new BoundingBox(b.getMinX() - by, b.getMinY() - by, b.getWidth() + 2 * by, b.getHeight() + 2 * by);
    }
}
