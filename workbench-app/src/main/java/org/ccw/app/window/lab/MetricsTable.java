package org.ccw.app.window.lab;

import java.util.List;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTableRow;
import javafx.scene.control.TreeTableView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.ccw.labs.LabResult;

/**
 * "Ours beside the paper" as a table (metric, ours, paper, ratio, outcome), grouped by the figure a sweep repeats
 * and filtered by words and by outcome ({@link MetricsTableModel} decides both). A group of a few rows opens; a
 * long one (a sweep's) stays closed under its summary until the student opens it or filters it down.
 */
public final class MetricsTable {

    static final String TABLE_ID = "lab-metrics-table";
    static final String FILTER_ID = "lab-metrics-filter";
    /** Groups with at most this many rows show open. */
    private static final int OPEN_UP_TO = 12;
    /** A tree row's indent and disclosure arrow before a metric's name, px. */
    private static final double TREE_INDENT_PX = 40;

    private final TreeTableView<MetricsTableModel.Row> table = new TreeTableView<>();
    private final TextField filter = new TextField();
    private final ChoiceBox<MetricsTableModel.Show> show = new ChoiceBox<>();
    private final VBox node;
    private List<MetricsTableModel.Row> rows = List.of();

    MetricsTable() {
        table.setId(TABLE_ID);
        table.setShowRoot(false);
        table.setRoot(new TreeItem<>());
        table.setPlaceholder(new Label("Press Run checks: the lab's figures show here beside the paper's."));
        // columns keep the width their words need; a narrow pane scrolls sideways rather than cut a figure to "…"
        table.setColumnResizePolicy(TreeTableView.UNCONSTRAINED_RESIZE_POLICY);
        table.getColumns().setAll(List.of(column("metric", 220, MetricsTableModel.Row::metric),
            column("ours", 100, MetricsTableModel.Row::ours), column("paper", 90, MetricsTableModel.Row::paper),
            column("ratio", 50, MetricsTableModel.Row::ratio), column("outcome", 100, MetricsTableModel.Row::outcome)));
        table.getColumns().get(3).setMinWidth(48);
        org.ccw.visualizer.TableHeaders.fit(table);
        // an outcome is read with its deviation from the paper's figure
        table.getColumns().get(4).setMinWidth(org.ccw.visualizer.TableHeaders.minWidth("miss (+100.0%)"));
        table.setRowFactory(t -> new TreeTableRow<>() {
            @Override
            protected void updateItem(MetricsTableModel.Row row, boolean empty) {
                super.updateItem(row, empty);
                getStyleClass().removeAll("check-pass", "check-miss", "check-fail", "metric-group");
                if (!empty && row != null) {
                    if (row.metric().isEmpty()) {
                        getStyleClass().add("metric-group");
                    } else if (!row.outcome().isEmpty()) {
                        getStyleClass().add("check-" + row.outcome().split(" ")[0].toLowerCase(java.util.Locale.ROOT));
                    }
                }
            }
        });
        filter.setId(FILTER_ID);
        filter.setPromptText("filter: words of the metric's name");
        filter.textProperty().addListener((obs, was, now) -> refill());
        show.getItems().setAll(MetricsTableModel.Show.values());
        show.setValue(MetricsTableModel.Show.ALL);
        show.setOnAction(e -> refill());
        HBox.setHgrow(filter, Priority.ALWAYS);
        VBox.setVgrow(table, Priority.ALWAYS);
        node = new VBox(4, new HBox(6, filter, show), table);
    }

    VBox node() {
        return node;
    }

    public TreeTableView<MetricsTableModel.Row> table() {
        return table;
    }

    public TextField filter() {
        return filter;
    }

    /** Shows {@code result}'s metrics (none for null). */
    void show(LabResult result) {
        rows = result == null ? List.of() : MetricsTableModel.rows(result);
        refill();
    }

    private void refill() {
        List<MetricsTableModel.Group> groups = MetricsTableModel.groups(rows, filter.getText(), show.getValue());
        TreeItem<MetricsTableModel.Row> root = new TreeItem<>();
        boolean filtered = !filter.getText().isBlank() || show.getValue() != MetricsTableModel.Show.ALL;
        for (MetricsTableModel.Group g : groups) {
            if (groups.size() == 1 && g.name().equals("figures")) {
                g.rows().forEach(r -> root.getChildren().add(new TreeItem<>(r)));
                continue;
            }
            TreeItem<MetricsTableModel.Row> group = new TreeItem<>(
                new MetricsTableModel.Row(g.name(), "", g.summary(), "", "", ""));
            g.rows().forEach(r -> group.getChildren().add(new TreeItem<>(r)));
            group.setExpanded(g.rows().size() <= OPEN_UP_TO || filtered && g.rows().size() <= 3 * OPEN_UP_TO);
            root.getChildren().add(group);
        }
        table.setRoot(root);
        // the metric's name is what a row is read by: its column never cuts one to "…"
        double widest = root.getChildren().stream()
            .flatMap(item -> java.util.stream.Stream.concat(java.util.stream.Stream.of(item), item.getChildren().stream()))
            .map(TreeItem::getValue).map(r -> r.metric().isEmpty() ? r.group() + " (" + r.ours() + ")" : r.metric())
            .mapToDouble(org.ccw.visualizer.TableHeaders::minWidth).max().orElse(0);
        table.getColumns().get(0).setMinWidth(Math.max(org.ccw.visualizer.TableHeaders.minWidth("metric"),
            widest + TREE_INDENT_PX));
        // nor does a figure lose its digits or its unit
        List<Function<MetricsTableModel.Row, String>> figures = List.of(MetricsTableModel.Row::ours,
            MetricsTableModel.Row::paper);
        for (int c = 0; c < figures.size(); c++) {
            Function<MetricsTableModel.Row, String> figure = figures.get(c);
            double fits = root.getChildren().stream().flatMap(item -> item.getChildren().stream())
                .map(TreeItem::getValue).map(figure).mapToDouble(org.ccw.visualizer.TableHeaders::minWidth).max()
                .orElse(0);
            TreeTableColumn<MetricsTableModel.Row, ?> column = table.getColumns().get(1 + c);
            column.setMinWidth(Math.max(column.getMinWidth(), fits));
        }
        table.getColumns().forEach(column -> column.setPrefWidth(Math.max(column.getPrefWidth(), column.getMinWidth())));
    }

    private static TreeTableColumn<MetricsTableModel.Row, String> column(String title, double width,
                                                                       Function<MetricsTableModel.Row, String> text) {
        TreeTableColumn<MetricsTableModel.Row, String> column = new TreeTableColumn<>(title);
        column.setPrefWidth(width);
        column.setCellValueFactory(cell -> {
            MetricsTableModel.Row row = cell.getValue().getValue();
            // a group's row names the group and sums it up in the first column, the others empty
            String value = row == null ? "" : !row.metric().isEmpty() ? text.apply(row)
                : title.equals("metric") ? row.group() + " (" + row.ours() + ")" : "";
            return new ReadOnlyStringWrapper(value);
        });
        return column;
    }
}
