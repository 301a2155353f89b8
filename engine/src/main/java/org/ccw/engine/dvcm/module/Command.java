package org.ccw.engine.dvcm.module;

/**
 * A DVCM command as an application writes it into its execution unit's command queue in shared memory (seed 001
 * §2, §3): the command's name (e.g. {@code SEND}, {@code SEND_WITH_FLOW_CONTROL}), the destination host's node id
 * (or -1 when the command has none), a message length and the application's own tag for it. A command runs on the
 * unit of the issuer's host, or, posted for another unit, on that one (a remote command; seed 001 §2).
 *
 * @param name        command name a handler is registered under
 * @param issuer      node id of the host whose application issued it, or of the unit whose module issued it (a
 *                    remote command, {@link ModuleContext#issue}); units are named by their host
 * @param destination node id of the destination host, or -1
 * @param bytes       user bytes the command concerns (message length), >= 0
 * @param tag         the application's label, handed back with the delivery
 */
public record Command(String name, int issuer, int destination, int bytes, long tag) {
    public Command {
        if (name == null || name.isEmpty()) {
            throw new IllegalArgumentException("a command needs a name");
        }
        if (bytes < 0) {
            throw new IllegalArgumentException("command " + name + ": negative length " + bytes);
        }
    }
}
