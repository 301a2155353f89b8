package org.ccw.visualizer.timing.fx;

import java.io.IOException;
import java.nio.file.Path;
import java.util.function.LongSupplier;

import javafx.beans.property.DoubleProperty;
import javafx.beans.property.LongProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.ccw.visualizer.ColourPalette;
import org.ccw.visualizer.export.ExportFormat;
import org.ccw.visualizer.export.FigureExport;
import org.ccw.visualizer.timing.TimeFigure;

/**
 * What every view-model of a {@link TimeFigurePane} shares, testable without a window: the time range shown and the
 * width it is laid out for ({@link TimeRange}), the {@link TimeCursor} the timing diagram and the animation share,
 * the details line, the palette and the export of the figure as shown. A view adds its figure, what a click means
 * and what the details line says.
 */
public abstract class TimeFigureViewModel implements TimeFigurePane.Model {
    private final TimeCursor cursor;
    private final TimeRange range;
    private final ReadOnlyStringWrapper details = new ReadOnlyStringWrapper(this, "details", "");
    private final ColourPalette palette = ColourPalette.standard();

    /** @param endPs the end of the run the figure shows, in ps (Whole run shows up to it) */
    protected TimeFigureViewModel(TimeCursor cursor, LongSupplier endPs) {
        this.cursor = cursor;
        this.range = new TimeRange(endPs);
    }

    @Override
    public final TimeCursor cursor() {
        return cursor;
    }

    @Override
    public final LongProperty fromPsProperty() {
        return range.fromPsProperty();
    }

    @Override
    public final LongProperty toPsProperty() {
        return range.toPsProperty();
    }

    @Override
    public final DoubleProperty widthProperty() {
        return range.widthProperty();
    }

    /** One line on what is chosen, or on the run when nothing is. */
    @Override
    public final ReadOnlyStringProperty detailsProperty() {
        return details.getReadOnlyProperty();
    }

    /** Shows {@code [from, to)} ps. */
    public final void selectRange(long from, long to) {
        range.select(from, to);
    }

    /** Shows the whole run. */
    @Override
    public final void showAll() {
        range.showAll();
    }

    /** Halves (factor 0.5) or doubles (2) the range around {@code atPs}. */
    @Override
    public final void zoom(long atPs, double factor) {
        range.zoom(atPs, factor);
    }

    /** The figure as shown, written as {@code format}. */
    public final void export(ExportFormat format, Path file, FigureExport.Options options) throws IOException {
        FigureExport.write(figure(), format, file, options);
    }

    @Override
    public abstract TimeFigure figure();

    /** Sets the details line. */
    protected final void setDetails(String line) {
        details.set(line);
    }

    /** The first time shown, in ps. */
    protected final long fromPs() {
        return range.fromPsProperty().get();
    }

    /** The end of the time shown, in ps. */
    protected final long toPs() {
        return range.toPsProperty().get();
    }

    /** The width the figure is laid out for, in figure units. */
    protected final double width() {
        return range.widthProperty().get();
    }

    /** The colours the figure is drawn in. */
    protected final ColourPalette palette() {
        return palette;
    }
}
