package org.ccw.visualizer;

import java.util.Optional;
import org.ccw.model.naming.ElementPaths;
import org.eclipse.emf.common.util.TreeIterator;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * How views name model elements without holding them: the EMF fragment path relative to the scenario
 * (e.g. {@code @cluster/@nodes.0/@nics.1}), unique even when names are not. Paths follow containment order, so
 * a view's ids are only meaningful for the snapshot they were drawn from; views are redrawn after every edit.
 */
public final class ElementRefs {

    private ElementRefs() {
    }

    /** The id of {@code element} below {@code root}; the empty string for the root itself. */
    public static String id(EObject root, EObject element) {
        return element == root ? "" : EcoreUtil.getRelativeURIFragmentPath(root, element);
    }

    /** The element with this id below {@code root}, if it (still) exists. */
    public static Optional<EObject> resolve(EObject root, String id) {
        if (id.isEmpty()) {
            return Optional.of(root);
        }
        try {
            return Optional.ofNullable(EcoreUtil.getEObject(root, id));
        } catch (RuntimeException stale) {
            // A path into a list that has since shrunk: the element is gone.
            return Optional.empty();
        }
    }

    /**
     * The element a problem's {@link ElementPaths element path} names (as printed by the validator), if any;
     * {@code "scenario"} and the empty path name the root.
     */
    public static Optional<EObject> byElementPath(EObject root, String elementPath) {
        if (elementPath.isEmpty() || elementPath.equals(ElementPaths.describe(root))) {
            return Optional.of(root);
        }
        for (TreeIterator<EObject> it = root.eAllContents(); it.hasNext(); ) {
            EObject element = it.next();
            if (ElementPaths.of(element).equals(elementPath)) {
                return Optional.of(element);
            }
        }
        return Optional.empty();
    }
}
