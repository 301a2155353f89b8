package org.ccw.engine.dvcm;

import org.ccw.engine.dvcm.module.Command;
import org.ccw.engine.dvcm.module.ControlMessage;
import org.ccw.engine.dvcm.module.ExtensionModule;
import org.ccw.engine.dvcm.module.ModuleHeap;
import org.ccw.engine.hw.Fabric;
import org.ccw.engine.hw.cpu.CpuCostModel;
import org.ccw.engine.hw.cpu.Processor;
import org.ccw.engine.hw.nic.Nic;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.topology.Endpoint;
import org.ccw.engine.topology.HostSpec;
import org.ccw.engine.topology.JobSpec;
import org.ccw.engine.topology.LinkSpec;
import org.ccw.engine.topology.NicSpec;
import org.ccw.engine.topology.ProcessorSpec;
import org.ccw.engine.topology.SwitchSpec;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.trace.Tracer;
import org.ccw.model.cluster.Scenario;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.IntFunction;

/**
 * The Distributed Virtual Communication Machine of one run (seed 001 §2): an {@link ExecutionUnit} on the first
 * coprocessor NIC of every host of the scenario's DVCM job, a {@link DvcmProcess} per process of that job, and the
 * extension modules the job's configuration loads, all read from the run's immutable topology.
 */
public final class Dvcm {
    /** The default service's command: send a message, zero-copy and unreliable. */
    public static final String SEND = "SEND";
    /** NI memory left to extension modules' state (the SBA-200E has 256 kB; the firmware and buffers take most). */
    public static final long MODULE_HEAP_BYTES = 16 * 1024;
    /**
     * Type of the framework's own control message that carries a command to the unit that is to execute it (seed
     * 001 §2: units execute commands of remote applications and of other units); its cells carry this kind.
     */
    public static final String REMOTE_COMMAND = "dvcm-command";

    private final Topology topology;
    private final Hardware hardware;
    private final DvcmOptions options;
    /** The units in this OS process, by node id (every unit of the job, but for a {@code workbench peer} run). */
    private final Map<Integer, ExecutionUnit> units = new TreeMap<>();
    /** The job's processes in process order; null for one whose host runs in another OS process. */
    private final List<DvcmProcess> placed = new ArrayList<>();
    /** Node id of the host of each of the job's processes, in process order. */
    private final List<Integer> placedOn = new ArrayList<>();
    /** The index of every unit's NIC within its host, by node id: every unit of the job, here or not. */
    private final Map<Integer, Integer> unitNic = new TreeMap<>();
    private final List<Loaded> loaded = new ArrayList<>();
    /** Names of the commands this OS process's units sent to others, by opcode. */
    private final Map<Integer, String> namesByOpcode = new HashMap<>();

    private record Loaded(ExtensionModule module, UnitContext context) {
    }

    /**
     * Where each host's unit and processes run: the simulated fabric's NICs and processors on the run's one
     * scheduler, or, over a real transport ({@link DvcmRealTime}), each host's own real-time scheduler, with a NIC
     * whose cells leave and arrive as datagrams.
     */
    interface Hardware {
        Scheduler scheduler(int host);

        Tracer tracer(int host);

        Nic nic(int host, int index);

        Processor processor(int host, int cpu);

        /** A fresh cell id for a cell made on {@code host}. */
        long newCellId(int host);

        /** The costs the units run with, given the modelled NI's. */
        default DvcmCosts costs(DvcmCosts modelled) {
            return modelled;
        }

        /**
         * Whether the units make the default data service reliable ({@link ReliableData}) whatever the job asks: over
         * a real transport; the simulated fabric keeps the paper's unreliable service unless the job asks for it
         * ({@link DvcmOptions#reliableData()}).
         */
        default boolean reliableData() {
            return false;
        }

        /**
         * Whether host {@code host}'s unit and processes run here; one that does not ({@code workbench peer}) runs
         * in another OS process, and only its unit's node and link are known here.
         */
        default boolean here(int host) {
            return true;
        }
    }

    private Dvcm(Topology topology, Hardware hardware, DvcmOptions options) {
        this.topology = topology;
        this.hardware = hardware;
        this.options = options;
    }

    /** The simulated fabric, every host on the run's one scheduler and tracer. */
    private static Hardware onFabric(Fabric fabric, Scheduler scheduler, Tracer tracer) {
        return new Hardware() {
            @Override
            public Scheduler scheduler(int host) {
                return scheduler;
            }

            @Override
            public Tracer tracer(int host) {
                return tracer;
            }

            @Override
            public Nic nic(int host, int index) {
                return fabric.nic(host, index);
            }

            @Override
            public Processor processor(int host, int cpu) {
                return fabric.processor(host, cpu);
            }

            @Override
            public long newCellId(int host) {
                return fabric.newCellId();
            }
        };
    }

    /**
     * Puts the DVCM of {@code scenario}'s first DVCM job on {@code fabric} (built from that scenario) and loads the
     * job's extension modules: for labs and tests that hold the scenario.
     *
     * @throws IllegalArgumentException as {@link #attach(JobSpec, Fabric, Scheduler, Tracer, DvcmProcess.Notification)}
     *                                  does, or when there is no DVCM job
     */
    public static Dvcm attach(Scenario scenario, Fabric fabric, Scheduler scheduler, Tracer tracer,
                              DvcmProcess.Notification notification) {
        JobSpec job = fabric.topology().jobs().stream().filter(j -> j.options() instanceof DvcmOptions).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("scenario " + scenario.getName()
                        + " has no job running DVCM"));
        return attach(job, fabric, scheduler, tracer, notification);
    }

    /**
     * Puts the DVCM of {@code job} on {@code fabric} (built from the job's topology) and loads the job's extension
     * modules.
     *
     * @param notification how applications learn of arrived data (the DVCM polls)
     * @throws IllegalArgumentException when a host of the job has no coprocessor NIC, or a module is unknown
     */
    public static Dvcm attach(JobSpec job, Fabric fabric, Scheduler scheduler, Tracer tracer,
                              DvcmProcess.Notification notification) {
        return attach(job, fabric.topology(), onFabric(fabric, scheduler, tracer), notification);
    }

    /** Puts the DVCM of {@code job} on {@code hardware} and loads the job's extension modules. */
    static Dvcm attach(JobSpec job, Topology topology, Hardware hardware, DvcmProcess.Notification notification) {
        DvcmOptions options = job.options(DvcmOptions.class);
        Dvcm dvcm = new Dvcm(topology, hardware, options);
        for (JobSpec.Placement process : job.processes()) {
            HostSpec spec = topology.host(process.host());
            dvcm.placedOn.add(spec.id());
            if (!hardware.here(spec.id())) {
                dvcm.unitNic.computeIfAbsent(spec.id(), id -> dvcm.unitNicOf(spec));
                dvcm.placed.add(null);
                continue;
            }
            ExecutionUnit unit = dvcm.units.get(spec.id());
            if (unit == null) {
                unit = dvcm.unitOn(spec);
            }
            ProcessorSpec cpu = spec.processors().get(process.cpu());
            NicSpec nic = spec.nics().get(dvcm.unitNic.get(spec.id()));
            // the command goes into the ring in the host's own (cached) memory; only the doorbell crosses the I/O bus
            long postPs = Time.cycles(nic.uncachedWriteCycles(), cpu.clockMhz());
            long pollPs = Time.cycles(cpu.cacheLineMissCycles(), cpu.clockMhz());
            long interruptPs = spec.kernel() == null ? 0 : switch (notification) {
                case POLLING -> 0;
                case KERNEL_INTERRUPT -> spec.kernel().interruptKernelPs();
                case SIGNAL_INTERRUPT -> spec.kernel().interruptSignalPs();
            };
            dvcm.placed.add(new DvcmProcess(unit, hardware.processor(spec.id(), process.cpu()),
                    hardware.scheduler(spec.id()), postPs,
                    pollPs, notification, interruptPs));
        }
        for (DvcmOptions.Module module : options.modules()) {
            dvcm.load(ModuleCatalog.factory(module, dvcm.options));
        }
        return dvcm;
    }

    private ExecutionUnit unitOn(HostSpec spec) {
        int i = unitNicOf(spec);
        NicSpec nic = spec.nics().get(i);
        LinkSpec link = topology.linkAt(new Endpoint(spec.id(), i));
        Scheduler scheduler = hardware.scheduler(spec.id());
        Tracer tracer = hardware.tracer(spec.id());
        Processor dma = new Processor(spec.name() + "." + nic.name() + ".dma", scheduler,
                new CpuCostModel(new ProcessorSpec("dma", 1, 0, 0, 0, 1)), tracer, spec.id(), i);
        int host = spec.id();
        ExecutionUnit unit = new ExecutionUnit(this, hardware.nic(host, i), dma, scheduler, tracer,
                hardware.costs(DvcmCosts.sba200e(nic.dmaBytesPerSecond())), link.bitsPerSecond(),
                () -> hardware.newCellId(host), hardware.reliableData() || options.reliableData());
        units.put(spec.id(), unit);
        unitNic.put(spec.id(), i);
        tracer.stackRecord(spec.id(), i, ExecutionUnitStarted.KIND, new ExecutionUnitStarted());
        return unit;
    }

    /** The index of the NIC host {@code spec}'s unit runs on: its first coprocessor NIC, linked, with a DMA rate. */
    private int unitNicOf(HostSpec spec) {
        for (int i = 0; i < spec.nics().size(); i++) {
            NicSpec nic = spec.nics().get(i);
            if (nic.hasCoprocessor()) {
                if (!(nic.dmaBytesPerSecond() > 0)) {
                    throw new IllegalArgumentException("host " + spec.name() + ": NIC " + nic.name()
                            + " needs a DMA rate for the DVCM");
                }
                if (topology.linkAt(new Endpoint(spec.id(), i)) == null) {
                    throw new IllegalArgumentException("host " + spec.name() + ": NIC " + nic.name()
                            + " is not linked");
                }
                return i;
            }
        }
        throw new IllegalArgumentException("host " + spec.name() + " has no NIC with a coprocessor to run a DVCM"
                + " execution unit on");
    }

    /** Loads a module onto every unit: {@code factory} makes the instance for a unit's node id; init runs now. */
    public void load(IntFunction<ExtensionModule> factory) {
        for (ExecutionUnit unit : units.values()) {
            ExtensionModule module = factory.apply(unit.node());
            UnitContext context = new UnitContext(unit, new ModuleHeap(MODULE_HEAP_BYTES), module.name());
            module.init(context);
            loaded.add(new Loaded(module, context));
        }
    }

    /** Deactivates every loaded module (their handlers are removed first), in load order. */
    public void deactivate() {
        for (Loaded l : loaded) {
            l.context().unregister();
            l.module().deactivate();
        }
        loaded.clear();
    }

    /** The instances of modules loaded so far, in load order, unit by unit. */
    public List<ExtensionModule> modules() {
        return loaded.stream().map(Loaded::module).toList();
    }

    public DvcmOptions options() {
        return options;
    }

    /** The job's processes here, in process order (all of them, but for a {@code workbench peer} run). */
    public List<DvcmProcess> processes() {
        return placed.stream().filter(java.util.Objects::nonNull).toList();
    }

    /** The job's process {@code index}, or null when its host runs in another OS process. */
    DvcmProcess process(int index) {
        return placed.get(index);
    }

    /** The number of the job's processes, here or not. */
    int processCount() {
        return placed.size();
    }

    /** Node id of the host of the job's process {@code index}, here or not. */
    int nodeOf(int index) {
        return placedOn.get(index);
    }

    /** The unit on host {@code node}. */
    public ExecutionUnit unit(int node) {
        return units.get(node);
    }

    /** Every unit here, by ascending node id. */
    public List<ExecutionUnit> units() {
        return List.copyOf(units.values());
    }

    /** Node ids of every unit of the job, here or in another OS process, ascending. */
    List<Integer> unitNodes() {
        return List.copyOf(unitNic.keySet());
    }

    /** Checks that host {@code node} has a unit of the job (here or in another OS process). */
    void requireUnit(int node) {
        if (!unitNic.containsKey(node)) {
            throw new IllegalArgumentException("host " + node + " has no DVCM execution unit; units: "
                    + unitNodes());
        }
    }

    /**
     * {@code command} as the {@link #REMOTE_COMMAND} control message that carries it: an opcode for its name
     * (firmware names commands by number; the number is the name's hash, so every unit of the job agrees on it,
     * in this OS process or another), issuer, destination, length and the tag's two halves, 36 bytes in all, one
     * cell.
     */
    synchronized ControlMessage carrying(Command command, int source) {
        int opcode = command.name().hashCode();
        namesByOpcode.putIfAbsent(opcode, command.name());
        return new ControlMessage(REMOTE_COMMAND, source, new int[] {opcode, command.issuer(),
                command.destination(), command.bytes(), (int) (command.tag() >>> 32), (int) command.tag()});
    }

    /**
     * The command a {@link #REMOTE_COMMAND} control message carries, its name found among those of
     * {@code handled} (the executing unit's commands) or those sent from here; a name known to neither is its
     * opcode, which no module handles.
     */
    synchronized Command carried(ControlMessage message, java.util.Collection<String> handled) {
        int opcode = message.arg(0);
        String name = handled.stream().filter(n -> n.hashCode() == opcode).findFirst()
                .orElseGet(() -> namesByOpcode.getOrDefault(opcode, "opcode " + opcode));
        return new Command(name, message.arg(1), message.arg(2), message.arg(3),
                ((long) message.arg(4) << 32) | (message.arg(5) & 0xFFFF_FFFFL));
    }

    /** Id of the link that enters host {@code destination}'s unit NIC: the id of its token. */
    public int linkInto(int destination) {
        return topology.linkAt(new Endpoint(destination, unitNic.get(destination))).id();
    }

    /** Output-port buffer, in cells, of the switch in front of host {@code destination} (0 when none). */
    int portBufferCells(int destination) {
        LinkSpec link = topology.linkAt(new Endpoint(destination, unitNic.get(destination)));
        Endpoint far = link.other(new Endpoint(destination, unitNic.get(destination)));
        SwitchSpec sw = topology.switchNode(far.node());
        return sw == null ? 0 : sw.bufferCellsPerPort();
    }
}
