package org.ccw.labs;

import java.util.LinkedHashMap;
import java.util.Map;

import org.eclipse.emf.ecore.util.EcoreUtil;

import org.ccw.model.cluster.Scenario;
import org.ccw.model.edit.AttributePath;

/**
 * One student's variant of a lab: the seed their runs take and the scenario settings they get (the {@code variants:}
 * of the lab's folder pick it for a student id).
 *
 * @param seed     the run seed
 * @param settings scenario attribute paths (e.g. {@code faults.lossRate}) → the value each takes, as written
 */
public record Variant(long seed, Map<String, String> settings) {
    public Variant {
        settings = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(settings));
    }

    /** Sets {@code scenario}'s seed and every setting's attribute (a new scenario, so the file is untouched). */
    public Scenario applyTo(Scenario scenario) {
        Scenario copy = EcoreUtil.copy(scenario);
        copy.setSeed(seed);
        settings.forEach((path, value) -> AttributePath.set(copy, path, value));
        return copy;
    }

    /** E.g. {@code seed 417, faults.lossRate 0.002}. */
    public String describe() {
        StringBuilder text = new StringBuilder("seed ").append(seed);
        settings.forEach((path, value) -> text.append(", ").append(path).append(' ').append(value));
        return text.toString();
    }
}
