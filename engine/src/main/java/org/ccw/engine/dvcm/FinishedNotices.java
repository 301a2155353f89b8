package org.ccw.engine.dvcm;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;

import org.ccw.engine.dvcm.module.ControlMessage;
import org.ccw.engine.kernel.Time;

/**
 * How each host of a real run tells that the job is over from what its own unit knows, whether the other hosts
 * are in this OS process or in others ({@code workbench peer}): the execution units say so to one another in
 * control messages, reliable as every control message is (seed 001 §2). Once a process has played its part of the
 * workload and its unit is idle — every data message it sent acknowledged ({@link ReliableData}), every command
 * executed — its unit sends {@value #FINISHED} to every other unit of the job. The process is complete when its
 * unit's notices are acknowledged, it owes no acknowledgment, and a notice has come from every other unit: then no
 * unit will ask it for anything more (a unit asks for a token only while it has messages to send, and has said
 * it finished only after its last one was acknowledged).
 */
final class FinishedNotices {
    /** The framework's control message that says its source's process has played its part. */
    static final String FINISHED = "dvcm-finished";
    /** How often a process checks whether it has played its part, wall-clock picoseconds: 5 ms. */
    private static final long CHECK_PS = 5 * Time.PS_PER_MS;

    private final List<Integer> units;

    /** One process's unit: whether it has said it finished, and which units it has heard it from. */
    private static final class Watch {
        final Set<Integer> heardFrom = new TreeSet<>();
        boolean announced;
    }

    /** @param units node ids of every unit of the job, in this OS process or not */
    FinishedNotices(List<Integer> units) {
        this.units = List.copyOf(units);
    }

    /**
     * Tells {@code completed} {@code index} once {@code process} is complete, {@code played} saying whether it has
     * played its part. Call before the process's scheduler runs: this registers the unit's handler of
     * {@value #FINISHED}.
     */
    void watch(int index, DvcmProcess process, BooleanSupplier played, IntConsumer completed) {
        ExecutionUnit unit = process.unit();
        Watch watch = new Watch();
        unit.controlHandlers.put(FINISHED, message -> watch.heardFrom.add(message.source()));
        unit.scheduler().schedule(0, () -> check(index, unit, watch, played, completed));
    }

    private void check(int index, ExecutionUnit unit, Watch watch, BooleanSupplier played, IntConsumer completed) {
        if (!watch.announced && played.getAsBoolean() && unit.idle()) {
            watch.announced = true;
            // the notices are the coprocessor's work: the unit is not idle until it has sent them
            unit.submit(() -> {
                for (int other : units) {
                    if (other != unit.node()) {
                        unit.sendControl(other, new ControlMessage(FINISHED, unit.node(), new int[0]));
                    }
                }
            });
        }
        if (watch.announced && unit.idle() && unit.controlQuiet() && watch.heardFrom.size() == units.size() - 1) {
            completed.accept(index);
        } else {
            unit.scheduler().schedule(CHECK_PS, () -> check(index, unit, watch, played, completed));
        }
    }
}
