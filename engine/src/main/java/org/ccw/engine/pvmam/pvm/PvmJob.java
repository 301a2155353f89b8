package org.ccw.engine.pvmam.pvm;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import java.util.function.IntUnaryOperator;
import java.util.function.ToLongFunction;

import org.ccw.engine.hw.Fabric;
import org.ccw.engine.hw.cpu.HostCpu;
import org.ccw.engine.hw.cpu.Processor;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.pvmam.AmHeader;
import org.ccw.engine.pvmam.AmInterface;
import org.ccw.engine.pvmam.PvmamCluster;
import org.ccw.engine.pvmam.PvmamOptions;
import org.ccw.engine.pvmam.SimulatedTransport;
import org.ccw.engine.pvmam.SharedPorts;
import org.ccw.engine.pvmam.Statistics;
import org.ccw.engine.pvmam.Tid;
import org.ccw.engine.pvmam.config.PvmRoute;
import org.ccw.engine.pvmam.config.PvmTransport;
import org.ccw.engine.pvmam.pvmd.DaemonCosts;
import org.ccw.engine.pvmam.pvmd.Pvmd;
import org.ccw.engine.topology.JobSpec;
import org.ccw.engine.trace.Tracer;

/**
 * A PVMAM job's tasks running their programs over the route the job's options name: Active Messages (one
 * {@link AmRoute} per task over its {@link AmInterface}, connected by {@code pvmam_init}), direct TCP (one
 * {@link DirectRoute} per task, a connection per pair), or through the daemons (one {@link Pvmd} per host, a
 * {@link DaemonRoute} per task). On the first two a message falls back to the daemons when a check of
 * {@code pvm_send} fails ({@link FallbackRoute}), so every host runs its pvmd whatever the route. Each task's program is the job's {@code programs} of its
 * index in process order (a master/slave program asks {@code pvm.mytid() == pvm.tids().get(0)}).
 */
public final class PvmJob {
    private final List<PvmTask> tasks;
    private final List<AmInterface> interfaces;
    private final List<SimulatedTransport> transports;
    private final List<Pvmd> pvmds;

    private PvmJob(List<PvmTask> tasks, List<AmInterface> interfaces, List<SimulatedTransport> transports,
            List<Pvmd> pvmds) {
        this.tasks = List.copyOf(tasks);
        this.interfaces = List.copyOf(interfaces);
        this.transports = List.copyOf(transports);
        this.pvmds = List.copyOf(pvmds);
    }

    /** The job's pvmds, one per host, in the order of the hosts' PVM numbers. */
    public List<Pvmd> pvmds() {
        return pvmds;
    }

    /**
     * The job's tasks, ready to {@link #start}.
     *
     * @throws IllegalArgumentException for a route or transport this build does not run (the message names it)
     */
    public static PvmJob of(JobSpec job, Fabric fabric, Scheduler scheduler, Tracer tracer,
            IntFunction<PvmProgram> programs) {
        PvmamOptions options = job.options(PvmamOptions.class);
        SharedPorts ports = new SharedPorts(fabric, scheduler);
        List<PvmamCluster.TaskPlace> places = PvmamCluster.places(job, fabric, scheduler, tracer);
        Map<Integer, Integer> nodeOfHost = new HashMap<>();
        places.forEach(p -> nodeOfHost.put(p.hostNumber(), p.node()));
        List<Route> routes = new ArrayList<>();
        List<AmInterface> interfaces = new ArrayList<>();
        List<SimulatedTransport> transports = new ArrayList<>();
        switch (options.route()) {
            case AM -> {
                PvmamCluster cluster = PvmamCluster.attach(job, ports, scheduler, tracer);
                interfaces.addAll(cluster.interfaces());
                cluster.interfaces().forEach(am -> routes.add(new AmRoute(am, PvmAssembler.OutOfOrder.HOLD)));
                transports.addAll(cluster.transports());
            }
            case DIRECT -> {
                List<PvmamCluster.TaskEnd> ends = PvmamCluster.ends(job, ports, scheduler, tracer, PvmTransport.TCP,
                        DirectRoute.FRAGMENTS);
                Map<Integer, Integer> nodeOf = new HashMap<>();
                ends.forEach(e -> nodeOf.put(e.tid(), e.node()));
                for (PvmamCluster.TaskEnd end : ends) {
                    routes.add(new DirectRoute(end.tid(), end.transport(), nodeOf::get, end.site()));
                    transports.add(end.transport());
                }
                connectAll(routes);
            }
            case DAEMON -> { }
            default -> throw new IllegalArgumentException("PVMAM job " + job.name() + " routes PVM messages "
                    + options.route().getLiteral() + ", which this build does not know");
        }
        Map<Integer, Pvmd> pvmds = daemons(places, ports, scheduler, tracer, nodeOfHost);
        List<Route> withDaemons = new ArrayList<>();
        for (int i = 0; i < places.size(); i++) {
            PvmamCluster.TaskPlace place = places.get(i);
            ReceiveQueue queue = routes.isEmpty() ? new ReceiveQueue() : routes.get(i).queue();
            DaemonRoute daemon = new DaemonRoute(place.tid(), pvmds.get(place.hostNumber()), place.site(),
                    DaemonCosts.ASSUMED, queue);
            withDaemons.add(routes.isEmpty() ? daemon : new FallbackRoute(routes.get(i), daemon));
        }
        List<Integer> tids = places.stream().map(PvmamCluster.TaskPlace::tid).toList();
        Map<Integer, Integer> nodeOfTid = new HashMap<>();
        places.forEach(p -> nodeOfTid.put(p.tid(), p.node()));
        IntUnaryOperator nodeOf = tid -> Pvmd.isDaemon(tid) ? nodeOfHost.get(Tid.host(tid)) : nodeOfTid.get(tid);
        List<PvmTask> tasks = new ArrayList<>();
        for (int i = 0; i < places.size(); i++) {
            PvmamCluster.TaskPlace place = places.get(i);
            tasks.add(new PvmTask(withDaemons.get(i), place.site(), place.node(), tids, nodeOf, fragmentBytes(options),
                    programs.apply(i)));
        }
        return new PvmJob(tasks, interfaces, transports, List.copyOf(pvmds.values()));
    }

    /**
     * One pvmd per host of the job, on the NIC of the host's first task, on the host's processor that task does
     * not use when it has another (an SMP runs the daemon on its idle processor), else on the same one.
     */
    private static Map<Integer, Pvmd> daemons(List<PvmamCluster.TaskPlace> places, SharedPorts ports,
            Scheduler scheduler, Tracer tracer, Map<Integer, Integer> nodeOfHost) {
        Map<Integer, Pvmd> pvmds = new LinkedHashMap<>();
        for (PvmamCluster.TaskPlace place : places) {
            if (pvmds.containsKey(place.hostNumber())) {
                continue;
            }
            int processors = ports.fabric().topology().host(place.node()).processors().size();
            int processor = (place.processor() + 1) % processors;
            Processor cpu = ports.fabric().processor(place.node(), processor);
            SimulatedTransport udp = PvmamCluster.daemonSocket(ports, place.node(), place.nic(), processor, scheduler,
                    tracer);
            pvmds.put(place.hostNumber(), new Pvmd(place.hostNumber(), udp,
                    new AmInterface.Site(scheduler, HostCpu.of(cpu), cpu.costs(), tracer, place.nic()),
                    DaemonCosts.ASSUMED, nodeOfHost::get, PvmMessageIds::ofDaemonRoute));
        }
        return pvmds;
    }

    /** PVM's fragment size on the job's route, headers included. */
    public static int fragmentBytes(PvmamOptions options) {
        // over Active Messages a fragment is one AM: an 8 KB fragment is an 8 KB AM, its header inside (§6.4)
        return options.route() == PvmRoute.AM
                ? Math.min(options.fragmentBytes(), AmHeader.MAX_AM_BYTES) - AmHeader.BYTES : options.fragmentBytes();
    }

    /**
     * Some of a job's tasks, made over routes built elsewhere (real sockets, the others in other OS processes).
     *
     * @param interfaces the AM interfaces of the tasks here (none on the direct route)
     * @param transports the transports of the tasks here
     */
    public static PvmJob of(List<PvmTask> tasks, List<AmInterface> interfaces, List<? extends SimulatedTransport> transports) {
        return new PvmJob(tasks, interfaces, List.copyOf(transports), List.of());
    }

    /** A direct route's connections, set up in {@code pvmam_init}'s order: for each pair the smaller tid connects. */
    private static void connectAll(List<Route> routes) {
        for (int i = 0; i < routes.size(); i++) {
            for (int j = i + 1; j < routes.size(); j++) {
                DirectRoute a = (DirectRoute) routes.get(i);
                DirectRoute b = (DirectRoute) routes.get(j);
                if (!a.connect(b.tid()) || !b.connect(a.tid())) {
                    throw new IllegalArgumentException("PVM tasks " + a.tid() + " and " + b.tid()
                            + " cannot connect directly");
                }
            }
        }
    }

    /** Starts every task's program at the current time. */
    public void start() {
        tasks.forEach(PvmTask::start);
    }

    /** The tasks, in process order. */
    public List<PvmTask> tasks() {
        return tasks;
    }

    /** When the last program returned, or -1 while any still runs. */
    public long finishedPs() {
        return tasks.stream().allMatch(PvmTask::exited)
                ? tasks.stream().mapToLong(PvmTask::exitedPs).max().orElse(-1) : -1;
    }

    /** Ends the threads of programs still waiting (a run that ended with a task blocked in {@code pvm_recv}). */
    public void abandon() {
        tasks.forEach(PvmTask::abandon);
    }

    /** The tasks' Active Message interfaces (none on the direct route). */
    public List<AmInterface> interfaces() {
        return interfaces;
    }

    /** A sum over the tasks' AM interfaces' statistics. */
    public long sum(ToLongFunction<Statistics> counter) {
        return interfaces.stream().map(AmInterface::statistics).mapToLong(counter).sum();
    }

    /** Frames the tasks and the pvmds handed to their NICs. */
    public long framesSent() {
        return allTransports().mapToLong(SimulatedTransport::framesSent).sum();
    }

    /** Frames the tasks and the pvmds took from their NICs. */
    public long framesReceived() {
        return allTransports().mapToLong(SimulatedTransport::framesReceived).sum();
    }

    /** Frames found damaged and dropped by the transports, and packets the pvmds found damaged. */
    public long framesDamaged() {
        return allTransports().mapToLong(SimulatedTransport::framesDamaged).sum()
                + pvmds.stream().mapToLong(p -> p.statistics().damaged()).sum();
    }

    /** Retransmissions of the pvmds' packets. */
    public long daemonRetransmissions() {
        return pvmds.stream().mapToLong(p -> p.statistics().retransmissions()).sum();
    }

    private java.util.stream.Stream<SimulatedTransport> allTransports() {
        return java.util.stream.Stream.concat(transports.stream(), pvmds.stream().map(Pvmd::socket));
    }
}
