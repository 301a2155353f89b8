package org.ccw.visualizer.stacks.pvmam;

import java.nio.ByteBuffer;
import java.util.HexFormat;
import java.util.Optional;

import org.ccw.engine.pvmam.AmInterface;
import org.ccw.engine.pvmam.driver.PvmamStack;
import org.ccw.engine.pvmam.pvm.FragmentHeader;
import org.ccw.engine.pvmam.pvm.TaskStateChanged;
import org.ccw.engine.pvmam.pvmd.Pvmd;
import org.ccw.engine.trace.QueueId;
import org.ccw.engine.trace.SlotState;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.visualizer.stacks.RecordNames;
import org.ccw.visualizer.stacks.StackPresentation;
import org.ccw.visualizer.stacks.TaskStateChange;

/**
 * PVMAM on the canvas (seed 003 §5-6): every request Active Message carries one PVM fragment, so its packets are
 * labelled with the fragment's sequence number from the fragment header (the number §6.4.2's receiver checks to
 * catch a fragment out of order); the per-peer request and reply buffers, one slot per instance, read as "waiting for
 * its reply" and "reply held" rather than the shared-memory queue's claimed and ready; on the route through the
 * daemons, a pvmd's packets are drawn as data and its acknowledgments as acks, and its lane reads "pvmd"; its tasks'
 * {@code TaskStateChanged} records are the space-time view's rows.
 */
public final class PvmamPresentation implements StackPresentation {

    @Override
    public String stack() {
        return PvmamStack.NAME;
    }

    /** The daemons' packets are data on the wire, their acknowledgments acks (the PVM route through the pvmds). */
    @Override
    public Optional<String> kindAs(String kind) {
        return switch (kind) {
            case Pvmd.FRAME -> Optional.of("data");
            case Pvmd.ACK -> Optional.of("ack");
            default -> Optional.empty();
        };
    }

    /** On the route through the daemons, the endpoint that hands fragments on to a pvmd or a task is a pvmd. */
    @Override
    public Optional<String> endpointRole(String kind) {
        return switch (kind) {
            case Pvmd.PVMD_TO_PVMD, Pvmd.PVMD_TO_TASK -> Optional.of("pvmd");
            case Pvmd.TASK_TO_PVMD -> Optional.of("task");
            default -> Optional.empty();
        };
    }

    /** A PVM task's change of state: the space-time view's rows (XPVM's picture). */
    @Override
    public Optional<TaskStateChange> taskState(TraceEvent.StackRecord record) {
        return TaskStateChanged.KIND.payloadOf(record).map(t -> new TaskStateChange(t.task(), t.state(), t.call(),
            t.messageId()));
    }

    @Override
    public Optional<String> describe(TraceEvent.StackRecord record, RecordNames names) {
        return TaskStateChanged.KIND.payloadOf(record).map(t -> "task " + t.task() + " " + switch (t.state()) {
            case COMPUTING -> "computes";
            case IN_LIBRARY -> "is inside the library";
            case WAITING -> "waits";
            case EXITED -> "has exited";
        } + (t.call().isEmpty() ? "" : " (" + t.call() + ")"));
    }

    @Override
    public Optional<String> kindLabel(String kind) {
        return kind.equals(TaskStateChanged.KIND.name()) ? Optional.of("task state") : Optional.empty();
    }

    /** {@code f7}: the fragment with sequence number 7 towards its destination, for a request carrying one. */
    @Override
    public Optional<String> cellLabel(TraceEvent.CellFormatted formatted) {
        if (!"request".equals(formatted.kind()) || formatted.dataHex().length() < 2 * FragmentHeader.BYTES) {
            return Optional.empty();
        }
        byte[] header = HexFormat.of().parseHex(formatted.dataHex(), 0, 2 * FragmentHeader.BYTES);
        try {
            return Optional.of("f" + FragmentHeader.readFrom(ByteBuffer.wrap(header)).sequence());
        } catch (IllegalArgumentException notAFragment) {
            return Optional.empty();
        }
    }

    @Override
    public Optional<String> slotStateName(QueueId queue, SlotState state) {
        if (queue.is(AmInterface.REQUEST_BUFFERS)) {
            return Optional.of(state == SlotState.FREE ? "free" : "waiting for its reply");
        }
        if (queue.is(AmInterface.REPLY_BUFFERS)) {
            return Optional.of(state == SlotState.FREE ? "free" : "reply held");
        }
        return Optional.empty();
    }
}
