package org.ccw.engine.run;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.ccw.engine.trace.TraceSink;

/**
 * What every run of a scenario is told, whichever way it runs ({@link HeadlessRun} simulated, {@link RealTimeRun}
 * over sockets, {@link SharedMemoryPeerRun} over mapped memory): a seed in place of the scenario's, a time limit
 * (virtual time for a simulated run, wall-clock time for a real one), and, for a run that traces, a trace file, more
 * sinks and a condition that ends it early. Each run builder adds only what is its own.
 *
 * @param <R> the run builder, so that each setter returns it
 */
public abstract class RunOptions<R extends RunOptions<R>> {
    private Long seed;
    private Long untilPs;

    RunOptions() {
    }

    @SuppressWarnings("unchecked")
    private R self() {
        return (R) this;
    }

    /** Overrides the scenario's seed (it seeds the fault streams and every random choice of the run). */
    public R seed(long newSeed) {
        this.seed = newSeed;
        return self();
    }

    /** The run's time limit in picoseconds: of virtual time when simulated, of wall-clock time when real. */
    public R until(long limitPs) {
        this.untilPs = limitPs;
        return self();
    }

    /** The seed given, if any; else the run uses its scenario's. */
    final Long seedOverride() {
        return seed;
    }

    /** The time limit given, or {@code otherwise}. */
    final long untilPs(long otherwise) {
        return untilPs != null ? untilPs : otherwise;
    }

    final Long untilOverride() {
        return untilPs;
    }

    /** Options of a run that writes a trace: where else it goes, and when the run ends early. */
    public abstract static class Traced<R extends Traced<R>> extends RunOptions<R> {
        private Path traceFile;
        private final List<TraceSink> sinks = new ArrayList<>();
        private BooleanSupplier stopRequested = () -> false;

        Traced() {
        }

        @SuppressWarnings("unchecked")
        private R traced() {
            return (R) this;
        }

        /** Also writes the trace to {@code file} as JSON Lines. */
        public R traceFile(Path file) {
            this.traceFile = file;
            return traced();
        }

        /**
         * Also hands every record to {@code sink} as it is made (a view's {@link org.ccw.engine.trace.TraceLog}),
         * from the thread that makes it.
         */
        public R sink(TraceSink sink) {
            sinks.add(sink);
            return traced();
        }

        /**
         * Ends the run early once {@code condition} turns true (checked as records are made, or while a real run
         * waits): how a view or a user stops a run it started on another thread.
         */
        public R stopWhen(BooleanSupplier condition) {
            this.stopRequested = condition;
            return traced();
        }

        final Path traceFile() {
            return traceFile;
        }

        final List<TraceSink> sinks() {
            return List.copyOf(sinks);
        }

        final BooleanSupplier stopRequested() {
            return stopRequested;
        }
    }
}
