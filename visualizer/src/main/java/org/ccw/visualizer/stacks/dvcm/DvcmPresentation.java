package org.ccw.visualizer.stacks.dvcm;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.ccw.engine.dvcm.CommandPosted;
import org.ccw.engine.dvcm.DmaTransferred;
import org.ccw.engine.dvcm.Dvcm;
import org.ccw.engine.dvcm.DvcmStack;
import org.ccw.engine.dvcm.ExecutionUnitStarted;
import org.ccw.engine.dvcm.coordination.SenderCoordination;
import org.ccw.engine.dvcm.coordination.TokenMoved;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.visualizer.stacks.HostInterfaceWork;
import org.ccw.visualizer.stacks.RecordNames;
import org.ccw.visualizer.stacks.StackPresentation;
import org.ccw.visualizer.stacks.TokenPass;

/**
 * The DVCM on the canvas and the timing diagram (seed 001): its data cells are the common {@code data}; its
 * control messages between execution units — the framework's remote commands and sender coordination's requests,
 * grants and hints — are drawn as {@code control}, the control channel's acknowledgments as {@code ack}. The link
 * token travels in {@code GRANT_LINK}; its passes are sender coordination's {@code TokenMoved} records, and the
 * host interface's records (the units, the posts, the DMAs) give the timing diagram its coprocessor lanes and boxes.
 * (A student's own module's control messages are drawn as other kinds are, until its presentation names them.)
 */
public final class DvcmPresentation implements StackPresentation {
    /** The kind of the control channel's acknowledgments (see {@code ControlChannel}). */
    private static final String ACK = "dvcm-ack";
    /** The event list's words for the DVCM's own records. */
    private static final Map<String, String> LABELS = Map.of(TokenMoved.KIND.name(), "token moved",
        ExecutionUnitStarted.KIND.name(), "execution unit started", CommandPosted.KIND.name(), "command posted",
        DmaTransferred.KIND.name(), "DMA");
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
        Optional<String> move = TokenMoved.KIND.payloadOf(record).map(m -> "token of " + names.link(m.token())
            + " passed " + names.node(m.from()) + " → " + names.node(m.to()));
        Optional<String> started = ExecutionUnitStarted.KIND.payloadOf(record)
            // the place column names the NIC already
            .map(u -> "execution unit started on the NIC's coprocessor");
        Optional<String> post = CommandPosted.KIND.payloadOf(record).map(c -> "application posted " + c.command()
            + " for " + (c.unit() == record.node() ? "its unit" : "the unit of " + names.node(c.unit())) + " in "
            + micros(c.durationPs()));
        Optional<String> dma = DmaTransferred.KIND.payloadOf(record).map(d -> "DMA of " + d.what() + ", " + d.bytes()
            + " bytes " + (d.toHost() ? "NI → host" : "host → NI") + " (" + micros(d.durationPs()) + ")");
        return move.or(() -> started).or(() -> post).or(() -> dma);
    }

    @Override
    public Optional<String> kindLabel(String kind) {
        return Optional.ofNullable(LABELS.get(kind));
    }

    @Override
    public Optional<Integer> coprocessorNic(TraceEvent.StackRecord record) {
        return ExecutionUnitStarted.KIND.payloadOf(record).map(u -> record.component());
    }

    @Override
    public Optional<HostInterfaceWork> hostInterfaceWork(TraceEvent.StackRecord record, RecordNames names) {
        Optional<HostInterfaceWork> post = CommandPosted.KIND.payloadOf(record).map(c -> new HostInterfaceWork(
            HostInterfaceWork.Kind.POST, c.durationPs(), "post " + c.command()
            + (c.unit() == record.node() ? "" : " to " + names.node(c.unit()))));
        return post.or(() -> DmaTransferred.KIND.payloadOf(record).map(d -> new HostInterfaceWork(
            HostInterfaceWork.Kind.DMA, d.durationPs(), "DMA " + d.what())));
    }

    @Override
    public Optional<TokenPass> tokenPass(TraceEvent.StackRecord record) {
        return TokenMoved.KIND.payloadOf(record).map(m -> new TokenPass(m.token(), m.from(), m.to()));
    }

    /** Microseconds as the event list prints them (EventText's format: the views' package is above this one). */
    private static String micros(long ps) {
        return String.format(Locale.ROOT, "%.3f µs", ps / 1e6);
    }
}
