package org.ccw.model.units;

import java.util.Optional;

import org.eclipse.emf.ecore.EAnnotation;
import org.eclipse.emf.ecore.EStructuralFeature;

/**
 * The unit, range and description of one model feature, as declared once in {@code cluster.ecore} by an
 * EAnnotation with source {@value #SOURCE}. Validation reads it now; property sheets and CLI flags read the same
 * declaration, so a limit is never written twice.
 *
 * @param feature     the feature the declaration belongs to
 * @param unit        unit symbol as shown to users (e.g. {@code MHz}, {@code ns}, {@code cells}); empty for a count
 * @param min         smallest allowed value, inclusive; {@link Double#NEGATIVE_INFINITY} when unbounded
 * @param max         largest allowed value, inclusive; {@link Double#POSITIVE_INFINITY} when unbounded
 * @param description one sentence saying what the value means
 * @param atMost      the name of a sibling feature this value may not exceed (a lower bound of a pair, e.g. a
 *                    minimum poll ratio below its maximum); empty when none
 */
public record FeatureSpec(EStructuralFeature feature, String unit, double min, double max, String description,
                          Optional<String> atMost) {

    /** Annotation source of unit and range declarations in the metamodel. */
    public static final String SOURCE = "http://www.ccw.org/cluster/units";

    /** The declaration on {@code feature}, or empty when the feature declares no unit or range. */
    public static Optional<FeatureSpec> of(EStructuralFeature feature) {
        EAnnotation annotation = feature.getEAnnotation(SOURCE);
        if (annotation == null) {
            return Optional.empty();
        }
        return Optional.of(new FeatureSpec(feature,
                annotation.getDetails().get("unit") == null ? "" : annotation.getDetails().get("unit"),
                bound(annotation.getDetails().get("min"), Double.NEGATIVE_INFINITY),
                bound(annotation.getDetails().get("max"), Double.POSITIVE_INFINITY),
                annotation.getDetails().get("description") == null ? "" : annotation.getDetails().get("description"),
                Optional.ofNullable(annotation.getDetails().get("atMost"))));
    }

    /** True when {@code value} (a number) lies within {@code [min, max]}; NaN never does. */
    public boolean accepts(Number value) {
        double v = value.doubleValue();
        return v >= min && v <= max;
    }

    /**
     * Why {@code value} is out of range, naming the feature, the limit and the unit — e.g.
     * {@code "clockMHz = -60 MHz is below the minimum of 1 MHz"} — or empty when it is within range.
     */
    public Optional<String> violation(Number value) {
        return violation(value, feature.getName() + " =");
    }

    /**
     * {@link #violation(Number)} for a person editing the value: the feature by its readable name ({@link
     * FeatureLabels}), e.g. {@code "Clock 5000 MHz is above the maximum of 1000 MHz"}.
     */
    public Optional<String> violationAsShown(Number value) {
        return violation(value, FeatureLabels.of(feature));
    }

    private Optional<String> violation(Number value, String name) {
        if (accepts(value)) {
            return Optional.empty();
        }
        String shown = name + " " + withUnit(value);
        if (Double.isNaN(value.doubleValue())) {
            return Optional.of(shown + " is not a number; allowed range is " + rangeText());
        }
        return Optional.of(value.doubleValue() < min
                ? shown + " is below the minimum of " + withUnit(min)
                : shown + " is above the maximum of " + withUnit(max));
    }

    /** The allowed range as users read it, e.g. {@code "1 .. 10000 MHz"} or {@code "≥ 0 ps"}. */
    public String rangeText() {
        String suffix = unit.isEmpty() ? "" : " " + unit;
        if (min == Double.NEGATIVE_INFINITY && max == Double.POSITIVE_INFINITY) {
            return "any value" + suffix;
        }
        if (max == Double.POSITIVE_INFINITY) {
            return "≥ " + number(min) + suffix;
        }
        if (min == Double.NEGATIVE_INFINITY) {
            return "≤ " + number(max) + suffix;
        }
        return number(min) + " .. " + number(max) + suffix;
    }

    private String withUnit(Number value) {
        return unit.isEmpty() ? number(value) : number(value) + " " + unit;
    }

    /** Integers without a trailing ".0", so messages read like the model's own literals. */
    private static String number(Number value) {
        double v = value.doubleValue();
        if (v == Math.rint(v) && !Double.isInfinite(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        return Double.toString(v);
    }

    private static double bound(String literal, double unbounded) {
        return literal == null || literal.isBlank() ? unbounded : Double.parseDouble(literal);
    }
}
