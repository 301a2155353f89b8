package org.ccw.engine.dvcm.module;

/**
 * An extension of the DVCM "backplane" (seed 001 §3): one instance per execution unit, made by the framework when
 * the scenario loads the module. {@link #init} registers its command, control-message and timeout handlers and
 * allocates its state; {@link #deactivate} is called when the module is unloaded (at the end of a run), after
 * which none of its handlers runs again.
 */
public interface ExtensionModule {

    /** The name the scenario loads it by, e.g. {@code sender-coordination}. */
    String name();

    /** The initialization procedure: register handlers, set initial timeouts, allocate state. */
    void init(ModuleContext context);

    /** The deactivation procedure: release state; the framework has already removed the handlers. */
    void deactivate();
}
