package org.ccw.engine.dvcm;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;

import org.ccw.engine.dvcm.coordination.SenderCoordination;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.stack.StackDriver;
import org.ccw.model.cluster.WorkloadKind;

/**
 * Runs a scenario's workload on its DVCM job (seed 001): the execution units and extension modules
 * {@link Dvcm#attach} put on the run's fabric, and the job's processes as applications talking to them through
 * shared memory. Messages go with {@code SEND_WITH_FLOW_CONTROL} when the sender-coordination module is loaded,
 * with the default service's {@code SEND} otherwise.
 * <ul>
 *   <li>{@code ALL_TO_ONE_BURST}: the contention experiment of §4.3 ({@link BurstWorkload}): every process but the
 *       last posts {@code messages} messages of {@code messageBytes} back to back to the last process.</li>
 *   <li>{@code BULK_TRANSFER}: the same with process 0 as the only sender and process 1 receiving.</li>
 *   <li>{@code PING_PONG}: {@code messages} application-to-application round trips between processes 0 and 1
 *       ({@link PingPongWorkload}), always with the default service.</li>
 * </ul>
 * The default service is unreliable in simulation: messages lost under contention stay lost, and
 * {@link #finishedPs()} is -1 unless every message arrived. Over a real transport the units make it reliable
 * ({@link ReliableData}).
 */
public final class DvcmDriver implements StackDriver {
    private final Dvcm dvcm;
    private final BurstWorkload burst;
    private final PingPongWorkload pingPong;
    private final long startPs;
    private IntConsumer completed;
    private final AtomicInteger activeDone = new AtomicInteger();
    /** How often a real run's process checks whether it has done its part, wall-clock picoseconds: 5 ms. */
    private static final long COMPLETION_CHECK_PS = 5 * Time.PS_PER_MS;

    /**
     * @param messages     messages per sender, or round trips for ping-pong
     * @param messageBytes user bytes per message
     * @throws IllegalArgumentException for a workload the DVCM driver does not run, or too few processes
     */
    public DvcmDriver(Dvcm dvcm, Scheduler scheduler, WorkloadKind kind, int messages, int messageBytes) {
        List<DvcmProcess> processes = dvcm.processes();
        if (processes.size() < 2) {
            throw new IllegalArgumentException("a DVCM workload needs at least two processes, got "
                    + processes.size());
        }
        this.dvcm = dvcm;
        this.startPs = scheduler.now();
        String command = dvcm.modules().stream().anyMatch(m -> m.name().equals(SenderCoordination.NAME))
                ? SenderCoordination.SEND_WITH_FLOW_CONTROL : Dvcm.SEND;
        switch (kind) {
            case ALL_TO_ONE_BURST -> {
                burst = new BurstWorkload(processes.get(processes.size() - 1),
                        processes.subList(0, processes.size() - 1), command, messages, messageBytes);
                pingPong = null;
            }
            case BULK_TRANSFER -> {
                burst = new BurstWorkload(processes.get(1), List.of(processes.get(0)), command, messages,
                        messageBytes);
                pingPong = null;
            }
            case PING_PONG -> {
                burst = null;
                pingPong = new PingPongWorkload(processes.get(0), processes.get(1), scheduler, messages,
                        messageBytes);
            }
            default -> throw new IllegalArgumentException("the DVCM runs all-to-one burst, bulk transfer and"
                    + " ping-pong workloads, not " + kind);
        }
    }

    /**
     * Over a real transport: tells {@code completed} each process's index, on its own scheduler, once it has done
     * its part and its unit is idle with every control message acknowledged. A sender's part is to have started
     * all its messages, the pinger's to have finished its trips; a receiver's part (or the ponger's) ends when
     * every such active process has done its part, which they count in {@link #activeDone} (every host of a real
     * DVCM run is in this OS process).
     */
    void whenComplete(IntConsumer completed) {
        this.completed = completed;
    }

    @Override
    public void start() {
        if (burst != null) {
            burst.start(startPs);
        } else {
            pingPong.start();
        }
        if (completed != null) {
            List<DvcmProcess> processes = dvcm.processes();
            for (int i = 0; i < processes.size(); i++) {
                int index = i;
                DvcmProcess process = processes.get(i);
                process.unit().scheduler().schedule(0, () -> checkComplete(index, process));
            }
        }
    }

    private boolean active(DvcmProcess process) {
        return burst != null ? burst.sends(process) : process == dvcm.processes().get(0);
    }

    private void checkComplete(int index, DvcmProcess process) {
        ExecutionUnit unit = process.unit();
        boolean active = active(process);
        boolean partDone = active ? (burst != null ? burst.postedAll(process) : pingPong.finishedPs() >= 0)
                : activeDone.get() == dvcm.processes().stream().filter(this::active).count()
                // a reliable service's receiver also waits until its application has polled every message
                && (burst == null || !unit.reliableData() || burst.messagesDelivered() >= burst.messagesSent());
        if (partDone && unit.idle() && unit.controlQuiet()) {
            if (active) {
                activeDone.incrementAndGet();
            }
            completed.accept(index);
        } else {
            unit.scheduler().schedule(COMPLETION_CHECK_PS, () -> checkComplete(index, process));
        }
    }

    /** The burst of an all-to-one or bulk workload (null for ping-pong): its bandwidth and loss. */
    public BurstWorkload burst() {
        return burst;
    }

    /** The ping-pong game (null for the other workloads): its one-way latency. */
    public PingPongWorkload pingPong() {
        return pingPong;
    }

    @Override
    public long cellsSent() {
        return dvcm.units().stream().mapToLong(ExecutionUnit::cellsSent).sum();
    }

    @Override
    public long cellsDelivered() {
        return dvcm.units().stream().mapToLong(u -> u.cellsTaken() - u.cellsDamaged()).sum();
    }

    @Override
    public long cellsDamaged() {
        return dvcm.units().stream().mapToLong(ExecutionUnit::cellsDamaged).sum();
    }

    @Override
    public long messagesSent() {
        return burst != null ? burst.messagesSent() : pingPong.messagesSent();
    }

    @Override
    public long messagesDelivered() {
        return burst != null ? burst.messagesDelivered() : pingPong.trips();
    }

    /** Control messages and (over a real transport, {@link ReliableData}) data messages sent again after a timeout. */
    @Override
    public long retransmissions() {
        return dvcm.units().stream().mapToLong(u -> u.controlRetransmissions() + u.dataRetransmissions()).sum();
    }

    @Override
    public long finishedPs() {
        if (burst != null) {
            return burst.messagesDelivered() == burst.messagesSent() ? burst.lastDeliveryPs() : -1;
        }
        return pingPong.finishedPs();
    }

    @Override
    public String stack() {
        return DvcmStack.NAME;
    }
}
