package org.ccw.engine.dvcm;

import java.util.List;

import org.ccw.engine.kernel.Time;
import org.ccw.model.provenance.Input;
import org.ccw.model.provenance.Source;

/**
 * The component costs of a DVCM execution unit and of the host's side of the shared-memory interface (seed 001
 * §2-§3). Coprocessor steps are in cycles of the NI's coprocessor (the i960 of the SBA-200E, at the NIC's
 * {@code coprocessorMhz}); the host's steps are derived from the host's own figures (uncached writes into NI
 * memory, cache-line misses) where the run is assembled. The paper gives no breakdown of its 18 µs
 * coprocessor-to-coprocessor and 60 µs application-to-application latencies, so every figure here but one is an
 * <b>assumption</b>, stated with its reason, and the 18 µs the {@code dvcm-latency} lab reports emerges from them.
 * The exception is the DMA start-up: the application's path holds four DMAs and the coprocessors' path none, so it
 * is <b>calibrated</b> against the 60 µs (and the lab says so).
 *
 * @param pollLoopCycles        one turn of the firmware's main loop (command queues, receive FIFO, timers) before
 *                              it notices newly posted work
 * @param commandCycles         decode a command from the command queue and check the issuer's capability
 * @param dispatchCycles        look up a command or control-message handler and call it
 * @param controlSendCycles     build a control message and keep its copy in the pair's sliding window
 * @param controlReceiveCycles  check a control message's sequence number and retire what it acknowledges
 * @param cellTransmitCycles    hand one cell (header, AAL5 CRC state) to the transmit FIFO
 * @param cellReceiveCycles     take one cell from the receive FIFO into its reassembly buffer
 * @param cellBusWaitCycles     most cycles the coprocessor waits for one cell's bytes on the shared I/O bus; each
 *                              cell draws its wait uniformly from [0, this] (seeded), because the bus is shared
 *                              with the host's memory traffic
 * @param dmaSetupCycles        program one DMA transfer (translate a registered page, write the descriptor)
 * @param accurateTimeoutCycles arm an accurate timeout (hardware timer, sorted list)
 * @param cheapTimeoutCycles    arm a cheap timeout (link it into the main loop's timing wheel)
 * @param cheapTickPs           period of the main loop's timing wheel, picoseconds: a cheap timeout is late by
 *                              up to this much
 * @param dmaStartupPs          from starting a DMA until its first bytes move across the I/O bus (arbitration,
 *                              IOMMU translation, memory latency), picoseconds
 * @param dmaBytesPerSecond     DMA throughput between host memory and the NI, bytes per second
 * @param commandBytes          size of a command's descriptor in the host's command ring, which the unit fetches by
 *                              DMA
 * @param completionBytes       size of the completion record the unit writes by DMA into the host's completion
 *                              ring for each arrived message
 * @param transmitAheadCells    cells the unit keeps queued in the NIC's transmit FIFO ahead of the line; a control
 *                              message waits behind at most these
 * @param ackDelayPs            how long a unit waits for a control message to carry an acknowledgment back before
 *                              it sends one on its own, picoseconds
 * @param retransmitTimeoutPs   how long an unacknowledged control message waits before it is sent again
 */
public record DvcmCosts(double pollLoopCycles, double commandCycles, double dispatchCycles,
                        double controlSendCycles, double controlReceiveCycles, double cellTransmitCycles,
                        double cellReceiveCycles, double cellBusWaitCycles, double dmaSetupCycles, double accurateTimeoutCycles,
                        double cheapTimeoutCycles, long cheapTickPs, long dmaStartupPs, double dmaBytesPerSecond,
                        int commandBytes, int completionBytes, int transmitAheadCells, long ackDelayPs, long retransmitTimeoutPs) {

    /**
     * Figures assumed for the SBA-200E's i960 (seed 001 §4.2): a main-loop turn, a command decode and a control
     * message's bookkeeping are each a few dozen instructions of firmware (the paper's whole coordination module is
     * "approximately 500 lines of C"); per-cell work must stay well under one OC-3 cell time (2.73 µs, 90 cycles at
     * 33 MHz) or the card could not drive its link, so 25 and 30 cycles, plus a bus wait of up to 100 cycles per
     * transmitted cell, which leaves the mean (75) under a cell time but lets the line go idle now and then: a
     * sender's cells are not phase-locked to another's, as with real firmware. A DMA's start-up (the i960 programming the
     * transfer aside: SBus arbitration, IOMMU translation, host memory latency, completion) is calibrated: 8.2 µs
     * makes the application-to-application latency come out at §3's 60 µs; throughput is the NIC's (38 MB/s in
     * the preset). Commands are 32-byte descriptors and completion records 8 bytes. The window's timers are 100 µs (delayed ack) and 500 µs (retransmission, many
     * round trips of the 18 µs path): a bare acknowledgment takes a cell slot on the unit's own line, which during
     * a coordinated burst is a slot taken from its data, so it waits long enough (a 1 KB message and a token pass)
     * to ride on the control message that usually goes back, the token itself, and still well inside the
     * retransmission timeout.
     */
    public static DvcmCosts sba200e(double dmaBytesPerSecond) {
        return new DvcmCosts(30, 60, 15, 50, 40, 25, 30, 100, 40, 30, 5, Time.micros(50), Time.nanos(8200),
                dmaBytesPerSecond, 32, 8, 1, Time.micros(100), Time.micros(500));
    }

    public DvcmCosts {
        for (double c : new double[] {pollLoopCycles, commandCycles, dispatchCycles, controlSendCycles,
                controlReceiveCycles, cellTransmitCycles, cellReceiveCycles, cellBusWaitCycles, dmaSetupCycles, accurateTimeoutCycles,
                cheapTimeoutCycles}) {
            if (!(c >= 0)) {
                throw new IllegalArgumentException("DVCM costs are cycles >= 0: " + c);
            }
        }
        if (cheapTickPs <= 0 || dmaStartupPs < 0 || !(dmaBytesPerSecond > 0) || commandBytes < 1 || completionBytes < 1
                || transmitAheadCells < 1 || ackDelayPs < 0 || retransmitTimeoutPs <= 0) {
            throw new IllegalArgumentException("DVCM costs: tick, DMA rate, command and completion sizes, transmit-ahead and"
                    + " retransmission timeout must be positive");
        }
    }

    /**
     * These costs with the control window's delayed-ack and retransmission timers at {@code ackDelayPs} and
     * {@code retransmitTimeoutPs} (a real run's round trips are threads and sockets, not an 18 µs ATM path).
     */
    public DvcmCosts withTimers(long ackDelayPs, long retransmitTimeoutPs) {
        return new DvcmCosts(pollLoopCycles, commandCycles, dispatchCycles, controlSendCycles, controlReceiveCycles,
                cellTransmitCycles, cellReceiveCycles, cellBusWaitCycles, dmaSetupCycles, accurateTimeoutCycles,
                cheapTimeoutCycles, cheapTickPs, dmaStartupPs, dmaBytesPerSecond, commandBytes, completionBytes,
                transmitAheadCells, ackDelayPs, retransmitTimeoutPs);
    }

    /**
     * These costs as inputs ({@code lab inputs}), each with the reason {@link #sba200e} gives for it; the DMA
     * start-up is DVCM's one calibrated input. The DMA rate is the NIC's and is listed with the machine's figures.
     */
    public List<Input> inputs() {
        Source firmware = Source.assumed("a few dozen i960 instructions of firmware (seed 001 §4.2: the whole"
                + " coordination module is about 500 lines of C); the paper gives no cycle counts");
        Source perCell = Source.assumed("per-cell work must stay well under one OC-3 cell time (2.73 us, 90 cycles"
                + " at 33 MHz) or the card could not drive its link");
        Source busWait = Source.assumed("the SBus is shared with the host's memory traffic: a wait of up to 100"
                + " cycles keeps the mean per-cell work (75) under a cell time");
        Source sizes = Source.assumed("a command is a 32-byte descriptor, a completion an 8-byte record; the paper"
                + " gives no layout");
        Source timers = Source.assumed("a delayed ACK waits long enough to ride on the control message that"
                + " usually goes back; the retransmission timeout spans many 18 us round trips");
        return List.of(
                new Input("dvcm.poll_loop", pollLoopCycles, "cycles", firmware),
                new Input("dvcm.command", commandCycles, "cycles", firmware),
                new Input("dvcm.dispatch", dispatchCycles, "cycles", firmware),
                new Input("dvcm.control_send", controlSendCycles, "cycles", firmware),
                new Input("dvcm.control_receive", controlReceiveCycles, "cycles", firmware),
                new Input("dvcm.cell_transmit", cellTransmitCycles, "cycles", perCell),
                new Input("dvcm.cell_receive", cellReceiveCycles, "cycles", perCell),
                new Input("dvcm.cell_bus_wait_max", cellBusWaitCycles, "cycles", busWait),
                new Input("dvcm.dma_setup", dmaSetupCycles, "cycles", firmware),
                new Input("dvcm.accurate_timeout", accurateTimeoutCycles, "cycles", firmware),
                new Input("dvcm.cheap_timeout", cheapTimeoutCycles, "cycles", firmware),
                new Input("dvcm.cheap_tick", cheapTickPs / 1e3, "ns", Source.assumed("a timing wheel turned every"
                        + " 50 us: cheap timeouts are late by up to that (seed 001 §4.2 contrasts them with accurate"
                        + " ones)")),
                new Input("dvcm.dma_startup", dmaStartupPs / 1e3, "ns", Source.calibrated("seed 001 §3, the 60 us"
                        + " application-to-application latency (four DMAs on its path, none on the coprocessors')")),
                new Input("dvcm.command_bytes", commandBytes, "bytes", sizes),
                new Input("dvcm.completion_bytes", completionBytes, "bytes", sizes),
                new Input("dvcm.transmit_ahead", transmitAheadCells, "cells", Source.assumed("one cell queued ahead"
                        + " of the line keeps it busy and lets a control message overtake the data")),
                new Input("dvcm.ack_delay", ackDelayPs / 1e3, "ns", timers),
                new Input("dvcm.retransmit_timeout", retransmitTimeoutPs / 1e3, "ns", timers));
    }

    /** Time in picoseconds for one DMA of {@code bytes} across the I/O bus, start-up included. */
    public long dmaPs(long bytes) {
        return dmaStartupPs + Math.round(bytes * (double) Time.PS_PER_S / dmaBytesPerSecond);
    }
}
