package org.ccw.engine.trace;

/**
 * What an application task is doing, as XPVM's space-time view colours it: computing (its own code), inside the
 * communication library (sending, packing, polling that finds work), or waiting (blocked in a receive or for a free
 * buffer, nothing to do until a message comes); {@code EXITED} once it has finished.
 */
public enum TaskState {
    COMPUTING,
    IN_LIBRARY,
    WAITING,
    EXITED
}
