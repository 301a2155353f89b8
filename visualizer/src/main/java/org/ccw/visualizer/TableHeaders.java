package org.ccw.visualizer;

import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.control.TableColumnBase;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeTableView;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

/**
 * Column headers that are never cut to "…": each column of a table is kept at least as wide as its header's words
 * (a table narrower than its columns scrolls sideways or clips its last column instead).
 */
public final class TableHeaders {

    /** A header's padding, its borders and room for the sort arrow, px (Modena's at the default font). */
    static final double HEADER_CHROME_PX = 24;

    private TableHeaders() {
    }

    /** Keeps every column of {@code table}, present and to come, at least as wide as its header's text. */
    public static void fit(TableView<?> table) {
        keepFitted(table.getColumns());
    }

    /** {@link #fit(TableView)} for a tree table. */
    public static void fit(TreeTableView<?> table) {
        keepFitted(table.getColumns());
    }

    private static <C extends TableColumnBase<?, ?>> void keepFitted(ObservableList<C> columns) {
        columns.forEach(TableHeaders::fit);
        columns.addListener((ListChangeListener<C>) change -> {
            while (change.next()) {
                change.getAddedSubList().forEach(TableHeaders::fit);
            }
        });
    }

    private static void fit(TableColumnBase<?, ?> column) {
        double least = minWidth(column.getText());
        column.setMinWidth(Math.max(column.getMinWidth(), least));
        column.setPrefWidth(Math.max(column.getPrefWidth(), least));
    }

    /** The narrowest a column headed {@code title} may be, px. */
    public static double minWidth(String title) {
        Text text = new Text(title == null ? "" : title);
        text.setFont(Font.getDefault());
        return Math.ceil(text.getLayoutBounds().getWidth()) + HEADER_CHROME_PX;
    }
}
