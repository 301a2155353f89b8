package org.ccw.engine.dvcm;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;
import java.util.function.IntConsumer;

import org.ccw.engine.hw.cpu.CpuCostModel;
import org.ccw.engine.hw.cpu.Processor;
import org.ccw.engine.hw.nic.Nic;
import org.ccw.engine.kernel.RandomStream;
import org.ccw.engine.kernel.RetransmitTimeout;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.stack.RealTimeStack;
import org.ccw.engine.stack.StackDriver;
import org.ccw.engine.topology.HostSpec;
import org.ccw.engine.topology.JobSpec;
import org.ccw.engine.topology.NicSpec;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.trace.Tracer;

/**
 * The DVCM over a real transport ({@code workbench run --transport udp}): each host's execution unit is a software
 * coprocessor, the very {@link ExecutionUnit} code on the host's own real-time scheduler (its thread), charging its
 * modelled coprocessor and DMA times as real delays so it runs at the pace of the NI it models; its control
 * messages and data packets travel as datagrams through the host's socket ({@link UnitDatagrams}); the extension
 * modules load unchanged. The units make the default data service reliable ({@link ReliableData}): a message
 * lost on the real path (a full switch port, a unit's receive FIFO overrun while its thread waited for a core, the
 * run's injected faults) is sent again, so every message arrives exactly once. The job's processes post to their units as in simulation. The job's hosts may all run in this OS
 * process or one per OS process ({@code workbench peer}, on one machine or a LAN): each host ends on what its own
 * unit knows, told by the other units' control messages ({@link FinishedNotices}).
 */
final class DvcmRealTime implements RealTimeStack {
    /** Cell ids of host {@code n} start at {@code (n + 1) << CELL_ID_SHIFT}, so the merged trace's ids are unique. */
    private static final int CELL_ID_SHIFT = 40;
    /**
     * The control window's delayed acknowledgment over a real transport, ASSUMED: a round trip between two hosts'
     * threads through loopback sockets takes from tens of microseconds to milliseconds on a loaded machine, not the
     * modelled 18 µs path, so a bare acknowledgment waits 2 ms for a control message to ride on. The retransmission
     * timeout is the real-time scheduler's adaptive one (smoothed round trip and variance,
     * {@link org.ccw.engine.realtime.RttEstimator}); 20 ms is only the model it is handed and ignores.
     */
    static final long ACK_DELAY_PS = 2 * Time.PS_PER_MS;
    static final long RETRANSMIT_TIMEOUT_PS = 20 * Time.PS_PER_MS;

    /**
     * A host's real-time scheduler as its software coprocessor sees it. Within one event the time stands still at
     * the moment the event began, as in simulation: the unit's code reads the clock many times while it works out
     * when its coprocessor and DMA engine will be done, and a clock that moved on between two reads (the thread
     * was preempted) would make it charge negative work. And work whose modelled end has already passed by the
     * time it is scheduled (the real thread fell behind the modelled NI) runs at once instead of being refused as
     * scheduled into the past, so the unit catches up as fast as the real CPU allows.
     */
    private static final class CatchingUp implements Scheduler {
        private final Scheduler real;
        private Thread loop;
        private long eventNow = -1;

        CatchingUp(Scheduler real) {
            this.real = real;
        }

        @Override
        public long now() {
            return eventNow >= 0 && Thread.currentThread() == loop ? eventNow : real.now();
        }

        @Override
        public long schedule(long delayPs, int priority, Runnable action) {
            return real.schedule(Math.max(0, delayPs), priority, () -> {
                loop = Thread.currentThread();
                long outer = eventNow;
                eventNow = real.now();
                try {
                    action.run();
                } finally {
                    eventNow = outer;
                }
            });
        }

        @Override
        public boolean cancel(long eventId) {
            return real.cancel(eventId);
        }

        @Override
        public RandomStream random(String name) {
            return real.random(name);
        }

        @Override
        public long cause() {
            return real.cause();
        }

        @Override
        public void cause(long traceEventNumber) {
            real.cause(traceEventNumber);
        }

        @Override
        public RetransmitTimeout retransmitTimeout(RetransmitTimeout model) {
            return real.retransmitTimeout(model);
        }
    }

    @Override
    public StackDriver attach(Topology topology, JobSpec job, Function<HostSpec, Site> siteOf, Scheduler clock,
            IntConsumer completed) {
        Map<Integer, Site> sites = new HashMap<>();
        for (JobSpec.Placement p : job.processes()) {
            HostSpec host = topology.host(p.host());
            Site site = siteOf.apply(host);
            if (site == null || sites.containsKey(host.id())) {
                continue;
            }
            if (site.port().mtuBytes() < UnitDatagrams.largestSegment()) {
                throw new IllegalArgumentException("DVCM job " + job.name() + ": host " + host.name() + "'s "
                        + site.port().address() + " carries " + site.port().mtuBytes() + "-byte frames; the DVCM's"
                        + " segments need " + UnitDatagrams.largestSegment());
            }
            sites.put(host.id(), new Site(new CatchingUp(site.scheduler()), site.port(), site.tracer()));
        }
        Map<Integer, long[]> ids = new HashMap<>();
        Dvcm dvcm = Dvcm.attach(job, topology, new Dvcm.Hardware() {
            @Override
            public Scheduler scheduler(int host) {
                return sites.get(host).scheduler();
            }

            @Override
            public Tracer tracer(int host) {
                return sites.get(host).tracer();
            }

            @Override
            public Nic nic(int host, int index) {
                Site site = sites.get(host);
                NicSpec spec = topology.host(host).nics().get(index);
                Nic nic = new Nic(host, index, spec, site.scheduler(), site.tracer());
                new UnitDatagrams(site.port(), nic, site.scheduler(), site.tracer(), () -> newCellId(host));
                return nic;
            }

            @Override
            public Processor processor(int host, int cpu) {
                HostSpec spec = topology.host(host);
                return new Processor(spec.name() + "." + spec.processors().get(cpu).name(),
                        sites.get(host).scheduler(), new CpuCostModel(spec.processors().get(cpu)));
            }

            @Override
            public DvcmCosts costs(DvcmCosts modelled) {
                return modelled.withTimers(ACK_DELAY_PS, RETRANSMIT_TIMEOUT_PS);
            }

            @Override
            public boolean reliableData() {
                return true;
            }

            @Override
            public boolean here(int host) {
                return sites.containsKey(host);
            }

            @Override
            public synchronized long newCellId(int host) {
                return ((long) (host + 1) << CELL_ID_SHIFT) + ids.computeIfAbsent(host, h -> new long[1])[0]++;
            }
        }, DvcmProcess.Notification.POLLING);
        JobSpec.Workload workload = job.workload();
        DvcmDriver driver = new DvcmDriver(dvcm, clock, workload.kind(), workload.messages(),
                workload.messageBytes());
        driver.whenComplete(completed);
        return driver;
    }
}
