package org.ccw.visualizer.timing.fx;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.function.IntFunction;

import javafx.beans.Observable;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.LongProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleLongProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableSet;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.trace.JsonLinesTraceWriter;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.model.io.AtomicFile;
import org.ccw.visualizer.export.ExportFormat;
import org.ccw.visualizer.export.FigureExport;
import org.ccw.visualizer.timing.MessageArrow;
import org.ccw.visualizer.timing.Ghosts;
import org.ccw.visualizer.timing.TimingDiagram;
import org.ccw.visualizer.timing.TimingLayout;
import org.ccw.visualizer.timing.TimingOptions;
import org.ccw.visualizer.timing.TimingPainter;

/**
 * State and logic of the timing diagram view, testable without a window: the shown time range (zoom, pan,
 * range selection), node and kind filters, per-layer lanes, the LogP overlay and the polls strips (on by default:
 * they show only under processes that poll); the diagram they give; picking
 * an arrow, which selects it and seeks the shared {@link TimeCursor}; and export of what is shown.
 */
public final class TimingDiagramViewModel {
    /** The narrowest range zoom goes to: 1 ns, where a 53-byte cell at 155 Mb/s is ~2,700 ns long. */
    static final long MIN_SPAN_PS = Time.PS_PER_NS;

    private final List<? extends TraceEvent> trace;
    private final IntFunction<String> names;
    private final String title;
    private final TimeCursor cursor;
    private long endPs;
    private final LongProperty fromPs = new SimpleLongProperty(this, "fromPs");
    private final LongProperty toPs = new SimpleLongProperty(this, "toPs");
    private final ObservableSet<Integer> nodes = FXCollections.observableSet();
    private final ObservableSet<String> kinds = FXCollections.observableSet();
    private final BooleanProperty layers = new SimpleBooleanProperty(this, "layers");
    private final BooleanProperty logP = new SimpleBooleanProperty(this, "logP");
    private final BooleanProperty polls = new SimpleBooleanProperty(this, "polls", true);
    private final DoubleProperty width = new SimpleDoubleProperty(this, "width", 1000);
    private final DoubleProperty fitHeight = new SimpleDoubleProperty(this, "fitHeight", Double.POSITIVE_INFINITY);
    /** The last layout made, reused while diagram, width and height stay (redraws follow the cursor each frame). */
    private TimingLayout layout;
    private double layoutHeight;
    private final ObjectProperty<TimingDiagram> diagram = new SimpleObjectProperty<>(this, "diagram");
    private final LongProperty selected = new SimpleLongProperty(this, "selected", -1);
    private final BooleanProperty follow = new SimpleBooleanProperty(this, "follow", true);
    private final ObjectProperty<Ghosts> ghosts = new SimpleObjectProperty<>(this, "ghosts", Ghosts.NONE);

    /**
     * @param trace  the run's records in number order
     * @param names  node id to name
     * @param title  what the diagram shows (scenario name)
     * @param cursor the cursor shared with the animation
     */
    public TimingDiagramViewModel(List<? extends TraceEvent> trace, IntFunction<String> names, String title,
                                  TimeCursor cursor) {
        this.trace = List.copyOf(trace);
        this.names = names;
        this.title = title;
        this.cursor = cursor;
        this.endPs = Math.max(TimingDiagram.lastActivityPs(this.trace), MIN_SPAN_PS);
        toPs.set(endPs);
        ghosts.addListener((o, was, now) -> {
            // the whole run is now as long as the longer of the two
            endPs = Math.max(Math.max(TimingDiagram.lastActivityPs(this.trace), MIN_SPAN_PS),
                    now == null ? 0 : now.lastPs());
        });
        for (Observable input : List.of(fromPs, toPs, nodes, kinds, layers, logP, polls, ghosts)) {
            input.addListener(o -> recompute());
        }
        cursor.positionProperty().addListener(o -> keepCursorInView());
        recompute();
    }

    /**
     * While {@link #followProperty() following}, a cursor that leaves the shown range (the animation plays on)
     * brings the range with it: same span, the cursor a tenth of the way in, so the recent past stays in view — but
     * never past the run's end (a cursor after the last message, on the run's end, shows the run's last span).
     */
    private void keepCursorInView() {
        long at = cursor.timePs();
        long from = fromPs.get();
        long to = toPs.get();
        if (!follow.get() || at < 0 || (at >= from && at <= to)) {
            return;
        }
        long span = to - from;
        long newFrom = Math.max(0, at - span / 10);
        setRange(newFrom, newFrom + span);
    }

    private void recompute() {
        diagram.set(TimingDiagram.of(trace, names, new TimingOptions(fromPs.get(), toPs.get(), Set.copyOf(nodes),
                Set.copyOf(kinds), layers.get(), logP.get(), polls.get()), ghostsOrNone()));
    }

    private Ghosts ghostsOrNone() {
        return ghosts.get() == null ? Ghosts.NONE : ghosts.get();
    }

    /**
     * A second run of the same scenario drawn over this one's lanes (model beside measurement): its messages,
     * already on this run's time axis; {@link Ghosts#NONE} for none.
     */
    public ObjectProperty<Ghosts> ghostsProperty() {
        return ghosts;
    }

    /** The diagram of the current range and filters. */
    public ReadOnlyObjectProperty<TimingDiagram> diagramProperty() {
        return diagram;
    }

    public TimingDiagram diagram() {
        return diagram.get();
    }

    /**
     * Where the current diagram is drawn at the current {@link #widthProperty() width}, lanes shortened to fit
     * the {@link #fitHeightProperty() height}.
     */
    public TimingLayout layout() {
        if (layout == null || layout.diagram() != diagram() || layout.width() != width.get()
                || layoutHeight != fitHeight.get()) {
            layout = new TimingLayout(diagram(), width.get(), fitHeight.get(), title);
            layoutHeight = fitHeight.get();
        }
        return layout;
    }

    /** Height of the current diagram with every lane at its floor, figure units: what a pane needs to show all. */
    public double compactHeight() {
        return new TimingLayout(diagram(), width.get(), 0, title).height();
    }

    /** The figure as the view draws it now: cursor and selection included. */
    public TimingPainter painter() {
        return new TimingPainter(layout(), cursor.timePs(), selected.get());
    }

    /** Zooms by {@code factor} (&gt; 1 in, &lt; 1 out) keeping time {@code aroundPs} where it is on screen. */
    public void zoom(double factor, long aroundPs) {
        long from = fromPs.get();
        long to = toPs.get();
        double anchor = (aroundPs - from) / (double) (to - from);
        long span = Math.max(MIN_SPAN_PS, Math.round((to - from) / factor));
        long newFrom = Math.max(0, aroundPs - Math.round(anchor * span));
        setRange(newFrom, newFrom + span);
    }

    /**
     * Zooms by {@code factor} around the cursor, which stays where it is on screen; around the middle of the
     * shown range while the cursor is outside it (or before the first record).
     */
    public void zoomAtCursor(double factor) {
        long at = cursor.timePs();
        long from = fromPs.get();
        long to = toPs.get();
        zoom(factor, at >= from && at <= to ? at : (from + to) / 2);
    }

    /** Shifts the range by {@code fraction} of its span (positive: later), not before time 0. */
    public void pan(double fraction) {
        long span = toPs.get() - fromPs.get();
        long newFrom = Math.max(0, fromPs.get() + Math.round(fraction * span));
        setRange(newFrom, newFrom + span);
    }

    /** Shows exactly {@code [a, b]} (either order), e.g. a range dragged out with the mouse. */
    public void selectRange(long a, long b) {
        long from = Math.max(0, Math.min(a, b));
        setRange(from, Math.max(Math.max(a, b), from + MIN_SPAN_PS));
    }

    /** Back to the whole run. */
    public void fitAll() {
        setRange(0, endPs);
    }

    /**
     * Shows {@code [from, to]} kept within the run's range, {@code [0, end]}: a range that would run past the end
     * (the cursor on the run's last record, a zoom out or a pan) ends at the end instead of showing empty time.
     */
    private void setRange(long wantedFrom, long wantedTo) {
        long span = Math.min(Math.max(MIN_SPAN_PS, wantedTo - wantedFrom), endPs);
        long from = Math.max(0, Math.min(wantedFrom, endPs - span));
        long to = from + span;
        // set both before the diagram is recomputed once more: toPs first when moving right, so from < to holds
        if (from >= toPs.get()) {
            toPs.set(to);
            fromPs.set(from);
        } else {
            fromPs.set(from);
            toPs.set(to);
        }
    }

    /**
     * Selects the arrow drawn near ({@code x}, {@code y}) and seeks the cursor to its departure; returns it. With
     * no arrow there, clears the selection and {@link TimeCursor#requestTime asks} for the moment under {@code x}
     * (in the plot), returning null.
     */
    public MessageArrow pick(double x, double y) {
        MessageArrow arrow = layout().arrowAt(x, y, 5);
        if (arrow == null) {
            selected.set(-1);
            // between arrows: the moment clicked, for the animation, the event list and the status alike
            if (x >= layout().plotLeft() && x <= layout().plotRight()) {
                cursor.requestTime(Math.max(0, layout().timeAt(x)));
            }
            return null;
        }
        selected.set(arrow.number());
        cursor.seek(arrow.number(), arrow.sendPs());
        return arrow;
    }

    /** Writes what is shown (without cursor and selection) to {@code file}. */
    public void export(ExportFormat format, Path file, FigureExport.Options options) throws IOException {
        FigureExport.write(figure(), format, file, options);
    }

    /** What is shown (without cursor and selection) as a figure, for a report. */
    public org.ccw.visualizer.export.Figure figure() {
        return TimingPainter.forExport(diagram(), width.get(), title);
    }

    /** Writes the whole run (with the current node, kind, layer, LogP and polls choices) to {@code file}. */
    public void exportRun(ExportFormat format, Path file, FigureExport.Options options) throws IOException {
        TimingDiagram whole = TimingDiagram.of(trace, names, new TimingOptions(0, endPs, Set.copyOf(nodes),
                Set.copyOf(kinds), layers.get(), logP.get(), polls.get()), ghostsOrNone());
        FigureExport.write(TimingPainter.forExport(whole, width.get(), title), format, file, options);
    }

    /**
     * Writes the trace records behind the diagram as JSON Lines, the format of {@code workbench run --trace}: the
     * whole run's, or those of the shown time range (every node and kind: the data, not the picture).
     */
    public void exportTrace(Path file, boolean wholeRun) throws IOException {
        long from = wholeRun ? Long.MIN_VALUE : fromPs.get();
        long to = wholeRun ? Long.MAX_VALUE : toPs.get();
        AtomicFile.write(file, out -> {
            JsonLinesTraceWriter writer = new JsonLinesTraceWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
            for (TraceEvent event : trace) {
                if (event.timePs() >= from && event.timePs() <= to) {
                    writer.accept(event);
                }
            }
            writer.flush();
        });
    }

    /** The cell kinds in the trace: the kind filter's choices. */
    public List<String> availableKinds() {
        return TimingDiagram.kindsIn(trace);
    }

    /** The nodes in the trace: the node filter's choices. */
    public List<Integer> availableNodes() {
        return TimingDiagram.nodesIn(trace);
    }

    public String nodeName(int node) {
        return names.apply(node);
    }

    public LongProperty fromPsProperty() {
        return fromPs;
    }

    public LongProperty toPsProperty() {
        return toPs;
    }

    /** Nodes shown; empty shows all. */
    public ObservableSet<Integer> nodes() {
        return nodes;
    }

    /** Kinds shown; empty shows all. */
    public ObservableSet<String> kinds() {
        return kinds;
    }

    public BooleanProperty layersProperty() {
        return layers;
    }

    public BooleanProperty logPProperty() {
        return logP;
    }

    /** Whether processes that poll get a polls strip under their lane (on by default). */
    public BooleanProperty pollsProperty() {
        return polls;
    }

    /** Drawing width in figure units (the view's width). */
    public DoubleProperty widthProperty() {
        return width;
    }

    /**
     * Height the view has for the drawing, figure units: lanes get shorter to fit it (down to a floor);
     * {@link Double#POSITIVE_INFINITY} (the default) keeps them at full height.
     */
    public DoubleProperty fitHeightProperty() {
        return fitHeight;
    }

    /** Trace number of the selected arrow, -1 for none. */
    public LongProperty selectedProperty() {
        return selected;
    }

    /** Whether the shown range follows the cursor when it leaves it (on by default). */
    public BooleanProperty followProperty() {
        return follow;
    }

    public TimeCursor cursor() {
        return cursor;
    }
}
