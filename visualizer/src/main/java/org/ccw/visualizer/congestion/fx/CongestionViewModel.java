package org.ccw.visualizer.congestion.fx;

import java.util.List;
import java.util.Locale;

import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import org.ccw.visualizer.congestion.CongestionFigure;
import org.ccw.visualizer.congestion.CongestionWindows;
import org.ccw.visualizer.timing.fx.TimeCursor;
import org.ccw.visualizer.timing.fx.TimeFigureViewModel;

/**
 * The congestion-window view's state, testable without a window: the run's {@link CongestionWindows}, the unit
 * (segments or bytes) and the connection last clicked, beside what every {@link TimeFigureViewModel} has (the range,
 * the width, the {@link TimeCursor} the timing diagram and the animation share). A click asks the cursor for its
 * time and chooses the connection under it; the details line tells that connection's state at the cursor, and
 * follows the cursor as it moves.
 */
public final class CongestionViewModel extends TimeFigureViewModel {
    private final CongestionWindows model;
    private final ObjectProperty<CongestionFigure.Unit> unit = new SimpleObjectProperty<>(this, "unit",
            CongestionFigure.Unit.SEGMENTS);
    private final IntegerProperty chosen = new SimpleIntegerProperty(this, "chosen", -1);

    /** @param model the run's windows, {@link CongestionWindows#of read from its trace} */
    public CongestionViewModel(CongestionWindows model, TimeCursor cursor) {
        super(cursor, model::endPs);
        this.model = model;
        chosen.addListener(o -> tell());
        cursor.positionProperty().addListener(o -> tell());
        tell();
    }

    public CongestionWindows model() {
        return model;
    }

    /** Segments (cwnd / mss, as textbooks draw slow start) or bytes (as the sender counts). */
    public ObjectProperty<CongestionFigure.Unit> unitProperty() {
        return unit;
    }

    /** The connection last clicked (an index into the model's connections), -1 for none. */
    public IntegerProperty chosenProperty() {
        return chosen;
    }

    /** The figure as shown now. */
    @Override
    public CongestionFigure figure() {
        return new CongestionFigure(model, fromPs(), toPs(), cursor().timePs(), unit.get(), width(), palette());
    }

    /** A click at ({@code x}, {@code y}) on the figure: chooses the connection there and asks the cursor for its time. */
    @Override
    public void click(double x, double y) {
        CongestionFigure figure = figure();
        chosen.set(figure.connectionAt(y));
        cursor().requestTime(figure.timeAt(x));
    }

    private void tell() {
        List<CongestionWindows.Connection> connections = model.connections();
        long at = cursor().timePs();
        if (connections.isEmpty()) {
            setDetails("No sender of this run records its congestion window: this view shows senders that do.");
        } else if (chosen.get() < 0 || chosen.get() >= connections.size() || at < 0) {
            long resent = connections.stream().mapToLong(c -> c.count(CongestionWindows.MarkKind.RETRANSMISSION)).sum();
            long timeouts = connections.stream().mapToLong(c -> c.count(CongestionWindows.MarkKind.TIMEOUT)).sum();
            setDetails(String.format(Locale.ROOT, "%d connection(s), %d segment(s) resent, %d retransmission"
                    + " timeout(s); click a panel to read its window at that moment", connections.size(), resent,
                    timeouts));
        } else {
            CongestionWindows.Connection c = connections.get(chosen.get());
            setDetails(String.format(Locale.ROOT, "%s at %.3f µs: %s", c.label(), at / 1e6, c.describeAt(at)));
        }
    }
}
