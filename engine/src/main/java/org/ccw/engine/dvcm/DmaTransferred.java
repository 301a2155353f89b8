package org.ccw.engine.dvcm;

import org.ccw.engine.trace.StackRecordKind;

/**
 * DVCM's {@code DmaTransferred} record (engine/TRACE.md, "The host interface"): a DMA between host {@code node}'s
 * memory and its NIC {@code component} is done — {@code what} it moved ({@code command}, {@code data},
 * {@code completion}), {@code bytes}, towards the host or not ({@code toHost}), and the DMA engine's
 * {@code durationPs} on it (start-up and transfer, not the wait behind earlier transfers).
 */
public record DmaTransferred(String what, int bytes, boolean toHost, long durationPs) {
    /** The kind, as the DVCM declares it. */
    public static final StackRecordKind<DmaTransferred> KIND = new StackRecordKind<>(DvcmStack.NAME,
            "DmaTransferred", DmaTransferred.class, false);
}
