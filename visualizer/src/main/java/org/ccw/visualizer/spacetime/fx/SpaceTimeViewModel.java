package org.ccw.visualizer.spacetime.fx;

import java.util.List;
import java.util.Locale;
import java.util.function.IntFunction;

import javafx.beans.property.LongProperty;
import javafx.beans.property.SimpleLongProperty;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.visualizer.spacetime.SpaceTime;
import org.ccw.visualizer.spacetime.SpaceTimeFigure;
import org.ccw.visualizer.timing.fx.TimeCursor;
import org.ccw.visualizer.timing.fx.TimeFigureViewModel;

/**
 * The space-time view's state, testable without a window: the run's {@link SpaceTime}, the time range shown, the
 * width, the selected message and its details, on the {@link TimeCursor} the timing diagram and the animation share.
 * A click on a message's line selects it and tells its details; a click elsewhere asks the cursor for that time.
 */
public final class SpaceTimeViewModel extends TimeFigureViewModel {
    /** How far from a line a click still picks it, in rows. */
    private static final double ROW_SLACK = 0.35;

    private final SpaceTime model;
    private final LongProperty selected = new SimpleLongProperty(this, "selected", -1);

    public SpaceTimeViewModel(List<TraceEvent> records, IntFunction<String> nodeNames, TimeCursor cursor) {
        this(SpaceTime.of(records, nodeNames), cursor);
    }

    private SpaceTimeViewModel(SpaceTime model, TimeCursor cursor) {
        super(cursor, model::endPs);
        this.model = model;
        setDetails(summary());
    }

    public SpaceTime model() {
        return model;
    }

    /** The selected message's id, -1 for none. */
    public LongProperty selectedProperty() {
        return selected;
    }

    /** The figure as shown now. */
    @Override
    public SpaceTimeFigure figure() {
        return new SpaceTimeFigure(model, fromPs(), toPs(), cursor().timePs(), selected.get(), width(), palette());
    }

    /** A click at ({@code x}, {@code y}) on the figure: selects the message there, or seeks the cursor to its time. */
    @Override
    public void click(double x, double y) {
        SpaceTimeFigure figure = figure();
        long at = figure.timeAt(x);
        long slack = Math.max(1, (toPs() - fromPs()) / 200);
        var near = model.messageNear(at, SpaceTimeFigure.rowAt(y), slack, ROW_SLACK);
        if (near.isPresent()) {
            select(near.get());
        } else {
            selected.set(-1);
            setDetails(summary());
            cursor().requestTime(at);
        }
    }

    /** Selects {@code m}: highlighted, its details told, and the cursor at its receive. */
    public void select(SpaceTime.Message m) {
        selected.set(m.id());
        List<SpaceTime.Task> tasks = model.tasks();
        // the n-th message between the two tasks, not the stack's message id (64 bits for PVM's, tids and count)
        long ordinal = 1 + model.messages().stream().filter(o -> o.from() == m.from() && o.to() == m.to()
                && o.sentPs() < m.sentPs()).count();
        setDetails(String.format(Locale.ROOT, "message %d: %s → %s, %d bytes, %s at %.3f µs, received %.3f µs later",
                ordinal, tasks.get(m.from()).label(), tasks.get(m.to()).label(), m.bytes(), m.call(), m.sentPs() / 1e6,
                (m.receivedPs() - m.sentPs()) / 1e6));
        cursor().requestTime(m.receivedPs());
    }

    private String summary() {
        long received = model.messages().stream().filter(SpaceTime.Message::received).count();
        return model.tasks().isEmpty()
                ? "No task of this run records its state: the space-time view shows stacks whose tasks do."
                : model.tasks().size() + " tasks, " + received + " messages received of " + model.messages().size()
                        + " sent; click a line for its message, elsewhere to move the cursor";
    }
}
