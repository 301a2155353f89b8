package org.ccw.visualizer.outline;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableSet;
import javafx.collections.SetChangeListener;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;

/**
 * The outline pane: the model's containment tree, top levels expanded, in step with the editor's selection.
 * Set {@link #outlineProperty() outline} to the {@link OutlineNode} of the open scenario; {@link #bindSelection}
 * keeps the tree's selected rows and a set of selected element ids the same in both directions. A rebuilt
 * outline keeps the rows the user had expanded.
 */
public final class OutlineView extends TreeView<OutlineNode> {

    /** Tree levels expanded when a model is first shown (scenario, cluster, machines). */
    private static final int EXPANDED_LEVELS = 2;

    private final ObjectProperty<OutlineNode> outline = new SimpleObjectProperty<>(this, "outline");
    private final Map<String, TreeItem<OutlineNode>> itemsById = new HashMap<>();
    private boolean syncing;

    public OutlineView() {
        getStyleClass().add("outline-view");
        getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        setCellFactory(tree -> new TreeCell<>() {
            @Override
            protected void updateItem(OutlineNode node, boolean empty) {
                super.updateItem(node, empty);
                setText(empty || node == null ? null : node.label());
            }
        });
        outline.addListener((obs, old, node) -> rebuild(node));
    }

    /** The outline on show; null shows nothing. */
    public ObjectProperty<OutlineNode> outlineProperty() {
        return outline;
    }

    /**
     * Keeps the tree's selection equal to {@code selectedIds}: rows the user selects are reported to
     * {@code onSelect} (ids, additive = false), and ids selected elsewhere select their rows.
     */
    public void bindSelection(ObservableSet<String> selectedIds, BiConsumer<List<String>, Boolean> onSelect) {
        getSelectionModel().getSelectedItems().addListener((ListChangeListener<TreeItem<OutlineNode>>) change -> {
            if (!syncing) {
                onSelect.accept(getSelectionModel().getSelectedItems().stream()
                    .filter(item -> item != null && item.getValue() != null)
                    .map(item -> item.getValue().id()).toList(), false);
            }
        });
        selectedIds.addListener((SetChangeListener<String>) change -> showSelected(selectedIds));
        outline.addListener((obs, old, node) -> showSelected(selectedIds));
        showSelected(selectedIds);
    }

    private void showSelected(Set<String> ids) {
        syncing = true;
        try {
            getSelectionModel().clearSelection();
            for (String id : ids) {
                TreeItem<OutlineNode> item = itemsById.get(id);
                if (item != null) {
                    for (TreeItem<OutlineNode> p = item.getParent(); p != null; p = p.getParent()) {
                        p.setExpanded(true);
                    }
                    getSelectionModel().select(item);
                }
            }
            int first = getSelectionModel().getSelectedIndex();
            if (first >= 0) {
                scrollTo(first);
            }
        } finally {
            syncing = false;
        }
    }

    private void rebuild(OutlineNode node) {
        Set<String> expanded = new HashSet<>();
        itemsById.forEach((id, item) -> {
            if (item.isExpanded()) {
                expanded.add(id);
            }
        });
        boolean first = itemsById.isEmpty();
        itemsById.clear();
        syncing = true;
        try {
            setRoot(node == null ? null : item(node, 0, first, expanded));
        } finally {
            syncing = false;
        }
    }

    private TreeItem<OutlineNode> item(OutlineNode node, int depth, boolean first, Set<String> expanded) {
        TreeItem<OutlineNode> item = new TreeItem<>(node);
        item.setExpanded(first ? depth < EXPANDED_LEVELS : expanded.contains(node.id()) || depth == 0);
        itemsById.put(node.id(), item);
        node.children().forEach(child -> item.getChildren().add(item(child, depth + 1, first, expanded)));
        return item;
    }
}
