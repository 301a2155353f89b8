package org.ccw.app.window.sweepchart;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.ccw.app.charts.SweepChart;
import org.ccw.app.charts.SweepResults;
import org.ccw.app.window.dialogs.Exportable;
import org.ccw.visualizer.export.FigureExport;

/**
 * The sweep chart window without its controls: a sweep's results, the x and y the user chose among their numeric
 * columns and the spread the bars show, and the {@link SweepChart} they give, redrawn on every change. A choice the
 * results refuse leaves no chart and says why in {@link #messageProperty()}.
 */
final class SweepChartViewModel {

    private final SweepResults results;
    private final ObservableList<String> xChoices;
    private final ObservableList<String> yChoices;
    private final StringProperty x = new SimpleStringProperty(this, "x");
    private final StringProperty y = new SimpleStringProperty(this, "y");
    private final ObjectProperty<SweepChart.Spread> spread = new SimpleObjectProperty<>(this, "spread",
        SweepChart.Spread.MIN_MAX);
    private final ReadOnlyObjectWrapper<SweepChart> chart = new ReadOnlyObjectWrapper<>(this, "chart");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");

    private SweepChartViewModel(SweepResults results) {
        this.results = results;
        this.xChoices = FXCollections.unmodifiableObservableList(FXCollections.observableArrayList(results.xChoices()));
        this.yChoices = FXCollections.unmodifiableObservableList(FXCollections.observableArrayList(results.yChoices()));
        x.addListener((obs, was, now) -> redraw());
        y.addListener((obs, was, now) -> redraw());
        spread.addListener((obs, was, now) -> redraw());
        // first what a sweep is for: its first swept setting (else the seed) against the first measure that varies
        x.set(xChoices.size() > 1 ? xChoices.get(1) : xChoices.get(0));
        y.set(yChoices.stream().filter(results::varies).findFirst().orElse(yChoices.isEmpty() ? null : yChoices.get(0)));
        redraw();
    }

    /** The results at {@code path} (a results.csv or its folder), or why they cannot be charted. */
    static SweepChartViewModel open(Path path) throws IOException {
        SweepResults results = SweepResults.read(path);
        if (results.yChoices().isEmpty()) {
            throw new SweepResults.Refused(results.file() + ": no finished run, so nothing to chart ("
                + results.failed() + " of " + results.rows().size() + " runs failed)");
        }
        return new SweepChartViewModel(results);
    }

    private void redraw() {
        if (x.get() == null || y.get() == null) {
            return;
        }
        try {
            SweepChart shown = SweepChart.of(results, x.get(), y.get(), spread.get());
            chart.set(shown);
            message.set(shown.runs() + " runs in " + shown.chart().series().size() + " curves"
                + (shown.leftOut() == 0 ? "" : "; " + shown.leftOut() + " left out (failed, or without " + y.get() + ")"));
        } catch (SweepResults.Refused refused) {
            chart.set(null);
            message.set(refused.getMessage());
        }
    }

    /** The sweep's name, for the window's title. */
    String name() {
        return results.name();
    }

    ObservableList<String> xChoices() {
        return xChoices;
    }

    ObservableList<String> yChoices() {
        return yChoices;
    }

    StringProperty xProperty() {
        return x;
    }

    StringProperty yProperty() {
        return y;
    }

    ObjectProperty<SweepChart.Spread> spreadProperty() {
        return spread;
    }

    /** The chart on show, or null when the choice was refused. */
    ReadOnlyObjectProperty<SweepChart> chartProperty() {
        return chart.getReadOnlyProperty();
    }

    ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** The chart on show as the export dialog offers it, written as {@code export chart --from} writes it. */
    List<Exportable> exportables() {
        SweepChart shown = chart.get();
        return Optional.ofNullable(shown).map(c -> List.of(Exportable.figure("Sweep chart: " + y.get() + " vs " + x.get(),
            results.name() + "-" + y.get() + "-vs-" + x.get(),
            (format, file, options) -> FigureExport.write(c.figure(), format, file, options)))).orElse(List.of());
    }
}
