package org.ccw.visualizer;

import javafx.beans.Observable;
import javafx.collections.ObservableList;
import javafx.scene.Node;
import javafx.scene.control.Control;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableColumnBase;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeTableView;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

/**
 * Column headers that are never cut to "…": each column of a table is kept at least as wide as its header's words
 * in the headers' own font (a table narrower than its columns scrolls sideways or clips its last column instead).
 */
public final class TableHeaders {

    /** A header's padding, its borders and room for the sort arrow, px (Modena's at the default font). */
    static final double HEADER_CHROME_PX = 24;

    private TableHeaders() {
    }

    /** Keeps every column of {@code table}, present and to come, at least as wide as its header's text. */
    public static void fit(TableView<?> table) {
        keepFitted(table, table.getColumns());
    }

    /** {@link #fit(TableView)} for a tree table. */
    public static void fit(TreeTableView<?> table) {
        keepFitted(table, table.getColumns());
    }

    private static <C extends TableColumnBase<?, ?>> void keepFitted(Control table, ObservableList<C> columns) {
        Runnable fitAll = () -> columns.forEach(column -> fit(column, headerFont(table)));
        fitAll.run();
        columns.addListener((Observable changed) -> fitAll.run());
        // laid out, the headers have their stylesheet's font (the scene's may be larger than the platform's)
        table.widthProperty().addListener((Observable laidOut) -> fitAll.run());
    }

    private static Font headerFont(Control table) {
        Node label = table.lookup(".column-header .label");
        return label instanceof Labeled header ? header.getFont() : Font.getDefault();
    }

    private static void fit(TableColumnBase<?, ?> column, Font font) {
        double least = minWidth(column.getText(), font);
        if (column.getMinWidth() < least) {
            column.setMinWidth(least);
        }
        if (column.getPrefWidth() < least) {
            column.setPrefWidth(least);
        }
    }

    /** The narrowest a column headed {@code title} may be in the platform's default font, px. */
    public static double minWidth(String title) {
        return minWidth(title, Font.getDefault());
    }

    private static double minWidth(String title, Font font) {
        Text text = new Text(title == null ? "" : title);
        text.setFont(font);
        return Math.ceil(text.getLayoutBounds().getWidth()) + HEADER_CHROME_PX;
    }
}
