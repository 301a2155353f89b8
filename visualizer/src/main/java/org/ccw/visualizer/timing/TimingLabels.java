package org.ccw.visualizer.timing;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.ccw.visualizer.export.TextStyle;

/**
 * Where the words of a {@link TimingLayout} go: a handler's name inside its box when it fits, else above it; an
 * arrow's kind and handler at the first of a few places along the arrow (a third of the way first, so a request's
 * and its reply's labels do not meet). A word is placed only where it overlaps no box, no drop's reason and no
 * word placed before it; where no place is free it is left out (the GUI still names the arrow on hover) — a
 * dense diagram loses labels, never legibility. Greedy in the diagram's order, so the same diagram always gets
 * the same words. Pure geometry in figure units.
 */
final class TimingLabels {
    /** Arrow labels and outside handler names, 9.5 px like the rest of the diagram's small text. */
    static final TextStyle SMALL = TextStyle.plain(9.5, TimingStyle.TEXT, TextStyle.Anchor.MIDDLE);
    /** Height of a box on its lane. */
    static final double BOX_HEIGHT = 12;
    /** Fractions of an arrow's drawn length tried for its label, in order of preference. */
    private static final double[] ALONG = {1 / 3.0, 0.5, 2 / 3.0, 0.25, 0.75, 0.15, 0.85};
    /** Room kept around each word, figure units. */
    private static final double PADDING = 1;
    /** Side of the grid cells that index the taken rectangles, figure units. */
    private static final double GRID = 64;

    /**
     * A word's place: centred on {@code x}, baseline at {@code y}.
     *
     * @param text what is written
     * @param x    centre, figure units
     * @param y    baseline, figure units
     */
    record Placed(String text, double x, double y) {
    }

    /** A rectangle from ({@code x1}, {@code y1}) to ({@code x2}, {@code y2}), figure units. */
    record Rect(double x1, double y1, double x2, double y2) {
        boolean overlaps(Rect o) {
            return x1 < o.x2 && o.x1 < x2 && y1 < o.y2 && o.y1 < y2;
        }
    }

    private final TimingLayout layout;
    private final Map<Long, List<Rect>> grid = new HashMap<>();
    private final Map<ActivityBox, Placed> boxLabels = new IdentityHashMap<>();
    private final Map<MessageArrow, Placed> arrowLabels = new IdentityHashMap<>();

    private TimingLabels(TimingLayout layout) {
        this.layout = layout;
    }

    /** Places every word of {@code layout}'s diagram. */
    static TimingLabels place(TimingLayout layout) {
        TimingLabels labels = new TimingLabels(layout);
        TimingDiagram d = layout.diagram();
        d.boxes().forEach(box -> labels.take(labels.boxRect(box)));
        d.drops().forEach(drop -> labels.take(labels.dropReasonRect(drop)));
        d.boxes().forEach(labels::placeBoxLabel);
        d.arrows().forEach(labels::placeArrowLabel);
        return labels;
    }

    /** Where {@code box}'s name is written, if anywhere. */
    Optional<Placed> of(ActivityBox box) {
        return Optional.ofNullable(boxLabels.get(box));
    }

    /** Where {@code arrow}'s label is written, if anywhere. */
    Optional<Placed> of(MessageArrow arrow) {
        return Optional.ofNullable(arrowLabels.get(arrow));
    }

    /** The box as drawn: cut to the plot, at least 2 wide. */
    double[] boxExtent(ActivityBox box) {
        double x1 = Math.max(layout.x(box.startPs()), layout.plotLeft());
        double x2 = Math.min(layout.x(box.endPs()), layout.plotRight());
        return new double[] {x1, Math.max(x2 - x1, 2)};
    }

    Rect boxRect(ActivityBox box) {
        double[] e = boxExtent(box);
        double y = layout.laneY(box.lane());
        return new Rect(e[0], y - BOX_HEIGHT / 2, e[0] + e[1], y + BOX_HEIGHT / 2);
    }

    private Rect dropReasonRect(DropMark drop) {
        return textRect(TimingPainter.dropText(drop), layout.x(drop.timePs()), layout.laneY(drop.lane()) + 18);
    }

    /**
     * Inside the box when it fits (o_s and o_r only there), else any other box's name above it if that is free —
     * but a poll's on its lane just before its mark: a DVCM application that finds a message usually posts its
     * next command at once, so the room above is the post's, and before the poll the application only waited.
     */
    private void placeBoxLabel(ActivityBox box) {
        double[] e = boxExtent(box);
        double y = layout.laneY(box.lane());
        if (box.activity() == ActivityBox.Activity.POLL) {
            double half = SMALL.estimatedWidth(box.label()) / 2;
            double x = e[0] - 2 * PADDING - half;
            // baseline 4 below the lane: the word's patch ends where a name above a box begins
            if (x - half - PADDING >= layout.plotLeft()) {
                tryPlace(box.label(), x, y + 4).ifPresent(p -> boxLabels.put(box, p));
            }
        } else if (SMALL.estimatedWidth(box.label()) + 4 <= e[1]) {
            boxLabels.put(box, new Placed(box.label(), e[0] + e[1] / 2, y + 3.5));
        } else if (box.activity() != ActivityBox.Activity.SEND_OVERHEAD
                && box.activity() != ActivityBox.Activity.RECEIVE_OVERHEAD) {
            tryPlace(box.label(), e[0] + e[1] / 2, y - BOX_HEIGHT / 2 - 4).ifPresent(p -> boxLabels.put(box, p));
        }
    }

    private void placeArrowLabel(MessageArrow arrow) {
        double[] seg = layout.segment(arrow);
        if (seg == null) {
            return;
        }
        double half = SMALL.estimatedWidth(arrow.label()) / 2;
        for (double f : ALONG) {
            double x = Math.max(layout.plotLeft() + half, Math.min(layout.plotRight() - half,
                    seg[0] + (seg[2] - seg[0]) * f));
            Optional<Placed> placed = tryPlace(arrow.label(), x, seg[1] + (seg[3] - seg[1]) * f + 3.5);
            if (placed.isPresent()) {
                arrowLabels.put(arrow, placed.get());
                return;
            }
        }
    }

    private Optional<Placed> tryPlace(String text, double x, double baseline) {
        Rect rect = textRect(text, x, baseline);
        if (!free(rect)) {
            return Optional.empty();
        }
        take(rect);
        return Optional.of(new Placed(text, x, baseline));
    }

    /** The patch a word's white background covers: a line of 9.5 px text, padded. */
    static Rect textRect(String text, double x, double baseline) {
        double half = SMALL.estimatedWidth(text) / 2 + PADDING;
        return new Rect(x - half, baseline - 9 - PADDING, x + half, baseline + 3 + PADDING);
    }

    private boolean free(Rect r) {
        for (long cell : cells(r)) {
            for (Rect other : grid.getOrDefault(cell, List.of())) {
                if (r.overlaps(other)) {
                    return false;
                }
            }
        }
        return true;
    }

    private void take(Rect r) {
        for (long cell : cells(r)) {
            grid.computeIfAbsent(cell, c -> new ArrayList<>()).add(r);
        }
    }

    /** The grid cells {@code r} touches, so that a test looks only at its neighbours, not at every word. */
    private static List<Long> cells(Rect r) {
        List<Long> cells = new ArrayList<>();
        for (long gx = (long) Math.floor(r.x1 / GRID); gx <= (long) Math.floor(r.x2 / GRID); gx++) {
            for (long gy = (long) Math.floor(r.y1 / GRID); gy <= (long) Math.floor(r.y2 / GRID); gy++) {
                cells.add(gx << 32 ^ (gy & 0xffffffffL));
            }
        }
        return cells;
    }
}
