package org.ccw.visualizer.properties;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.value.ObservableValue;
import org.ccw.model.units.FeatureLabels;
import org.ccw.model.units.FeatureSpec;
import org.ccw.model.validation.StackRules;
import org.ccw.model.workload.WorkloadKind;
import org.ccw.visualizer.editor.ScenarioEditor;
import org.controlsfx.control.PropertySheet;
import org.ccw.model.naming.ElementPaths;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * One row of the property sheet: an EMF attribute of the selected element, or a reference to another element (a
 * process's processor or NIC) chosen from the {@link #choices()} of the scenario; a workload's kind is chosen
 * from the kinds this build knows (the generic ones and each registered stack's, {@link StackRules}). An attribute's name carries the
 * unit and its description the allowed range, both read from the metamodel ({@link FeatureSpec}); setting either
 * goes through {@link ScenarioEditor#setFeature}, so an edit is undoable, an out-of-range value is refused with a
 * message naming the limit and the unit, and an element of the wrong place is reported by validation.
 */
public final class FeatureProperty implements PropertySheet.Item {

    private final ScenarioEditor editor;
    private final EObject owner;
    private final EStructuralFeature feature;
    private final Optional<FeatureSpec> spec;
    private final ReadOnlyObjectWrapper<Object> value = new ReadOnlyObjectWrapper<>(this, "value");

    FeatureProperty(ScenarioEditor editor, EObject owner, EStructuralFeature feature) {
        this.editor = editor;
        this.owner = owner;
        this.feature = feature;
        this.spec = FeatureSpec.of(feature);
        refresh();
    }

    /** The attribute or reference this row edits. */
    public EStructuralFeature feature() {
        return feature;
    }

    /** Whether this row names another element (a reference) rather than holding a value. */
    public boolean isReference() {
        return feature instanceof EReference;
    }

    /** Whether this row's value is picked from {@link #choices()}: a reference, or a workload's kind. */
    public boolean hasChoices() {
        return isReference() || getType() == WorkloadKind.class;
    }

    /**
     * What a reference may name: every element of its type in the scenario, in the outline's order, and none
     * (null, first) when it may be unset. For a workload's kind, every kind this build knows, and the one the
     * file asked for when this build does not know it (validation names that problem). Empty for other attributes.
     */
    public List<Object> choices() {
        if (getType() == WorkloadKind.class) {
            List<Object> kinds = new ArrayList<>(StackRules.knownWorkloadKinds());
            if (value.get() != null && !kinds.contains(value.get())) {
                kinds.add(value.get());
            }
            return java.util.Collections.unmodifiableList(kinds);
        }
        if (!(feature instanceof EReference reference)) {
            return List.of();
        }
        List<Object> choices = new ArrayList<>();
        if (!reference.isRequired()) {
            choices.add(null);
        }
        EObject root = EcoreUtil.getRootContainer(owner);
        root.eAllContents().forEachRemaining(e -> {
            if (reference.getEReferenceType().isInstance(e)) {
                choices.add(e);
            }
        });
        return java.util.Collections.unmodifiableList(choices);
    }

    /** How a chosen element reads in the sheet: its path of names ("e5000-0 › nic1"), or "(none)". */
    public static String label(Object value) {
        return value instanceof EObject e ? ElementPaths.shown(e) : value == null ? "(none)" : value.toString();
    }

    /** The declared unit and range, when the metamodel has one for this attribute. */
    public Optional<FeatureSpec> spec() {
        return spec;
    }

    /** Re-reads the model (after an undo, say), so the sheet shows what the model holds. */
    void refresh() {
        value.set(owner.eGet(feature));
    }

    @Override
    public Class<?> getType() {
        return feature.getEType().getInstanceClass();
    }

    /** Features are grouped by the class that declares them: "Host", "Node", "NamedElement" → "General". */
    @Override
    public String getCategory() {
        String declaring = feature.getEContainingClass().getName();
        return declaring.equals("NamedElement") ? "General" : declaring;
    }

    /** The attribute's readable name and, when it has one, its unit: {@code Clock (MHz)} for clockMHz. */
    @Override
    public String getName() {
        return FeatureLabels.withUnit(feature);
    }

    /** What the value means and its allowed range, e.g. "Clock frequency ... Allowed: 1 .. 10000 MHz." */
    @Override
    public String getDescription() {
        return spec.map(s -> (s.description().isEmpty() ? "" : s.description() + " ") + "Allowed: " + s.rangeText() + ".")
            .orElse(FeatureLabels.of(feature));
    }

    @Override
    public Object getValue() {
        return value.get();
    }

    /** Sets the model through the editor's command stack; a refused value leaves the model (and this row) as is. */
    @Override
    public void setValue(Object newValue) {
        editor.setFeature(owner, feature, newValue);
        refresh();
    }

    @Override
    public boolean isEditable() {
        return feature.isChangeable() && !feature.isDerived()
            && !(feature instanceof org.eclipse.emf.ecore.EAttribute a && a.isID());
    }

    @Override
    public Optional<ObservableValue<? extends Object>> getObservableValue() {
        return Optional.of(value.getReadOnlyProperty());
    }
}
