package org.ccw.engine.dvcm;

import org.ccw.engine.trace.StackRecordKind;

/**
 * DVCM's {@code CommandPosted} record (engine/TRACE.md, "The host interface"): an application on host {@code node}
 * (component -1) posted {@code command} for the unit of host {@code unit} (its own, or another's for a remote
 * command) — the ring write and the doorbell, done; {@code durationPs} of host processor time.
 */
public record CommandPosted(int unit, String command, long durationPs) {
    /** The kind, as the DVCM declares it. */
    public static final StackRecordKind<CommandPosted> KIND = new StackRecordKind<>(DvcmStack.NAME, "CommandPosted",
            CommandPosted.class, false);
}
