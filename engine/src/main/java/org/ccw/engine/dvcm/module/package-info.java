/**
 * The DVCM extension-module API (seed 001 §3), for writing a module of your own.
 *
 * <p>A module is a class implementing {@link org.ccw.engine.dvcm.module.ExtensionModule}. The framework makes one
 * instance per execution unit when the scenario loads it (a {@code DvcmConfig} module entry, by name, via
 * the DVCM's {@code ModuleCatalog}, or {@code Dvcm.load(factory)} from code) and calls
 * {@link org.ccw.engine.dvcm.module.ExtensionModule#init} with a
 * {@link org.ccw.engine.dvcm.module.ModuleContext}. In {@code init} the module registers:
 * <ul>
 *   <li><b>command handlers</b> ({@code context.onCommand(name, handler)}): run when a local application posts a
 *       {@link org.ccw.engine.dvcm.module.Command} of that name in shared memory, or when a remote application or
 *       another unit has this unit execute it (below);</li>
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
 *
 * <p><b>Remote commands</b> (§2: units "execute commands issued not only by local applications, but also by remote
 * applications and other execution units"). An application posts a command for another host's unit with
 * {@code process.postRemote(unit, name, destination, bytes, tag, then)}; a handler has another unit execute one
 * with {@code context.issue(unit, name, destination, bytes, tag)}. Either way the command travels as the
 * framework's own reliable control message ({@code dvcm-command}, costed like any other) and the handler
 * registered under {@code name} at the target runs exactly once, on the target's coprocessor, with
 * {@link org.ccw.engine.dvcm.module.Command#issuer()} the issuing host (its application's or its unit's); a name
 * no module there handles fails there as it would locally. A command has no reply: if the issuer needs one, the
 * handler sends a control message to the issuer's unit. A tally that any host can bump on any unit:
 * <pre>{@code
 * final class Tally implements ExtensionModule {
 *     private final Map<Integer, Integer> bumps = new TreeMap<>();   // by issuing host
 *     public String name() { return "tally"; }
 *     public void init(ModuleContext context) {
 *         context.onCommand("BUMP", c -> bumps.merge(c.issuer(), 1, Integer::sum));
 *         // one command from the local application bumps every other unit
 *         context.onCommand("BUMP_ALL", c -> context.units().stream().filter(u -> u != context.unit())
 *                 .forEach(u -> context.issue(u, "BUMP", -1, 0, c.tag())));
 *     }
 *     public void deactivate() { }
 * }
 * // an application bumps the unit of host 3:  process.postRemote(3, "BUMP", -1, 0, 0, () -> { });
 * }</pre>
 * The sender-coordination module ({@code org.ccw.engine.dvcm.coordination}) is the full example.
 */
package org.ccw.engine.dvcm.module;
