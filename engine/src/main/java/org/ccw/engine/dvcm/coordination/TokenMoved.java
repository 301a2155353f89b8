package org.ccw.engine.dvcm.coordination;

import org.ccw.engine.dvcm.module.ModuleContext;
import org.ccw.engine.trace.StackRecordKind;

/**
 * DVCM's {@code TokenMoved} record (engine/TRACE.md, "Tokens"): token {@code token} (the id of the link it guards)
 * passed from unit {@code from} to unit {@code to}; recorded at both ends of a pass, and once with {@code from} -1
 * where a run places it.
 */
public record TokenMoved(int token, int from, int to) {
    /** The kind, as the DVCM declares it. */
    public static final StackRecordKind<TokenMoved> KIND = new StackRecordKind<>(ModuleContext.STACK, "TokenMoved",
            TokenMoved.class, false);
}
