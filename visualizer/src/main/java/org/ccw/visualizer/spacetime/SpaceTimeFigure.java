package org.ccw.visualizer.spacetime;

import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.ccw.engine.trace.TaskState;
import org.ccw.visualizer.ColourPalette;
import org.ccw.visualizer.export.DrawingSurface;
import org.ccw.visualizer.timing.TimeFigure;
import org.ccw.visualizer.export.NiceTicks;
import org.ccw.visualizer.export.Rgb;
import org.ccw.visualizer.export.Stroke;
import org.ccw.visualizer.export.TextStyle;

/**
 * The space-time view drawn on any {@link DrawingSurface} (the window's canvas, SVG, PNG, PDF): a bar per task
 * across the time range {@code [fromPs, toPs)}, coloured by state (the stylesheet's {@code -ccw-task-*}), a line per
 * message from its send to the return of its receive, each task's last call at the cursor beside its label with
 * the messages pending for it, a utilization strip underneath (how many tasks compute, are in the library, wait)
 * and the time axis. The geometry ({@link #rowTop}, {@link #timeAt}) is what a click is read against.
 */
public final class SpaceTimeFigure implements TimeFigure {
    static final double LABEL_WIDTH = 190;
    static final double ROW_HEIGHT = 26;
    static final double BAR_HEIGHT = 14;
    static final double TOP = 8;
    static final double STRIP_HEIGHT = 54;
    static final double AXIS_HEIGHT = 30;
    private static final double RIGHT = 16;
    private static final TextStyle LABEL = TextStyle.plain(11, Rgb.BLACK, TextStyle.Anchor.START);

    /** The strip's key: each state's name beside its colour, the same colour as the task bars. */
    private static final Map<TaskState, String> LEGEND = Map.of(TaskState.COMPUTING,
            "computing", TaskState.IN_LIBRARY, "in the library", TaskState.WAITING, "waiting");

    private final SpaceTime model;
    private final long fromPs;
    private final long toPs;
    private final long cursorPs;
    private final long selectedMessage;
    private final double width;
    private final ColourPalette palette;

    /**
     * @param cursorPs        the shared cursor's time, -1 for none
     * @param selectedMessage the id of the message to highlight, -1 for none
     */
    public SpaceTimeFigure(SpaceTime model, long fromPs, long toPs, long cursorPs, long selectedMessage,
            double width, ColourPalette palette) {
        this.model = model;
        this.fromPs = fromPs;
        this.toPs = Math.max(fromPs + 1, toPs);
        this.cursorPs = cursorPs;
        this.selectedMessage = selectedMessage;
        this.width = Math.max(LABEL_WIDTH + 200, width);
        this.palette = palette;
    }

    @Override
    public double width() {
        return width;
    }

    @Override
    public double height() {
        return stripTop() + STRIP_HEIGHT + AXIS_HEIGHT;
    }

    /** The top of task row {@code row}. */
    static double rowTop(int row) {
        return TOP + row * ROW_HEIGHT;
    }

    private double stripTop() {
        return rowTop(model.tasks().size()) + 10;
    }

    /** The x of time {@code ps}. */
    public double x(long ps) {
        return LABEL_WIDTH + (ps - fromPs) * (width - LABEL_WIDTH - RIGHT) / (double) (toPs - fromPs);
    }

    /** The time at x, within the range. */
    public long timeAt(double x) {
        double share = (x - LABEL_WIDTH) / (width - LABEL_WIDTH - RIGHT);
        return fromPs + Math.round(Math.max(0, Math.min(1, share)) * (toPs - fromPs));
    }

    /** The y of row {@code row}'s centre (fractional: 0.5 is halfway between the first two): {@link #rowAt}'s inverse. */
    public static double rowCentreY(double row) {
        return rowTop(0) + ROW_HEIGHT / 2 + row * ROW_HEIGHT;
    }

    /** The row (fractional, 0 the first task's centre) at y. */
    public static double rowAt(double y) {
        return (y - rowCentreY(0)) / ROW_HEIGHT;
    }

    /** The fill of a task in {@code state}. */
    Rgb fill(TaskState state) {
        return palette.colour(switch (state) {
            case COMPUTING -> "-ccw-task-computing";
            case IN_LIBRARY -> "-ccw-task-library";
            case WAITING, EXITED -> "-ccw-task-waiting";
        });
    }

    @Override
    public void paint(DrawingSurface g) {
        g.rect(0, 0, width, height(), palette.colour("-ccw-canvas"), null);
        Rgb text = palette.colour("-ccw-text");
        Rgb muted = palette.colour("-ccw-text-muted");
        Stroke outline = Stroke.solid(palette.colour("-ccw-lane"), Stroke.MIN_WIDTH);
        List<SpaceTime.Task> tasks = model.tasks();
        long at = cursorPs >= 0 ? cursorPs : toPs;
        for (int row = 0; row < tasks.size(); row++) {
            SpaceTime.Task task = tasks.get(row);
            double y = rowTop(row) + (ROW_HEIGHT - BAR_HEIGHT) / 2;
            String call = task.lastCallAt(at);
            int pending = model.pendingAt(row, at).size();
            g.text(task.label(), 6, y + 9, LABEL.asBold());
            g.text((call.isEmpty() ? "" : call) + (pending > 0 ? "  " + pending + " pending" : ""), 6, y + 20,
                    TextStyle.plain(9.5, muted, TextStyle.Anchor.START));
            for (SpaceTime.Stretch s : task.stretches()) {
                if (s.endPs() <= fromPs || s.startPs() >= toPs) {
                    continue;
                }
                double x0 = x(Math.max(fromPs, s.startPs()));
                double x1 = x(Math.min(toPs, s.endPs()));
                g.rect(x0, y, Math.max(0.5, x1 - x0), BAR_HEIGHT, fill(s.state()), null);
            }
            g.rect(LABEL_WIDTH, y, width - LABEL_WIDTH - RIGHT, BAR_HEIGHT, null, outline);
        }
        Rgb line = palette.colour("-ccw-task-message");
        Rgb selected = palette.colour("-ccw-selection");
        for (SpaceTime.Message m : model.messages()) {
            if (!m.received() || Math.max(m.sentPs(), m.receivedPs()) < fromPs
                    || Math.min(m.sentPs(), m.receivedPs()) > toPs) {
                continue;
            }
            boolean chosen = m.id() == selectedMessage;
            g.line(x(m.sentPs()), rowTop(m.from()) + ROW_HEIGHT / 2, x(m.receivedPs()), rowTop(m.to()) + ROW_HEIGHT / 2,
                    Stroke.solid(chosen ? selected : line, chosen ? 2.5 : 1));
        }
        paintUtilization(g, text, muted);
        paintAxis(g, muted);
        if (cursorPs >= fromPs && cursorPs <= toPs) {
            g.line(x(cursorPs), TOP, x(cursorPs), stripTop() + STRIP_HEIGHT,
                    Stroke.solid(palette.colour("-ccw-cursor"), 1.5));
        }
    }

    /** Stacked columns: computing at the bottom, then in the library, then waiting, out of all tasks. */
    private void paintUtilization(DrawingSurface g, Rgb text, Rgb muted) {
        double top = stripTop();
        g.text("utilization", 6, top + 12, TextStyle.plain(11, text, TextStyle.Anchor.START).asBold());
        TextStyle key = TextStyle.plain(9.5, muted, TextStyle.Anchor.START);
        double y = top + 18;
        for (TaskState state : List.of(TaskState.COMPUTING, TaskState.IN_LIBRARY, TaskState.WAITING)) {
            g.rect(6, y, 9, 9, fill(state), null);
            g.text(LEGEND.get(state), 19, y + 8, key);
            y += 11;
        }
        int all = Math.max(1, model.tasks().size());
        int columns = (int) Math.max(1, (width - LABEL_WIDTH - RIGHT) / 3);
        for (int c = 0; c < columns; c++) {
            double x0 = LABEL_WIDTH + c * 3.0;
            long t = timeAt(x0 + 1.5);
            SpaceTime.Utilization u = model.utilizationAt(t);
            double bottom = top + STRIP_HEIGHT;
            double scale = STRIP_HEIGHT / all;
            bottom = column(g, x0, bottom, u.computing() * scale, fill(TaskState.COMPUTING));
            bottom = column(g, x0, bottom, u.inLibrary() * scale, fill(TaskState.IN_LIBRARY));
            column(g, x0, bottom, u.waiting() * scale, fill(TaskState.WAITING));
        }
        g.rect(LABEL_WIDTH, top, width - LABEL_WIDTH - RIGHT, STRIP_HEIGHT, null,
                Stroke.solid(palette.colour("-ccw-lane"), Stroke.MIN_WIDTH));
    }

    private static double column(DrawingSurface g, double x, double bottom, double height, Rgb fill) {
        if (height > 0) {
            g.rect(x, bottom - height, 3, height, fill, null);
        }
        return bottom - height;
    }

    private void paintAxis(DrawingSurface g, Rgb muted) {
        double y = stripTop() + STRIP_HEIGHT;
        TextStyle tick = TextStyle.plain(10, muted, TextStyle.Anchor.MIDDLE);
        double fromUs = fromPs / 1e6;
        double toUs = toPs / 1e6;
        for (NiceTicks.Tick t : NiceTicks.linear(fromUs, toUs, width - LABEL_WIDTH - RIGHT, tick)) {
            double x = LABEL_WIDTH + (t.value() - fromUs) / (toUs - fromUs) * (width - LABEL_WIDTH - RIGHT);
            g.line(x, y, x, y + 4, Stroke.solid(muted, Stroke.MIN_WIDTH));
            g.text(t.label(), x, y + 16, tick);
        }
        g.text(String.format(Locale.ROOT, "time (µs)"), width - RIGHT, y + 28,
                TextStyle.plain(10, muted, TextStyle.Anchor.END));
    }
}
