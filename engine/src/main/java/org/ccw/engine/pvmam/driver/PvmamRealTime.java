package org.ccw.engine.pvmam.driver;

import org.ccw.engine.pvmam.config.PvmRoute;
import org.ccw.engine.pvmam.pvm.AmRoute;
import org.ccw.engine.pvmam.pvm.DirectRoute;
import org.ccw.engine.pvmam.pvm.PvmAssembler;
import org.ccw.engine.pvmam.pvm.PvmJob;
import org.ccw.engine.pvmam.pvm.PvmProgram;
import org.ccw.engine.pvmam.pvm.PvmTask;
import org.ccw.engine.pvmam.pvm.Route;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;

import org.ccw.engine.hw.cpu.CpuCostModel;
import org.ccw.engine.hw.cpu.HostCpu;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.pvmam.AmInterface;
import org.ccw.engine.pvmam.PvmamCluster;
import org.ccw.engine.pvmam.PvmamOptions;
import org.ccw.engine.pvmam.SocketTransport;
import org.ccw.engine.pvmam.StreamFraming;
import org.ccw.engine.pvmam.Tid;
import org.ccw.engine.realtime.RealTimeScheduler;
import org.ccw.engine.stack.RealTimeStack;
import org.ccw.engine.stack.StackDriver;
import org.ccw.engine.topology.HostSpec;
import org.ccw.engine.topology.JobSpec;
import org.ccw.engine.topology.Topology;
import org.ccw.model.workload.WorkloadKind;
import org.ccw.engine.pvmam.PvmamPresets;

/**
 * A PVMAM job over real sockets ({@code workbench run --transport udp|tcp}, {@code workbench peer}; seed 003 §5.3 on
 * this machine's network): each task's {@link AmInterface} — or, on the direct route, its {@link DirectRoute} — over
 * a {@link SocketTransport} on its host's socket, and above it the same {@link PvmTask}s and programs as a simulated
 * run, so the trace has the same records (TaskStateChanged, MessageSent / MessageDelivered of requests, replies and
 * PVM messages, HandlerRan, WindowChanged, CellFormatted …) with real times. The tids are PVM's layout of the whole
 * job ({@link PvmamCluster#tids}), so tasks in separate OS processes agree on them; every task registers the same
 * handlers in the same order, so their address identifiers agree too.
 *
 * <p>A task is complete when its program has returned and every request it sent is answered. A task whose peer
 * vanished has its requests returned after the drop limit ({@code MessageReturned}); a {@code pvm_recv} waiting
 * for that peer then ends the program with that report (the host's loop stops with it), never a silent wait.
 */
public final class PvmamRealTime implements RealTimeStack {
    /** How often a task whose program returned looks whether its last requests are answered: 1 ms. */
    static final long WATCH_PS = Time.PS_PER_MS;

    @Override
    public StackDriver attach(Topology topology, JobSpec job, Function<HostSpec, Site> siteOf, Scheduler clock,
            IntConsumer completed) {
        PvmamOptions options = job.options(PvmamOptions.class);
        if (options.route() != PvmRoute.AM && options.route() != PvmRoute.DIRECT) {
            throw new IllegalArgumentException("PVMAM job " + job.name() + " routes PVM messages "
                    + options.route().getLiteral() + "; over a real transport this build runs the AM and direct"
                    + " routes");
        }
        if (job.workload().kind() != WorkloadKind.PING_PONG) {
            throw new IllegalArgumentException("PVMAM job " + job.name() + " has a " + job.workload().kind()
                    .name() + " workload; this build's PVMAM runs ping-pong workloads so far");
        }
        List<Watch> watches = new ArrayList<>();
        return PvmPingPongDriver.realTime(job, programs -> tasks(topology, job, siteOf, programs, watches),
                built -> () -> watches.forEach(w -> w.scheduler.schedule(WATCH_PS, () -> w.check(completed))));
    }

    /** PVM's ping-pong of 8 bytes (one AM each way), and of 256 KB (32 fragments of 8 KB) as the bulk. */
    @Override
    public Optional<Bench> bench() {
        return Optional.of(new Bench(PvmamPresets::pvmamSolarisEthernet, new JobSpec.Workload(WorkloadKind.PING_PONG, 0, 8),
                Optional.of(new JobSpec.Workload(WorkloadKind.PING_PONG, 0, 256 * 1024))));
    }

    /**
     * The tasks of {@code job} whose hosts {@code siteOf} places here (a host it maps to null runs elsewhere), each
     * running its program by process index over its host's socket, ready to {@link PvmJob#start}.
     *
     * @throws IllegalArgumentException when the tasks cannot reach each other
     */
    public static PvmJob tasks(Topology topology, JobSpec job, Function<HostSpec, Site> siteOf,
            IntFunction<PvmProgram> programs) {
        return tasks(topology, job, siteOf, programs, new ArrayList<>());
    }

    private static PvmJob tasks(Topology topology, JobSpec job, Function<HostSpec, Site> siteOf,
            IntFunction<PvmProgram> programs, List<Watch> watches) {
        PvmamOptions options = job.options(PvmamOptions.class);
        List<Integer> tids = PvmamCluster.tids(job);
        Map<Integer, Integer> nodeOfTid = new HashMap<>();
        for (int i = 0; i < tids.size(); i++) {
            nodeOfTid.put(tids.get(i), job.processes().get(i).host());
        }
        Map<String, Integer> nodesByName = new HashMap<>();
        topology.hosts().forEach(h -> nodesByName.put(h.name(), h.id()));
        List<PvmTask> tasks = new ArrayList<>();
        List<AmInterface> interfaces = new ArrayList<>();
        List<SocketTransport> transports = new ArrayList<>();
        for (int i = 0; i < tids.size(); i++) {
            JobSpec.Placement p = job.processes().get(i);
            HostSpec host = topology.host(p.host());
            Site site = siteOf.apply(host);
            if (site == null) {
                continue;
            }
            int tid = tids.get(i);
            Set<Integer> peers = new HashSet<>(nodeOfTid.values());
            peers.remove(p.host());
            SocketTransport transport = new SocketTransport(site.port().address().startsWith("tcp") ? "tcp" : "udp",
                    site.port(), options.route() == PvmRoute.AM ? StreamFraming.ACTIVE_MESSAGES
                            : DirectRoute.FRAGMENTS, PvmamCluster.hostNames(topology), nodesByName, peers,
                    site.tracer());
            if (site.scheduler() instanceof RealTimeScheduler loop) {
                // what a burst of the loop's work sends a peer leaves in one datagram: a blank reply with the
                // request its task sends back, two datagrams a round trip instead of four
                transport.bundle(loop::beforeWaiting);
            }
            AmInterface.Site here = new AmInterface.Site(site.scheduler(), HostCpu.realTime(site.scheduler()),
                    new CpuCostModel(host.processors().get(p.cpu())), site.tracer(), 0);
            AmInterface am = options.route() == PvmRoute.AM
                    ? new AmInterface(tid, transport, options.parameters(), here) : null;
            Route route = am != null ? connected(am, tids, nodeOfTid, transport) : direct(tid, tids, nodeOfTid,
                    transport);
            PvmTask task = new PvmTask(route, here, p.host(), tids, nodeOfTid::get,
                    PvmJob.fragmentBytes(options), programs.apply(i));
            if (am != null) {
                interfaces.add(am);
                am.onReturned((to, handler, data, reason) -> task.peerLost(to, "its messages to "
                        + Tid.text(to) + " came back (" + reason + ", after " + options.maxRetries()
                        + " retries): the task is gone"));
            }
            tasks.add(task);
            transports.add(transport);
            watches.add(new Watch(i, task, am, site.scheduler()));
        }
        return PvmJob.of(tasks, interfaces, transports);
    }

    /** {@code pvmam_init}'s connections seen from one task: the smaller tid of each pair connects, the larger accepts. */
    private static Route connected(AmInterface am, List<Integer> tids, Map<Integer, Integer> nodeOfTid,
            SocketTransport transport) {
        for (int other : tids) {
            if (other == am.tid()) {
                continue;
            }
            var endpoint = am.allocateTask(other, transport.unpackAddress(
                    new org.ccw.engine.pvmam.NativeAddress(nodeOfTid.get(other))));
            if (!(am.tid() < other ? am.connectTask(endpoint) : am.acceptTask(endpoint))) {
                throw new IllegalArgumentException("PVM tasks " + Tid.text(am.tid()) + " and " + Tid.text(other)
                        + " cannot reach each other");
            }
            am.insertTask(endpoint);
        }
        return new AmRoute(am, PvmAssembler.OutOfOrder.HOLD);
    }

    private static Route direct(int tid, List<Integer> tids, Map<Integer, Integer> nodeOfTid,
            SocketTransport transport) {
        DirectRoute route = new DirectRoute(tid, transport, nodeOfTid::get);
        for (int other : tids) {
            if (other != tid && !route.connect(other)) {
                throw new IllegalArgumentException("PVM tasks " + Tid.text(tid) + " and " + Tid.text(other)
                        + " cannot connect directly");
            }
        }
        return route;
    }

    /** A local task watched for completion: its program returned and its requests are answered. */
    private record Watch(int process, PvmTask task, AmInterface am, Scheduler scheduler) {
        void check(IntConsumer completed) {
            if (task.exited() && (am == null || am.idle())) {
                completed.accept(process);
            } else {
                scheduler.schedule(WATCH_PS, () -> check(completed));
            }
        }
    }
}
