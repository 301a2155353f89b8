package org.ccw.visualizer.editor;

import org.ccw.model.units.FeatureLabels;
import org.eclipse.emf.ecore.EStructuralFeature;

/**
 * Converts what a property editor hands over (text, or a number of another width) into the type a feature
 * holds, refusing what does not fit: a fraction for a whole-number feature, text that is not a number.
 */
public final class FeatureValues {

    private FeatureValues() {
    }

    /**
     * {@code value} as an instance of the feature's type.
     *
     * @throws IllegalArgumentException with a one-line reason naming the feature, when it does not convert
     */
    public static Object convert(EStructuralFeature feature, Object value) {
        Class<?> type = feature.getEType().getInstanceClass();
        if (value == null || type == null || type.isInstance(value)) {
            return value;
        }
        if (value instanceof String text && isNumeric(type)) {
            try {
                value = Double.valueOf(text.trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(FeatureLabels.of(feature) + ": \"" + text + "\" is not a number");
            }
        }
        if (value instanceof Number number) {
            double v = number.doubleValue();
            if (type == double.class || type == Double.class) {
                return v;
            }
            if (type == float.class || type == Float.class) {
                return (float) v;
            }
            if (v != Math.rint(v) || Double.isInfinite(v)) {
                throw new IllegalArgumentException(FeatureLabels.of(feature) + " " + number + " must be a whole number");
            }
            if (type == int.class || type == Integer.class) {
                if (v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) {
                    throw new IllegalArgumentException(FeatureLabels.of(feature) + " " + number + " does not fit a 32-bit integer");
                }
                return (int) v;
            }
            if (type == long.class || type == Long.class) {
                return (long) v;
            }
        }
        if ((type == boolean.class || type == Boolean.class) && value instanceof String text) {
            return Boolean.parseBoolean(text.trim());
        }
        if (type == String.class) {
            return value.toString();
        }
        return value;
    }

    /** True for the primitive and boxed number types a feature may hold. */
    public static boolean isNumeric(Class<?> type) {
        return type == int.class || type == long.class || type == double.class || type == float.class
            || type == short.class || Number.class.isAssignableFrom(type);
    }
}
