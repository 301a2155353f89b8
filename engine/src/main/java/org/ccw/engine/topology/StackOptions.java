package org.ccw.engine.topology;

import org.ccw.model.cluster.StackConfig;

/**
 * A job's stack configuration as the engine runs it: an immutable record of the stack's own (its {@code Options}
 * record). The topology carries it so that a stack reads its options as it reads the hardware, from the run's
 * immutable copy of the scenario, never from EMF objects.
 */
public interface StackOptions {

    /**
     * Copies a stack's model configuration into its options. A registered stack (a
     * {@link org.ccw.model.validation.StackRules} service) that is also a reader is asked by
     * {@link TopologyBuilder} for the options of the jobs it runs, so any registered stack's configuration is
     * imported without naming it.
     */
    interface Reader {
        /**
         * The options of {@code config}.
         *
         * @throws IllegalArgumentException when a value is out of the stack's range (the message names it)
         */
        StackOptions read(StackConfig config);
    }
}
