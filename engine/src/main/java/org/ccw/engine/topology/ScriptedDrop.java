package org.ccw.engine.topology;

/** "Drop the n-th cell on link X": {@code nth} counts from 1 over the cells that enter the link in either
 * direction. */
public record ScriptedDrop(int link, long nth) {
    public ScriptedDrop {
        if (nth < 1) {
            throw new IllegalArgumentException("scripted drop counts cells from 1: " + nth);
        }
    }
}
