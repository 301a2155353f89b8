package org.ccw.engine.run;

import org.ccw.engine.stack.StackDriver;

import org.ccw.engine.hw.cell.Cell;
import org.ccw.engine.hw.Fabric;
import org.ccw.engine.hw.cpu.Processor;
import org.ccw.engine.hw.nic.Nic;
import org.ccw.engine.kernel.RandomStream;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.topology.Endpoint;
import org.ccw.engine.topology.HostSpec;
import org.ccw.engine.topology.JobSpec;
import org.ccw.engine.topology.LinkSpec;
import org.ccw.engine.topology.WorkloadKind;
import org.ccw.engine.topology.WorkloadSpec;
import org.ccw.engine.trace.DropReason;
import org.ccw.engine.trace.MessageIdentity;
import org.ccw.engine.trace.Tracer;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Drives a {@link WorkloadSpec} over a fabric as raw cells, from each host's first NIC and first processor. A
 * host pushes a cell only when its send FIFO has room (otherwise it retries one cell time later, as a polling
 * driver would), except under {@code UNIFORM_RANDOM}, an open-loop source whose cells are lost when the FIFO is
 * full. Pushing and pulling cost the host the NIC's I/O-bus times. A message counts as delivered when all its
 * cells have arrived undamaged; a damaged cell is dropped with reason {@code CHECKSUM}. Each message is one AAL5
 * packet, traced as {@code MessageSent} when the host queues it and {@code MessageDelivered} when its last cell is
 * in; its cells carry its id (the id of its first cell).
 */
public final class TrafficGenerator implements StackDriver {
    private final Fabric fabric;
    private final Scheduler scheduler;
    private final Tracer tracer;
    private final WorkloadSpec workload;
    private final List<Host> hosts = new ArrayList<>();
    private final List<Long> roundTripsPs = new ArrayList<>();
    private long cellsSent;
    private long cellsDelivered;
    private long messagesSent;
    private long messagesDelivered;
    private long cellsDamaged;

    public TrafficGenerator(Fabric fabric, Scheduler scheduler, Tracer tracer) {
        this.fabric = fabric;
        this.scheduler = scheduler;
        this.tracer = tracer;
        fabric.topology().drivenJob().map(JobSpec::workload).filter(w -> !w.kind().isGeneric()).ifPresent(w -> {
            throw new IllegalArgumentException("raw cells do not play " + w.kind() + ", a stack's own kind");
        });
        this.workload = fabric.topology().workload();
        List<HostSpec> taking = workload.participants().isEmpty() ? fabric.topology().hosts()
                : workload.participants().stream().map(fabric.topology()::host).toList();
        for (HostSpec spec : taking) {
            hosts.add(new Host(spec, hosts.size()));
        }
    }

    @Override
    public void start() {
        if (hosts.size() < 2) {
            throw new IllegalStateException("a workload needs at least two hosts");
        }
        switch (workload.kind()) {
            case PING_PONG -> {
                if (workload.messages() > 0) {
                    hosts.get(0).pingStartedPs = scheduler.now();
                    hosts.get(0).sendMessage(hosts.get(1).id);
                }
            }
            case ALL_TO_ALL_PERMUTATION -> {
                int phases = Math.min(workload.messages(), hosts.size() - 1);
                for (int phase = 1; phase <= phases; phase++) {
                    for (int i = 0; i < hosts.size(); i++) {
                        hosts.get(i).sendMessage(hosts.get((i + phase) % hosts.size()).id);
                    }
                }
            }
            case ALL_TO_ONE_BURST -> {
                for (int m = 0; m < workload.messages(); m++) {
                    for (Host h : hosts.subList(1, hosts.size())) {
                        h.sendMessage(hosts.get(0).id);
                    }
                }
            }
            case UNIFORM_RANDOM -> hosts.forEach(Host::scheduleRandomSend);
        }
    }

    @Override
    public long cellsSent() {
        return cellsSent;
    }

    @Override
    public long cellsDelivered() {
        return cellsDelivered;
    }

    @Override
    public long cellsDamaged() {
        return cellsDamaged;
    }

    @Override
    public long messagesSent() {
        return messagesSent;
    }

    @Override
    public long messagesDelivered() {
        return messagesDelivered;
    }

    @Override
    public String stack() {
        return "raw";
    }

    /** Ping-pong round-trip times in picoseconds, in order. */
    public List<Long> roundTripsPs() {
        return List.copyOf(roundTripsPs);
    }

    private Host hostById(int id) {
        for (Host h : hosts) {
            if (h.id == id) {
                return h;
            }
        }
        throw new IllegalArgumentException("no host " + id);
    }

    /** An AAL5 packet of {@code cells} cells; the generator has no payload, so its bytes are the cells' own. */
    private MessageIdentity packet(long messageId, int cells, int source, int destination) {
        return MessageIdentity.whole(messageId, "data", cells * workload.cellBytes(), source, destination);
    }

    /** One host's driver loop: a send queue pumped into the NIC and a receive loop draining it. */
    private final class Host {
        private final int id;
        private final int position;
        private final Nic nic;
        private final Processor cpu;
        private final long cellTimePs;
        private final RandomStream random;
        private final ArrayDeque<Cell> sendQueue = new ArrayDeque<>();
        private final Map<Long, Integer> partialMessages = new HashMap<>();
        private final Runnable pump = this::pump;
        private final Runnable pullNext = this::pullNext;
        private final Runnable randomSend = this::randomSend;
        private boolean pumping;
        private boolean draining;
        private long randomSends;
        private long pingStartedPs;
        private int pingsDone;

        Host(HostSpec spec, int position) {
            this.id = spec.id();
            this.position = position;
            nic = fabric.nic(id, 0);
            cpu = fabric.processor(id, 0);
            LinkSpec link = fabric.topology().linkAt(new Endpoint(id, 0));
            if (link == null) {
                throw new IllegalStateException("host " + spec.name() + " has no link on its first NIC");
            }
            cellTimePs = link.serializationPs(workload.cellBytes());
            random = scheduler.random("traffic." + spec.name());
            nic.onArrival(this::cellArrived);
        }

        void sendMessage(int destination) {
            long messageId = fabric.cellIdsIssued();
            int count = workload.cellsPerMessage();
            traceSent(messageId, count, destination);
            for (int i = 0; i < count; i++) {
                sendQueue.add(new Cell(fabric.newCellId(), messageId, "data", workload.cellBytes(), id,
                        destination, i, count, null));
            }
            messagesSent++;
            if (!pumping) {
                pumping = true;
                scheduler.schedule(0, pump);
            }
        }

        private void traceSent(long messageId, int cells, int destination) {
            if (tracer.isOn()) {
                tracer.messageSent(id, 0, packet(messageId, cells, id, destination));
            }
        }

        /** Pushes queued cells one at a time, each costing the host its I/O-bus push time. */
        private void pump() {
            if (sendQueue.isEmpty()) {
                pumping = false;
                return;
            }
            if (nic.sendFifoFull()) {
                scheduler.schedule(cellTimePs, pump);
                return;
            }
            long done = cpu.charge(nic.spec().pushCellPs());
            scheduler.schedule(done - scheduler.now(), () -> {
                Cell cell = sendQueue.poll();
                cellsSent++;
                nic.push(cell);
                pump();
            });
        }

        /** Open-loop Poisson source at the offered load, one single-cell message to a uniform other host. */
        void scheduleRandomSend() {
            if (workload.messages() > 0 && randomSends >= workload.messages()) {
                return;
            }
            double meanGapPs = cellTimePs / workload.offeredLoad();
            long gap = Math.round(-Math.log(1 - random.nextDouble()) * meanGapPs);
            scheduler.schedule(gap, randomSend);
        }

        private void randomSend() {
            randomSends++;
            int pick = (int) random.nextLong(hosts.size() - 1);
            Host destination = hosts.get(pick >= position ? pick + 1 : pick);
            long cellId = fabric.newCellId();
            cellsSent++;
            messagesSent++;
            traceSent(cellId, 1, destination.id);
            nic.push(new Cell(cellId, cellId, "data", workload.cellBytes(), id, destination.id, 0, 1, null));
            scheduleRandomSend();
        }

        private void cellArrived() {
            if (nic.spec().pullCellPs() == 0) {
                for (Cell cell = nic.pull(); cell != null; cell = nic.pull()) {
                    received(cell);
                }
            } else if (!draining) {
                draining = true;
                cpu.run(nic.spec().pullCellPs(), pullNext);
            }
        }

        /** The host has spent one pull time; the cell at the FIFO's head is now in memory. */
        private void pullNext() {
            received(nic.pull());
            if (nic.receivedCount() > 0) {
                cpu.run(nic.spec().pullCellPs(), pullNext);
            } else {
                draining = false;
            }
        }

        private void received(Cell cell) {
            if (cell.corrupted()) {
                cellsDamaged++;
                tracer.cellDropped(id, 0, cell, DropReason.CHECKSUM);
                return;
            }
            cellsDelivered++;
            if (cell.count() == 1) {
                messageComplete(cell);
                return;
            }
            int got = partialMessages.merge(cell.messageId(), 1, Integer::sum);
            if (got == cell.count()) {
                partialMessages.remove(cell.messageId());
                messageComplete(cell);
            }
        }

        private void messageComplete(Cell last) {
            messagesDelivered++;
            if (tracer.isOn()) {
                tracer.messageDelivered(id, 0, packet(last.messageId(), last.count(), last.source(), id));
            }
            if (workload.kind() != WorkloadKind.PING_PONG) {
                return;
            }
            Host sender = hostById(last.source());
            if (id == hosts.get(1).id) {
                sendMessage(sender.id);
            } else if (id == hosts.get(0).id) {
                roundTripsPs.add(scheduler.now() - pingStartedPs);
                if (++pingsDone < workload.messages()) {
                    pingStartedPs = scheduler.now();
                    sendMessage(sender.id);
                }
            }
        }
    }
}
