package org.ccw.engine.dvcm;

import org.ccw.engine.dvcm.module.Command;
import org.ccw.engine.dvcm.module.CommandHandler;
import org.ccw.engine.dvcm.module.ControlMessage;
import org.ccw.engine.dvcm.module.ControlMessageHandler;
import org.ccw.engine.dvcm.module.Timeout;
import org.ccw.engine.dvcm.module.TimeoutHandler;
import org.ccw.engine.dvcm.module.TimeoutService;
import org.ccw.engine.hw.cell.Cell;
import org.ccw.engine.hw.cpu.Processor;
import org.ccw.engine.hw.nic.Nic;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.trace.DropReason;
import org.ccw.engine.trace.MessageIdentity;
import org.ccw.engine.trace.Tracer;

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
 * behind a whole data message. Those three are parts of their own: the {@link FirmwareLoop} (one piece of work at
 * a time, in its order), the {@link CellTransmitter} (pacing to the line) and the {@link CellReceiver} (receive
 * FIFO and AAL5 reassembly); the unit itself is what the paper's §2 lists: commands, control messages, timeouts,
 * the default data service and module handlers.
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
    private final FirmwareLoop loop;
    private final CellTransmitter transmitter;
    private final CellReceiver receiver;
    private final Map<Integer, ControlChannel> channels = new TreeMap<>();
    final Map<String, CommandHandler> commandHandlers = new HashMap<>();
    final Map<String, ControlMessageHandler> controlHandlers = new HashMap<>();
    private DvcmProcess host;
    private int commandsQueued;
    private long dataSent;
    private long dataDelivered;
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
        this.loop = new FirmwareLoop(coprocessor, scheduler);
        this.transmitter = new CellTransmitter(loop, nic, scheduler, tracer, costs, cellTimePs, cellIds);
        this.receiver = new CellReceiver(loop, nic, scheduler, tracer, costs, this::packetArrived);
        nic.coprocessorHook(receiver::cellArrived);
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
        return loop.idle() && commandsQueued == 0 && transmitter.idle() && (reliable == null || reliable.quiet());
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
        return receiver.packetsDiscarded();
    }

    /** Virtual time, picoseconds, at which the unit last took a data cell from its receive FIFO; -1 if never. */
    public long lastDataCellPs() {
        return receiver.lastDataCellPs();
    }

    /** Cells this unit put into its NIC's transmit FIFO: data, control messages and bare acknowledgments. */
    public long cellsSent() {
        return transmitter.cellsSent();
    }

    /** Cells this unit took from its receive FIFO (damaged ones included). */
    public long cellsTaken() {
        return receiver.cellsTaken();
    }

    /** Cells taken that the link had damaged (each spoils its AAL5 packet). */
    public long cellsDamaged() {
        return receiver.cellsDamaged();
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
        loop.submit(task);
    }

    /** Charges {@code cycles} of the coprocessor's work named {@code cost} (a {@link DvcmCosts} figure's name). */
    void charge(String cost, double cycles) {
        loop.charge(cost, cycles);
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
            loop.whenIdle(() -> dma("command", costs.commandBytes(), false,
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
        transmitter.control(peer, packet, retransmission);
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
        long event = scheduler.schedule(at - now, () -> loop.submitArrival(() -> {
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
                    dataSent++;
                    transmitter.data(self[0]);
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
            tracer.stackRecord(node(), component(), DmaTransferred.KIND,
                    new DmaTransferred(what, bytes, toHost, durationPs));
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
                    () -> tracer.stackRecord(node(), component(), DmaTransferred.KIND,
                            new DmaTransferred(what, bytes, toHost, durationPs)));
        }
    }

    // ---- reception ----

    /** A whole AAL5 packet arrived ({@code last} is its last cell): a control message's or a data message's. */
    private void packetArrived(Cell last) {
        Packet packet = (Packet) last.payload();
        if (packet instanceof Packet.Control control) {
            charge("dvcm.control_receive", costs.controlReceiveCycles());
            channel(last.source()).receive(control);
        } else {
            dataArrived(last.source(), last.messageId(), (Packet.Data) packet);
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
        loop.whenIdle(() -> {
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
