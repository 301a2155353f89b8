package org.ccw.engine.dvcm.module;

import org.ccw.engine.trace.Tracer;

import java.util.List;

/**
 * What the DVCM framework offers an {@link ExtensionModule} on one execution unit: handler registration, control
 * messages, the two timeout services, the heap, the default data service, the unit's cost accounting and what a
 * module needs to know about the network. Every handler runs on the unit's coprocessor, one at a time; the
 * framework charges its own work (dispatch, sending, timers) and a handler charges its own steps with
 * {@link #charge(double)}.
 */
public interface ModuleContext {

    /** The DVCM's name as a stack, in summaries and traces: the stack of the records a module makes. */
    String STACK = "dvcm";

    /** Node id of the host this unit sits in (units are named by their host). */
    int unit();

    /** Node ids of every unit of the DVCM, ascending (this one included). */
    List<Integer> units();

    /** Current virtual time in picoseconds. */
    long now();

    /** Registers the handler of application command {@code name}. */
    void onCommand(String name, CommandHandler handler);

    /**
     * Registers the handler of control messages of type {@code type}; {@code dvcm-command}, which carries remote
     * commands, is the framework's own.
     */
    void onControlMessage(String type, ControlMessageHandler handler);

    /** Sets a timeout of {@code delayPs} picoseconds under {@code service}; {@code name} labels it in the trace. */
    Timeout timeout(TimeoutService service, long delayPs, String name, TimeoutHandler handler);

    /** Sends a control message of {@code type} with {@code args} reliably to unit {@code unit}. */
    void send(int unit, String type, int... args);

    /**
     * Has unit {@code unit} execute command {@code name} for {@code bytes} to {@code destination} (seed 001 §2: units
     * execute commands of other units), as if one of its applications had posted it, except that its
     * {@link Command#issuer()} is this unit. The command travels as the framework's own reliable control message and
     * costs what sending one costs; the handler runs there exactly once, and a name no module there handles fails
     * there as it would locally.
     *
     * @throws IllegalArgumentException when {@code unit} is this unit (call the handler directly) or no unit
     */
    void issue(int unit, String name, int destination, int bytes, long tag);

    /** Charges {@code cycles} of the coprocessor for the handler's own work. */
    void charge(double cycles);

    /** The framework's heap for module state. */
    ModuleHeap heap();

    /** Sends a data message of {@code bytes} to host {@code destination} with the default, unreliable service. */
    Transmission transmit(int destination, int bytes, long tag);

    /**
     * Stages a data message: its DMA into NI memory starts now, but it goes onto the link only when its
     * {@link Transmission#start()} is called (e.g. once a token has come).
     */
    Transmission prepare(int destination, int bytes, long tag);

    /** Id of the link into host {@code destination} from the network (on a star: switch to destination). */
    int linkInto(int destination);

    /** Cells each output port of the switch in front of host {@code destination} buffers. */
    int portBufferCells(int destination);

    /** Time in picoseconds one cell takes on this unit's link. */
    long cellTimePs();

    /** This unit's NIC index within its host (the trace's component). */
    int component();

    /** The run's tracer, for records a module adds (token moves, its queues). */
    Tracer tracer();
}
