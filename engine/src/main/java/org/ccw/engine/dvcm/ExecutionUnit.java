package org.ccw.engine.dvcm;

import org.ccw.engine.dvcm.module.Command;
import org.ccw.engine.dvcm.module.CommandHandler;
import org.ccw.engine.dvcm.module.ControlMessage;
import org.ccw.engine.dvcm.module.ControlMessageHandler;
import org.ccw.engine.dvcm.module.Timeout;
import org.ccw.engine.dvcm.module.TimeoutHandler;
import org.ccw.engine.dvcm.module.TimeoutService;
import org.ccw.engine.hw.Cell;
import org.ccw.engine.hw.atm.Aal5;
import org.ccw.engine.hw.cpu.Processor;
import org.ccw.engine.hw.nic.Nic;
import org.ccw.engine.kernel.RandomStream;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.trace.DropReason;
import org.ccw.engine.trace.MessageIdentity;
import org.ccw.engine.trace.Tracer;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.LongSupplier;

/**
 * The DVCM execution unit on one coprocessor network interface (seed 001 §2): firmware on the NI's own processor
 * that executes the commands its host's applications post in shared memory and those that remote applications and
 * other units send it (forwarding its own host's commands for other units), exchanges reliable control messages
 * with the other units, sends and receives the default service's data messages as AAL5 packets, and runs the
 * handlers of the extension modules loaded onto it.
 *
 * <p>Everything the unit does is work on its coprocessor, done one piece at a time in arrival order: each piece
 * charges its cycles ({@link DvcmCosts}) and whatever it sends leaves when that work is done. It takes every cell
 * that reaches its NIC (the NIC's coprocessor hook) into a receive FIFO of the NIC's depth; the host is never
 * interrupted. Outgoing cells are paced to the line: control messages go ahead of data cells, and the unit keeps
 * only {@link DvcmCosts#transmitAheadCells()} cells in the NIC's transmit FIFO, so a control message never waits
 * behind a whole data message.
 */
public final class ExecutionUnit {
    private final Dvcm dvcm;
    private final Nic nic;
    private final Processor coprocessor;
    private final Processor dma;
    private final Scheduler scheduler;
    private final Tracer tracer;
    private final DvcmCosts costs;
    private final long cellTimePs;
    private final LongSupplier cellIds;
    private final RandomStream busWait;
    private final ArrayDeque<Runnable> work = new ArrayDeque<>();
    private final ArrayDeque<Runnable> received = new ArrayDeque<>();
    private final ArrayDeque<Runnable> transmit = new ArrayDeque<>();
    private boolean workScheduled;
    private final Map<Integer, ControlChannel> channels = new TreeMap<>();
    final Map<String, CommandHandler> commandHandlers = new HashMap<>();
    final Map<String, ControlMessageHandler> controlHandlers = new HashMap<>();
    private final ArrayDeque<Cell> controlCells = new ArrayDeque<>();
    private final ArrayDeque<DataTransmission> dataQueue = new ArrayDeque<>();
    private long lineFreeAtPs;
    private boolean preparing;
    private boolean pumpScheduled;
    private long pumpEvent;
    private long pumpAtPs;
    private int receiveFifo;
    private final CellReassembly reassembly = new CellReassembly();
    private DvcmProcess host;
    private int commandsQueued;
    private long packetsDiscarded;
    private long dataSent;
    private long dataDelivered;
    private long cellsSent;
    private long cellsTaken;
    private long cellsDamaged;
    private long lastDataCellPs = -1;
    /** The default service made reliable by the units (a real run), or null: the paper's unreliable one. */
    private final ReliableData reliable;

    ExecutionUnit(Dvcm dvcm, Nic nic, Processor dma, Scheduler scheduler, Tracer tracer, DvcmCosts costs,
                  double lineBitsPerSecond, LongSupplier cellIds, boolean reliableData) {
        this.dvcm = dvcm;
        this.nic = nic;
        this.coprocessor = nic.coprocessor();
        this.dma = dma;
        this.scheduler = scheduler;
        this.tracer = tracer;
        this.costs = costs;
        this.cellTimePs = Time.serialization(nic.spec().kind().wireBytes(48), lineBitsPerSecond);
        this.cellIds = cellIds;
        this.busWait = scheduler.random("dvcm.unit-" + nic.host() + ".bus-wait");
        nic.coprocessorHook(this::cellArrived);
        commandHandlers.put(Dvcm.SEND, command -> transmit(command.destination(), command.bytes(), command.tag()));
        this.reliable = reliableData ? new ReliableData(this) : null;
    }

    /** Node id of the host this unit sits in. */
    public int node() {
        return nic.host();
    }

    /** The NIC's index within its host. */
    public int component() {
        return nic.index();
    }

    /** The coprocessor the unit runs on. */
    public Processor coprocessor() {
        return coprocessor;
    }

    public DvcmCosts costs() {
        return costs;
    }

    Tracer tracer() {
        return tracer;
    }

    Scheduler scheduler() {
        return scheduler;
    }

    /**
     * Whether the unit has nothing left to do for now: no work queued on its coprocessor, no command waiting, no
     * data message or control cell in line for the link (a real run's host asks this before it may end).
     */
    boolean idle() {
        return work.isEmpty() && received.isEmpty() && transmit.isEmpty() && !workScheduled && commandsQueued == 0
                && dataQueue.isEmpty() && controlCells.isEmpty() && !preparing
                && (reliable == null || reliable.quiet());
    }

    /** Whether the default data service is reliable here ({@link ReliableData}: a real run). */
    boolean reliableData() {
        return reliable != null;
    }

    Dvcm dvcm() {
        return dvcm;
    }

    long cellTimePs() {
        return cellTimePs;
    }

    void host(DvcmProcess process) {
        this.host = process;
    }

    /** AAL5 packets that arrived incomplete or damaged and were discarded (their CRC failed). */
    public long packetsDiscarded() {
        return packetsDiscarded;
    }

    /** Virtual time, picoseconds, at which the unit last took a data cell from its receive FIFO; -1 if never. */
    public long lastDataCellPs() {
        return lastDataCellPs;
    }

    /** Cells this unit put into its NIC's transmit FIFO: data, control messages and bare acknowledgments. */
    public long cellsSent() {
        return cellsSent;
    }

    /** Cells this unit took from its receive FIFO (damaged ones included). */
    public long cellsTaken() {
        return cellsTaken;
    }

    /** Cells taken that the link had damaged (each spoils its AAL5 packet). */
    public long cellsDamaged() {
        return cellsDamaged;
    }

    /** Data messages this unit sent. */
    public long dataSent() {
        return dataSent;
    }

    /** Data messages this unit placed in its host's memory. */
    public long dataDelivered() {
        return dataDelivered;
    }

    /** Data messages this unit sent again after a timeout (a reliable service only). */
    public long dataRetransmissions() {
        return reliable == null ? 0 : reliable.retransmissions();
    }

    /** Data messages that reached this unit whole once more and were not delivered again (reliable only). */
    public long dataDuplicates() {
        return reliable == null ? 0 : reliable.duplicates();
    }

    /** Control messages this unit sent again after a timeout, over all its peers. */
    public long controlRetransmissions() {
        return channels.values().stream().mapToLong(ControlChannel::retransmissions).sum();
    }

    /** Whether every control message this unit sent is acknowledged and it owes no acknowledgment. */
    public boolean controlQuiet() {
        return channels.values().stream().allMatch(ControlChannel::quiet);
    }

    // ---- work on the coprocessor ----

    /** Queues {@code task} to run on the coprocessor once the work before it is done. */
    void submit(Runnable task) {
        work.add(task);
        if (!workScheduled) {
            scheduleWork();
        }
    }

    /**
     * Queues work on something that arrived (a cell, an expired timer). The firmware's main loop serves, in this
     * order: the next cell for the transmit FIFO (so the line does not idle), the receive FIFO and timers, and
     * only then new commands, so control messages are not held up behind a burst the application has posted.
     */
    private void submitArrival(Runnable task) {
        received.add(task);
        if (!workScheduled) {
            scheduleWork();
        }
    }

    /** Queues the preparation of the next outgoing cell, which the main loop serves first. */
    private void submitTransmit(Runnable task) {
        transmit.add(task);
        if (!workScheduled) {
            scheduleWork();
        }
    }

    private void scheduleWork() {
        workScheduled = true;
        scheduler.schedule(coprocessor.busyUntilPs() - scheduler.now(), this::runWork);
    }

    private void runWork() {
        workScheduled = false;
        Runnable task = !transmit.isEmpty() ? transmit.poll() : !received.isEmpty() ? received.poll() : work.poll();
        if (task != null) {
            task.run();
        }
        if (!work.isEmpty() || !received.isEmpty() || !transmit.isEmpty()) {
            scheduleWork();
        }
    }

    /** Charges {@code cycles} of the coprocessor's work named {@code cost} (a {@link DvcmCosts} figure's name). */
    void charge(String cost, double cycles) {
        coprocessor.charge(cost, coprocessor.costs().cyclesPs(cycles));
    }

    /** Runs {@code action} when the coprocessor's work charged so far is done. */
    private void whenIdle(Runnable action) {
        scheduler.schedule(coprocessor.busyUntilPs() - scheduler.now(), action);
    }

    // ---- commands from the host (shared memory) ----

    /** Commands posted and not yet executed. */
    int commandsQueued() {
        return commandsQueued;
    }

    /**
     * The host has written a command into the command ring in its own memory (the shared VCM address space, §2)
     * and rung the unit's doorbell. On its next turn the main loop fetches the command's descriptor across the I/O
     * bus by DMA, and when the descriptor has landed in NI memory decodes it and executes it, or, when it names
     * the unit of another host ({@code executor}), forwards it there.
     */
    void commandPosted(int executor, Command command) {
        commandsQueued++;
        submit(() -> {
            charge("dvcm.poll_loop+dma_setup", costs.pollLoopCycles() + costs.dmaSetupCycles());
            whenIdle(() -> dma("command", costs.commandBytes(), false,
                    () -> submit(() -> fetched(executor, command))));
        });
    }

    private void fetched(int executor, Command command) {
        commandsQueued--;
        if (executor == node()) {
            charge("dvcm.command+dispatch", costs.commandCycles() + costs.dispatchCycles());
            execute(command);
        } else {
            charge("dvcm.command", costs.commandCycles());
            forward(executor, command);
        }
        if (host != null) {
            host.commandTaken();
        }
    }

    /**
     * Has unit {@code executor} execute {@code command}: the framework's own {@link Dvcm#REMOTE_COMMAND} control
     * message, reliable and charged like any other.
     */
    void forward(int executor, Command command) {
        dvcm.requireUnit(executor);
        sendControl(executor, dvcm.carrying(command, node()));
    }

    /** Runs the handler of {@code command}; the caller has charged the decoding and dispatch. */
    private void execute(Command command) {
        CommandHandler handler = commandHandlers.get(command.name());
        if (handler == null) {
            throw new IllegalStateException("unit " + node() + ": no module handles command " + command.name()
                    + " (issued by host " + command.issuer() + ")");
        }
        long start = coprocessor.busyUntilPs();
        if (reliable != null) {
            reliable.executing(command, -1);
        }
        handler.execute(command);
        traceHandler(command.issuer(), command.name(), start);
    }

    /** Runs {@code command} once more for its data message {@code seq}, whose acknowledgment did not come. */
    void executeAgain(Command command, int seq) {
        CommandHandler handler = commandHandlers.get(command.name());
        long start = coprocessor.busyUntilPs();
        reliable.executing(command, seq);
        handler.execute(command);
        traceHandler(command.issuer(), command.name(), start);
    }

    private void traceHandler(int from, String name, long startPs) {
        if (tracer.isOn()) {
            tracer.handlerRan(node(), component(), from, name, coprocessor.busyUntilPs() - startPs);
        }
    }

    // ---- control messages ----

    /** Sends {@code message} reliably to unit {@code peer}. */
    void sendControl(int peer, ControlMessage message) {
        if (peer == node()) {
            throw new IllegalArgumentException("unit " + node() + " sends a control message to itself");
        }
        charge("dvcm.control_send", costs.controlSendCycles());
        channel(peer).send(message);
    }

    private ControlChannel channel(int peer) {
        return channels.computeIfAbsent(peer, p -> new ControlChannel(this, p, dvcm.options().controlWindow()));
    }

    /** Puts a control packet's cells in line for the link (ahead of data). */
    void transmitControl(int peer, Packet.Control packet, boolean retransmission) {
        int count = Aal5.cells(packet.payloadBytes());
        long messageId = cellIds.getAsLong();
        String kind = packet.bareAck() ? "dvcm-ack" : packet.message().type();
        for (int i = 0; i < count; i++) {
            Cell cell = new Cell(i == 0 ? messageId : cellIds.getAsLong(), messageId, kind,
                    nic.spec().kind().wireBytes(48), node(), peer, i, count, packet);
            if (retransmission && tracer.isOn()) {
                tracer.retransmitted(node(), component(), cell, 1);
            }
            controlCells.add(cell);
        }
        pump();
    }

    /** A control message is ready for its module (exactly once, in order). */
    void deliverControl(ControlMessage message) {
        if (message.type().equals(Dvcm.REMOTE_COMMAND)) {
            // traced as the command's own handler run, like a local command
            charge("dvcm.dispatch", costs.dispatchCycles());
            execute(dvcm.carried(message, commandHandlers.keySet()));
            return;
        }
        if (reliable != null && message.type().equals(ReliableData.DATA_ACK)) {
            reliable.acknowledged(message.source(), message.arg(0));
            return;
        }
        ControlMessageHandler handler = controlHandlers.get(message.type());
        if (handler == null) {
            throw new IllegalStateException("unit " + node() + ": no module handles control message "
                    + message.type());
        }
        charge("dvcm.dispatch", costs.dispatchCycles());
        long start = coprocessor.busyUntilPs();
        handler.receive(message);
        traceHandler(message.source(), message.type(), start);
    }

    void dropped(Packet packet, DropReason reason) {
        if (tracer.isOn()) {
            tracer.cellDropped(node(), component(), packet.asDropped(), reason);
        }
    }

    // ---- timeouts ----

    /** Sets a timeout under {@code service}; its handler runs as work on the coprocessor. */
    Timeout timeout(TimeoutService service, long delayPs, String name, TimeoutHandler handler) {
        charge(service == TimeoutService.ACCURATE ? "dvcm.accurate_timeout" : "dvcm.cheap_timeout",
                service == TimeoutService.ACCURATE ? costs.accurateTimeoutCycles() : costs.cheapTimeoutCycles());
        long now = scheduler.now();
        long at = service.expiryPs(now, delayPs, costs.cheapTickPs());
        boolean[] cancelled = new boolean[1];
        long event = scheduler.schedule(at - now, () -> submitArrival(() -> {
            if (cancelled[0]) {
                return;
            }
            cancelled[0] = true;
            if (tracer.isOn()) {
                tracer.timerFired(node(), component(), name);
            }
            charge("dvcm.dispatch", costs.dispatchCycles());
            handler.expired();
        }));
        return () -> {
            if (cancelled[0]) {
                return false;
            }
            cancelled[0] = true;
            scheduler.cancel(event);
            return true;
        };
    }

    // ---- the default data service (zero-copy, unreliable unless ReliableData makes it reliable) ----

    /** Sends {@code bytes} to {@code destination} as one AAL5 packet: {@link #prepare}, then start at once. */
    DataTransmission transmit(int destination, int bytes, long tag) {
        DataTransmission transmission = prepare(destination, bytes, tag);
        transmission.start();
        return transmission;
    }

    /**
     * Programs a DMA that reads {@code bytes} from the application's memory (zero-copy) into NI memory; the
     * message goes in line behind the unit's other data messages when the transmission is started.
     */
    DataTransmission prepare(int destination, int bytes, long tag) {
        charge("dvcm.dma_setup", costs.dmaSetupCycles());
        long dmaStart = Math.max(coprocessor.busyUntilPs(), dma.busyUntilPs());
        long dmaTotal = costs.dmaPs(bytes);
        traceDmaAt(dma.charge("dma.data", dmaStart + dmaTotal - dma.busyUntilPs()), "data", bytes, false, dmaTotal);
        ReliableData.Staged staged = reliable == null ? new ReliableData.Staged(-1, 0, -1)
                : reliable.staged(destination, tag);
        int seq = staged.seq();
        // a message sent again is the same message (as every stack's retransmission): its first sending's id, no
        // second MessageSent, and its first cell recorded as Retransmitted
        int attempt = staged.attempt();
        long messageId = attempt > 0 ? staged.messageId() : cellIds.getAsLong();
        if (attempt == 0) {
            if (seq >= 0) {
                reliable.identified(destination, seq, messageId);
            }
            if (tracer.isOn()) {
                tracer.messageSent(node(), component(), MessageIdentity.whole(messageId, "data", bytes, node(),
                        destination));
            }
        }
        DataTransmission[] self = new DataTransmission[1];
        self[0] = new DataTransmission(destination, messageId, attempt, new Packet.Data(bytes, tag, seq),
                dmaStart + costs.dmaStartupPs(), Time.PS_PER_S / costs.dmaBytesPerSecond(), () -> {
                    dataQueue.add(self[0]);
                    dataSent++;
                    // callbacks registered right after the start run before the first cell at the earliest
                    scheduler.schedule(0, this::pump);
                });
        if (seq >= 0) {
            self[0].whenEnded(() -> reliable.ended(destination, seq));
        }
        return self[0];
    }

    /** Runs a DMA of {@code bytes} behind the engine's earlier transfers, records it, then runs {@code then}. */
    private void dma(String what, int bytes, boolean toHost, Runnable then) {
        long durationPs = costs.dmaPs(bytes);
        dma.run("dma." + what, durationPs, () -> {
            tracer.dmaTransferred(node(), component(), what, bytes, toHost, durationPs);
            then.run();
        });
    }

    /**
     * Records a DMA that nothing waits on (the engine's time is only reserved) when it is done, at
     * {@code donePs}; the extra event exists only while tracing and only records, so a run goes the same either way.
     */
    private void traceDmaAt(long donePs, String what, int bytes, boolean toHost, long durationPs) {
        if (tracer.isOn()) {
            scheduler.schedule(donePs - scheduler.now(),
                    () -> tracer.dmaTransferred(node(), component(), what, bytes, toHost, durationPs));
        }
    }

    /** Moves the next cell toward the NIC if the line and the coprocessor allow; otherwise waits. */
    private void pump() {
        // a wake-up set for a data cell whose bytes are still on their way by DMA must not hold up a control cell
        if (preparing || (pumpScheduled && controlCells.isEmpty())) {
            return;
        }
        DataTransmission head = dataQueue.peek();
        if (controlCells.isEmpty() && head != null && head.next() == 0) {
            // callbacks due before the first cell (Early Token Release of a message shorter than N cells) may send
            // a control message, which re-enters pump and goes first; run them once, before choosing a cell
            head.progress(head.cells());
            if (preparing || pumpScheduled) {
                return;
            }
        }
        Cell cell;
        DataTransmission data = null;
        long readyPs = Math.max(scheduler.now(), lineFreeAtPs - costs.transmitAheadCells() * cellTimePs);
        if (!controlCells.isEmpty()) {
            cell = controlCells.peek();
        } else if (!dataQueue.isEmpty()) {
            data = dataQueue.peek();
            readyPs = Math.max(readyPs, data.readyPs(data.next()));
            cell = null;
        } else {
            return;
        }
        if (pumpScheduled) {
            if (readyPs >= pumpAtPs) {
                return;
            }
            scheduler.cancel(pumpEvent);
            pumpScheduled = false;
        }
        if (readyPs > scheduler.now()) {
            pumpScheduled = true;
            pumpAtPs = readyPs;
            pumpEvent = scheduler.schedule(readyPs - scheduler.now(), () -> {
                pumpScheduled = false;
                pump();
            });
            return;
        }
        preparing = true;
        if (cell != null) {
            controlCells.poll();
            Cell control = cell;
            submitTransmit(() -> {
                charge("dvcm.cell_transmit", costs.cellTransmitCycles());
                whenIdle(() -> push(control, null));
            });
        } else {
            DataTransmission message = data;
            int index = message.next();
            Cell dataCell = new Cell(index == 0 && message.attempt == 0 ? message.messageId : cellIds.getAsLong(),
                    message.messageId, "data", nic.spec().kind().wireBytes(48), node(), message.destination, index,
                    message.cells(), message.packet);
            if (index == 0 && message.attempt > 0 && tracer.isOn()) {
                tracer.retransmitted(node(), component(), dataCell, message.attempt);
            }
            submitTransmit(() -> {
                charge("dvcm.cell_transmit+bus_wait",
                        costs.cellTransmitCycles() + busWait.nextDouble() * costs.cellBusWaitCycles());
                whenIdle(() -> push(dataCell, message));
            });
        }
    }

    private void push(Cell cell, DataTransmission message) {
        if (!nic.push(cell)) {
            throw new IllegalStateException("unit " + node() + ": transmit FIFO full although paced to the line");
        }
        cellsSent++;
        lineFreeAtPs = Math.max(scheduler.now(), lineFreeAtPs) + cellTimePs;
        preparing = false;
        if (message != null) {
            int left = message.pushedOne();
            message.progress(left);
            if (left == 0) {
                // the firmware's transmission is over once its last cell is in the transmit FIFO
                dataQueue.poll();
                message.end();
            }
        }
        pump();
    }

    // ---- reception ----

    /** The NIC's coprocessor hook: every arriving cell is the unit's. */
    private boolean cellArrived(Cell cell) {
        if (receiveFifo >= nic.spec().inFifoCells()) {
            tracer.cellDropped(node(), component(), cell, DropReason.FIFO_FULL);
            return true;
        }
        receiveFifo++;
        submitArrival(() -> {
            receiveFifo--;
            cellsTaken++;
            cellsDamaged += cell.corrupted() ? 1 : 0;
            charge("dvcm.cell_receive", costs.cellReceiveCycles());
            tracer.cellDelivered(node(), component(), cell);
            if (cell.payload() instanceof Packet.Data) {
                lastDataCellPs = scheduler.now();
            }
            reassemble(cell);
        });
        return true;
    }

    private void reassemble(Cell cell) {
        CellReassembly.Outcome outcome = reassembly.add(cell);
        if (outcome == CellReassembly.Outcome.INCOMPLETE) {
            return;
        }
        Packet packet = (Packet) cell.payload();
        if (outcome == CellReassembly.Outcome.BROKEN) {
            packetsDiscarded++;
            if (tracer.isOn()) {
                tracer.cellDropped(node(), component(), cell, DropReason.CHECKSUM);
            }
            return;
        }
        if (packet instanceof Packet.Control control) {
            charge("dvcm.control_receive", costs.controlReceiveCycles());
            channel(cell.source()).receive(control);
        } else {
            dataArrived(cell.source(), cell.messageId(), (Packet.Data) packet);
        }
    }

    /**
     * DMA the message into the application's memory (zero-copy, straight into its data structure), then its
     * completion record into the completion ring, a second transfer to another place; the application polls the
     * ring.
     */
    private void dataArrived(int source, long messageId, Packet.Data data) {
        if (reliable != null && data.seq() >= 0 && !reliable.arrived(source, data.seq())) {
            dropped(data, DropReason.PROTOCOL);
            return;
        }
        charge("dvcm.dispatch+2 dma_setup", costs.dispatchCycles() + 2 * costs.dmaSetupCycles());
        whenIdle(() -> {
            long dataPs = costs.dmaPs(data.bytes());
            traceDmaAt(dma.charge("dma.data", dataPs), "data", data.bytes(), true, dataPs);
            dma("completion", costs.completionBytes(), true, () -> {
                dataDelivered++;
                if (reliable != null && data.seq() >= 0) {
                    reliable.delivered(source, data.seq());
                }
                if (host != null) {
                    host.delivered(new Delivery(source, messageId, data.bytes(), data.tag(), scheduler.now()));
                }
            });
        });
    }
}
