package org.ccw.visualizer.animation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.geometry.Bounds;
import org.ccw.engine.trace.QueueId;

/**
 * Where {@link OverlayPlan} puts the slot rings of queues in host memory: each beside the box of the host that owns
 * it, its label (the queue's name) under it — in rows under the host (further out until a row is free), else over
 * it, else to its right or left; within a row the host's centre first, then the places either side of it. A host's
 * second ring tries first the places right beside its rings so far, so a host's queues sit side by side. A ring
 * whose label finds no room keeps its place and drops the label; a ring with no room at all yields.
 */
final class RingPlanner {

    /** Rows tried under and over a host, each a slot's height further out. */
    private static final int ROWS = 8;
    /** Places tried along a row: the host's centre, then this many ring widths either side. */
    private static final int SLIDES = 3;
    /** Columns tried to the right and left of a host. */
    private static final int COLUMNS = 3;
    /** Slots whose circumference sets the largest ring; more slots than this get smaller slots instead. */
    private static final int WIDEST_RING_SLOTS = 32;
    /** Room between neighbouring slots on a ring, px. */
    private static final double SLOT_GAP_PX = 3;

    private final FreeSpace space;
    /** Each host's rings so far (their places with the label), left to right. */
    private final Map<Integer, List<Bounds>> hostRows = new HashMap<>();
    private final double fontPx;
    private final double slotPx;

    private RingPlanner(FreeSpace space, double fontPx, double slotPx) {
        this.space = space;
        this.fontPx = fontPx;
        this.slotPx = slotPx;
    }

    /**
     * The rings of {@code sizes} (queue → slots, planned in this order) beside their owners' boxes among
     * {@code nodeBoxes}, each taken from {@code space}; slots of {@code slotPx} apart, labels in {@code fontPx}.
     */
    static Map<QueueId, OverlayPlan.Ring> plan(Map<QueueId, Integer> sizes, Map<Integer, Bounds> nodeBoxes,
                                               FreeSpace space, double fontPx, double slotPx) {
        RingPlanner planner = new RingPlanner(space, fontPx, slotPx);
        Map<QueueId, OverlayPlan.Ring> rings = new LinkedHashMap<>();
        sizes.forEach((queue, size) -> {
            Bounds owner = nodeBoxes.get(queue.owner());
            if (owner != null && size > 0) {
                planner.place(queue, size, owner).ifPresent(ring -> rings.put(queue, ring));
            }
        });
        return rings;
    }

    private Optional<OverlayPlan.Ring> place(QueueId queue, int size, Bounds host) {
        // Slots a slot and a gap apart round the ring, up to the widest ring; beyond it the slots shrink to fit.
        double pitch = slotPx + SLOT_GAP_PX;
        double radius = Math.max(slotPx, Math.min(size, WIDEST_RING_SLOTS) * pitch / (2 * Math.PI));
        double beadPx = Math.max(1, Math.min(slotPx, 2 * Math.PI * radius / size - SLOT_GAP_PX));
        double side = 2 * radius + beadPx + 2;
        double labelW = OverlayText.widthPx(queue.toString(), fontPx);
        double labelH = OverlayText.heightPx(fontPx);
        double w = Math.max(side, labelW);
        double h = side + OverlayPlan.GAP_PX + labelH;
        List<Bounds> places = new ArrayList<>();
        // Beside the host's rings so far, in their row: right of the last, then left of the first.
        List<Bounds> neighbours = hostRows.computeIfAbsent(queue.owner(), owner -> new ArrayList<>());
        if (!neighbours.isEmpty()) {
            Bounds last = neighbours.get(neighbours.size() - 1);
            Bounds first = neighbours.get(0);
            places.add(FreeSpace.box(last.getMaxX() + OverlayPlan.GAP_PX, last.getMinY(), w, h));
            places.add(FreeSpace.box(first.getMinX() - OverlayPlan.GAP_PX - w, first.getMinY(), w, h));
        }
        // Under and over the host, then to its sides: every place, nearest the host's box first, so that a ring
        // a few rows further down sits under its host rather than a row closer but two ring widths along.
        List<Bounds> around = new ArrayList<>();
        for (int sign : new int[] {1, -1}) {
            for (int row = 0; row < ROWS; row++) {
                double reach = OverlayPlan.GAP_PX + row * (slotPx + OverlayPlan.GAP_PX);
                double y = sign > 0 ? host.getMaxY() + reach : host.getMinY() - reach - h;
                for (int k = 0; k <= SLIDES; k++) {
                    for (int way : k == 0 ? new int[] {1} : new int[] {1, -1}) {
                        around.add(FreeSpace.box(host.getCenterX() - w / 2 + way * k * (w + OverlayPlan.GAP_PX), y,
                            w, h));
                    }
                }
            }
        }
        for (int column = 0; column < COLUMNS; column++) {
            double reach = OverlayPlan.GAP_PX + column * (w + OverlayPlan.GAP_PX);
            double y = host.getCenterY() - h / 2;
            around.add(FreeSpace.box(host.getMaxX() + reach, y, w, h));
            around.add(FreeSpace.box(host.getMinX() - reach - w, y, w, h));
        }
        around.sort(java.util.Comparator.comparingDouble(place -> gap(host, place))); // stable: ties keep their order
        places.addAll(around);
        for (Bounds place : places) {
            Bounds ring = FreeSpace.box(place.getCenterX() - side / 2, place.getMinY(), side, side);
            Bounds label = FreeSpace.box(place.getCenterX() - labelW / 2, ring.getMaxY() + OverlayPlan.GAP_PX,
                labelW, labelH);
            if (space.free(ring) && space.free(label)) {
                space.block(ring);
                space.block(label);
                boolean leftOfFirst = !neighbours.isEmpty() && place.getMaxX() <= neighbours.get(0).getMinX();
                neighbours.add(leftOfFirst ? 0 : neighbours.size(), place);
                return Optional.of(new OverlayPlan.Ring(ring, size, beadPx, label));
            }
        }
        return space.take(places.stream()
                .map(place -> FreeSpace.box(place.getCenterX() - side / 2, place.getMinY(), side, side)).toList())
            .map(ring -> new OverlayPlan.Ring(ring, size, beadPx, null));
    }

    /** How far apart two boxes are: 0 when they touch or overlap. */
    private static double gap(Bounds a, Bounds b) {
        double dx = Math.max(0, Math.max(a.getMinX() - b.getMaxX(), b.getMinX() - a.getMaxX()));
        double dy = Math.max(0, Math.max(a.getMinY() - b.getMaxY(), b.getMinY() - a.getMaxY()));
        return Math.hypot(dx, dy);
    }
}
