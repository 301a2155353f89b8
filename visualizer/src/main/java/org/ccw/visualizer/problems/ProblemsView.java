package org.ccw.visualizer.problems;

import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ObservableList;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.text.Text;
import org.ccw.model.validation.Problem;

/**
 * The problems view: what the model's validator finds, one row per problem (severity, element path, message,
 * rule), kept current by the editor after every edit. Clicking a row hands its problem to {@code onSelect},
 * which selects the element on the canvas, in the outline and in the property sheet.
 */
public final class ProblemsView extends TableView<Problem> {

    /** Node id, for tests and style. */
    public static final String ID = "problems-view";
    /** A table cell's left and right padding, px (Modena's). */
    private static final double CELL_PADDING_PX = 10;
    /** The validator's longest rule id. */
    private static final String LONGEST_RULE = "workload-participants";

    public ProblemsView(ObservableList<Problem> problems, Consumer<Problem> onSelect) {
        super(problems);
        setId(ID);
        getStyleClass().add("problems-view");
        setPlaceholder(new Label("No problems: the scenario validates clean."));
        setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        getColumns().add(column("Severity", 80, p -> p.severity().name().toLowerCase(java.util.Locale.ROOT)));
        TableColumn<Problem, String> element = column("Element", 260, Problem::elementPath);
        TableColumn<Problem, String> rule = column("Rule", 160, Problem::constraintId);
        // a rule is one hyphenated word: its column holds the longest whole
        rule.setMinWidth(org.ccw.visualizer.TableHeaders.minWidth(LONGEST_RULE));
        TableColumn<Problem, String> message = column("Message", 520, Problem::message);
        // a narrow column wraps its text rather than cut it to "…"
        element.setCellFactory(ProblemsView::wrapping);
        message.setCellFactory(ProblemsView::wrapping);
        getColumns().addAll(java.util.List.of(element, rule, message));
        org.ccw.visualizer.TableHeaders.fit(this);
        setRowFactory(table -> {
            TableRow<Problem> row = new TableRow<>() {
                @Override
                protected void updateItem(Problem problem, boolean empty) {
                    super.updateItem(problem, empty);
                    getStyleClass().removeAll("problem-error", "problem-warning", "problem-info");
                    if (!empty && problem != null) {
                        getStyleClass().add("problem-" + problem.severity().name().toLowerCase(java.util.Locale.ROOT));
                    }
                }
            };
            row.setOnMouseClicked(event -> {
                if (!row.isEmpty()) {
                    onSelect.accept(row.getItem());
                }
            });
            return row;
        });
    }

    private static TableColumn<Problem, String> column(String title, double width,
            java.util.function.Function<Problem, String> text) {
        TableColumn<Problem, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(text.apply(cell.getValue())).getReadOnlyProperty());
        return column;
    }

    /**
     * A cell that wraps its text over as many lines as the column's width needs: the fix a message names comes at its
     * end, so a message cut to "…" would hide it.
     */
    private static TableCell<Problem, String> wrapping(TableColumn<Problem, String> column) {
        TableCell<Problem, String> cell = new TableCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setTooltip(empty || item == null ? null : new Tooltip(item));
            }
        };
        Text text = new Text();
        text.textProperty().bind(cell.itemProperty());
        text.wrappingWidthProperty().bind(column.widthProperty().subtract(CELL_PADDING_PX));
        // as the cell's own text would be: bold for an error, white on a selected row
        text.fontProperty().bind(cell.fontProperty());
        text.fillProperty().bind(cell.textFillProperty());
        cell.setGraphic(text);
        cell.setPrefHeight(Control.USE_COMPUTED_SIZE);
        return cell;
    }
}
