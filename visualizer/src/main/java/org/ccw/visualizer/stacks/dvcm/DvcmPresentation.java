package org.ccw.visualizer.stacks.dvcm;

import java.util.Optional;
import java.util.Set;

import org.ccw.engine.dvcm.Dvcm;
import org.ccw.engine.dvcm.DvcmStack;
import org.ccw.engine.dvcm.coordination.SenderCoordination;
import org.ccw.engine.dvcm.coordination.TokenMoved;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.visualizer.stacks.RecordNames;
import org.ccw.visualizer.stacks.StackPresentation;
import org.ccw.visualizer.stacks.TokenPass;

/**
 * The DVCM on the canvas and the timing diagram (seed 001): its data cells are the common {@code data}; its
 * control messages between execution units — the framework's remote commands and sender coordination's requests,
 * grants and hints — are drawn as {@code control}, the control channel's acknowledgments as {@code ack}. The link
 * token travels in {@code GRANT_LINK}; its passes are sender coordination's {@code TokenMoved} records. (A student's own module's control messages are drawn as other kinds are,
 * until its presentation names them.)
 */
public final class DvcmPresentation implements StackPresentation {
    /** The kind of the control channel's acknowledgments (see {@code ControlChannel}). */
    private static final String ACK = "dvcm-ack";
    private static final Set<String> CONTROL = Set.of(Dvcm.REMOTE_COMMAND, SenderCoordination.GRANT_LINK,
        SenderCoordination.UNI_REQ_LINK, SenderCoordination.BCAST_REQ_LINK, SenderCoordination.OWN_LINK_HINT);

    @Override
    public String stack() {
        return DvcmStack.NAME;
    }

    @Override
    public Optional<String> kindAs(String kind) {
        if (kind.equals(ACK)) {
            return Optional.of("ack");
        }
        return CONTROL.contains(kind) ? Optional.of("control") : Optional.empty();
    }

    @Override
    public boolean carriesToken(String kind) {
        return SenderCoordination.GRANT_LINK.equals(kind);
    }

    @Override
    public Optional<String> describe(TraceEvent.StackRecord record, RecordNames names) {
        return TokenMoved.KIND.payloadOf(record).map(m -> "token of " + names.link(m.token()) + " passed "
            + names.node(m.from()) + " → " + names.node(m.to()));
    }

    @Override
    public Optional<String> kindLabel(String kind) {
        return kind.equals(TokenMoved.KIND.name()) ? Optional.of("token moved") : Optional.empty();
    }

    @Override
    public Optional<TokenPass> tokenPass(TraceEvent.StackRecord record) {
        return TokenMoved.KIND.payloadOf(record).map(m -> new TokenPass(m.token(), m.from(), m.to()));
    }
}
