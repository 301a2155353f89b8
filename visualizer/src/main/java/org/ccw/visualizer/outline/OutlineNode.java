package org.ccw.visualizer.outline;

import java.util.List;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;

/**
 * One row of the outline: a model element's label and the elements it contains, read reflectively through
 * EMF, so the outline follows the metamodel as it grows without code changes.
 *
 * @param label    {@code "name : Type"} for named elements, {@code "Type"} otherwise
 * @param children the contained elements, in containment order
 */
public record OutlineNode(String label, List<OutlineNode> children) {

    public OutlineNode {
        children = List.copyOf(children);
    }

    /** The outline of {@code root} and everything it contains. */
    public static OutlineNode of(EObject root) {
        return new OutlineNode(label(root), root.eContents().stream().map(OutlineNode::of).toList());
    }

    /** How many nodes this subtree holds, itself included. */
    public int size() {
        return 1 + children.stream().mapToInt(OutlineNode::size).sum();
    }

    static String label(EObject element) {
        String type = element.eClass().getName();
        EStructuralFeature nameFeature = element.eClass().getEStructuralFeature("name");
        Object name = nameFeature == null ? null : element.eGet(nameFeature);
        return name == null || name.toString().isBlank() ? type : name + " : " + type;
    }
}
