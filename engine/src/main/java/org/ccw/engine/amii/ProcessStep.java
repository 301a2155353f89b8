package org.ccw.engine.amii;

/**
 * What an endpoint's process does next, in program order: a message to send ({@link Send}) or a stretch of the
 * program's own work ({@link Compute}), during which the processor is busy and does not poll — the delay the §4.1
 * microbenchmark puts before a poll to measure o_r, or an application's computation between its sends.
 */
sealed interface ProcessStep permits Send, ProcessStep.Compute {

    /** Takes the step's next stage; the step leaves the process's queue when it is done. */
    void advance();

    /**
     * The program's own work on the endpoint's processor: a number of cycles, known when it is queued or (for
     * memory-bound work, whose time depends on the other processors' use of the memory banks) when it starts.
     */
    final class Compute implements ProcessStep {
        private final EndpointProcess owner;
        private final String component;
        private final java.util.function.LongSupplier cycles;
        private final Runnable done;

        Compute(EndpointProcess owner, long cycles) {
            this(owner, "compute", () -> cycles, () -> { });
            if (cycles < 0) {
                throw new IllegalArgumentException("work takes >= 0 cycles, not " + cycles);
            }
        }

        /**
         * Work of {@code cycles} (read when it starts), booked under {@code component} ("compute", or "memcpy" for
         * memory-bound work); {@code done} runs when it is done.
         */
        Compute(EndpointProcess owner, String component, java.util.function.LongSupplier cycles, Runnable done) {
            this.owner = owner;
            this.component = component;
            this.cycles = cycles;
            this.done = done;
        }

        @Override
        public void advance() {
            owner.after(component, cycles.getAsLong(), c -> {
                owner.stepDone();
                done.run();
            });
        }
    }
}
