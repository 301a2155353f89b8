package org.ccw.labs;

/**
 * How to run a lab.
 *
 * @param seed     the run seed of the lab's scenarios (the pinned fingerprints are for {@link #defaults()})
 * @param progress told as a lab's sweep points finish (the CLI prints it on a terminal, the GUI shows a bar)
 */
public record LabOptions(long seed, Sweep.Progress progress) {

    public LabOptions {
        progress = progress == null ? Sweep.Progress.NONE : progress;
    }

    /** Options with {@code seed} and no progress reports. */
    public LabOptions(long seed) {
        this(seed, Sweep.Progress.NONE);
    }

    /** The seed every lab's pinned fingerprint was taken with. */
    public static LabOptions defaults() {
        return new LabOptions(1);
    }

    /** The same options, reporting sweep progress to {@code listener}. */
    public LabOptions withProgress(Sweep.Progress listener) {
        return new LabOptions(seed, listener);
    }
}
