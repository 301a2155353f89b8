/**
 * The DVCM extension-module API (seed 001 §3), for writing a module of your own.
 *
 * <p>A module is a class implementing {@link org.ccw.engine.dvcm.module.ExtensionModule}. The framework makes one
 * instance per execution unit when the scenario loads it (a {@code DvcmConfig} module entry, by name, via
 * {@code org.ccw.engine.dvcm.ModuleCatalog}, or {@code Dvcm.load(factory)} from code) and calls
 * {@link org.ccw.engine.dvcm.module.ExtensionModule#init} with a
 * {@link org.ccw.engine.dvcm.module.ModuleContext}. In {@code init} the module registers:
 * <ul>
 *   <li><b>command handlers</b> ({@code context.onCommand(name, handler)}): run when a local application posts a
 *       {@link org.ccw.engine.dvcm.module.Command} of that name in shared memory;</li>
 *   <li><b>control-message handlers</b> ({@code context.onControlMessage(type, handler)}): run when another unit's
 *       {@code context.send(unit, type, args...)} arrives, exactly once and in order (the framework's sliding
 *       window makes control messages reliable); a {@link org.ccw.engine.dvcm.module.ControlMessage} carries at
 *       most 21 int parameters, so it stays under 100 bytes;</li>
 *   <li><b>timeout handlers</b> ({@code context.timeout(service, delayPs, name, handler)}) under one of the two
 *       {@link org.ccw.engine.dvcm.module.TimeoutService}s: {@code ACCURATE} (exact, dearer to arm) or {@code CHEAP}
 *       (rounded up to the main loop's tick, nearly free); cancel with the returned
 *       {@link org.ccw.engine.dvcm.module.Timeout}.</li>
 * </ul>
 * State lives in the module's fields ("static" state) and is accounted against the framework's
 * {@link org.ccw.engine.dvcm.module.ModuleHeap} ({@code context.heap().allocate(bytes)}) when it grows at run
 * time. A handler charges its own work with {@code context.charge(cycles)} (coprocessor cycles); the framework
 * charges dispatch, sending and timers itself. Data goes with the default zero-copy, unreliable service:
 * {@code context.transmit(dest, bytes, tag)} or {@code prepare(...)} then
 * {@link org.ccw.engine.dvcm.module.Transmission#start()}, with progress callbacks
 * ({@code whenCellsLeft}, {@code whenEnded}). {@link org.ccw.engine.dvcm.module.ExtensionModule#deactivate} runs
 * at the end, after the framework has removed the module's handlers.
 *
 * <p>A minimal module, a ping between units:
 * <pre>{@code
 * final class Ping implements ExtensionModule {
 *     private ModuleContext unit;
 *     public String name() { return "ping"; }
 *     public void init(ModuleContext context) {
 *         unit = context;
 *         context.onCommand("PING", c -> unit.send(c.destination(), "PING", unit.unit()));
 *         context.onControlMessage("PING", m -> unit.send(m.source(), "PONG"));
 *         context.onControlMessage("PONG", m -> { });   // record the round trip here
 *     }
 *     public void deactivate() { }
 * }
 * }</pre>
 * The sender-coordination module ({@code org.ccw.engine.dvcm.coordination}) is the full example.
 */
package org.ccw.engine.dvcm.module;
