package org.ccw.labs;

/**
 * How to run a lab.
 *
 * @param seed     the run seed of the lab's scenarios (the pinned fingerprints are for {@link #defaults()})
 * @param progress told as a lab's sweep points finish (the CLI prints it on a terminal, the GUI shows a bar)
 * @param ledger   whether the lab records its runs' named charges and returns a cost ledger per figure
 *                 ({@code lab run --ledger}); the runs' traces then also carry {@code CostCharged} records, so
 *                 their fingerprint is not the pinned one
 */
public record LabOptions(long seed, Sweep.Progress progress, boolean ledger) {

    public LabOptions {
        progress = progress == null ? Sweep.Progress.NONE : progress;
    }

    /** Options with {@code seed}, reporting progress to {@code progress}, without a cost ledger. */
    public LabOptions(long seed, Sweep.Progress progress) {
        this(seed, progress, false);
    }

    /** Options with {@code seed} and no progress reports. */
    public LabOptions(long seed) {
        this(seed, Sweep.Progress.NONE);
    }

    /** The same options, with a cost ledger per figure. */
    public LabOptions withLedger() {
        return new LabOptions(seed, progress, true);
    }

    /** The seed every lab's pinned fingerprint was taken with. */
    public static LabOptions defaults() {
        return new LabOptions(1);
    }

    /** The same options, reporting sweep progress to {@code listener}. */
    public LabOptions withProgress(Sweep.Progress listener) {
        return new LabOptions(seed, listener, ledger);
    }
}
