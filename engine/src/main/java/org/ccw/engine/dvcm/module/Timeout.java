package org.ccw.engine.dvcm.module;

/** A pending timeout; {@link #cancel()} keeps its handler from running. */
public interface Timeout {
    /** Returns false when it has already expired or was cancelled. */
    boolean cancel();
}
