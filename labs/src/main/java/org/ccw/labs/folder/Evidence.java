package org.ccw.labs.folder;

import java.util.function.Supplier;

import org.ccw.labs.LabResult;
import org.ccw.labs.Metric;
import org.ccw.labs.measure.RunTrace;

/**
 * What a lab's questions are checked against: the lab's measured figures ({@code lab run}'s metrics) and the trace
 * of its scenario's run. Each is made only when a question needs it, once: a choice question runs nothing.
 */
public interface Evidence {

    /**
     * The lab's metric called {@code name}.
     *
     * @throws IllegalArgumentException when the lab has no such metric
     */
    Metric metric(String name);

    /** The lab's measured result, its figures and checks (run on first use). */
    LabResult result();

    /** The trace of the lab's scenario's run, with its node names. */
    RunTrace trace();

    /**
     * Evidence from a lab run and a scenario run, each made on first use and kept: the window passes the trace of
     * the run it shows, so an event the student selects there is the one the question checks.
     */
    static Evidence of(Supplier<LabResult> result, Supplier<RunTrace> trace) {
        return new Evidence() {
            private LabResult measured;
            private RunTrace run;

            @Override
            public synchronized Metric metric(String name) {
                return result().metric(name);
            }

            @Override
            public synchronized LabResult result() {
                if (measured == null) {
                    measured = result.get();
                }
                return measured;
            }

            @Override
            public synchronized RunTrace trace() {
                if (run == null) {
                    run = trace.get();
                }
                return run;
            }
        };
    }
}
