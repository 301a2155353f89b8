package org.ccw.engine.dvcm.module;

/**
 * The two DVCM timeout services, which trade accuracy for overhead (seed 001 §3). Both run the handler on the
 * execution unit; they differ in when and at what cost to the coprocessor.
 */
public enum TimeoutService {
    /**
     * Expires exactly after the delay: the unit programs its hardware timer and keeps a sorted list, which costs
     * the DVCM's {@code DvcmCosts.accurateTimeoutCycles()} to arm.
     */
    ACCURATE,
    /**
     * Expires at the first tick of the unit's main loop ({@code DvcmCosts.cheapTickPs()})
     * at or after the delay: arming only links the handler into a timing wheel
     * ({@code DvcmCosts.cheapTimeoutCycles()}), but it may fire up to one tick late.
     */
    CHEAP;

    /** When a timeout armed at {@code nowPs} for {@code delayPs} expires under this service, in picoseconds. */
    public long expiryPs(long nowPs, long delayPs, long tickPs) {
        long exact = nowPs + delayPs;
        if (this == ACCURATE) {
            return exact;
        }
        return Math.floorDiv(exact + tickPs - 1, tickPs) * tickPs;
    }
}
