package org.ccw.visualizer.outline;

import java.util.List;
import org.ccw.visualizer.ElementRefs;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;

/**
 * One row of the outline: a model element's id, its label and the elements it contains, read reflectively
 * through EMF, so the outline follows the metamodel as it grows without code changes.
 *
 * @param id       the element's {@link ElementRefs id} below the outline's root (empty for the root)
 * @param label    {@code "name : Type"} for named elements, {@code "Type"} otherwise
 * @param children the contained elements, in containment order
 */
public record OutlineNode(String id, String label, List<OutlineNode> children) {

    public OutlineNode {
        children = List.copyOf(children);
    }

    /** The outline of {@code root} and everything it contains. */
    public static OutlineNode of(EObject root) {
        return of(root, root);
    }

    private static OutlineNode of(EObject root, EObject element) {
        return new OutlineNode(ElementRefs.id(root, element), labelOf(element),
            element.eContents().stream().map(child -> of(root, child)).toList());
    }

    /** How many nodes this subtree holds, itself included. */
    public int size() {
        return 1 + children.stream().mapToInt(OutlineNode::size).sum();
    }

    /** {@code "name : Type"} for a named element, {@code "Type"} otherwise. */
    public static String labelOf(EObject element) {
        String type = element.eClass().getName();
        EStructuralFeature nameFeature = element.eClass().getEStructuralFeature("name");
        Object name = nameFeature == null ? null : element.eGet(nameFeature);
        return name == null || name.toString().isBlank() ? type : name + " : " + type;
    }
}
