package org.ccw.engine.dvcm.module;

/** Runs on the execution unit when an application's command of the registered name is executed. */
@FunctionalInterface
public interface CommandHandler {
    void execute(Command command);
}
