package org.ccw.visualizer.properties;

import java.util.List;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import org.ccw.visualizer.editor.ScenarioEditor;
import org.eclipse.emf.ecore.EObject;

/**
 * The rows of the property sheet: one {@link FeatureProperty} per single-valued attribute of the first
 * selected element and per single-valued reference it makes to another element (not its children or its
 * container: a process's processor and NIC, a NIC's I/O bus), rebuilt when the selection changes and refreshed
 * after every edit, undo or redo; and a title naming the element. Needs no window.
 */
public final class PropertySheetViewModel {

    private final ScenarioEditor editor;
    private final ObservableList<FeatureProperty> items = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(this, "title", "");
    private EObject shown;

    public PropertySheetViewModel(ScenarioEditor editor) {
        this.editor = editor;
        editor.selection().addListener((ListChangeListener<EObject>) change -> show());
        editor.addChangeListener(() -> items.forEach(FeatureProperty::refresh));
        show();
    }

    /** The rows for the selected element; empty when nothing is selected. */
    public ObservableList<FeatureProperty> items() {
        return items;
    }

    /** The row of the feature with this name, for tests and for focusing a field. */
    public java.util.Optional<FeatureProperty> item(String featureName) {
        return items.stream().filter(i -> i.feature().getName().equals(featureName)).findFirst();
    }

    /** E.g. {@code "cpu0 : Processor"}, or a hint when nothing is selected. */
    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    private void show() {
        List<EObject> selection = editor.selection();
        EObject element = selection.isEmpty() ? null : selection.get(0);
        if (element == shown && !items.isEmpty()) {
            return;
        }
        shown = element;
        if (element == null) {
            items.clear();
            title.set("Select an element to see its properties");
            return;
        }
        List<FeatureProperty> rows = new java.util.ArrayList<>();
        element.eClass().getEAllAttributes().stream().filter(a -> !a.isMany())
            .forEach(a -> rows.add(new FeatureProperty(editor, element, a)));
        element.eClass().getEAllReferences().stream()
            .filter(r -> !r.isMany() && !r.isContainment() && !r.isContainer() && r.isChangeable())
            .forEach(r -> rows.add(new FeatureProperty(editor, element, r)));
        items.setAll(rows);
        title.set(org.ccw.visualizer.outline.OutlineNode.labelOf(element));
    }
}
