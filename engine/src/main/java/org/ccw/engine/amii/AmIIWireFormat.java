package org.ccw.engine.amii;

import java.util.Optional;
import java.util.function.IntFunction;

import org.ccw.engine.trace.WireFormat;

/**
 * How AM-II's trace reads for views that have only the trace: its message ids name the sending endpoint and the
 * message's number there ({@link MessageIds}, the one layout). Shared-memory packets leave no header records, and its
 * Myrinet packets are recorded as messages, not formatted cells, so there are no header fields to read.
 */
public final class AmIIWireFormat implements WireFormat {
    /** The one reader of AM-II's message ids. */
    public static final AmIIWireFormat INSTANCE = new AmIIWireFormat();

    private AmIIWireFormat() {
    }

    @Override
    public Optional<String> message(long messageId, IntFunction<String> nodeName) {
        return MessageIds.isMessageId(messageId) ? Optional.of(MessageIds.describe(messageId, nodeName))
                : Optional.empty();
    }
}
