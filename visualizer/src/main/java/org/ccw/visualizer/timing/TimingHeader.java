package org.ccw.visualizer.timing;

import java.util.ArrayList;
import java.util.List;

import org.ccw.visualizer.export.DrawingSurface;
import org.ccw.visualizer.export.TextStyle;
import org.ccw.visualizer.export.TextStyle.Anchor;

/**
 * A timing diagram's header: the title top left and the arrows' key — every kind the diagram shows, then
 * retransmission, a second run's ghost, drop — right-aligned beside it, in two rows when one does not fit there.
 * When two do not fit either (a long scenario name in a narrow pane), the key goes in rows of its own under the
 * title and the lanes start lower: a long name once pushed 'retransmission' and 'drop' past the figure's edge.
 */
final class TimingHeader {
    static final TextStyle TITLE = TextStyle.plain(14, TimingStyle.TEXT, Anchor.START).asBold();
    private static final TextStyle KEY = TextStyle.plain(10, TimingStyle.TEXT, Anchor.START);
    /** The title's row; a key beside it fits in one row or two. */
    static final double TITLE_ROW = 32;
    /** A row of the key under the title. */
    private static final double KEY_ROW = 14;
    private static final double MARGIN = 12;

    private final String title;
    private final List<Placed> key;
    private final double height;

    private TimingHeader(String title, List<Placed> key, double height) {
        this.title = title;
        this.key = key;
        this.height = height;
    }

    /** The header of {@code diagram} titled {@code title} (may be empty) in a figure {@code width} units wide. */
    static TimingHeader place(TimingDiagram diagram, String title, double width) {
        List<Entry> entries = entries(diagram);
        double right = width - MARGIN;
        double beside = right - (title.isEmpty() ? MARGIN : MARGIN + TITLE.estimatedWidth(title) + 24);
        List<List<Entry>> rows = wrap(entries, beside);
        List<Placed> key = new ArrayList<>();
        if (rows.size() <= 2 && rows.stream().allMatch(r -> width(r) <= beside)) {
            double[] ys = rows.size() == 1 ? new double[] {16} : new double[] {9, 23};
            for (int r = 0; r < rows.size(); r++) {
                place(rows.get(r), right - width(rows.get(r)), ys[r], key);
            }
            return new TimingHeader(title, key, TITLE_ROW);
        }
        rows = wrap(entries, right - MARGIN);
        for (int r = 0; r < rows.size(); r++) {
            place(rows.get(r), MARGIN, TITLE_ROW + 2 + r * KEY_ROW, key);
        }
        return new TimingHeader(title, key, TITLE_ROW + rows.size() * KEY_ROW);
    }

    /** Where the first lane starts. */
    double height() {
        return height;
    }

    void paint(DrawingSurface s) {
        if (!title.isEmpty()) {
            s.text(title, MARGIN, 20, TITLE);
        }
        for (Placed p : key) {
            p.entry().sample().draw(s, p.x(), p.y());
            s.text(p.entry().word(), p.x() + p.entry().wordAt(), p.y() + 3.5, KEY);
        }
    }

    private static List<Entry> entries(TimingDiagram diagram) {
        List<String> kinds = diagram.arrows().stream().map(MessageArrow::kind).distinct().toList();
        if (kinds.isEmpty()) {
            kinds = List.of("request", "reply", "ack");
        }
        List<Entry> entries = new ArrayList<>();
        kinds.forEach(kind -> entries.add(new Entry(kind, 26, (s, x, y) -> TimingPainter.arrowSample(s, x, y, kind,
                false))));
        entries.add(new Entry("retransmission", 26, (s, x, y) -> TimingPainter.arrowSample(s, x, y, "request", true)));
        if (!diagram.ghostName().isEmpty()) {
            entries.add(new Entry(diagram.ghostName(), 26, TimingPainter::ghostSample));
        }
        entries.add(new Entry("drop", 14, TimingPainter::dropSample));
        return entries;
    }

    /** The entries in rows of at most {@code room} units each (a row holds at least one). */
    private static List<List<Entry>> wrap(List<Entry> entries, double room) {
        List<List<Entry>> rows = new ArrayList<>();
        List<Entry> row = new ArrayList<>();
        for (Entry entry : entries) {
            if (!row.isEmpty() && width(row) + entry.width() > room) {
                rows.add(row);
                row = new ArrayList<>();
            }
            row.add(entry);
        }
        rows.add(row);
        return rows;
    }

    /** A row's width, without the gap after its last entry. */
    private static double width(List<Entry> row) {
        return row.stream().mapToDouble(Entry::width).sum() - Entry.GAP;
    }

    private static void place(List<Entry> row, double x, double y, List<Placed> into) {
        for (Entry entry : row) {
            into.add(new Placed(entry, x, y));
            x += entry.width();
        }
    }

    /** A sample of a mark, drawn from ({@code x}, {@code y}). */
    @FunctionalInterface
    private interface Sample {
        void draw(DrawingSurface s, double x, double y);
    }

    /** One entry of the key: a sample and its word {@code wordAt} units right of it, then a gap. */
    private record Entry(String word, double wordAt, Sample sample) {
        static final double GAP = 8;

        double width() {
            return wordAt + KEY.estimatedWidth(word) + GAP;
        }
    }

    /** An entry placed: its sample starts at ({@code x}, {@code y}). */
    private record Placed(Entry entry, double x, double y) {
    }
}
