package org.ccw.engine.dvcm;

import org.ccw.engine.dvcm.module.Command;
import org.ccw.engine.dvcm.module.CommandHandler;
import org.ccw.engine.dvcm.module.ControlMessage;
import org.ccw.engine.dvcm.module.ControlMessageHandler;
import org.ccw.engine.dvcm.module.ModuleContext;
import org.ccw.engine.dvcm.module.ModuleHeap;
import org.ccw.engine.dvcm.module.Timeout;
import org.ccw.engine.dvcm.module.TimeoutHandler;
import org.ccw.engine.dvcm.module.TimeoutService;
import org.ccw.engine.dvcm.module.Transmission;
import org.ccw.engine.trace.Tracer;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The framework as one module sees it on one unit. It remembers what the module registered, and which of its
 * timeouts are pending, so that deactivation removes exactly that and none of the module's handlers runs after it.
 */
final class UnitContext implements ModuleContext {
    private final ExecutionUnit unit;
    private final ModuleHeap heap;
    /** What the module's charges are booked under in a cost ledger: {@code module.NAME}. */
    private final String cost;
    private final List<String> commands = new ArrayList<>();
    private final List<String> messages = new ArrayList<>();
    private final Set<Timeout> pending = new LinkedHashSet<>();

    UnitContext(ExecutionUnit unit, ModuleHeap heap, String module) {
        this.cost = "module." + module;
        this.unit = unit;
        this.heap = heap;
    }

    @Override
    public int unit() {
        return unit.node();
    }

    @Override
    public List<Integer> units() {
        return unit.dvcm().unitNodes();
    }

    @Override
    public long now() {
        return unit.scheduler().now();
    }

    @Override
    public void onCommand(String name, CommandHandler handler) {
        // a remote command travels as its name's hash: two names of one unit may not share one
        unit.commandHandlers.keySet().stream().filter(n -> !n.equals(name) && n.hashCode() == name.hashCode())
                .findFirst().ifPresent(other -> {
                    throw new IllegalStateException("unit " + unit.node() + ": command " + name + " would travel as "
                            + "the same opcode as command " + other + "; name it otherwise");
                });
        if (unit.commandHandlers.putIfAbsent(name, handler) != null) {
            throw new IllegalStateException("unit " + unit.node() + ": command " + name + " is already handled");
        }
        commands.add(name);
    }

    @Override
    public void onControlMessage(String type, ControlMessageHandler handler) {
        if (type.equals(Dvcm.REMOTE_COMMAND)) {
            throw new IllegalArgumentException("unit " + unit.node() + ": control message " + type
                    + " is the framework's own");
        }
        if (unit.controlHandlers.putIfAbsent(type, handler) != null) {
            throw new IllegalStateException("unit " + unit.node() + ": control message " + type
                    + " is already handled");
        }
        messages.add(type);
    }

    @Override
    public Timeout timeout(TimeoutService service, long delayPs, String name, TimeoutHandler handler) {
        Timeout[] armed = new Timeout[1];
        armed[0] = unit.timeout(service, delayPs, name, () -> {
            pending.remove(armed[0]);
            handler.expired();
        });
        pending.add(armed[0]);
        return () -> {
            pending.remove(armed[0]);
            return armed[0].cancel();
        };
    }

    @Override
    public void send(int to, String type, int... args) {
        unit.sendControl(to, new ControlMessage(type, unit.node(), args));
    }

    @Override
    public void issue(int to, String name, int destination, int bytes, long tag) {
        if (to == unit.node()) {
            throw new IllegalArgumentException("unit " + to + " issues command " + name
                    + " to itself; a module calls its own handler directly");
        }
        unit.forward(to, new Command(name, unit.node(), destination, bytes, tag));
    }

    @Override
    public void charge(double cycles) {
        unit.charge(cost, cycles);
    }

    @Override
    public ModuleHeap heap() {
        return heap;
    }

    @Override
    public Transmission transmit(int destination, int bytes, long tag) {
        return unit.transmit(destination, bytes, tag);
    }

    @Override
    public Transmission prepare(int destination, int bytes, long tag) {
        return unit.prepare(destination, bytes, tag);
    }

    @Override
    public int linkInto(int destination) {
        return unit.dvcm().linkInto(destination);
    }

    @Override
    public int portBufferCells(int destination) {
        return unit.dvcm().portBufferCells(destination);
    }

    @Override
    public long cellTimePs() {
        return unit.cellTimePs();
    }

    @Override
    public int component() {
        return unit.component();
    }

    @Override
    public Tracer tracer() {
        return unit.tracer();
    }

    /** Removes the module's handlers and cancels its pending timeouts (deactivation). */
    void unregister() {
        commands.forEach(unit.commandHandlers::remove);
        messages.forEach(unit.controlHandlers::remove);
        pending.forEach(Timeout::cancel);
        pending.clear();
    }
}
