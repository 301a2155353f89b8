package org.ccw.visualizer.outline;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;

/**
 * The outline pane: the model's containment tree, top levels expanded. Set {@link #outlineProperty() outline} to the
 * {@link OutlineNode} of the open scenario.
 */
public final class OutlineView extends TreeView<String> {

    /** Tree levels expanded when a model is shown (scenario, cluster, machines). */
    private static final int EXPANDED_LEVELS = 2;

    private final ObjectProperty<OutlineNode> outline = new SimpleObjectProperty<>(this, "outline");

    public OutlineView() {
        getStyleClass().add("outline-view");
        outline.addListener((obs, old, node) -> setRoot(node == null ? null : item(node, 0)));
    }

    /** The outline on show; null shows nothing. */
    public ObjectProperty<OutlineNode> outlineProperty() {
        return outline;
    }

    private static TreeItem<String> item(OutlineNode node, int depth) {
        TreeItem<String> item = new TreeItem<>(node.label());
        item.setExpanded(depth < EXPANDED_LEVELS);
        node.children().forEach(child -> item.getChildren().add(item(child, depth + 1)));
        return item;
    }
}
