package org.ccw.app.window.compare;

import java.util.function.Function;
import javafx.beans.property.SimpleStringProperty;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import org.ccw.visualizer.TableHeaders;

/**
 * What the tables under the timing diagram that compare two runs message by message share ("Compare real",
 * {@link CompareRealPane}; "Compare branches", {@link CompareBranchesPane}): columns of text, never cut to "…" — a
 * narrow pane scrolls the table sideways instead — and not sortable (the rows are in the order of sending).
 */
final class ComparisonTables {

    private ComparisonTables() {
    }

    /** An empty table with {@code id}, saying {@code placeholder} while it has no row. */
    static <T> TableView<T> table(String id, String placeholder) {
        TableView<T> table = new TableView<>();
        table.setId(id);
        table.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        table.setPlaceholder(new Label(placeholder));
        TableHeaders.fit(table);
        return table;
    }

    /** A column of {@code value}'s text. */
    static <T> TableColumn<T, String> column(String title, Function<T, String> value) {
        TableColumn<T, String> column = new TableColumn<>(title);
        column.setCellValueFactory(cell -> new SimpleStringProperty(value.apply(cell.getValue())));
        column.setSortable(false);
        return column;
    }

    /** Gives {@code table}'s columns these preferred widths, px, in order. */
    static void widths(TableView<?> table, double... widths) {
        for (int i = 0; i < widths.length; i++) {
            table.getColumns().get(i).setPrefWidth(widths[i]);
        }
    }
}
