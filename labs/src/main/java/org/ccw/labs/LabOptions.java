package org.ccw.labs;

/**
 * How to run a lab.
 *
 * @param seed the run seed of the lab's scenarios (the pinned fingerprints are for {@link #defaults()})
 */
public record LabOptions(long seed) {

    /** The seed every lab's pinned fingerprint was taken with. */
    public static LabOptions defaults() {
        return new LabOptions(1);
    }
}
