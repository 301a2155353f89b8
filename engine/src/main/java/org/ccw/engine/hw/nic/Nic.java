package org.ccw.engine.hw.nic;

import org.ccw.engine.hw.cell.Cell;
import org.ccw.engine.hw.cell.CellReceiver;
import org.ccw.engine.hw.cell.Egress;
import org.ccw.engine.hw.cpu.CpuCostModel;
import org.ccw.engine.hw.cpu.Processor;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.topology.NicSpec;
import org.ccw.engine.topology.ProcessorSpec;
import org.ccw.engine.trace.DropReason;
import org.ccw.engine.trace.QueueId;
import org.ccw.engine.trace.Tracer;

import java.util.ArrayDeque;
import java.util.function.Consumer;
import java.util.function.Predicate;

/** A host's network interface number {@code index}: send FIFO, receive FIFO, optional coprocessor. */
public final class Nic implements CellReceiver {
    private final int host;
    private final int index;
    private final NicSpec spec;
    private final Tracer tracer;
    private final QueueId inQueue;
    private final ArrayDeque<Cell> received;
    private final Processor coprocessor;
    private Egress egress;
    private Predicate<Cell> coprocessorHook;
    private Runnable arrivalListener;
    private Consumer<Cell> tap;
    private long droppedOnReceive;
    private long refusedOnSend;
    private int reservedSlots;
    private final ArrayDeque<Runnable> waitingForRoom = new ArrayDeque<>();

    public Nic(int host, int index, NicSpec spec, Scheduler scheduler, Tracer tracer) {
        this.host = host;
        this.index = index;
        this.spec = spec;
        this.tracer = tracer;
        this.inQueue = new QueueId(QueueId.NIC_IN, host, index);
        this.received = new ArrayDeque<>(Math.min(spec.inFifoCells(), 1024));
        // The coprocessor's cost model has only a clock: code on it charges cycles, nothing else.
        this.coprocessor = spec.hasCoprocessor()
                ? new Processor(spec.name() + ".coprocessor", scheduler,
                new CpuCostModel(new ProcessorSpec(spec.name() + ".coprocessor", spec.coprocessorMhz(),
                        0, 0, 0, Double.MAX_VALUE)), tracer, host, index)
                : null;
    }

    /** Connects the send FIFO's drain. Called once when the fabric is assembled. */
    public void attach(Egress drain) {
        this.egress = drain;
    }

    public NicSpec spec() {
        return spec;
    }

    /** Node id of the host this NIC sits in. */
    public int host() {
        return host;
    }

    /** This NIC's index within its host (its port). */
    public int index() {
        return index;
    }

    /** The NIC's own processor, or null when it has none. */
    public Processor coprocessor() {
        return coprocessor;
    }

    /**
     * Lets code on the coprocessor see each arriving cell first; when {@code hook} returns true it has consumed
     * the cell and the host never sees it.
     */
    public void coprocessorHook(Predicate<Cell> hook) {
        if (coprocessor == null) {
            throw new IllegalStateException(spec.name() + " has no coprocessor to run code on");
        }
        this.coprocessorHook = hook;
    }

    /** Hears every cell the send FIFO accepts, as it accepts it (a packet capture); null for none. */
    public void tap(Consumer<Cell> tap) {
        this.tap = tap;
    }

    /** Called (at arrival time) whenever a cell enters the receive FIFO, so a waiting host can poll. */
    public void onArrival(Runnable listener) {
        this.arrivalListener = listener;
    }

    /**
     * The host hands {@code cell} to the NIC now (its I/O-bus cost, {@link NicSpec#pushCellPs()}, is the caller's
     * to charge). Returns false when the send FIFO is full; the cell is then traced as dropped.
     */
    public boolean push(Cell cell) {
        tracer.cellInjected(host, index, cell, cell.source(), cell.destination());
        if (egress.offer(cell)) {
            if (tap != null) {
                tap.accept(cell);
            }
            return true;
        }
        refusedOnSend++;
        tracer.cellDropped(host, index, cell, DropReason.FIFO_FULL);
        return false;
    }

    /** Cells waiting in the send FIFO now (not counting one on the line). */
    public int sendFifoLength() {
        return egress.length();
    }

    /** Whether a push now would be refused. */
    public boolean sendFifoFull() {
        return egress.length() >= egress.capacity();
    }

    /** Cells waiting in the receive FIFO. */
    public int receivedCount() {
        return received.size();
    }

    /**
     * The host takes the oldest received cell (its cost, {@link NicSpec#pullCellPs()}, is the caller's to
     * charge), or null when the FIFO is empty.
     */
    public Cell pull() {
        Cell cell = received.poll();
        if (cell != null) {
            tracer.cellDelivered(host, index, cell);
            traceReceiveFifo();
            grantWaiter();
        }
        return cell;
    }

    /** Cells refused because the send FIFO was full. */
    public long refusedOnSend() {
        return refusedOnSend;
    }

    /** Cells lost because the receive FIFO was full. */
    public long droppedOnReceive() {
        return droppedOnReceive;
    }

    /**
     * Backpressure for lossless networks (Myrinet): reserves a receive-FIFO slot for a packet whose head has
     * arrived and runs {@code granted} at once, or when the host has pulled enough to make room. The packet then
     * arrives through {@link #reservedArrived} into its reserved slot.
     */
    public void reserveSlot(Runnable granted) {
        if (received.size() + reservedSlots < spec.inFifoCells()) {
            reservedSlots++;
            granted.run();
        } else {
            waitingForRoom.add(granted);
        }
    }

    /** A reserved slot whose packet never came (the link lost it): free it for the next waiting head. */
    public void releaseSlot() {
        reservedSlots--;
        grantWaiter();
    }

    @Override
    public void cellArrived(Cell cell, int port) {
        if (coprocessorHook != null && coprocessorHook.test(cell)) {
            return;
        }
        if (received.size() + reservedSlots >= spec.inFifoCells()) {
            droppedOnReceive++;
            tracer.cellDropped(host, index, cell, DropReason.FIFO_FULL);
            return;
        }
        accept(cell);
    }

    /** The packet a {@link #reserveSlot} grant was for has fully arrived: it takes its reserved slot. */
    public void reservedArrived(Cell cell) {
        reservedSlots--;
        if (coprocessorHook != null && coprocessorHook.test(cell)) {
            grantWaiter();
            return;
        }
        accept(cell);
    }

    private void accept(Cell cell) {
        received.add(cell);
        traceReceiveFifo();
        if (arrivalListener != null) {
            arrivalListener.run();
        }
    }

    private void grantWaiter() {
        Runnable waiter = waitingForRoom.poll();
        if (waiter != null) {
            reservedSlots++;
            waiter.run();
        }
    }

    private void traceReceiveFifo() {
        if (tracer.isOn()) {
            tracer.queueLengthChanged(host, index, inQueue, received.size(), spec.inFifoCells());
        }
    }
}
