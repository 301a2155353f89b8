package org.ccw.visualizer.properties;

import java.util.Optional;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.value.ObservableValue;
import org.ccw.model.units.FeatureLabels;
import org.ccw.model.units.FeatureSpec;
import org.ccw.visualizer.editor.ScenarioEditor;
import org.controlsfx.control.PropertySheet;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;

/**
 * One row of the property sheet: an EMF attribute of the selected element. Its name carries the unit and its
 * description the allowed range, both read from the metamodel ({@link FeatureSpec}); setting it goes through
 * {@link ScenarioEditor#setFeature}, so an edit is undoable and an out-of-range value is refused with a message
 * naming the limit and the unit.
 */
public final class FeatureProperty implements PropertySheet.Item {

    private final ScenarioEditor editor;
    private final EObject owner;
    private final EAttribute attribute;
    private final Optional<FeatureSpec> spec;
    private final ReadOnlyObjectWrapper<Object> value = new ReadOnlyObjectWrapper<>(this, "value");

    FeatureProperty(ScenarioEditor editor, EObject owner, EAttribute attribute) {
        this.editor = editor;
        this.owner = owner;
        this.attribute = attribute;
        this.spec = FeatureSpec.of(attribute);
        refresh();
    }

    /** The attribute this row edits. */
    public EAttribute attribute() {
        return attribute;
    }

    /** The declared unit and range, when the metamodel has one for this attribute. */
    public Optional<FeatureSpec> spec() {
        return spec;
    }

    /** Re-reads the model (after an undo, say), so the sheet shows what the model holds. */
    void refresh() {
        value.set(owner.eGet(attribute));
    }

    @Override
    public Class<?> getType() {
        return attribute.getEType().getInstanceClass();
    }

    /** Attributes are grouped by the class that declares them: "Host", "Node", "NamedElement" → "General". */
    @Override
    public String getCategory() {
        String declaring = attribute.getEContainingClass().getName();
        return declaring.equals("NamedElement") ? "General" : declaring;
    }

    /** The attribute's readable name and, when it has one, its unit: {@code Clock (MHz)} for clockMHz. */
    @Override
    public String getName() {
        return FeatureLabels.withUnit(attribute);
    }

    /** What the value means and its allowed range, e.g. "Clock frequency ... Allowed: 1 .. 10000 MHz." */
    @Override
    public String getDescription() {
        return spec.map(s -> (s.description().isEmpty() ? "" : s.description() + " ") + "Allowed: " + s.rangeText() + ".")
            .orElse(FeatureLabels.of(attribute));
    }

    @Override
    public Object getValue() {
        return value.get();
    }

    /** Sets the model through the editor's command stack; a refused value leaves the model (and this row) as is. */
    @Override
    public void setValue(Object newValue) {
        editor.setFeature(owner, attribute, newValue);
        refresh();
    }

    @Override
    public boolean isEditable() {
        return attribute.isChangeable() && !attribute.isDerived() && !attribute.isID();
    }

    @Override
    public Optional<ObservableValue<? extends Object>> getObservableValue() {
        return Optional.of(value.getReadOnlyProperty());
    }
}
