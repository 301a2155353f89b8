package org.ccw.app.window;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;
import javafx.scene.control.skin.TableColumnHeader;
import javafx.scene.text.Text;

/**
 * Words cut off on screen: every shown {@link Labeled} (labels, buttons, tab titles, table cells, column headers'
 * labels) whose drawn text — its skin's text node — holds the ellipsis (its {@code ellipsisString}, "..." unless
 * set) that its own text does not.
 */
final class Elisions {

    private Elisions() {
    }

    /** Each label cut off under {@code root}, named by its text and where it is. */
    static List<String> under(Node root) {
        List<String> cut = new ArrayList<>();
        collect(root, cut);
        return cut;
    }

    private static void collect(Node node, List<String> cut) {
        if (!node.isVisible()) {
            return;
        }
        if (node instanceof Labeled labeled && labeled.getText() != null) {
            String ellipsis = labeled.getEllipsisString();
            for (Node child : labeled.getChildrenUnmodifiable()) {
                if (child instanceof Text drawn && child.getStyleClass().contains("text") && drawn.getText() != null
                        && drawn.getText().contains(ellipsis) && !labeled.getText().contains(ellipsis)) {
                    cut.add("'" + labeled.getText() + "' drawn as '" + drawn.getText() + "' in " + where(labeled));
                }
            }
        }
        if (node instanceof Parent parent) {
            parent.getChildrenUnmodifiable().forEach(child -> collect(child, cut));
        }
    }

    /** The label's kind and its nearest ancestors with an id or a column (a table header's). */
    private static String where(Node node) {
        StringBuilder path = new StringBuilder(node.getClass().getSimpleName());
        for (Node up = node.getParent(); up != null; up = up.getParent()) {
            if (up instanceof TableColumnHeader header && header.getTableColumn() != null) {
                path.append(" < column header");
            } else if (up.getId() != null) {
                path.append(" < #").append(up.getId());
            }
        }
        return path.toString();
    }
}
