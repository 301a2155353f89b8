package org.ccw.model.naming;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

import org.ccw.model.cluster.NamedElement;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;

/**
 * Human-readable paths of model elements, such as {@code cluster/nodes[ss20-a]/nics[nic0]}: containment feature
 * names from the root, with the element's name (or its index when unnamed) in brackets for many-valued
 * features. Problems, the CLI and the problems view all show elements this way.
 */
public final class ElementPaths {

    private ElementPaths() {
    }

    /** Path of {@code element} from its root container; the root itself has the empty path. */
    public static String of(EObject element) {
        Deque<String> segments = new ArrayDeque<>();
        for (EObject current = element; current.eContainer() != null; current = current.eContainer()) {
            segments.addFirst(segment(current));
        }
        return String.join("/", segments);
    }

    /** Path of {@code element}, or {@code "scenario"} for the root so messages never start with an empty field. */
    /**
     * The element as a person finds it in the outline: its name under its named ancestors below the cluster, e.g.
     * {@code ws1 › cpu0} (a process: {@code ssam › p0}); the model path when it has no name.
     */
    public static String shown(EObject element) {
        StringBuilder shown = new StringBuilder();
        for (EObject e = element; e != null && e.eContainer() != null; e = e.eContainer()) {
            if (e instanceof NamedElement named && named.getName() != null && !named.getName().isBlank()
                    && !(e instanceof org.ccw.model.cluster.Cluster)) {
                shown.insert(0, shown.length() == 0 ? named.getName() : named.getName() + " › ");
            }
        }
        return shown.length() == 0 ? describe(element) : shown.toString();
    }

    public static String describe(EObject element) {
        String path = of(element);
        return path.isEmpty() ? element.eClass().getName().toLowerCase(java.util.Locale.ROOT) : path;
    }

    private static String segment(EObject element) {
        EReference feature = element.eContainmentFeature();
        if (!feature.isMany()) {
            return feature.getName();
        }
        String name = element instanceof NamedElement named ? named.getName() : null;
        if (name != null && !name.isBlank()) {
            return feature.getName() + "[" + name + "]";
        }
        List<?> siblings = (List<?>) element.eContainer().eGet(feature);
        return feature.getName() + "[" + siblings.indexOf(element) + "]";
    }
}
