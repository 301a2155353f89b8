package org.ccw.engine.bench;

/**
 * The classic hold model for pending-event sets: a fixed number of events is pending; running one schedules
 * exactly one successor at now + a random delay, so the set keeps its size while time moves on.
 */
public interface HoldModel {

    /** Mean hold in picoseconds (1 µs: the order of a cell time on the papers' networks). */
    long MEAN_HOLD_PS = 1_000_000L;

    /** Runs exactly {@code events} events. */
    void runEvents(long events);

    /** Simulated time in picoseconds of the last event run. */
    long nowPs();

    /** Events pending now (the model keeps this at its initial size). */
    int pending();
}
