package org.ccw.labs;

import java.lang.reflect.Field;
import java.util.List;
import java.util.Map;

/**
 * What {@link LabsTest} holds a lab to: the metric names its JSON lists, in order, and the fingerprint of its trace
 * — or none, for a lab that measures this machine in real time (its figures vary from run to run). A stack keeps
 * its labs' pins beside its labs' tests, in a class {@code LabPins} of the lab's own package with a field
 * {@code static final Map<String, LabPin> PINS} (lab id → pin), so adding a stack's labs edits no shared test.
 */
public record LabPin(List<String> metrics, String fingerprint) {

    /** A simulated lab: same seed, same trace, pinned. */
    public static LabPin simulated(String fingerprint, List<String> metrics) {
        return new LabPin(List.copyOf(metrics), fingerprint);
    }

    /** A lab of real-time measurements on this machine: no fingerprint, no rerun for the same trace. */
    public static LabPin realTime(List<String> metrics) {
        return new LabPin(List.copyOf(metrics), null);
    }

    public boolean isRealTime() {
        return fingerprint == null;
    }

    /** The pin of {@code lab}, from the {@code LabPins} of its package; an error names what is missing. */
    static LabPin of(Lab lab) {
        String holder = lab.getClass().getPackageName() + ".LabPins";
        Map<?, ?> pins;
        try {
            Field field = Class.forName(holder).getDeclaredField("PINS");
            field.setAccessible(true); // package-private beside the stack's tests
            pins = (Map<?, ?>) field.get(null);
        } catch (ReflectiveOperationException | ClassCastException e) {
            throw new AssertionError("lab " + lab.id() + ": no pins in " + holder
                + " (a static final Map<String, LabPin> PINS beside the lab's tests)", e);
        }
        Object pin = pins.get(lab.id());
        if (pin == null) {
            throw new AssertionError("lab " + lab.id() + " has no pin in " + holder + ".PINS");
        }
        return (LabPin) pin;
    }
}
