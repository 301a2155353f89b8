package org.ccw.engine.dvcm.module;

/** Runs on the execution unit when a timeout set through {@link ModuleContext#timeout} expires. */
@FunctionalInterface
public interface TimeoutHandler {
    void expired();
}
