package org.ccw.engine.realtime;

import org.ccw.engine.kernel.SimulationKernel;
import org.ccw.engine.kernel.Time;

/**
 * Runs a {@link SimulationKernel} paced against a wall clock, at a given number of simulated microseconds per
 * wall-clock second, for animation. The kernel itself never sees the clock: this runner only decides how far
 * {@link SimulationKernel#runUntil(long)} may go and sleeps in between, so a paced run executes exactly the
 * events, in exactly the order, of an unpaced one.
 *
 * <p>Call {@link #runUntil(long)} on a worker thread; {@link #rate(double)} and {@link #requestStop()} may be
 * called from any other thread (a speed slider, a pause button) and take effect within one frame.
 */
public final class PacedRunner {

    /** The wall clock, behind an interface so pacing can be tested without waiting. */
    public interface WallClock {
        /** Monotonic wall time in nanoseconds. */
        long nanoTime();

        /** Sleeps for about {@code nanos} nanoseconds. */
        void sleepNanos(long nanos) throws InterruptedException;

        /** The system's monotonic clock. */
        static WallClock system() {
            return new WallClock() {
                @Override
                public long nanoTime() {
                    return System.nanoTime();
                }

                @Override
                public void sleepNanos(long nanos) throws InterruptedException {
                    Thread.sleep(nanos / 1_000_000, (int) (nanos % 1_000_000));
                }
            };
        }
    }

    /** Why {@link #runUntil(long)} returned. */
    public enum Outcome {
        /** Simulated time reached the requested limit. */
        REACHED_LIMIT,
        /** No event was left to run. */
        NO_EVENTS_LEFT,
        /** {@link #requestStop()} was called, or an event stopped the kernel. */
        STOPPED
    }

    /** Longest sleep in wall nanoseconds between checks for a new rate or a stop request (one 60 Hz frame). */
    public static final long FRAME_NANOS = 16_666_667L;

    private final SimulationKernel kernel;
    private final WallClock clock;
    private volatile double simMicrosPerWallSecond;
    private volatile boolean stopRequested;

    /** A runner on the system clock. */
    public PacedRunner(SimulationKernel kernel, double simMicrosPerWallSecond) {
        this(kernel, simMicrosPerWallSecond, WallClock.system());
    }

    public PacedRunner(SimulationKernel kernel, double simMicrosPerWallSecond, WallClock clock) {
        this.kernel = kernel;
        this.clock = clock;
        rate(simMicrosPerWallSecond);
    }

    /** Sets the pace in simulated microseconds per wall-clock second (positive). */
    public void rate(double simMicrosPerWallSecond) {
        if (!(simMicrosPerWallSecond > 0) || Double.isInfinite(simMicrosPerWallSecond)) {
            throw new IllegalArgumentException("pace must be a positive number of simulated µs per wall second: "
                    + simMicrosPerWallSecond);
        }
        this.simMicrosPerWallSecond = simMicrosPerWallSecond;
    }

    /** The pace in simulated microseconds per wall-clock second. */
    public double rate() {
        return simMicrosPerWallSecond;
    }

    /** Makes a running {@link #runUntil(long)} return within one frame. */
    public void requestStop() {
        stopRequested = true;
    }

    /**
     * Runs the kernel until simulated time {@code limitPs}, keeping simulated time at most
     * {@link #rate()} × elapsed wall time ahead of where it started (it falls behind when the events take longer
     * than the pace allows).
     */
    public Outcome runUntil(long limitPs) throws InterruptedException {
        stopRequested = false;
        double rate = simMicrosPerWallSecond;
        long anchorWall = clock.nanoTime();
        long anchorSim = kernel.now();
        while (true) {
            double psPerWallNano = rate * Time.PS_PER_US / 1e9;
            double allowedPs = (clock.nanoTime() - anchorWall) * psPerWallNano;
            long target = allowedPs >= limitPs - anchorSim ? limitPs : anchorSim + (long) allowedPs;
            kernel.runUntil(target);
            if (stopRequested || kernel.wasStopped()) {
                return Outcome.STOPPED;
            }
            if (target >= limitPs) {
                return Outcome.REACHED_LIMIT;
            }
            if (rate != simMicrosPerWallSecond) {
                // re-anchor so a new pace applies from now on, without a jump
                rate = simMicrosPerWallSecond;
                anchorWall = clock.nanoTime();
                anchorSim = kernel.now();
                continue;
            }
            long next = kernel.nextEventTime();
            if (next == Long.MAX_VALUE) {
                return Outcome.NO_EVENTS_LEFT;
            }
            long wallUntilNext = (long) Math.ceil((Math.min(next, limitPs) - kernel.now()) / psPerWallNano);
            clock.sleepNanos(Math.max(1, Math.min(FRAME_NANOS, wallUntilNext)));
        }
    }
}
