package org.ccw.engine.dvcm;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import org.ccw.engine.dvcm.config.DvcmConfig;
import org.ccw.engine.realtime.RealTimeTransport;
import org.ccw.engine.realtime.UserSpaceSwitch;
import org.ccw.engine.run.RealTimeRun;
import org.ccw.engine.run.RealTimeSummary;
import org.ccw.engine.topology.JobSpec;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.DropReason;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.model.cluster.AtmSwitch;
import org.ccw.model.cluster.Link;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.workload.WorkloadKind;

/**
 * The contention experiment of seed 001 §4.3 measured over a real path instead of simulated: senders bursting to
 * one receiver over UDP on 127.0.0.1 through a {@link UserSpaceSwitch} whose output port is the bottleneck (the
 * scenario's switch buffer, {@code bufferCellsPerPort} cells of 48 payload bytes, drained at the scenario's link
 * rate), with or without the sender-coordination module. What it reports is counted on the path: messages
 * delivered (over a real transport the units send a lost message again, {@link ReliableData}, so all arrive in
 * the end), data transmissions and how many of them did not arrive whole, datagrams the switch forwarded and
 * dropped toward the receiver, and the receive bandwidth on the receiver's own clock: the collapse is in the
 * transmissions lost and the bandwidth. The hosts' loops are traced (to time the receiver), which costs them some
 * speed.
 */
public final class RealPathContention {

    /**
     * One run's measurement: messages the senders posted and the receiver's application got (once each), data
     * transmissions (first sendings and retransmissions) and those that did not arrive whole, the switch port's
     * counts toward the receiver, the receive bandwidth of the messages delivered.
     */
    public record Result(boolean coordinated, long messagesSent, long messagesDelivered, long transmissions,
                         long transmissionsLost, long retransmissions, long datagramsForwarded,
                         long datagramsDropped, double receiveBytesPerSecond, long wallTimeNanos, boolean complete) {
        /** Fraction of the data transmissions that did not arrive whole (the path's message loss). */
        public double messageLoss() {
            return transmissions == 0 ? 0 : (double) transmissionsLost / transmissions;
        }

        /** Fraction of the datagrams toward the receiver that the switch's full port dropped. */
        public double datagramLoss() {
            long offered = datagramsForwarded + datagramsDropped;
            return offered == 0 ? 0 : (double) datagramsDropped / offered;
        }
    }

    private RealPathContention() {
    }

    /**
     * The DVCM star of {@code senders} + 1 UltraSPARCs (the receiver last), every link at {@code linkMbps}, each
     * sender bursting {@code messages} messages of {@code bytes}, with sender coordination when
     * {@code coordinated}.
     */
    public static Scenario star(int senders, int messages, int bytes, double linkMbps, boolean coordinated) {
        Scenario scenario = DvcmPresets.dvcmStar(senders + 1);
        scenario.getWorkloads().get(0).setKind(WorkloadKind.ALL_TO_ONE_BURST);
        scenario.getWorkloads().get(0).setMessageCount(messages);
        scenario.getWorkloads().get(0).setMessageBytes(bytes);
        for (Link link : scenario.getCluster().getLinks()) {
            link.setBandwidthMbps(linkMbps);
        }
        if (!coordinated) {
            ((DvcmConfig) scenario.getCluster().getJobs().get(0).getStack()).getModules().clear();
        }
        return scenario;
    }

    /** The switch port of {@code scenario}'s star: its ATM switch's per-port buffer and its links' rate. */
    public static UserSpaceSwitch.Settings portOf(Scenario scenario) {
        AtmSwitch atm = scenario.getCluster().getNodes().stream().filter(AtmSwitch.class::isInstance)
                .map(AtmSwitch.class::cast).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("scenario " + scenario.getName() + " has no ATM"
                        + " switch to stand for"));
        double mbps = scenario.getCluster().getLinks().get(0).getBandwidthMbps();
        return new UserSpaceSwitch.Settings(atm.getBufferCellsPerPort() * 48, mbps * 1e6);
    }

    /** Runs {@code scenario} over UDP through its switch port, for at most {@code untilPs} of wall-clock time. */
    public static Result run(Scenario scenario, long untilPs) throws IOException, InterruptedException {
        JobSpec job = TopologyBuilder.from(scenario).drivenJob().orElseThrow();
        int receiver = job.processes().get(job.processes().size() - 1).host();
        List<TraceEvent.MessageDelivered> deliveries = Collections.synchronizedList(new ArrayList<>());
        AtomicLong firstCellPs = new AtomicLong(-1);
        AtomicLong transmissions = new AtomicLong();
        AtomicLong duplicates = new AtomicLong();
        RealTimeRun run = RealTimeRun.of(scenario, RealTimeTransport.UDP).through(portOf(scenario)).until(untilPs)
                .sink(event -> {
                    if (event instanceof TraceEvent.MessageDelivered d && d.kind().equals("data")) {
                        deliveries.add(d);
                    } else if (event instanceof TraceEvent.MessageSent m && m.kind().equals("data")
                            || event instanceof TraceEvent.Retransmitted r && r.kind().equals("data")) {
                        // a first sending, or a sending again (same message id, no second MessageSent)
                        transmissions.incrementAndGet();
                    } else if (event instanceof TraceEvent.CellDropped c && c.kind().equals("data")
                            && c.reason() == DropReason.PROTOCOL) {
                        duplicates.incrementAndGet();
                    } else if (event instanceof TraceEvent.CellDelivered c && c.node() == receiver
                            && c.kind().equals("data")) {
                        firstCellPs.compareAndSet(-1, c.timePs());
                    }
                });
        RealTimeSummary summary = run.run();
        UserSpaceSwitch.PortCounts toReceiver = run.switchPorts().getOrDefault(receiver,
                new UserSpaceSwitch.PortCounts(0, 0, 0, 0));
        boolean coordinated = !((DvcmConfig) scenario.getCluster().getJobs().get(0).getStack()).getModules()
                .isEmpty();
        long arrivedWhole = deliveries.size() + duplicates.get();
        return new Result(coordinated, summary.messagesSent(), summary.messagesDelivered(), transmissions.get(),
                Math.max(0, transmissions.get() - arrivedWhole), summary.retransmissions(), toReceiver.forwarded(),
                toReceiver.dropped(), bandwidth(deliveries, firstCellPs.get()), summary.wallTimeNanos(),
                summary.complete());
    }

    /**
     * User bytes of the whole messages per second, from the receiver's unit taking its first data cell until its
     * last whole message reached memory, both on the receiver's clock (0 when nothing arrived whole).
     */
    private static double bandwidth(List<TraceEvent.MessageDelivered> deliveries, long firstCellPs) {
        synchronized (deliveries) {
            if (deliveries.isEmpty() || firstCellPs < 0) {
                return 0;
            }
            long last = deliveries.stream().mapToLong(TraceEvent.MessageDelivered::timePs).max().orElseThrow();
            long bytes = deliveries.stream().mapToLong(TraceEvent.MessageDelivered::bytes).sum();
            return last <= firstCellPs ? 0 : bytes / ((last - firstCellPs) / 1e12);
        }
    }
}
