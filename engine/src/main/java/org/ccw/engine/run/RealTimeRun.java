package org.ccw.engine.run;

import java.io.IOException;
import java.net.BindException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.realtime.FaultInjectingPort;
import org.ccw.engine.realtime.RealTimeScheduler;
import org.ccw.engine.realtime.RealTimeTransport;
import org.ccw.engine.realtime.RttEstimator;
import org.ccw.engine.realtime.SocketNetworkPort;
import org.ccw.engine.realtime.SwitchProcess;
import org.ccw.engine.realtime.UserSpaceSwitch;
import org.ccw.engine.stack.RealTimeStack;
import org.ccw.engine.stack.StackDriver;
import org.ccw.engine.stack.Stacks;
import org.ccw.engine.topology.HostSpec;
import org.ccw.engine.topology.JobSpec;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.CellIdentity;
import org.ccw.engine.trace.JsonLinesTraceWriter;
import org.ccw.engine.trace.TraceSink;
import org.ccw.engine.trace.Tracer;
import org.ccw.model.cluster.Scenario;

/**
 * A scenario's protocol stack and workload over a real transport, in real time: {@code workbench run SCENARIO
 * --transport udp|tcp} (every host of the job in this OS process, on 127.0.0.1 with ephemeral ports) and
 * {@code workbench peer SCENARIO --host NAME ...} ({@link #only only} one host here, its peers in other OS
 * processes, on one machine or a LAN). Each host gets its own {@link RealTimeScheduler} and socket, wrapped in a
 * {@link FaultInjectingPort} that applies the scenario's random faults to what it sends (what the socket refuses —
 * datagrams that are no frame or not from a peer — is traced as a {@code CellDropped} of kind {@code frame}); the
 * stack's code is
 * the very code the simulated fabric runs, charging no simulated CPU time
 * ({@link org.ccw.engine.hw.cpu.HostCpu#realTime}). The job's registered stack says how it runs this way
 * ({@link RealTimeStack}); a stack that runs only simulated is refused.
 *
 * <p><b>When a host stops.</b> No process can see the others' state, so each host ends on what it knows: it has
 * finished its part of the workload, everything it sent is acknowledged, every peer has said it finished too
 * (the stack's {@link RealTimeStack#attach} driver tells it), and then nothing has arrived for {@link #QUIET_PS} — long enough that a peer whose
 * last acknowledgment was lost gets its retransmission answered. Or the wall-clock limit ({@link #until}) ends it
 * first, and the summary says the run was not complete.
 */
public final class RealTimeRun extends RunOptions.Traced<RealTimeRun> {
    /**
     * Silence, in wall-clock picoseconds, after which a complete host ends: 1 s, so that a peer whose last answer
     * was lost sends it again twice over at the least adaptive timeout ({@link RttEstimator#FLOOR_PS}, 200 ms, then
     * doubled) before this host has gone.
     */
    public static final long QUIET_PS = 5 * RttEstimator.FLOOR_PS;

    /** Wall-clock limit of a run unless {@code until} says otherwise: 60 s. */
    public static final long DEFAULT_UNTIL_PS = 60 * Time.PS_PER_S;

    /** A run that cannot start: unknown host, missing peer, busy port, a stack that has no real-time driver. */
    public static final class SetupException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        SetupException(String message) {
            super(message);
        }
    }

    private final Scenario scenario;
    private final RealTimeTransport transport;
    private String onlyHost;
    private InetSocketAddress listen;
    private Map<String, InetSocketAddress> peers = Map.of();
    private SocketNetworkPort.SentListener capture;
    private UserSpaceSwitch.Settings bottleneck;
    private Map<Integer, UserSpaceSwitch.PortCounts> switched = Map.of();

    private RealTimeRun(Scenario scenario, RealTimeTransport transport) {
        this.scenario = scenario;
        this.transport = transport;
    }

    /** A run of every host of {@code scenario}'s job in this OS process over {@code transport} on 127.0.0.1. */
    public static RealTimeRun of(Scenario scenario, RealTimeTransport transport) {
        return new RealTimeRun(scenario, transport);
    }

    /**
     * Also hands every datagram a host here sends to {@code capture} (a pcap file of the run), from its loop thread.
     * Only over UDP: a TCP stream's segments are the kernel's, so a run over TCP with a capture does not start.
     */
    public RealTimeRun capture(SocketNetworkPort.SentListener capture) {
        this.capture = capture;
        return this;
    }

    /**
     * Sends every datagram through a {@link UserSpaceSwitch} on 127.0.0.1 whose output ports hold {@code settings}'
     * bytes and drain at its rate: a real path with a bottleneck. The switch runs as an OS process of its own
     * ({@link SwitchProcess}), started for the run and stopped after it; one that cannot start is a
     * {@link SetupException}. Only over UDP, with every host here.
     */
    public RealTimeRun through(UserSpaceSwitch.Settings settings) {
        this.bottleneck = settings;
        return this;
    }

    /** After {@link #run()} through a switch: what each output port (by host node number) forwarded and dropped. */
    public Map<Integer, UserSpaceSwitch.PortCounts> switchPorts() {
        return switched;
    }

    /**
     * Runs only host {@code host} here, listening on {@code listenAddress}; every other host of the job must be
     * in {@code peerAddresses} (by host name), where its own OS process listens.
     */
    public RealTimeRun only(String host, InetSocketAddress listenAddress,
            Map<String, InetSocketAddress> peerAddresses) {
        this.onlyHost = host;
        this.listen = listenAddress;
        this.peers = Map.copyOf(peerAddresses);
        return this;
    }

    /** What the trace calls a datagram or stream the socket refused: kind {@code frame}, no id. */
    private record Refused(int sizeBytes) implements CellIdentity {
        @Override
        public long cellId() {
            return -1;
        }

        @Override
        public long messageId() {
            return -1;
        }

        @Override
        public String kind() {
            return "frame";
        }
    }

    /** One host of the run in this OS process. */
    private record Side(HostSpec host, RealTimeScheduler scheduler, SocketNetworkPort socket,
                        FaultInjectingPort port, Tracer tracer) {

        /** Ends once nothing has arrived for {@link #QUIET_PS}; call on the loop thread. */
        void linger(Runnable end) {
            long quietAt = port.lastArrivalPs() + QUIET_PS;
            long now = scheduler.now();
            if (now >= quietAt) {
                end.run();
            } else {
                scheduler.schedule(quietAt - now, () -> linger(end));
            }
        }
    }

    /**
     * Runs until every host here has ended or the wall-clock limit.
     *
     * @throws SetupException when the run cannot start (the message is one line naming the problem)
     * @throws IllegalStateException when a host's event loop failed
     */
    public RealTimeSummary run() throws IOException, InterruptedException {
        Topology topology = TopologyBuilder.from(scenario);
        if (seedOverride() != null) {
            topology = topology.withSeed(seedOverride());
        }
        if (capture != null && transport != RealTimeTransport.UDP) {
            throw new SetupException("a capture of a real run records its UDP datagrams; over "
                    + transport.name().toLowerCase(java.util.Locale.ROOT) + " capture the loopback interface with"
                    + " tcpdump -i lo instead, or run over udp");
        }
        JobSpec job = topology.drivenJob().orElseThrow(() -> new SetupException("scenario '"
                + scenario.getName() + "' has no job with a workload to run over a real transport"));
        if (bottleneck != null && (transport != RealTimeTransport.UDP || onlyHost != null)) {
            throw new SetupException("a run through a user-space switch carries UDP datagrams between hosts all in"
                    + " this OS process; run it over udp, without --host");
        }
        RealTimeStack stack = realTimeStack(job);
        List<HostSpec> jobHosts = jobHosts(job, topology);
        List<HostSpec> here = onlyHost == null ? jobHosts : List.of(hostNamed(onlyHost, jobHosts, job));
        Map<String, Side> sides = new LinkedHashMap<>();
        JsonLinesTraceWriter writer = traceFile() == null ? null : JsonLinesTraceWriter.toFile(traceFile());
        List<TraceSink> out = new ArrayList<>(sinks());
        if (writer != null) {
            out.add(writer);
        }
        RealTimeTrace trace = out.isEmpty() ? null : new RealTimeTrace(TraceSink.fanOut(out));
        SwitchProcess relay = null;
        try {
            for (HostSpec host : here) {
                sides.put(host.name(), open(host, topology, trace));
            }
            if (bottleneck != null) {
                Map<Integer, InetSocketAddress> addresses = new LinkedHashMap<>();
                sides.values().forEach(side -> addresses.put(side.host().id(), side.socket().localAddress()));
                try {
                    relay = SwitchProcess.start(addresses, bottleneck);
                } catch (IOException e) {
                    throw new SetupException(e.getMessage());
                }
            }
            introduce(sides, jobHosts, relay);
            RealTimeSummary summary = drive(stack, topology, job, jobHosts, sides, trace);
            if (relay != null) {
                switched = relay.stop();
            }
            return summary;
        } finally {
            if (relay != null) {
                relay.close();
            }
            for (Side side : sides.values()) {
                side.scheduler().close();
                side.socket().close();
            }
            if (writer != null) {
                writer.close();
            }
        }
    }

    /** The real-time side of the job's registered stack, or a refusal naming the job and the stack. */
    private static RealTimeStack realTimeStack(JobSpec job) {
        try {
            return Stacks.of(job).realTime().orElseThrow(() -> new SetupException("job " + job.name() + "'s stack, "
                    + job.stack() + ", runs only simulated, not over a real transport; run it simulated"));
        } catch (IllegalArgumentException e) {
            throw new SetupException(e.getMessage());
        }
    }

    private RealTimeSummary drive(RealTimeStack stack, Topology topology, JobSpec job, List<HostSpec> jobHosts,
            Map<String, Side> sides, RealTimeTrace trace) throws InterruptedException {
        Side first = sides.values().iterator().next();
        CountDownLatch ended = new CountDownLatch(sides.size());
        java.util.concurrent.atomic.AtomicLong workDone = new java.util.concurrent.atomic.AtomicLong();
        StackDriver driver;
        try {
            driver = stack.attach(topology, job, host -> {
                Side side = sides.get(host.name());
                return side == null ? null : new RealTimeStack.Site(side.scheduler(), side.port(), side.tracer());
            }, first.scheduler(), p -> {
                workDone.accumulateAndGet(System.nanoTime(), Math::max);
                sides.get(jobHosts.get(p).name()).linger(ended::countDown);
            });
        } catch (IllegalArgumentException e) {
            throw new SetupException(e.getMessage());
        }
        first.tracer().runStarted(topology.name(), topology.seed(), job.stack());
        long wallStart = System.nanoTime();
        driver.start();
        sides.values().forEach(side -> side.scheduler().start());
        boolean complete = await(ended, sides, wallStart + untilPs(DEFAULT_UNTIL_PS) / Time.PS_PER_NS);
        long wall = System.nanoTime() - wallStart;
        for (Side side : sides.values()) {
            side.scheduler().close();
        }
        first.tracer().runEnded(complete ? "idle" : stopRequested().getAsBoolean() ? "stopped" : "until");
        List<Side> all = List.copyOf(sides.values());
        return new RealTimeSummary(topology.name(), transport.name().toLowerCase(java.util.Locale.ROOT),
                driver.stack(), topology.seed(),
                all.stream().map(s -> s.host().name() + "@" + s.socket().address()).toList(), wall,
                all.stream().mapToLong(s -> s.scheduler().eventsExecuted()).sum(),
                trace == null ? 0 : trace.recorded(),
                all.stream().mapToLong(s -> s.port().framesSent()).sum(),
                all.stream().mapToLong(s -> s.port().framesReceived()).sum(),
                all.stream().mapToLong(s -> s.port().framesLost()).sum(),
                all.stream().mapToLong(s -> s.port().framesDuplicated()).sum(),
                all.stream().mapToLong(s -> s.port().framesCorrupted()).sum(),
                driver.messagesSent(), driver.messagesDelivered(), driver.repliesHandled(),
                driver.retransmissions(), complete, workDone.get() > 0 ? workDone.get() - wallStart : wall);
    }

    /** Waits for every host here to end; false when the deadline (System.nanoTime) or a stop came first. */
    private boolean await(CountDownLatch ended, Map<String, Side> sides, long deadlineNanos)
            throws InterruptedException {
        while (true) {
            long left = deadlineNanos - System.nanoTime();
            // wake now and then to notice a host whose loop died, which would never count down
            if (ended.await(Math.max(0, Math.min(left, 50_000_000L)), TimeUnit.NANOSECONDS)) {
                return true;
            }
            for (Map.Entry<String, Side> side : sides.entrySet()) {
                Throwable failure = side.getValue().scheduler().failure();
                if (failure != null) {
                    throw new IllegalStateException("host " + side.getKey() + " failed: " + failure, failure);
                }
            }
            if (System.nanoTime() >= deadlineNanos || stopRequested().getAsBoolean()) {
                return false;
            }
        }
    }

    private Side open(HostSpec host, Topology topology, RealTimeTrace trace) throws IOException {
        InetSocketAddress bind = listen != null ? listen : new InetSocketAddress(InetAddress.getLoopbackAddress(), 0);
        RealTimeScheduler scheduler = new RealTimeScheduler(topology.seed());
        SocketNetworkPort socket;
        try {
            socket = transport.open(scheduler, host.id(), bind);
        } catch (BindException e) {
            throw new SetupException("cannot listen on " + bind.getHostString() + ":" + bind.getPort() + " for host "
                    + host.name() + ": " + e.getMessage());
        }
        Tracer tracer = trace == null ? Tracer.OFF : new Tracer(scheduler, trace.host());
        socket.onSent(capture);
        socket.onRefused((reason, bytes) -> tracer.cellDropped(host.id(), 0, new Refused(bytes), reason));
        FaultInjectingPort port = new FaultInjectingPort(socket, topology.faults(),
                scheduler.random("faults/" + host.name()), scheduler);
        return new Side(host, scheduler, socket, port, tracer);
    }

    /** Tells every socket here where every other host of the job listens (its face on {@code relay}, if any). */
    private void introduce(Map<String, Side> sides, List<HostSpec> jobHosts, SwitchProcess relay) {
        for (String name : peers.keySet()) {
            if (jobHosts.stream().noneMatch(h -> h.name().equals(name)) || sides.containsKey(name)) {
                throw new SetupException("--peer " + name + ": not another host of the job (its hosts: "
                        + names(jobHosts) + ")");
            }
        }
        for (Side side : sides.values()) {
            for (HostSpec other : jobHosts) {
                if (other == side.host()) {
                    continue;
                }
                Side local = sides.get(other.name());
                InetSocketAddress address = relay != null ? relay.face(other.id())
                        : local != null ? local.socket().localAddress() : peers.get(other.name());
                if (address == null) {
                    throw new SetupException("no --peer for host " + other.name() + " (give --peer "
                            + other.name() + "=HOST:PORT)");
                }
                side.socket().peer(other.id(), address);
            }
        }
    }

    /** The hosts of the job's processes, in process order; one process per host. */
    private static List<HostSpec> jobHosts(JobSpec job, Topology topology) {
        List<HostSpec> hosts = new ArrayList<>();
        for (int node : job.hosts()) {
            HostSpec host = topology.host(node);
            if (hosts.contains(host)) {
                throw new SetupException("host " + host.name() + " runs two processes of job " + job.name()
                        + "; the real transport gives each host one socket, so one process per host");
            }
            hosts.add(host);
        }
        return hosts;
    }

    private HostSpec hostNamed(String name, List<HostSpec> jobHosts, JobSpec job) {
        return jobHosts.stream().filter(h -> h.name().equals(name)).findFirst()
                .orElseThrow(() -> new SetupException("unknown host '" + name + "': job " + job.name()
                        + " runs on " + names(jobHosts)));
    }

    private static String names(List<HostSpec> hosts) {
        return String.join(", ", hosts.stream().map(HostSpec::name).toList());
    }
}
