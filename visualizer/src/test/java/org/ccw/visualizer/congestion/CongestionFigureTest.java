package org.ccw.visualizer.congestion;

import static org.ccw.visualizer.congestion.CongestionTrace.us;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.ccw.visualizer.ColourPalette;
import org.ccw.visualizer.export.DrawingSurface;
import org.ccw.visualizer.export.Rgb;
import org.ccw.visualizer.export.Stroke;
import org.ccw.visualizer.export.TextStyle;
import org.junit.jupiter.api.Test;

/** The congestion-window figure drawn into a surface that records what it is asked to draw. */
class CongestionFigureTest {
    private static final ColourPalette PALETTE = ColourPalette.standard();
    private static final CongestionWindows RUN = CongestionWindows.of(CongestionTrace.realistic(),
            CongestionTrace::name);

    /** Every primitive drawn, in order. */
    static final class Recording implements DrawingSurface {
        record Line(double x1, double y1, double x2, double y2, Stroke stroke) {
        }

        record Text(String text, double x, double y, TextStyle style) {
        }

        record Polygon(double[] xs, double[] ys, Rgb fill) {
        }

        record Rect(double x, double y, double width, double height, Rgb fill, Stroke outline) {
        }

        final List<Line> lines = new ArrayList<>();
        final List<Text> texts = new ArrayList<>();
        final List<Polygon> polygons = new ArrayList<>();
        final List<Rect> rects = new ArrayList<>();

        @Override
        public void line(double x1, double y1, double x2, double y2, Stroke stroke) {
            lines.add(new Line(x1, y1, x2, y2, stroke));
        }

        @Override
        public void rect(double x, double y, double width, double height, Rgb fill, Stroke outline) {
            rects.add(new Rect(x, y, width, height, fill, outline));
        }

        @Override
        public void polygon(double[] xs, double[] ys, Rgb fill) {
            polygons.add(new Polygon(xs, ys, fill));
        }

        @Override
        public void text(String text, double x, double y, TextStyle style) {
            texts.add(new Text(text, x, y, style));
        }

        List<Line> in(String colour) {
            Rgb rgb = PALETTE.colour(colour);
            return lines.stream().filter(l -> l.stroke().colour().equals(rgb)).toList();
        }

        boolean says(String text) {
            return texts.stream().anyMatch(t -> t.text().equals(text));
        }
    }

    private static Recording draw(CongestionFigure figure) {
        Recording surface = new Recording();
        figure.paint(surface);
        return surface;
    }

    private static CongestionFigure whole(long cursorPs, CongestionFigure.Unit unit) {
        return new CongestionFigure(RUN, 0, RUN.endPs(), cursorPs, unit, 1000, PALETTE);
    }

    /** The y of cwnd's horizontal segment in panel 0 that spans {@code atUs}. */
    private static double cwndYAt(Recording drawn, CongestionFigure figure, double atUs) {
        double x = figure.x(us(atUs));
        return drawn.in("-ccw-cwnd").stream()
                .filter(l -> l.y1() == l.y2() && l.x1() <= x && x <= l.x2() && l.y1() > CongestionFigure.plotTop(0)
                        && l.y1() < CongestionFigure.plotTop(1))
                .findFirst().orElseThrow().y1();
    }

    @Test
    void cwndIsASolidStepLineAndSsthreshADashedOneInTheirNamedColours() {
        Recording drawn = draw(whole(-1, CongestionFigure.Unit.SEGMENTS));
        assertTrue(drawn.in("-ccw-cwnd").size() > 100, "a step per change, each a run and a rise");
        assertTrue(drawn.in("-ccw-cwnd").stream().anyMatch(l -> !l.stroke().dashed() && l.stroke().width() == 2));
        List<Recording.Line> ssthresh = drawn.in("-ccw-ssthresh");
        assertTrue(!ssthresh.isEmpty() && ssthresh.stream().allMatch(l -> l.stroke().dashed()), "dashed: not by colour only");
    }

    @Test
    void theStepsReadAsTheWindowOnThePanelsScaleAndAFastRetransmitHalvesIt() {
        CongestionFigure figure = whole(-1, CongestionFigure.Unit.SEGMENTS);
        Recording drawn = draw(figure);
        double bottom = CongestionFigure.plotTop(0) + CongestionFigure.PLOT_HEIGHT;
        double sixteen = bottom - cwndYAt(drawn, figure, 445);
        double eight = bottom - cwndYAt(drawn, figure, 555);
        double one = bottom - cwndYAt(drawn, figure, 1000);
        assertEquals(0.5, eight / sixteen, 1e-9, "halved");
        assertEquals(1 / 16.0, one / sixteen, 1e-9, "one segment after the timeout");
        assertTrue(sixteen < CongestionFigure.PLOT_HEIGHT, "the peak within the plot");
    }

    @Test
    void anSsthreshFarAboveEveryWindowRunsAlongTheTopAndSaysItsValue() {
        Recording drawn = draw(whole(-1, CongestionFigure.Unit.SEGMENTS));
        assertTrue(drawn.says("ssthresh 64 (above)"), "a fresh connection's threshold, off the scale");
        double top = CongestionFigure.plotTop(0);
        assertTrue(drawn.in("-ccw-ssthresh").stream().anyMatch(l -> l.y1() == top && l.y2() == top));
    }

    @Test
    void thePhasesAreShadedAndNamedAndTheMarksAreTrianglesAndSquares() {
        Recording drawn = draw(whole(-1, CongestionFigure.Unit.SEGMENTS));
        for (String phase : List.of("-ccw-phase-slow-start", "-ccw-phase-congestion-avoidance",
                "-ccw-phase-fast-recovery")) {
            Rgb fill = PALETTE.colour(phase);
            assertTrue(drawn.rects.stream().anyMatch(r -> fill.equals(r.fill()) && r.x() > CongestionFigure.LEFT),
                    phase + " shaded");
        }
        assertTrue(drawn.says("slow start") && drawn.says("congestion avoidance"), "named where they fit");
        assertTrue(drawn.says("FR") || drawn.says("fast recovery"), "fast recovery named, if only by initials");
        Rgb resent = PALETTE.colour("-ccw-retransmission");
        Rgb timeout = PALETTE.colour("-ccw-timeout");
        assertEquals(2 + 1, drawn.polygons.stream().filter(p -> p.fill().equals(resent)).count(),
                "a triangle per resent segment, and the key's");
        assertEquals(1 + 1, drawn.rects.stream().filter(r -> timeout.equals(r.fill())).count(),
                "a square per timeout, and the key's");
        assertTrue(drawn.says("resent") && drawn.says("timeout"), "the key names them, as the rows do");
    }

    @Test
    void theCursorCrossesEveryPanelAndEachTitleTellsItsStateThere() {
        CongestionFigure figure = whole(us(455), CongestionFigure.Unit.SEGMENTS);
        Recording drawn = draw(figure);
        List<Recording.Line> cursor = drawn.in("-ccw-cursor");
        assertEquals(1, cursor.size());
        assertEquals(figure.x(us(455)), cursor.get(0).x1(), 1e-9);
        assertTrue(cursor.get(0).y2() >= CongestionFigure.plotTop(1) + CongestionFigure.PLOT_HEIGHT);
        assertTrue(drawn.says("at 455.000 µs: cwnd 11 segments (11000 B), ssthresh 8, fast recovery"));
    }

    @Test
    void inBytesTheScaleCountsBytesAndTheLinesKeepTheirShape() {
        CongestionFigure segments = whole(-1, CongestionFigure.Unit.SEGMENTS);
        CongestionFigure bytes = whole(-1, CongestionFigure.Unit.BYTES);
        Recording inBytes = draw(bytes);
        assertTrue(inBytes.says("bytes") && !inBytes.says("segments"), "the scale's title");
        assertTrue(inBytes.texts.stream().anyMatch(t -> t.text().equals("15000") || t.text().equals("10000")),
                "byte ticks");
        assertEquals(cwndYAt(draw(segments), segments, 555), cwndYAt(inBytes, bytes, 555), 1e-9);
    }

    @Test
    void aClickIsReadBackAsATimeAndAConnection() {
        CongestionFigure figure = whole(-1, CongestionFigure.Unit.SEGMENTS);
        assertEquals(us(700), figure.timeAt(figure.x(us(700))), 2_000_000);
        assertEquals(0, figure.connectionAt(CongestionFigure.plotTop(0) + 10));
        assertEquals(1, figure.connectionAt(CongestionFigure.plotTop(1) + 10));
        assertEquals(-1, figure.connectionAt(5), "the key");
        assertEquals(-1, figure.connectionAt(figure.height() - 5), "the time axis");
    }
}
