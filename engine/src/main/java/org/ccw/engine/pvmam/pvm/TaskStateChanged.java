package org.ccw.engine.pvmam.pvm;

import org.ccw.engine.pvmam.AmHeader;
import org.ccw.engine.trace.StackRecordKind;
import org.ccw.engine.trace.TaskState;

/**
 * PVM's {@code TaskStateChanged} record (engine/TRACE.md), an observation: task {@code task} (its tid's local
 * part) at the record's node is in {@code state} from now until its next record; {@code call} is the library call
 * it is in or has just left (empty when none); {@code messageId} the message the call sends (on entering a send) or
 * returned with (on leaving a receive), else -1 — XPVM's space-time picture joins the two.
 */
public record TaskStateChanged(int task, TaskState state, String call, long messageId) {
    /** The kind, as PVMAM declares it. */
    public static final StackRecordKind<TaskStateChanged> KIND = new StackRecordKind<>(AmHeader.STACK,
            "TaskStateChanged", TaskStateChanged.class, true);
}
