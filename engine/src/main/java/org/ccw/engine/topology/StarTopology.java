package org.ccw.engine.topology;

import java.util.ArrayList;
import java.util.List;

/**
 * Builds the commonest cluster in code: {@code hosts} identical hosts, each linked by its single NIC to its own
 * port of one switch. Host {@code i} is node {@code i} and sits on switch port {@code i}; the switch is node
 * {@code hosts}; link {@code i} joins host {@code i} to the switch. Tests and benchmarks use it; scenarios from
 * the editor go through {@link TopologyBuilder}.
 */
public final class StarTopology {
    private final int hosts;
    private ProcessorSpec processor;
    private NicSpec nic;
    private SwitchSpec switchTemplate;
    private double bitsPerSecond;
    private long propagationPs;
    private FaultSettings faults = FaultSettings.NONE;
    private WorkloadSpec workload;
    private long seed = 1;
    private long durationPs = Long.MAX_VALUE / 2;
    private String name = "star";

    private StarTopology(int hosts) {
        this.hosts = hosts;
    }

    public static StarTopology of(int hosts) {
        return new StarTopology(hosts);
    }

    public StarTopology name(String scenarioName) {
        this.name = scenarioName;
        return this;
    }

    public StarTopology processor(ProcessorSpec spec) {
        this.processor = spec;
        return this;
    }

    public StarTopology nic(NicSpec spec) {
        this.nic = spec;
        return this;
    }

    /** The switch; its id and port count are replaced to fit the star. */
    public StarTopology switchLike(SwitchSpec spec) {
        this.switchTemplate = spec;
        return this;
    }

    /** Every link's rate in bits per second and propagation delay in picoseconds. */
    public StarTopology links(double rateBitsPerSecond, long linkPropagationPs) {
        this.bitsPerSecond = rateBitsPerSecond;
        this.propagationPs = linkPropagationPs;
        return this;
    }

    public StarTopology faults(FaultSettings settings) {
        this.faults = settings;
        return this;
    }

    public StarTopology workload(WorkloadSpec spec) {
        this.workload = spec;
        return this;
    }

    public StarTopology seed(long runSeed) {
        this.seed = runSeed;
        return this;
    }

    public StarTopology duration(long runDurationPs) {
        this.durationPs = runDurationPs;
        return this;
    }

    public Topology build() {
        List<HostSpec> hostSpecs = new ArrayList<>();
        List<LinkSpec> links = new ArrayList<>();
        for (int i = 0; i < hosts; i++) {
            hostSpecs.add(new HostSpec(i, "host" + i, List.of(processor), List.of(nic)));
            links.add(new LinkSpec(i, "link" + i, new Endpoint(i, 0), new Endpoint(hosts, i), bitsPerSecond,
                    propagationPs));
        }
        SwitchSpec t = switchTemplate;
        SwitchSpec sw = new SwitchSpec(hosts, t.name(), t.kind(), hosts, t.bufferCellsPerPort(),
                t.packetDiscard(), t.epdThresholdCells(), t.fabricLatencyPs());
        return new Topology(name, seed, durationPs, hostSpecs, List.of(sw), links, faults, workload);
    }
}
