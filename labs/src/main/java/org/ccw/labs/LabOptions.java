package org.ccw.labs;

import java.util.Objects;
import java.util.Optional;

/**
 * How to run a lab.
 *
 * @param seed     the run seed of the lab's scenarios (the pinned fingerprints are for {@link #defaults()})
 * @param progress told as a lab's sweep points finish (the CLI prints it on a terminal, the GUI shows a bar)
 * @param ledger   whether the lab records its runs' named charges and returns a cost ledger per figure
 *                 ({@code lab run --ledger}); the runs' traces then also carry {@code CostCharged} records, so
 *                 their fingerprint is not the pinned one
 * @param variant  a student's variant ({@code variants:} in the lab's folder): its seed is {@code seed}, and a lab
 *                 without Java sets its scenario's attributes from it; empty for the lab as pinned
 */
public record LabOptions(long seed, Sweep.Progress progress, boolean ledger, Optional<Variant> variant) {

    public LabOptions {
        progress = progress == null ? Sweep.Progress.NONE : progress;
        Objects.requireNonNull(variant);
    }

    /** Options with {@code seed}, reporting progress to {@code progress}, with a cost ledger or not. */
    public LabOptions(long seed, Sweep.Progress progress, boolean ledger) {
        this(seed, progress, ledger, Optional.empty());
    }

    /** Options with {@code seed}, reporting progress to {@code progress}, without a cost ledger. */
    public LabOptions(long seed, Sweep.Progress progress) {
        this(seed, progress, false);
    }

    /** Options for a student's {@code variant}: its seed, its scenario settings. */
    public static LabOptions of(Variant variant) {
        return new LabOptions(variant.seed(), Sweep.Progress.NONE, false, Optional.of(variant));
    }

    /** Options with {@code seed} and no progress reports. */
    public LabOptions(long seed) {
        this(seed, Sweep.Progress.NONE);
    }

    /** The same options, with a cost ledger per figure. */
    public LabOptions withLedger() {
        return new LabOptions(seed, progress, true, variant);
    }

    /** The seed every lab's pinned fingerprint was taken with. */
    public static LabOptions defaults() {
        return new LabOptions(1);
    }

    /** The same options, reporting sweep progress to {@code listener}. */
    public LabOptions withProgress(Sweep.Progress listener) {
        return new LabOptions(seed, listener, ledger, variant);
    }
}
