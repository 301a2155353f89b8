package org.ccw.model.naming;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

import org.ccw.model.cluster.Cluster;
import org.ccw.model.cluster.NamedElement;
import org.ccw.model.cluster.Scenario;
import org.eclipse.emf.common.util.TreeIterator;
import org.eclipse.emf.ecore.EObject;

/**
 * Gives every {@link NamedElement} a stable, readable identifier. XMI references are written as these ids, so
 * a file stays diffable and its references survive reordering and renaming. An id is derived once from the
 * element's container and name ({@code ss20-a.nic0}) and then never changes, even when the element is renamed.
 */
public final class ElementIds {

    private ElementIds() {
    }

    /**
     * Assigns an id to each element under (and including) {@code root} that has none, unique among all ids in
     * that tree. Existing ids are kept as they are. Parents are visited before their parts, so a part's id is
     * qualified by its owner's ({@code ss20-a.cpu0}).
     */
    public static void assignMissing(EObject root) {
        Set<String> taken = new HashSet<>();
        for (TreeIterator<EObject> it = root.eAllContents(); it.hasNext(); ) {
            collect(it.next(), taken);
        }
        collect(root, taken);
        assign(root, taken);
        for (TreeIterator<EObject> it = root.eAllContents(); it.hasNext(); ) {
            assign(it.next(), taken);
        }
    }

    private static void collect(EObject element, Set<String> taken) {
        if (element instanceof NamedElement named && hasId(named)) {
            taken.add(named.getId());
        }
    }

    private static void assign(EObject element, Set<String> taken) {
        if (!(element instanceof NamedElement named) || hasId(named)) {
            return;
        }
        String base = slug(named.getName() == null || named.getName().isBlank()
                ? element.eClass().getName() : named.getName());
        NamedElement owner = namedAncestor(element);
        // Top-level elements are named uniquely in their scenario; their parts read best qualified by the owner.
        if (owner != null && hasId(owner) && !(owner instanceof Scenario) && !(owner instanceof Cluster)) {
            base = owner.getId() + "." + base;
        }
        String id = base;
        for (int n = 2; taken.contains(id); n++) {
            id = base + "-" + n;
        }
        taken.add(id);
        named.setId(id);
    }

    private static NamedElement namedAncestor(EObject element) {
        for (EObject c = element.eContainer(); c != null; c = c.eContainer()) {
            if (c instanceof NamedElement named) {
                return named;
            }
        }
        return null;
    }

    private static boolean hasId(NamedElement element) {
        return element.getId() != null && !element.getId().isBlank();
    }

    /** Lower case, letters, digits, '-' and '.', so ids are safe in XML attributes and paths. */
    static String slug(String text) {
        String slug = text.trim().toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9.\\-]+", "-")
                .replaceAll("^-+|-+$", "");
        return slug.isEmpty() ? "element" : slug;
    }
}
