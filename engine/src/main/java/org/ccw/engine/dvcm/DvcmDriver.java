package org.ccw.engine.dvcm;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;

import org.ccw.engine.dvcm.coordination.SenderCoordination;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.stack.StackDriver;
import org.ccw.model.workload.WorkloadKind;

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

    /**
     * @param messages     messages per sender, or round trips for ping-pong
     * @param messageBytes user bytes per message
     * @throws IllegalArgumentException for a workload the DVCM driver does not run, or too few processes
     */
    public DvcmDriver(Dvcm dvcm, Scheduler scheduler, WorkloadKind kind, int messages, int messageBytes) {
        int processes = dvcm.processCount();
        if (processes < 2) {
            throw new IllegalArgumentException("a DVCM workload needs at least two processes, got " + processes);
        }
        this.dvcm = dvcm;
        this.startPs = scheduler.now();
        String command = dvcm.modules().stream().anyMatch(m -> m.name().equals(SenderCoordination.NAME))
                ? SenderCoordination.SEND_WITH_FLOW_CONTROL : Dvcm.SEND;
        if (kind == WorkloadKind.ALL_TO_ONE_BURST) {
            burst = new BurstWorkload(dvcm.nodeOf(processes - 1), dvcm.process(processes - 1),
                    here(0, processes - 1), processes - 1, command, messages, messageBytes);
            pingPong = null;
        } else if (kind == WorkloadKind.BULK_TRANSFER) {
            burst = new BurstWorkload(dvcm.nodeOf(1), dvcm.process(1), here(0, 1), 1, command, messages,
                    messageBytes);
            pingPong = null;
        } else if (kind == WorkloadKind.PING_PONG) {
            burst = null;
            pingPong = new PingPongWorkload(dvcm.nodeOf(0), dvcm.process(0), dvcm.nodeOf(1), dvcm.process(1),
                    scheduler, messages, messageBytes);
        } else {
            throw new IllegalArgumentException("the DVCM runs all-to-one burst, bulk transfer and"
                    + " ping-pong workloads, not " + kind);
        }
    }

    /** The job's processes {@code from} (inclusive) to {@code to} (exclusive) that run here. */
    private List<DvcmProcess> here(int from, int to) {
        List<DvcmProcess> here = new ArrayList<>();
        for (int i = from; i < to; i++) {
            if (dvcm.process(i) != null) {
                here.add(dvcm.process(i));
            }
        }
        return here;
    }

    /**
     * Over a real transport: tells {@code completed} the index of each process here, on its own scheduler, once it
     * is complete ({@link FinishedNotices}: it has played its part, its unit is idle with every control message
     * acknowledged, and every other unit of the job has said its process finished too). A sender's part is to have
     * posted all its messages (the unit then has them acknowledged before it is idle), the receiver's to have
     * polled every sender's messages, each player's of a ping-pong to have had its {@code messages} messages; a
     * process the workload leaves out has no part. The job's other hosts may be in other OS processes.
     */
    void whenComplete(IntConsumer completed) {
        this.completed = completed;
    }

    @Override
    public void start() {
        if (completed != null) {
            FinishedNotices notices = new FinishedNotices(dvcm.unitNodes());
            for (int i = 0; i < dvcm.processCount(); i++) {
                DvcmProcess process = dvcm.process(i);
                if (process != null) {
                    notices.watch(i, process, () -> played(process), completed);
                }
            }
        }
        if (burst != null) {
            burst.start(startPs);
        } else {
            pingPong.start();
        }
    }

    private boolean played(DvcmProcess process) {
        if (burst == null) {
            return process != dvcm.process(0) && process != dvcm.process(1) || pingPong.played(process);
        }
        if (burst.sends(process)) {
            return burst.postedAll(process);
        }
        return !burst.receives(process) || burst.messagesDelivered() >= burst.messagesExpected();
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
            return burst.messagesDelivered() == burst.messagesExpected() ? burst.lastDeliveryPs() : -1;
        }
        return pingPong.finishedPs();
    }

    @Override
    public String stack() {
        return DvcmStack.NAME;
    }
}
