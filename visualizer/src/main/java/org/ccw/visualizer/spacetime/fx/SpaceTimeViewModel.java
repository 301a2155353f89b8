package org.ccw.visualizer.spacetime.fx;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.IntFunction;

import javafx.beans.property.DoubleProperty;
import javafx.beans.property.LongProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleLongProperty;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.visualizer.ColourPalette;
import org.ccw.visualizer.export.ExportFormat;
import org.ccw.visualizer.export.FigureExport;
import org.ccw.visualizer.spacetime.SpaceTime;
import org.ccw.visualizer.spacetime.SpaceTimeFigure;
import org.ccw.visualizer.timing.fx.TimeCursor;
import org.ccw.visualizer.timing.fx.TimeFigurePane;
import org.ccw.visualizer.timing.fx.TimeRange;

/**
 * The space-time view's state, testable without a window: the run's {@link SpaceTime}, the time range shown, the
 * width, the selected message and its details, on the {@link TimeCursor} the timing diagram and the animation share.
 * A click on a message's line selects it and tells its details; a click elsewhere asks the cursor for that time.
 */
public final class SpaceTimeViewModel implements TimeFigurePane.Model {
    /** How far from a line a click still picks it, in rows. */
    private static final double ROW_SLACK = 0.35;

    private final SpaceTime model;
    private final TimeCursor cursor;
    private final TimeRange range;
    private final LongProperty selected = new SimpleLongProperty(this, "selected", -1);
    private final ReadOnlyStringWrapper details = new ReadOnlyStringWrapper(this, "details", "");
    private final ColourPalette palette = ColourPalette.standard();

    public SpaceTimeViewModel(List<TraceEvent> records, IntFunction<String> nodeNames, TimeCursor cursor) {
        this.model = SpaceTime.of(records, nodeNames);
        this.cursor = cursor;
        range = new TimeRange(model::endPs);
        details.set(summary());
    }

    public SpaceTime model() {
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

    /** The selected message's id, -1 for none. */
    public LongProperty selectedProperty() {
        return selected;
    }

    /** One line on the selected message, or on the run when none is selected. */
    public ReadOnlyStringProperty detailsProperty() {
        return details.getReadOnlyProperty();
    }

    /** The figure as shown now. */
    public SpaceTimeFigure figure() {
        return new SpaceTimeFigure(model, range.fromPsProperty().get(), range.toPsProperty().get(), cursor.timePs(), selected.get(), range.widthProperty().get(),
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

    /** A click at ({@code x}, {@code y}) on the figure: selects the message there, or seeks the cursor to its time. */
    public void click(double x, double y) {
        SpaceTimeFigure figure = figure();
        long at = figure.timeAt(x);
        long slack = Math.max(1, (range.toPsProperty().get() - range.fromPsProperty().get()) / 200);
        var near = model.messageNear(at, SpaceTimeFigure.rowAt(y), slack, ROW_SLACK);
        if (near.isPresent()) {
            select(near.get());
        } else {
            selected.set(-1);
            details.set(summary());
            cursor.requestTime(at);
        }
    }

    /** Selects {@code m}: highlighted, its details told, and the cursor at its receive. */
    public void select(SpaceTime.Message m) {
        selected.set(m.id());
        List<SpaceTime.Task> tasks = model.tasks();
        // the n-th message between the two tasks, not the stack's message id (64 bits for PVM's, tids and count)
        long ordinal = 1 + model.messages().stream().filter(o -> o.from() == m.from() && o.to() == m.to()
                && o.sentPs() < m.sentPs()).count();
        details.set(String.format(Locale.ROOT, "message %d: %s → %s, %d bytes, %s at %.3f µs, received %.3f µs later",
                ordinal, tasks.get(m.from()).label(), tasks.get(m.to()).label(), m.bytes(), m.call(), m.sentPs() / 1e6,
                (m.receivedPs() - m.sentPs()) / 1e6));
        cursor.requestTime(m.receivedPs());
    }

    private String summary() {
        long received = model.messages().stream().filter(SpaceTime.Message::received).count();
        return model.tasks().isEmpty()
                ? "No task of this run records its state: the space-time view shows stacks whose tasks do."
                : model.tasks().size() + " tasks, " + received + " messages received of " + model.messages().size()
                        + " sent; click a line for its message, elsewhere to move the cursor";
    }

    /** The figure as shown, written as {@code format}. */
    public void export(ExportFormat format, Path file, FigureExport.Options options) throws IOException {
        FigureExport.write(figure(), format, file, options);
    }
}
