package org.ccw.visualizer.congestion;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.ccw.visualizer.ColourPalette;
import org.ccw.visualizer.export.DrawingSurface;
import org.ccw.visualizer.timing.TimeFigure;
import org.ccw.visualizer.export.NiceTicks;
import org.ccw.visualizer.export.Rgb;
import org.ccw.visualizer.export.Stroke;
import org.ccw.visualizer.export.TextStyle;

/**
 * The congestion-window view drawn on any {@link DrawingSurface} (the window's canvas, SVG, PNG, PDF): under a key,
 * one panel per connection across {@code [fromPs, toPs)} — cwnd as a solid step line and ssthresh as a dashed one
 * (the stylesheet's {@code -ccw-cwnd}, {@code -ccw-ssthresh}) on the panel's own scale, the background shaded by
 * the sender's phase and the phase named in a strip beneath, and above it a row of triangles where a segment was
 * resent and a row of squares where the retransmission timer fired — then the time axis. The cursor's line crosses
 * every panel and each panel's title tells the state there. An ssthresh far above every cwnd (a fresh
 * connection's "unbounded" one) runs along the panel's top and says its value, so it does not flatten the rest.
 */
public final class CongestionFigure implements TimeFigure {
    /** What the vertical axis counts. */
    public enum Unit {
        SEGMENTS("segments"), BYTES("bytes");

        private final String words;

        Unit(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }

        double of(int bytes, int mss) {
            return this == BYTES ? bytes : bytes / (double) Math.max(1, mss);
        }
    }

    static final double LEFT = 78;
    static final double KEY_HEIGHT = 26;
    static final double TITLE_HEIGHT = 20;
    static final double MARK_ROW = 11;
    static final double PLOT_HEIGHT = 150;
    static final double PHASE_STRIP = 14;
    static final double GAP = 16;
    static final double AXIS_HEIGHT = 32;
    private static final double RIGHT = 16;
    /** An ssthresh above this many times the panel's largest cwnd runs along the top instead of setting the scale. */
    private static final double SSTHRESH_REACH = 2;
    private static final double PANEL_HEIGHT = TITLE_HEIGHT + 2 * MARK_ROW + PLOT_HEIGHT + PHASE_STRIP + GAP;

    private final CongestionWindows model;
    private final long fromPs;
    private final long toPs;
    private final long cursorPs;
    private final Unit unit;
    private final double width;
    private final ColourPalette palette;

    /** @param cursorPs the shared cursor's time, -1 for none */
    public CongestionFigure(CongestionWindows model, long fromPs, long toPs, long cursorPs, Unit unit, double width,
            ColourPalette palette) {
        this.model = model;
        this.fromPs = fromPs;
        this.toPs = Math.max(fromPs + 1, toPs);
        this.cursorPs = cursorPs;
        this.unit = unit;
        this.width = Math.max(LEFT + 300, width);
        this.palette = palette;
    }

    @Override
    public double width() {
        return width;
    }

    @Override
    public double height() {
        return panelTop(model.connections().size()) + AXIS_HEIGHT;
    }

    /** The top of connection {@code index}'s panel (its title line). */
    static double panelTop(int index) {
        return KEY_HEIGHT + index * PANEL_HEIGHT;
    }

    /** The top of connection {@code index}'s plot. */
    public static double plotTop(int index) {
        return panelTop(index) + TITLE_HEIGHT + 2 * MARK_ROW;
    }

    /** The connection whose panel holds y, or -1. */
    public int connectionAt(double y) {
        int index = (int) Math.floor((y - KEY_HEIGHT) / PANEL_HEIGHT);
        return y >= KEY_HEIGHT && index < model.connections().size() ? index : -1;
    }

    /** The x of time {@code ps}. */
    public double x(long ps) {
        return LEFT + (ps - fromPs) * plotWidth() / (double) (toPs - fromPs);
    }

    /** The time at x, within the range. */
    public long timeAt(double x) {
        double share = (x - LEFT) / plotWidth();
        return fromPs + Math.round(Math.max(0, Math.min(1, share)) * (toPs - fromPs));
    }

    private double plotWidth() {
        return width - LEFT - RIGHT;
    }

    /** The largest value connection {@code c}'s scale shows, in the unit. */
    double scaleTop(CongestionWindows.Connection c) {
        double top = 0;
        for (CongestionWindows.Step s : c.steps()) {
            top = Math.max(top, unit.of(s.cwnd(), s.mss()));
        }
        double cwndTop = top;
        for (CongestionWindows.Step s : c.steps()) {
            double ssthresh = unit.of(s.ssthresh(), s.mss());
            if (ssthresh <= SSTHRESH_REACH * cwndTop) {
                top = Math.max(top, ssthresh);
            }
        }
        return Math.max(1, top * 1.08);
    }

    /** The fill of {@code phase}'s shading. */
    Rgb fill(CongestionWindows.Phase phase) {
        return switch (phase) {
            case SLOW_START -> palette.colour("-ccw-phase-slow-start");
            case CONGESTION_AVOIDANCE -> palette.colour("-ccw-phase-congestion-avoidance");
            case FAST_RECOVERY -> palette.colour("-ccw-phase-fast-recovery");
            case OTHER -> palette.colour("-ccw-canvas");
        };
    }

    @Override
    public void paint(DrawingSurface g) {
        g.rect(0, 0, width, height(), palette.colour("-ccw-canvas"), null);
        paintKey(g);
        List<CongestionWindows.Connection> connections = model.connections();
        for (int i = 0; i < connections.size(); i++) {
            paintConnection(g, i, connections.get(i));
        }
        paintAxis(g);
        if (cursorPs >= fromPs && cursorPs <= toPs && !connections.isEmpty()) {
            g.line(x(cursorPs), KEY_HEIGHT, x(cursorPs), panelTop(connections.size()) - GAP,
                    Stroke.solid(palette.colour("-ccw-cursor"), 1.5));
        }
    }

    /** Lines, phases and marks, each by its shape and its name, so colour is never the only carrier. */
    private void paintKey(DrawingSurface g) {
        TextStyle key = TextStyle.plain(10, palette.colour("-ccw-text"), TextStyle.Anchor.START);
        double y = 16;
        double x = 8;
        g.line(x, y - 4, x + 22, y - 4, Stroke.solid(palette.colour("-ccw-cwnd"), 2));
        x = keyText(g, "cwnd", x + 26, y, key);
        g.line(x, y - 4, x + 22, y - 4, ssthreshStroke());
        x = keyText(g, "ssthresh", x + 26, y, key);
        for (CongestionWindows.Phase p : List.of(CongestionWindows.Phase.SLOW_START,
                CongestionWindows.Phase.CONGESTION_AVOIDANCE, CongestionWindows.Phase.FAST_RECOVERY)) {
            g.rect(x, y - 9, 12, 10, fill(p), Stroke.solid(palette.colour("-ccw-lane"), Stroke.MIN_WIDTH));
            x = keyText(g, p.words(), x + 16, y, key);
        }
        triangle(g, x + 5, y - 9, palette.colour("-ccw-retransmission"));
        x = keyText(g, "resent", x + 14, y, key);
        square(g, x + 5, y - 4, palette.colour("-ccw-timeout"));
        keyText(g, "timeout", x + 14, y, key);
    }

    private static double keyText(DrawingSurface g, String text, double x, double y, TextStyle style) {
        g.text(text, x, y, style);
        return x + style.estimatedWidth(text) + 12;
    }

    private Stroke ssthreshStroke() {
        return new Stroke(palette.colour("-ccw-ssthresh"), 1.5, 6, 3);
    }

    private void paintConnection(DrawingSurface g, int index, CongestionWindows.Connection c) {
        Rgb text = palette.colour("-ccw-text");
        Rgb muted = palette.colour("-ccw-text-muted");
        double top = plotTop(index);
        double bottom = top + PLOT_HEIGHT;
        double scale = scaleTop(c);
        double title = panelTop(index) + 14;
        g.text(c.label(), 8, title, TextStyle.plain(11, text, TextStyle.Anchor.START).asBold());
        String state = String.format(Locale.ROOT, "peak cwnd %s segments; %d resent, %d timeouts",
                CongestionWindows.segments(c.steps().stream().mapToDouble(CongestionWindows.Step::cwndSegments)
                        .max().orElse(0)), c.count(CongestionWindows.MarkKind.RETRANSMISSION),
                c.count(CongestionWindows.MarkKind.TIMEOUT));
        if (cursorPs >= 0) {
            state = String.format(Locale.ROOT, "at %.3f µs: %s", cursorPs / 1e6, c.describeAt(cursorPs));
        }
        g.text(state, width - RIGHT, title, TextStyle.plain(10, muted, TextStyle.Anchor.END));
        TextStyle rowLabel = TextStyle.plain(9, muted, TextStyle.Anchor.END);
        g.text("resent", LEFT - 6, panelTop(index) + TITLE_HEIGHT + MARK_ROW - 2, rowLabel);
        g.text("timeout", LEFT - 6, panelTop(index) + TITLE_HEIGHT + 2 * MARK_ROW - 2, rowLabel);
        paintPhases(g, c, top, bottom);
        paintScale(g, scale, top, bottom, muted);
        paintLines(g, c, scale, top);
        paintMarks(g, index, c, top, bottom);
        g.rect(LEFT, top, plotWidth(), PLOT_HEIGHT, null, Stroke.solid(palette.colour("-ccw-lane"), Stroke.MIN_WIDTH));
    }

    private void paintPhases(DrawingSurface g, CongestionWindows.Connection c, double top, double bottom) {
        TextStyle label = TextStyle.plain(9, palette.colour("-ccw-text"), TextStyle.Anchor.MIDDLE);
        Stroke edge = Stroke.solid(palette.colour("-ccw-lane"), Stroke.MIN_WIDTH);
        for (CongestionWindows.Step s : c.steps()) {
            if (s.endPs() <= fromPs || s.startPs() >= toPs) {
                continue;
            }
            double x0 = x(Math.max(fromPs, s.startPs()));
            double x1 = x(Math.min(toPs, s.endPs()));
            Rgb fill = fill(s.phase());
            g.rect(x0, top, Math.max(0.5, x1 - x0), PLOT_HEIGHT, fill, null);
            g.rect(x0, bottom, Math.max(0.5, x1 - x0), PHASE_STRIP, fill, null);
        }
        // the strip names each run of one phase where the name fits, so the shading never speaks alone
        List<long[]> runs = new ArrayList<>();
        List<CongestionWindows.Phase> phases = new ArrayList<>();
        for (CongestionWindows.Step s : c.steps()) {
            int last = phases.size() - 1;
            if (last >= 0 && phases.get(last) == s.phase()) {
                runs.get(last)[1] = s.endPs();
            } else {
                runs.add(new long[] {s.startPs(), s.endPs()});
                phases.add(s.phase());
            }
        }
        for (int i = 0; i < runs.size(); i++) {
            long start = Math.max(fromPs, runs.get(i)[0]);
            long end = Math.min(toPs, runs.get(i)[1]);
            if (end <= start) {
                continue;
            }
            double x0 = x(start);
            double x1 = x(end);
            String name = phases.get(i).words();
            String shortName = abbreviation(name);
            String fits = label.estimatedWidth(name) + 4 <= x1 - x0 ? name
                    : label.estimatedWidth(shortName) + 2 <= x1 - x0 ? shortName : "";
            if (!fits.isEmpty()) {
                g.text(fits, (x0 + x1) / 2, bottom + PHASE_STRIP - 3.5, label);
            }
            if (i > 0) {
                g.line(x0, bottom, x0, bottom + PHASE_STRIP, edge);
            }
        }
        g.rect(LEFT, bottom, plotWidth(), PHASE_STRIP, null, edge);
    }

    /** "slow start" → "SS", "congestion avoidance" → "CA". */
    private static String abbreviation(String words) {
        StringBuilder b = new StringBuilder();
        for (String w : words.split(" ")) {
            b.append(Character.toUpperCase(w.charAt(0)));
        }
        return b.toString();
    }

    private void paintScale(DrawingSurface g, double scale, double top, double bottom, Rgb muted) {
        TextStyle tick = TextStyle.plain(9.5, muted, TextStyle.Anchor.END);
        Stroke grid = Stroke.solid(palette.colour("-ccw-grid"), Stroke.MIN_WIDTH);
        for (NiceTicks.Tick t : NiceTicks.linearVertical(0, scale, PLOT_HEIGHT, tick)) {
            if (unit == Unit.SEGMENTS && t.value() != Math.rint(t.value())) {
                continue; // whole segments only: a window of 1.5 segments is no tick a student reads
            }
            double y = bottom - t.value() / scale * PLOT_HEIGHT;
            if (t.value() > 0) {
                g.line(LEFT, y, LEFT + plotWidth(), y, grid);
            }
            g.text(unit == Unit.SEGMENTS ? CongestionWindows.segments(t.value()) : t.label(), LEFT - 4, y + 3.5, tick);
        }
        g.text(unit.words(), 12, (top + bottom) / 2, TextStyle.plain(10, muted, TextStyle.Anchor.MIDDLE)
                .asVertical());
    }

    /** ssthresh first, so cwnd's line stays on top where they meet. */
    private void paintLines(DrawingSurface g, CongestionWindows.Connection c, double scale, double top) {
        List<CongestionWindows.Step> shown = c.steps().stream()
                .filter(s -> s.endPs() > fromPs && s.startPs() < toPs).toList();
        if (shown.isEmpty()) {
            return;
        }
        double[] ssthresh = new double[shown.size()];
        double[] cwnd = new double[shown.size()];
        for (int i = 0; i < shown.size(); i++) {
            CongestionWindows.Step s = shown.get(i);
            ssthresh[i] = unit.of(s.ssthresh(), s.mss());
            cwnd[i] = unit.of(s.cwnd(), s.mss());
        }
        stepLine(g, shown, ssthresh, scale, top, ssthreshStroke());
        stepLine(g, shown, cwnd, scale, top, Stroke.solid(palette.colour("-ccw-cwnd"), 2));
        // an ssthresh off the scale says its value where it first runs along the top
        TextStyle above = TextStyle.plain(9, palette.colour("-ccw-ssthresh"), TextStyle.Anchor.START);
        for (int i = 0; i < shown.size(); i++) {
            if (ssthresh[i] > scale && (i == 0 || ssthresh[i - 1] <= scale || ssthresh[i - 1] != ssthresh[i])) {
                g.text("ssthresh " + CongestionWindows.segments(ssthresh[i]) + " (above)",
                        x(Math.max(fromPs, shown.get(i).startPs())) + 3, top + 11, above);
            }
        }
    }

    private void stepLine(DrawingSurface g, List<CongestionWindows.Step> steps, double[] values, double scale,
            double top, Stroke stroke) {
        List<Double> xs = new ArrayList<>();
        List<Double> ys = new ArrayList<>();
        for (int i = 0; i < steps.size(); i++) {
            CongestionWindows.Step s = steps.get(i);
            double y = top + PLOT_HEIGHT - Math.min(values[i], scale) / scale * PLOT_HEIGHT;
            xs.add(x(Math.max(fromPs, s.startPs())));
            ys.add(y);
            xs.add(x(Math.min(toPs, s.endPs())));
            ys.add(y);
        }
        g.polyline(xs.stream().mapToDouble(Double::doubleValue).toArray(),
                ys.stream().mapToDouble(Double::doubleValue).toArray(), stroke);
    }

    private void paintMarks(DrawingSurface g, int index, CongestionWindows.Connection c, double top, double bottom) {
        double resentRow = panelTop(index) + TITLE_HEIGHT;
        for (CongestionWindows.Mark m : c.marks()) {
            if (m.atPs() < fromPs || m.atPs() > toPs) {
                continue;
            }
            double x = x(m.atPs());
            boolean timeout = m.kind() == CongestionWindows.MarkKind.TIMEOUT;
            Rgb colour = palette.colour(timeout ? "-ccw-timeout" : "-ccw-retransmission");
            g.line(x, top, x, bottom, new Stroke(colour, Stroke.MIN_WIDTH, 2, 2));
            if (timeout) {
                square(g, x, resentRow + MARK_ROW + MARK_ROW / 2, colour);
            } else {
                triangle(g, x, resentRow + 1, colour);
            }
        }
    }

    /** A downward triangle with its tip at the bottom of a mark row, centred on x. */
    private static void triangle(DrawingSurface g, double x, double y, Rgb colour) {
        g.polygon(new double[] {x - 4.5, x + 4.5, x}, new double[] {y, y, y + 9}, colour);
    }

    private static void square(DrawingSurface g, double x, double centreY, Rgb colour) {
        g.rect(x - 4, centreY - 4, 8, 8, colour, null);
    }

    private void paintAxis(DrawingSurface g) {
        Rgb muted = palette.colour("-ccw-text-muted");
        double y = panelTop(model.connections().size()) - GAP + 2;
        TextStyle tick = TextStyle.plain(10, muted, TextStyle.Anchor.MIDDLE);
        double fromUs = fromPs / 1e6;
        double toUs = toPs / 1e6;
        for (NiceTicks.Tick t : NiceTicks.linear(fromUs, toUs, plotWidth(), tick)) {
            double x = LEFT + (t.value() - fromUs) / (toUs - fromUs) * plotWidth();
            g.line(x, y, x, y + 4, Stroke.solid(muted, Stroke.MIN_WIDTH));
            g.text(t.label(), x, y + 16, tick);
        }
        g.text("time (µs)", width - RIGHT, y + 30, TextStyle.plain(10, muted, TextStyle.Anchor.END));
    }
}
