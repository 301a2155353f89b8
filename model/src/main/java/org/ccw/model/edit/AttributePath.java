package org.ccw.model.edit;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * A scenario attribute named by the path of feature names that leads to it from the scenario, read generically
 * from the metamodel: {@code faults.lossRate}, {@code durationMicros}, {@code workloads.messageCount} (every
 * workload), {@code workloads[remote-read].messageCount} or {@code workloads[0].messageCount} (one, by name, id or
 * index), {@code cluster.links[taxi].propagationDelayNanos}. What a lab's variants and {@code workbench sweep --set}
 * change. A single containment that is not there yet (a scenario without {@code <faults/>}) is created on the way.
 * Every refusal is an {@link IllegalArgumentException} whose message names the path and what exists instead.
 */
public final class AttributePath {
    private static final Pattern STEP = Pattern.compile("([A-Za-z_][A-Za-z0-9_]*)(?:\\[([^\\]]+)])?");

    private AttributePath() {
    }

    /** Sets the attribute at {@code path} under {@code root} to {@code value}, written as its type writes it. */
    public static void set(EObject root, String path, String value) {
        String[] steps = path.split("\\.", -1);
        List<EObject> owners = List.of(root);
        for (int i = 0; i < steps.length - 1; i++) {
            owners = step(owners, steps[i], path);
        }
        Matcher last = match(steps[steps.length - 1], path);
        if (last.group(2) != null) {
            throw new IllegalArgumentException("'" + path + "': " + last.group(1) + " is a value, it takes no [" + last.group(2) + "]");
        }
        List<EObject> having = owners.stream().filter(o -> o.eClass().getEStructuralFeature(last.group(1)) != null)
                .toList();
        if (having.isEmpty()) {
            throw noSuchFeature(owners.get(0).eClass(), last.group(1), path);
        }
        for (EObject owner : having) {
            EStructuralFeature feature = owner.eClass().getEStructuralFeature(last.group(1));
            if (!(feature instanceof EAttribute attribute) || attribute.isMany()) {
                throw new IllegalArgumentException("'" + path + "' is not a single value of the scenario ("
                        + feature.getName() + " is " + (feature.isMany() ? "a list" : "an element") + ")");
            }
            Object parsed;
            try {
                parsed = EcoreUtil.createFromString(attribute.getEAttributeType(), value);
            } catch (RuntimeException e) {
                throw new IllegalArgumentException("'" + value + "' is not a value of " + path + " ("
                        + attribute.getEType().getName() + ")");
            }
            owner.eSet(attribute, parsed);
        }
    }

    /** The elements one step of the path leads to from {@code owners}. */
    private static List<EObject> step(List<EObject> owners, String text, String path) {
        Matcher step = match(text, path);
        String name = step.group(1);
        String key = step.group(2);
        List<EObject> next = new ArrayList<>();
        for (EObject owner : owners) {
            EStructuralFeature feature = owner.eClass().getEStructuralFeature(name);
            if (feature == null) {
                throw noSuchFeature(owner.eClass(), name, path);
            }
            if (!(feature instanceof EReference reference)) {
                throw new IllegalArgumentException("'" + path + "': " + name + " is a value, not an element of the"
                        + " scenario");
            }
            if (reference.isMany()) {
                @SuppressWarnings("unchecked")
                List<EObject> elements = (List<EObject>) owner.eGet(reference);
                next.addAll(key == null ? elements : List.of(pick(elements, key, name, path)));
            } else if (key != null) {
                throw new IllegalArgumentException("'" + path + "': " + name + " is one element, it takes no [" + key + "]");
            } else {
                next.add(single(owner, reference, path));
            }
        }
        if (next.isEmpty()) {
            throw new IllegalArgumentException("'" + path + "': the scenario has no " + name);
        }
        return next;
    }

    private static EObject single(EObject owner, EReference reference, String path) {
        EObject child = (EObject) owner.eGet(reference);
        if (child != null) {
            return child;
        }
        if (!reference.isContainment() || reference.getEReferenceType().isAbstract()) {
            throw new IllegalArgumentException("'" + path + "': the scenario has no " + reference.getName());
        }
        EObject created = EcoreUtil.create(reference.getEReferenceType());
        owner.eSet(reference, created);
        return created;
    }

    /** The element of a list named by {@code key}: its index, or its name or id. */
    private static EObject pick(List<EObject> elements, String key, String list, String path) {
        if (key.chars().allMatch(Character::isDigit)) {
            int index = Integer.parseInt(key);
            if (index < elements.size()) {
                return elements.get(index);
            }
            throw new IllegalArgumentException("'" + path + "': " + list + " has " + elements.size()
                    + (elements.size() == 1 ? " element" : " elements") + ", no [" + key + "]");
        }
        List<String> names = new ArrayList<>();
        for (EObject element : elements) {
            String name = text(element, "name");
            if (key.equals(name) || key.equals(text(element, "id"))) {
                return element;
            }
            names.add(name);
        }
        throw new IllegalArgumentException("'" + path + "': " + list + " has no '" + key + "' (it has "
                + String.join(", ", names) + ")");
    }

    private static String text(EObject element, String featureName) {
        EStructuralFeature feature = element.eClass().getEStructuralFeature(featureName);
        return feature == null ? null : String.valueOf(element.eGet(feature));
    }

    private static Matcher match(String text, String path) {
        Matcher step = STEP.matcher(text);
        if (!step.matches()) {
            throw new IllegalArgumentException("'" + path + "': '" + text + "' is not a feature name (NAME or"
                    + " NAME[KEY])");
        }
        return step;
    }

    private static IllegalArgumentException noSuchFeature(EClass owner, String name, String path) {
        return new IllegalArgumentException("'" + path + "': " + owner.getName() + " has no " + name + " (it has "
                + String.join(", ", owner.getEAllStructuralFeatures().stream().map(EStructuralFeature::getName)
                .toList()) + ")");
    }
}
