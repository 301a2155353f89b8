package org.ccw.model.provenance;

import java.util.Objects;

/**
 * One component cost a simulation charges, with its {@link Source}: what {@code workbench lab inputs ID} lists.
 *
 * @param name   a stable dotted name, owner first, e.g. {@code e5000.cas_cycles} or {@code pvmam.udp.send_cycles}
 * @param value  the value in {@code unit}
 * @param unit   e.g. {@code cycles}, {@code ns}, {@code MB/s}
 * @param source where the value comes from
 */
public record Input(String name, double value, String unit, Source source) {

    public Input {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(unit, "unit");
        Objects.requireNonNull(source, "source of " + name);
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException(name + " is not a finite value: " + value);
        }
    }
}
