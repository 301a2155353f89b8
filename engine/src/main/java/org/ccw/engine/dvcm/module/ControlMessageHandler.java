package org.ccw.engine.dvcm.module;

/** Runs on the execution unit when a control message of the registered type arrives (exactly once, in order). */
@FunctionalInterface
public interface ControlMessageHandler {
    void receive(ControlMessage message);
}
