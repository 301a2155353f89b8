package org.ccw.engine.topology;

/**
 * "Hold the n-th cell on link X back by d": the cell still arrives, {@code delayPs} picoseconds late, so later
 * cells may overtake it. {@code nth} counts from 1 over the cells that enter the link in either direction, like
 * {@link ScriptedDrop}; the animation's what-if re-runs a scenario with one of these added.
 *
 * @param delayPs extra time on the wire in picoseconds, > 0
 */
public record ScriptedDelay(int link, long nth, long delayPs) {
    public ScriptedDelay {
        if (nth < 1) {
            throw new IllegalArgumentException("scripted delay counts cells from 1: " + nth);
        }
        if (delayPs <= 0) {
            throw new IllegalArgumentException("scripted delay must be > 0 ps: " + delayPs);
        }
    }
}
