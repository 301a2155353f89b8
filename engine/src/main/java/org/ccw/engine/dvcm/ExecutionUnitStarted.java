package org.ccw.engine.dvcm;

import org.ccw.engine.trace.StackRecordKind;

/**
 * DVCM's {@code ExecutionUnitStarted} record (engine/TRACE.md, "The host interface"), an observation with no field
 * of its own: a unit runs on the coprocessor of NIC {@code component} of host {@code node}, so the
 * {@code HandlerRan} and {@link DmaTransferred} records there are the coprocessor's. Made once per unit.
 */
public record ExecutionUnitStarted() {
    /** The kind, as the DVCM declares it. */
    public static final StackRecordKind<ExecutionUnitStarted> KIND = new StackRecordKind<>(DvcmStack.NAME,
            "ExecutionUnitStarted", ExecutionUnitStarted.class, true);
}
