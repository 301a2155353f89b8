package org.ccw.visualizer.congestion.fx;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import javafx.beans.property.DoubleProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.LongProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import org.ccw.visualizer.ColourPalette;
import org.ccw.visualizer.congestion.CongestionFigure;
import org.ccw.visualizer.congestion.CongestionWindows;
import org.ccw.visualizer.export.ExportFormat;
import org.ccw.visualizer.export.FigureExport;
import org.ccw.visualizer.timing.fx.TimeCursor;
import org.ccw.visualizer.timing.fx.TimeFigurePane;
import org.ccw.visualizer.timing.fx.TimeRange;

/**
 * The congestion-window view's state, testable without a window: the run's {@link CongestionWindows}, the time
 * range shown, the unit (segments or bytes), the width, and the connection last clicked, on the {@link TimeCursor}
 * the timing diagram and the animation share. A click asks the cursor for its time and chooses the connection
 * under it; the details line tells that connection's state at the cursor, and follows the cursor as it moves.
 */
public final class CongestionViewModel implements TimeFigurePane.Model {
    private final CongestionWindows model;
    private final TimeCursor cursor;
    private final TimeRange range;
    private final ObjectProperty<CongestionFigure.Unit> unit = new SimpleObjectProperty<>(this, "unit",
            CongestionFigure.Unit.SEGMENTS);
    private final IntegerProperty chosen = new SimpleIntegerProperty(this, "chosen", -1);
    private final ReadOnlyStringWrapper details = new ReadOnlyStringWrapper(this, "details", "");
    private final ColourPalette palette = ColourPalette.standard();

    /** @param model the run's windows, {@link CongestionWindows#of read from its trace} */
    public CongestionViewModel(CongestionWindows model, TimeCursor cursor) {
        this.model = model;
        this.cursor = cursor;
        range = new TimeRange(model::endPs);
        chosen.addListener(o -> tell());
        cursor.positionProperty().addListener(o -> tell());
        tell();
    }

    public CongestionWindows model() {
        return model;
    }

    public TimeCursor cursor() {
        return cursor;
    }

    public LongProperty fromPsProperty() {
        return range.fromPsProperty();
    }

    public LongProperty toPsProperty() {
        return range.toPsProperty();
    }

    public DoubleProperty widthProperty() {
        return range.widthProperty();
    }

    /** Segments (cwnd / mss, as textbooks draw slow start) or bytes (as the sender counts). */
    public ObjectProperty<CongestionFigure.Unit> unitProperty() {
        return unit;
    }

    /** The connection last clicked (an index into the model's connections), -1 for none. */
    public IntegerProperty chosenProperty() {
        return chosen;
    }

    /** One line on the chosen connection at the cursor, or on the run when none is chosen. */
    public ReadOnlyStringProperty detailsProperty() {
        return details.getReadOnlyProperty();
    }

    /** The figure as shown now. */
    public CongestionFigure figure() {
        return new CongestionFigure(model, range.fromPsProperty().get(), range.toPsProperty().get(), cursor.timePs(), unit.get(), range.widthProperty().get(),
                palette);
    }

    /** Shows {@code [from, to)} ps. */
    public void selectRange(long from, long to) {
        range.select(from, to);
    }

    /** Shows the whole run. */
    public void showAll() {
        range.showAll();
    }

    /** Halves (factor 0.5) or doubles (2) the range around {@code atPs}. */
    public void zoom(long atPs, double factor) {
        range.zoom(atPs, factor);
    }

    /** A click at ({@code x}, {@code y}) on the figure: chooses the connection there and asks the cursor for its time. */
    public void click(double x, double y) {
        CongestionFigure figure = figure();
        chosen.set(figure.connectionAt(y));
        cursor.requestTime(figure.timeAt(x));
    }

    private void tell() {
        List<CongestionWindows.Connection> connections = model.connections();
        if (connections.isEmpty()) {
            details.set("No sender of this run records its congestion window: this view shows senders that do.");
        } else if (chosen.get() < 0 || chosen.get() >= connections.size() || cursor.timePs() < 0) {
            long resent = connections.stream().mapToLong(c -> c.count(CongestionWindows.MarkKind.RETRANSMISSION)).sum();
            long timeouts = connections.stream().mapToLong(c -> c.count(CongestionWindows.MarkKind.TIMEOUT)).sum();
            details.set(String.format(Locale.ROOT, "%d connection(s), %d segment(s) resent, %d retransmission"
                    + " timeout(s); click a panel to read its window at that moment", connections.size(), resent,
                    timeouts));
        } else {
            CongestionWindows.Connection c = connections.get(chosen.get());
            details.set(String.format(Locale.ROOT, "%s at %.3f µs: %s", c.label(), cursor.timePs() / 1e6,
                    c.describeAt(cursor.timePs())));
        }
    }

    /** The figure as shown, written as {@code format}. */
    public void export(ExportFormat format, Path file, FigureExport.Options options) throws IOException {
        FigureExport.write(figure(), format, file, options);
    }
}
