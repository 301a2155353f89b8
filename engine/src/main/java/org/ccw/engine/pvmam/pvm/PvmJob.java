package org.ccw.engine.pvmam.pvm;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import java.util.function.ToLongFunction;

import org.ccw.engine.hw.Fabric;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.pvmam.AmHeader;
import org.ccw.engine.pvmam.AmInterface;
import org.ccw.engine.pvmam.PvmamCluster;
import org.ccw.engine.pvmam.PvmamOptions;
import org.ccw.engine.pvmam.SimulatedTransport;
import org.ccw.engine.pvmam.Statistics;
import org.ccw.engine.topology.JobSpec;
import org.ccw.engine.trace.Tracer;
import org.ccw.model.cluster.PvmRoute;
import org.ccw.model.cluster.PvmTransport;

/**
 * A PVMAM job's tasks running their programs over the route the job's options name: Active Messages (one
 * {@link AmRoute} per task over its {@link AmInterface}, connected by {@code pvmam_init}), or direct TCP (one
 * {@link DirectRoute} per task, a connection per pair). Each task's program is the job's {@code programs} of its
 * index in process order (a master/slave program asks {@code pvm.mytid() == pvm.tids().get(0)}).
 */
public final class PvmJob {
    private final List<PvmTask> tasks;
    private final List<AmInterface> interfaces;
    private final List<SimulatedTransport> transports;

    private PvmJob(List<PvmTask> tasks, List<AmInterface> interfaces, List<SimulatedTransport> transports) {
        this.tasks = List.copyOf(tasks);
        this.interfaces = List.copyOf(interfaces);
        this.transports = List.copyOf(transports);
    }

    /**
     * The job's tasks, ready to {@link #start}.
     *
     * @throws IllegalArgumentException for a route or transport this build does not run (the message names it)
     */
    public static PvmJob of(JobSpec job, Fabric fabric, Scheduler scheduler, Tracer tracer,
            IntFunction<PvmProgram> programs) {
        PvmamOptions options = job.options(PvmamOptions.class);
        List<Route> routes = new ArrayList<>();
        List<AmInterface.Site> sites = new ArrayList<>();
        List<Integer> nodes = new ArrayList<>();
        List<AmInterface> interfaces = new ArrayList<>();
        List<SimulatedTransport> transports = new ArrayList<>();
        switch (options.route()) {
            case AM -> {
                PvmamCluster cluster = PvmamCluster.attach(job, fabric, scheduler, tracer);
                interfaces.addAll(cluster.interfaces());
                for (AmInterface am : cluster.interfaces()) {
                    routes.add(new AmRoute(am, PvmAssembler.OutOfOrder.DROP));
                    sites.add(am.site());
                    nodes.add(am.node());
                }
                transports.addAll(cluster.transports());
            }
            case DIRECT -> {
                List<PvmamCluster.TaskEnd> ends = PvmamCluster.ends(job, fabric, scheduler, tracer, PvmTransport.TCP,
                        DirectRoute.FRAGMENTS);
                Map<Integer, Integer> nodeOf = new HashMap<>();
                ends.forEach(e -> nodeOf.put(e.tid(), e.node()));
                for (PvmamCluster.TaskEnd end : ends) {
                    routes.add(new DirectRoute(end.tid(), end.transport(), nodeOf::get));
                    sites.add(end.site());
                    nodes.add(end.node());
                    transports.add(end.transport());
                }
                connectAll(routes);
            }
            default -> throw new IllegalArgumentException("PVMAM job " + job.name() + " routes PVM messages "
                    + options.route().getLiteral() + "; this build runs the AM and direct TCP routes");
        }
        List<Integer> tids = routes.stream().map(Route::tid).toList();
        Map<Integer, Integer> nodeOfTid = new HashMap<>();
        for (int i = 0; i < tids.size(); i++) {
            nodeOfTid.put(tids.get(i), nodes.get(i));
        }
        List<PvmTask> tasks = new ArrayList<>();
        for (int i = 0; i < routes.size(); i++) {
            tasks.add(new PvmTask(routes.get(i), sites.get(i), nodes.get(i), tids, nodeOfTid::get,
                    fragmentBytes(options), programs.apply(i)));
        }
        return new PvmJob(tasks, interfaces, transports);
    }

    /** PVM's fragment size on the job's route, headers included. */
    static int fragmentBytes(PvmamOptions options) {
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
    static PvmJob of(List<PvmTask> tasks, List<AmInterface> interfaces, List<? extends SimulatedTransport> transports) {
        return new PvmJob(tasks, interfaces, List.copyOf(transports));
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

    /** Frames the tasks handed to their NICs. */
    public long framesSent() {
        return transports.stream().mapToLong(SimulatedTransport::framesSent).sum();
    }

    /** Frames the tasks took from their NICs. */
    public long framesReceived() {
        return transports.stream().mapToLong(SimulatedTransport::framesReceived).sum();
    }

    /** Frames found damaged and dropped by the transports. */
    public long framesDamaged() {
        return transports.stream().mapToLong(SimulatedTransport::framesDamaged).sum();
    }
}
