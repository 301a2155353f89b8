package org.ccw.app.window.compare;

import static org.ccw.app.window.compare.ComparisonTables.column;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.geometry.Insets;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.ccw.app.window.dialogs.Dialogs;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.realtime.RealTimeTransport;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.labs.measure.LogGPFit;
import org.ccw.labs.measure.LogGPReport;
import org.ccw.model.cluster.Scenario;
import org.ccw.visualizer.branch.Branch;
import org.ccw.visualizer.branch.BranchRunner;
import org.ccw.visualizer.compare.ComparisonCsv;
import org.ccw.visualizer.compare.RunComparison;

/**
 * Model beside measurement in the Timing diagram tab (issue 17): "Compare real" runs the open scenario's
 * stack over real UDP on this machine ({@link BranchRunner#startLive}, as Run → Run over real UDP does, but kept
 * beside the run on show rather than replacing it), then lists every message's latency in both runs with the
 * difference and ratio ({@link RunComparison}), and both runs' LogGP beside the paper's figures for the scenario's
 * machine ({@link LogGPReport}). The diagram ghosts the real run's messages through {@code ghosts}.
 */
public final class CompareRealPane {
    public static final String BUTTON_ID = "compare-real-button";
    static final String STATUS_ID = "compare-real-status";
    public static final String TABLE_ID = "compare-table";
    public static final String LOGGP_ID = "loggp-table";

    private final Supplier<Scenario> scenario;
    /** Short, so the diagram's tool bar keeps it in sight in a 1280-pixel window; the tooltip says the rest. */
    private static final String COMPARE = "Compare real";
    private static final String RUNNING = "Running real…";

    private final Button button = new Button(COMPARE);
    private final Label status = new Label();
    private final TableView<RunComparison.Row> table = ComparisonTables.table(TABLE_ID,
        "No message of the simulated run was matched in the real one.");
    private final TableView<LogGPReport.Row> logGP = new TableView<>();
    private final Label sources = new Label();
    private final SplitPane tables = new SplitPane(table, new VBox(logGP, sources));
    private final VBox results = new VBox(status, tables);
    private final ReadOnlyObjectWrapper<RunComparison> comparison = new ReadOnlyObjectWrapper<>(this, "comparison");
    private ExecutorService background;
    private BranchRunner runner;

    /** @param scenario the open scenario (copied before the real run) */
    public CompareRealPane(Supplier<Scenario> scenario) {
        this.scenario = scenario;
        button.setId(BUTTON_ID);
        status.setId(STATUS_ID);
        logGP.setId(LOGGP_ID);
        button.setTooltip(new Tooltip("Compare with a real run over UDP on this machine (Run → Run over real UDP, kept"
            + " beside the simulated run): the real run's messages are drawn dashed over the diagram and listed with"
            + " their difference below, beside both runs' LogGP"));
        tables.setOrientation(Orientation.HORIZONTAL);
        tables.setDividerPositions(0.45);
        VBox.setVgrow(tables, Priority.ALWAYS);
        sources.setWrapText(true);
        sources.getStyleClass().add("compare-sources");
        // the paper's machine is named in full: a narrow pane scrolls the table rather than cut its header
        logGP.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        VBox.setVgrow(logGP, Priority.ALWAYS);
        org.ccw.visualizer.TableHeaders.fit(logGP);
        button.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        status.setPadding(new Insets(4, 8, 4, 8));
        status.setMaxWidth(Double.MAX_VALUE);
    }

    /** The button, for the diagram's tool bar: it says there when the real run is going. */
    public Button button() {
        return button;
    }

    /** What the comparison found, the difference table and the LogGP table: for under the diagram. */
    public Node results() {
        return results;
    }

    /** The last comparison made, or null. */
    public ReadOnlyObjectProperty<RunComparison> comparisonProperty() {
        return comparison.getReadOnlyProperty();
    }

    /**
     * Makes the button compare the run whose records are {@code simulated} (named by {@code names}) with a real run
     * of the open scenario; {@code ghost} gets each comparison made.
     */
    public void attach(List<TraceEvent> simulated, IntFunction<String> names, Consumer<RunComparison> ghost) {
        cancel();
        comparison.set(null);
        idle();
        button.setOnAction(e -> start(simulated, names, ghost));
    }

    /** Stops a real run in progress (another run replaced the one on show). */
    public void cancel() {
        if (runner != null) {
            runner.cancel();
            runner = null;
        }
    }

    private void idle() {
        button.setDisable(false);
        button.setText(COMPARE);
    }

    private void start(List<TraceEvent> simulated, IntFunction<String> names, Consumer<RunComparison> ghost) {
        Scenario copy = org.eclipse.emf.ecore.util.EcoreUtil.copy(scenario.get());
        if (background == null) {
            background = Executors.newSingleThreadExecutor(r -> {
                Thread thread = new Thread(r, "ccw-compare-real");
                thread.setDaemon(true);
                return thread;
            });
        }
        BranchRunner mine = new BranchRunner(background, Platform::runLater);
        runner = mine;
        button.setDisable(true);
        button.setText(RUNNING);
        mine.startLive(copy, RealTimeTransport.UDP, "real udp", sofar -> { }, whole -> {
            if (runner != mine) {
                return;
            }
            idle();
            show(copy, simulated, whole.index().trace(), names, ghost);
        }, error -> {
            if (runner == mine) {
                idle();
                Dialogs.error(button.getScene().getWindow(), "The real run did not work",
                    String.valueOf(error.getMessage()));
            }
        });
    }

    private void show(Scenario copy, List<TraceEvent> simulated, org.ccw.engine.trace.TraceLog.Snapshot trace,
                      IntFunction<String> names, Consumer<RunComparison> ghost) {
        List<TraceEvent> real = java.util.stream.IntStream.range(0, trace.size()).mapToObj(trace::at).toList();
        RunComparison c = RunComparison.of(simulated, real);
        Map<String, List<TraceEvent>> runs = new LinkedHashMap<>();
        runs.put("simulated", simulated);
        runs.put("real udp", real);
        LogGPReport report = LogGPReport.of(copy, runs);
        status.setText(String.format(Locale.ROOT, "%d messages matched by %s; the real run took %.2f× the"
                + " simulated latency (median)%s", c.rows().size(), c.matchedBy(), c.medianRatio(),
            c.unmatchedFirst() + c.unmatchedSecond() == 0 ? ""
                : String.format(Locale.ROOT, "; %d simulated and %d real unmatched", c.unmatchedFirst(),
                    c.unmatchedSecond())));
        fillTable(c, names);
        fillLogGP(report);
        comparison.set(c);
        ghost.accept(c);
    }

    private void fillTable(RunComparison c, IntFunction<String> names) {
        table.getColumns().setAll(List.of(
            column("kind", RunComparison.Row::kind),
            column("from → to", r -> ComparisonCsv.endpoint(names, r.source(), r.sourcePort()) + " → "
                + ComparisonCsv.endpoint(names, r.destination(), r.destinationPort())),
            column("simulated", r -> micros(r.firstLatencyPs())),
            column("real udp", r -> micros(r.secondLatencyPs())),
            column("difference", r -> (r.differencePs() >= 0 ? "+" : "") + micros(r.differencePs())),
            column("ratio", r -> Double.isNaN(r.ratio()) ? "-" : String.format(Locale.ROOT, "%.1f×", r.ratio())),
            column("id", r -> Long.toHexString(r.messageId()))));
        ComparisonTables.widths(table, 65, 125, 80, 90, 95, 65, 150);
        table.getItems().setAll(c.rows());
    }

    private void fillLogGP(LogGPReport report) {
        List<TableColumn<LogGPReport.Row, String>> columns = new java.util.ArrayList<>();
        columns.add(column("LogGP", LogGPReport.Row::name));
        List<String> names = List.copyOf(report.fits().keySet());
        for (int i = 0; i < names.size(); i++) {
            int index = i;
            columns.add(column(names.get(i).equals("real udp") ? "your machine" : names.get(i),
                r -> LogGPReport.cell(r.runs().get(index))));
        }
        report.paper().ifPresent(p -> columns.add(column(p.machine(), r -> LogGPReport.cell(r.paper()))));
        // wide enough for the headers: the paper's machine is named in full
        columns.forEach(c -> c.setPrefWidth(Math.max(90, 7.2 * c.getText().length())));
        columns.get(0).setPrefWidth(50);
        logGP.getColumns().setAll(columns);
        logGP.getItems().setAll(report.rows());
        StringBuilder from = new StringBuilder();
        report.fits().forEach((name, fit) -> {
            from.append(name).append(": ");
            from.append(String.join("; ", fit.parameters().stream().map(CompareRealPane::source).toList()));
            from.append('\n');
        });
        report.paper().ifPresent(p -> from.append(p.machine()).append(": ").append(p.source()));
        sources.setText(from.toString().strip());
    }

    private static String source(LogGPFit.Parameter p) {
        return p.name() + " " + (p.measured() ? "from " + p.from() + " (median of " + p.samples() + ")" : p.from());
    }

    private static String micros(long ps) {
        return String.format(Locale.ROOT, "%.1f µs", Time.toMicros(ps));
    }
}
