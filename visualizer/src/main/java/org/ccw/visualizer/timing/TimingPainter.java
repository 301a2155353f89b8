package org.ccw.visualizer.timing;

import java.util.List;

import org.ccw.visualizer.export.DrawingSurface;
import org.ccw.visualizer.export.Figure;
import org.ccw.visualizer.export.NiceTicks;
import org.ccw.visualizer.export.Rgb;
import org.ccw.visualizer.export.Stroke;
import org.ccw.visualizer.export.TextStyle;
import org.ccw.visualizer.export.TextStyle.Anchor;

/**
 * Draws a {@link TimingDiagram} on any {@link DrawingSurface}: the one painter behind the GUI's view and every
 * export. Lanes with their labels, a µs time axis with {@link NiceTicks}, CPU boxes on their lanes, slanted
 * arrows labelled with kind and handler, drop crosses with their reason, polls strips under the lanes of processes
 * that poll, the LogP bands under the lanes, and — in the GUI — the shared cursor and the selected arrow.
 */
public final class TimingPainter implements Figure {
    private static final TextStyle SMALL = TimingLabels.SMALL;
    private static final TextStyle TICK = TextStyle.plain(10, TimingStyle.TEXT, Anchor.MIDDLE);
    private static final double BOX_HEIGHT = TimingLabels.BOX_HEIGHT;
    private static final double ARROW_HEAD = 7;
    private static final TextStyle KEY = TextStyle.plain(10, TimingStyle.TEXT, Anchor.START);
    private static final TextStyle STRIP_LABEL = TextStyle.plain(9, TimingStyle.BOX_OUTLINE, Anchor.END);
    /** Tick heights on a polls strip: a network poll's stands out over a memory poll's. */
    private static final double NETWORK_TICK = 11;
    private static final double MEMORY_TICK = 5;

    private final TimingLayout layout;
    private final long cursorPs;
    private final long selectedNumber;

    /**
     * @param layout         the diagram laid out under its title
     * @param cursorPs       time of the shared cursor, ps, or -1 for none
     * @param selectedNumber trace number of the selected arrow, or -1 for none
     */
    public TimingPainter(TimingLayout layout, long cursorPs, long selectedNumber) {
        this.layout = layout;
        this.cursorPs = cursorPs;
        this.selectedNumber = selectedNumber;
    }

    /** A figure for export under {@code title} (scenario name and what is shown): no cursor, no selection. */
    public static TimingPainter forExport(TimingDiagram diagram, double width, String title) {
        return new TimingPainter(new TimingLayout(diagram, width, Double.POSITIVE_INFINITY, title), -1, -1);
    }

    public TimingLayout layout() {
        return layout;
    }

    @Override
    public double width() {
        return layout.width();
    }

    @Override
    public double height() {
        return layout.height();
    }

    @Override
    public void paint(DrawingSurface s) {
        s.rect(0, 0, width(), height(), TimingStyle.BACKGROUND, null);
        TimingDiagram d = layout.diagram();
        layout.header().paint(s);
        TimingLabels labels = layout.labels();
        axis(s);
        for (int i = 0; i < d.lanes().size(); i++) {
            double y = layout.laneY(i);
            s.line(layout.plotLeft(), y, layout.plotRight(), y, Stroke.solid(TimingStyle.LANE, 1));
            s.text(d.lanes().get(i).label(), layout.plotLeft() - 10, y + 4, TimingLayout.LANE_LABEL);
        }
        strips(s);
        d.boxes().forEach(box -> box(s, box, labels));
        // a second run's messages under the first's arrows: the model's picture stays on top, the measurement beside it
        d.ghosts().forEach(g -> ghost(s, g));
        d.arrows().stream().filter(a -> a.number() != selectedNumber).forEach(a -> arrow(s, a, false));
        d.arrows().stream().filter(a -> a.number() == selectedNumber).forEach(a -> arrow(s, a, true));
        // words after every line, so no later arrow runs through a label's patch
        d.arrows().forEach(a -> arrowLabel(s, a, a.number() == selectedNumber, labels));
        d.drops().forEach(drop -> drop(s, drop));
        d.logPOverlay().ifPresent(o -> logP(s, o));
        if (cursorPs >= d.fromPs() && cursorPs <= d.toPs()) {
            double x = layout.x(cursorPs);
            s.line(x, layout.plotTop() - 4, x, layout.lanesBottom(), Stroke.solid(TimingStyle.CURSOR, 1.5));
        }
    }

    /**
     * A 22-unit stretch of an arrow of {@code kind} (or a retransmitted one) from ({@code x}, {@code y}), stroked as
     * in the diagram; shared by the diagram's key and the window's Help → Legend.
     */
    public static void arrowSample(DrawingSurface s, double x, double y, String kind, boolean retransmission) {
        MessageArrow sample = new MessageArrow(-1, -1, -1, kind, kind, kind, 0, 0, 0, 0, retransmission, false);
        s.line(x, y, x + 22, y, TimingStyle.arrowStroke(sample, false));
    }

    /** A 22-unit stretch of a second run's ghosted message, as in the diagram. */
    public static void ghostSample(DrawingSurface s, double x, double y) {
        s.line(x, y, x + 22, y, TimingStyle.ghostStroke());
    }

    /** A drop's cross, as in the diagram, centred 5 units right of {@code x}. */
    public static void dropSample(DrawingSurface s, double x, double y) {
        cross(s, x + 5, y, 4);
    }

    /** An activity's box, as on a lane, 22 units wide from {@code x}. */
    public static void boxSample(DrawingSurface s, double x, double y, ActivityBox.Activity activity) {
        s.rect(x, y - BOX_HEIGHT / 2, 22, BOX_HEIGHT, fillOf(activity), Stroke.solid(TimingStyle.BOX_OUTLINE, 0.75));
    }

    /** Each strip's base line and name, its polls' ticks, and — when there are strips — their key under the axis. */
    private void strips(DrawingSurface s) {
        TimingDiagram d = layout.diagram();
        boolean any = false;
        for (int i = 0; i < d.lanes().size(); i++) {
            if (d.lanes().get(i).polls()) {
                double base = stripBase(i);
                s.line(layout.plotLeft(), base, layout.plotRight(), base, Stroke.solid(TimingStyle.GRID, 1));
                s.text("polls", layout.plotLeft() - 10, base - 1, STRIP_LABEL);
                any = true;
            }
        }
        for (PollMark poll : d.polls()) {
            double x = layout.x(poll.timePs());
            if (x >= layout.plotLeft() && x <= layout.plotRight()) {
                // a squeezed strip gets shorter ticks, their proportions kept
                double tall = Math.min(NETWORK_TICK, layout.stripHeight(poll.lane()) - 4);
                tick(s, x, stripBase(poll.lane()), poll.network() ? tall : tall * MEMORY_TICK / NETWORK_TICK,
                        poll.network(), poll.found());
            }
        }
        if (any) {
            // left of the axis's title, under the lane labels, so a narrow pane keeps the two apart
            pollsKey(s, 12, layout.height() - TimingLayout.AXIS_HEIGHT + 8 + 33);
        }
    }

    private double stripBase(int lane) {
        return layout.stripTop(lane) + layout.stripHeight(lane) - 2;
    }

    /**
     * A poll's tick standing on {@code base} at {@code x}: tall for the network, short for memory, in their
     * colours; a poll that took a message has a diamond on top.
     */
    public static void pollSample(DrawingSurface s, double x, double base, boolean network, boolean found) {
        tick(s, x, base, network ? NETWORK_TICK : MEMORY_TICK, network, found);
    }

    private static void tick(DrawingSurface s, double x, double base, double height, boolean network, boolean found) {
        double top = base - height;
        Rgb colour = network ? TimingStyle.POLL_NETWORK : TimingStyle.POLL_MEMORY;
        s.line(x, base, x, top, Stroke.solid(colour, found ? 1.5 : 1));
        if (found) {
            double r = 2.5;
            s.polygon(new double[] {x, x + r, x, x - r}, new double[] {top - r, top, top + r, top}, colour);
        }
    }

    /** What the strips' marks mean, on the axis title's line from {@code x}. */
    private static void pollsKey(DrawingSurface s, double x, double y) {
        s.text("polls:", x, y, KEY);
        x = keyEntry(s, x + 6 + KEY.estimatedWidth("polls:"), y, false, false, "memory");
        x = keyEntry(s, x, y, true, false, "network");
        keyEntry(s, x, y, false, true, "found a message");
    }

    /** One mark of the polls key and its word; returns where the next entry starts. */
    private static double keyEntry(DrawingSurface s, double x, double y, boolean network, boolean found, String word) {
        pollSample(s, x + 3, y + 1, network, found);
        s.text(word, x + 10, y, KEY);
        return x + 20 + KEY.estimatedWidth(word);
    }

    private void axis(DrawingSurface s) {
        double top = layout.plotTop();
        double base = layout.height() - TimingLayout.AXIS_HEIGHT + 8;
        List<NiceTicks.Tick> ticks = NiceTicks.linear(layout.fromMicros(), layout.toMicros(),
                layout.plotRight() - layout.plotLeft(), TICK);
        for (NiceTicks.Tick tick : ticks) {
            double x = layout.plotLeft() + (layout.plotRight() - layout.plotLeft())
                    * (tick.value() - layout.fromMicros()) / (layout.toMicros() - layout.fromMicros());
            s.line(x, top, x, base, Stroke.solid(TimingStyle.GRID, 1));
            s.line(x, base, x, base + 5, Stroke.solid(TimingStyle.TEXT, 1));
            s.text(tick.label(), x, base + 17, TICK);
        }
        s.line(layout.plotLeft(), base, layout.plotRight(), base, Stroke.solid(TimingStyle.TEXT, 1));
        s.text("time (\u00b5s)", (layout.plotLeft() + layout.plotRight()) / 2, base + 33,
                TextStyle.plain(11, TimingStyle.TEXT, Anchor.MIDDLE));
    }

    private void box(DrawingSurface s, ActivityBox box, TimingLabels labels) {
        double[] extent = labels.boxExtent(box);
        double y = layout.laneY(box.lane());
        s.rect(extent[0], y - BOX_HEIGHT / 2, extent[1], BOX_HEIGHT, fillOf(box.activity()),
                Stroke.solid(TimingStyle.BOX_OUTLINE, 0.75));
        labels.of(box).ifPresent(p -> {
            if (box.activity() == ActivityBox.Activity.POLL) {
                // a poll's name sits on the lane line: clear it from under the word
                double w = SMALL.estimatedWidth(p.text());
                s.rect(p.x() - w / 2 - 1, p.y() - 9, w + 2, 12, TimingStyle.BACKGROUND, null);
            }
            s.text(p.text(), p.x(), p.y(), SMALL);
        });
    }

    private static Rgb fillOf(ActivityBox.Activity activity) {
        return switch (activity) {
            case HANDLER -> TimingStyle.HANDLER_FILL;
            case SEND_OVERHEAD -> TimingStyle.SEND_OVERHEAD_FILL;
            case RECEIVE_OVERHEAD -> TimingStyle.RECEIVE_OVERHEAD_FILL;
            case COMMAND_POST -> TimingStyle.COMMAND_POST_FILL;
            case DMA -> TimingStyle.DMA_FILL;
            case POLL -> TimingStyle.POLL_FILL;
        };
    }

    /** A LogP band's fill: o_s and o_r as their boxes, L and g their own, a wait as the polls it waited for. */
    private static Rgb fillOf(String band) {
        return switch (band) {
            case LogPOverlay.O_S -> TimingStyle.SEND_OVERHEAD_FILL;
            case LogPOverlay.O_R -> TimingStyle.RECEIVE_OVERHEAD_FILL;
            case LogPOverlay.WAIT -> TimingStyle.WAIT_FILL;
            case LogPOverlay.G -> TimingStyle.GAP_FILL;
            default -> TimingStyle.LATENCY_FILL;
        };
    }

    private void arrow(DrawingSurface s, MessageArrow arrow, boolean selected) {
        double[] seg = layout.segment(arrow);
        if (seg == null) {
            return;
        }
        Stroke stroke = TimingStyle.arrowStroke(arrow, selected);
        s.line(seg[0], seg[1], seg[2], seg[3], stroke);
        if (arrow.arrivePs() <= layout.diagram().toPs() && !arrow.dropped()) {
            double angle = Math.atan2(seg[3] - seg[1], seg[2] - seg[0]);
            double[] xs = {seg[2], seg[2] - ARROW_HEAD * Math.cos(angle - 0.4), seg[2] - ARROW_HEAD * Math.cos(angle + 0.4)};
            double[] ys = {seg[3], seg[3] - ARROW_HEAD * Math.sin(angle - 0.4), seg[3] - ARROW_HEAD * Math.sin(angle + 0.4)};
            s.polygon(xs, ys, stroke.colour());
        }
    }

    /** A second run's message: a dashed line with an open head where it was delivered. */
    private void ghost(DrawingSurface s, MessageArrow ghost) {
        double[] seg = layout.segment(ghost);
        if (seg == null) {
            return;
        }
        Stroke stroke = TimingStyle.ghostStroke();
        s.line(seg[0], seg[1], seg[2], seg[3], stroke);
        if (ghost.arrivePs() <= layout.diagram().toPs()) {
            double angle = Math.atan2(seg[3] - seg[1], seg[2] - seg[0]);
            Stroke head = Stroke.solid(stroke.colour(), stroke.width());
            s.line(seg[2], seg[3], seg[2] - ARROW_HEAD * Math.cos(angle - 0.4), seg[3] - ARROW_HEAD * Math.sin(angle - 0.4),
                    head);
            s.line(seg[2], seg[3], seg[2] - ARROW_HEAD * Math.cos(angle + 0.4), seg[3] - ARROW_HEAD * Math.sin(angle + 0.4),
                    head);
        }
    }

    /** The arrow's label on a white patch, where the labels' placement found it room (or not at all). */
    private static void arrowLabel(DrawingSurface s, MessageArrow arrow, boolean selected, TimingLabels labels) {
        labels.of(arrow).ifPresent(p -> {
            TextStyle style = TextStyle.plain(SMALL.size(), TimingStyle.arrowStroke(arrow, selected).colour(),
                    Anchor.MIDDLE);
            double w = style.estimatedWidth(p.text());
            s.rect(p.x() - w / 2 - 1, p.y() - 9, w + 2, 12, TimingStyle.BACKGROUND, null);
            s.text(p.text(), p.x(), p.y(), style);
        });
    }

    private void drop(DrawingSurface s, DropMark drop) {
        double x = layout.x(drop.timePs());
        double y = layout.laneY(drop.lane());
        cross(s, x, y, 6);
        TextStyle style = TextStyle.plain(SMALL.size(), TimingStyle.DROP, Anchor.MIDDLE);
        double w = style.estimatedWidth(dropText(drop));
        s.rect(x - w / 2 - 1, y + 9, w + 2, 12, TimingStyle.BACKGROUND, null);
        s.text(dropText(drop), x, y + 18, style);
    }

    /** What a drop's mark says beside it. */
    static String dropText(DropMark drop) {
        return "dropped " + drop.kind() + ": " + drop.reason();
    }

    private static void cross(DrawingSurface s, double x, double y, double r) {
        Stroke red = Stroke.solid(TimingStyle.DROP, 2.5);
        s.line(x - r, y - r, x + r, y + r, red);
        s.line(x - r, y + r, x + r, y - r, red);
    }

    private void logP(DrawingSurface s, LogPOverlay overlay) {
        double y = layout.lanesBottom() + 6;
        for (LogPOverlay.Band band : overlay.bands()) {
            double x1 = Math.max(layout.x(band.startPs()), layout.plotLeft());
            double x2 = Math.min(layout.x(band.endPs()), layout.plotRight());
            s.rect(x1, y, Math.max(x2 - x1, 2), TimingLayout.BAND_ROW_HEIGHT - 4, fillOf(band.name()),
                    Stroke.solid(TimingStyle.BOX_OUTLINE, 0.75));
            s.text(band.label(), x2 + 6, y + 11, TextStyle.plain(10, TimingStyle.TEXT, Anchor.START));
            y += TimingLayout.BAND_ROW_HEIGHT;
        }
        s.text("LogP", layout.plotLeft() - 10,
                layout.lanesBottom() + 17, TextStyle.plain(10, TimingStyle.TEXT, Anchor.END));
    }
}
