package org.ccw.labs.ssam;

import org.ccw.engine.kernel.RandomStream;
import org.ccw.engine.run.PermutationPlan;

/**
 * The two permutation phases {@code ssam-contention} compares (seed 000 §2.1), each a factory of its plan with
 * {@code hosts - 1} blocks per host, so both move the same bytes.
 */
enum PermutationPattern {
    /** The contention-free schedule: in phase k host p sends to (p + k) mod n, one sender per destination. */
    CYCLIC_SHIFT("cyclic_shift", "cyclic shift") {
        @Override
        PermutationPlan plan(int hosts, RandomStream keys) {
            return PermutationPlan.cyclicShift(hosts, hosts - 1);
        }
    },
    /**
     * The parallel sort's case: each block goes where its random key's digit says, so hosts converge on a
     * destination at the same time, as "highly dynamic" patterns that "depend to a large degree on the input
     * data" do.
     */
    DATA_DEPENDENT("data_dependent", "data-dependent (sort)") {
        @Override
        PermutationPlan plan(int hosts, RandomStream keys) {
            return PermutationPlan.dataDependent(hosts, hosts - 1, keys);
        }
    };

    /** In metric names, e.g. {@code cell_loss_rate_data_dependent_8h_w4}. */
    final String tag;
    /** In series names and check details. */
    final String label;

    PermutationPattern(String tag, String label) {
        this.tag = tag;
        this.label = label;
    }

    /** This pattern's plan for {@code hosts} hosts; {@code keys} is drawn from only by the data-dependent one. */
    abstract PermutationPlan plan(int hosts, RandomStream keys);
}
