package org.ccw.engine.amii;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.ccw.engine.amii.config.AmIIConfig;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Job;
import org.ccw.model.cluster.Link;
import org.ccw.model.cluster.MyrinetSwitch;
import org.ccw.model.cluster.NetworkInterface;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.provenance.Input;
import org.ccw.model.provenance.Source;

/**
 * Every component cost an AM-II run rests on, with its source (issue 25): the SMP's memory and synchronization
 * costs and the NIC's access costs (seed 002 Table 1, read from the machine preset the scenario uses), the
 * library's instruction cycles of §4.3 ({@link LibraryCycles}), the polling strategy of §3.3 (the job's
 * configuration), and what the paper leaves open — each assumed with its reason, and one calibrated figure, the
 * LANai control program's cycles. Composite figures (round trips, LogGP parameters, bandwidths) are never here:
 * they emerge from these in a run.
 */
public final class AmIIInputs {
    private static final String SEED = "002";

    private AmIIInputs() {
    }

    /** The inputs of the scenarios' AM-II jobs, each named once (the first scenario that has it wins). */
    public static List<Input> of(Scenario... scenarios) {
        Map<String, Input> all = new LinkedHashMap<>();
        for (Scenario scenario : scenarios) {
            for (Input input : of(scenario)) {
                all.putIfAbsent(input.name(), input);
            }
        }
        return List.copyOf(all.values());
    }

    private static List<Input> of(Scenario scenario) {
        Job job = scenario.getCluster().getJobs().stream().filter(j -> j.getStack() instanceof AmIIConfig)
                .findFirst().orElseThrow(() -> new IllegalArgumentException("no AM-II job in " + scenario.getName()));
        AmIIConfig config = (AmIIConfig) job.getStack();
        Host smp = (Host) job.getProcesses().get(0).getProcessor().eContainer();
        boolean network = job.getProcesses().stream().map(p -> p.getProcessor().eContainer()).distinct().count() > 1
                || !config.isMultiProtocol();
        List<Input> inputs = new ArrayList<>(host(smp));
        inputs.addAll(library());
        inputs.add(new Input("amii.network_poll_interval_shortest", config.getPollRatioMin(), "polls per network"
                + " poll", Source.paper(SEED, "§3.3 (at most one network poll in eight)")));
        inputs.add(new Input("amii.network_poll_interval_longest", config.getPollRatioMax(), "polls per network"
                + " poll", Source.paper(SEED, "§3.3 (at least one network poll in thirty-two)")));
        inputs.add(new Input("amii.poll_history", config.getPollHistory(), "network polls",
                Source.paper(SEED, "§3.3 (the last thirty-two network polls)")));
        if (network) {
            inputs.addAll(network(smp, scenario));
        }
        return inputs;
    }

    /** The SMP's costs, as its preset has them (Table 1, §2.1, §5.1). */
    private static List<Input> host(Host smp) {
        String h = prefix(smp);
        List<Input> inputs = new ArrayList<>();
        inputs.add(new Input(h + ".clock_MHz", smp.getProcessors().get(0).getClockMHz(), "MHz",
                Source.paper(SEED, "§2.1 and Table 1 (167 MHz UltraSPARC)")));
        inputs.add(new Input(h + ".l2_miss_memory_cycles", smp.getCacheLineMissCycles(), "cycles",
                Source.paper(SEED, "Table 1 (L2 miss, memory)")));
        if (smp.getRemoteCacheMissCycles() > 0) {
            inputs.add(new Input(h + ".l2_miss_other_l2_cycles", smp.getRemoteCacheMissCycles(), "cycles",
                    Source.paper(SEED, "Table 1 (L2 miss, other L2)")));
        }
        inputs.add(new Input(h + ".cas_cycles", smp.getCasCycles(), "cycles",
                Source.paper(SEED, "Table 1 (compare-and-swap)")));
        inputs.add(new Input(h + ".memcpy_MBps", smp.getMemcpyMBps(), "MB/s",
                Source.paper(SEED, "Table 1 (memcpy bandwidth)")));
        if (smp.getMemoryBandwidthMBps() > 0) {
            inputs.add(new Input(h + ".memory_banks_MBps", smp.getMemoryBandwidthMBps(), "MB/s",
                    Source.paper(SEED, "§5.1 (banks not fully populated: 400 MB/s aggregate)")));
        }
        return inputs;
    }

    /** The library's instruction cycles (§4.3) and those the paper does not give. */
    private static List<Input> library() {
        LibraryCycles lib = LibraryCycles.ENTERPRISE_5000;
        Source fig4 = Source.paper(SEED, "§4.3, Figure 4");
        return List.of(
                new Input("amii.call_cycles", lib.call(), "cycles", fig4),
                new Input("amii.locate_cycles", lib.locate(), "cycles", fig4),
                new Input("amii.fill_cycles", lib.fill(), "cycles", fig4),
                new Input("amii.fill_hides_miss_cycles", lib.fillHidesMiss(), "cycles", fig4),
                new Input("amii.checks_cycles", lib.checks(), "cycles", fig4),
                new Input("amii.poll_cycles", lib.poll(), "cycles", fig4),
                new Input("amii.multi_protocol_poll_cycles", lib.multiProtocolPoll(), "cycles",
                        Source.paper(SEED, "§4.3 (the network protocol \"more than doubles the time spent in the"
                                + " poll operation\": twice the 42-cycle poll, network reads on top)")),
                new Input("amii.dispatch_cycles", lib.dispatch(), "cycles", Source.assumed("looking up and calling"
                        + " a handler from the endpoint's table: a few loads and an indirect call; the paper gives no"
                        + " figure")),
                new Input("amii.backoff_cycles", lib.backoff(), "cycles", Source.assumed("the first back-off of a"
                        + " sender that found the queue full; only contended runs (all-to-one) meet it")),
                new Input("amii.advance_head_cycles", lib.advanceHead(), "cycles", Source.assumed("a shared-memory"
                        + " receive advancing the packet queue's head (§3.3): the paper breaks no receive down, so it"
                        + " is taken as its mirror on the send, Figure 4's 9 cycles to locate the destination and"
                        + " advance the tail")),
                new Input("amii.pass_arguments_cycles", lib.passArguments(), "cycles", Source.assumed("a"
                        + " shared-memory receive taking the handler index and eight arguments out of the packet for"
                        + " the handler (§3.3): taken as its mirror on the send, Figure 4's 49-cycle fill that puts"
                        + " them in; the least certain of the receive's costs")));
    }

    /** The NIC, the LANai and Myrinet, and the network protocol's shape. */
    private static List<Input> network(Host smp, Scenario scenario) {
        NetworkInterface nic = smp.getNics().get(0);
        List<Input> inputs = new ArrayList<>();
        inputs.add(new Input("m2f.nic_read_cycles", nic.getUncachedReadCycles(), "cycles",
                Source.paper(SEED, "Table 1 (NIC 32-bit read)")));
        inputs.add(new Input("m2f.nic_write_cycles", nic.getWriteCycles(), "cycles",
                Source.paper(SEED, "Table 1 (NIC 32-bit write: what each buffered store takes to drain; \"write"
                        + " latency for NIC memory is usually hidden by the write buffer\")")));
        inputs.add(new Input("ultrasparc.store_buffer_entries", NetworkSide.STORE_BUFFER_ENTRIES, "stores",
                Source.cited("Tremblay and O'Connor, \"UltraSparc I: A Four-Issue Processor Supporting"
                        + " Multimedia\", IEEE Micro 16(2), 1996: the load/store unit's nine-entry load buffer and"
                        + " eight-entry store buffer (the User's Manual, 1997, §16.3.6 gives the load buffer's nine and"
                        + " a store high-water mark of five, §5.5 the store buffer); §15.2 (TSO): accesses with side"
                        + " effects, as to NIC memory, are strongly ordered, so a read of NIC memory waits for the"
                        + " buffered stores")));
        inputs.add(new Input("ultrasparc.store_issue_cycles", NetworkSide.STORE_ISSUE_CYCLES, "cycles per store",
                Source.cited("Sun Microelectronics, UltraSPARC User's Manual, 1997, §1.3.7: one load or one store"
                        + " can be issued per cycle")));
        inputs.add(new Input("m2f.sbus_dma_MBps", nic.getDmaMBps(), "MB/s",
                Source.paper(SEED, "Table 1 (SBus bandwidth, 38 MB/s per SBus)")));
        inputs.add(new Input("m2f.lanai_MHz", nic.getCoprocessorMHz(), "MHz",
                Source.assumed("the M2F's LANai clock; the paper names the card, not its clock")));
        inputs.add(new Input("amii.lanai_control_cycles", Lanai.CONTROL_CYCLES, "LANai cycles per packet",
                Source.calibrated("seed 002 Table 2, Myrinet L (13.8 us): the paper does not break Myrinet's"
                        + " latency down; this includes setting up each packet's SBus DMA (148 to 152 all give"
                        + " L = 13.4 us, 153 and up 14.4: the round trip moves in steps of a network poll)")));
        inputs.add(new Input("amii.nic_acknowledgments", 1, "per packet", Source.cited("Chun, Mainwaring and"
                + " Culler, \"Virtual Network Transport Protocols for Myrinet\", IEEE Micro 18(1), 1998, the Myrinet"
                + " AM-II implementation seed 002 builds on (its [7], Hot Interconnects V, 1997): reliable delivery"
                + " by time-outs and retransmissions between the NICs, the receiving NIC acknowledging each packet")));
        inputs.add(new Input("amii.lanai_ack_cycles", Lanai.CONTROL_CYCLES, "LANai cycles per acknowledgment",
                Source.assumed("an acknowledgment sent or taken costs the control program a packet's cycles: the"
                        + " paper breaks no LANai time down, and the per-packet figure is the only one there is")));
        inputs.add(new Input("amii.nic_ack_bytes", Lanai.ACK_BYTES, "bytes", Source.assumed("a type word and the"
                + " sequence number it acknowledges; no format is published in the paper")));
        inputs.add(new Input("amii.nic_receive_queues_polled", NetworkSide.RECEIVE_QUEUES, "uncached reads per"
                + " network poll", Source.assumed("the network queue block's request and reply queues (Figure 2),"
                        + " each head read uncached; it makes a network poll about eight shared-memory polls, the"
                        + " paper's cost ratio of one to ten (§3.3)")));
        inputs.add(new Input("amii.host_header_words", NetworkPacket.HOST_HEADER_WORDS, "words per packet",
                Source.assumed("words besides the arguments the host writes into (and reads from) NIC memory per"
                        + " packet: type and handler, source, destination, its tag (two words), the sequence number,"
                        + " the argument count; the fewest that let the receiver check, order and answer a request"
                        + " (AM-II's tag check, REFERENCE.md's window); the paper gives no packet format")));
        inputs.add(new Input("amii.staging_buffers", 1, "8 kB buffers per endpoint", Source.assumed("the pinned"
                + " buffer a sender copies a bulk transfer into for the NIC's DMA; with one, a copy waits for the"
                + " DMA of the transfer before, so copy and DMA do not overlap (Table 2's Myrinet G, 0.0315 us/B, is"
                + " about 1/38 + 1/200 us/B)")));
        inputs.add(new Input("amii.window_requests", NetworkSide.WINDOW, "requests per destination",
                Source.assumed("unanswered requests per translation entry, as in the public AM-II library over UDP"
                        + " (REFERENCE.md)")));
        for (var node : scenario.getCluster().getNodes()) {
            if (node instanceof MyrinetSwitch sw) {
                inputs.add(new Input("myrinet.switch_latency_ns", sw.getFabricLatencyNanos(), "ns",
                        Source.assumed("a cut-through Myrinet switch's fall-through; the paper does not describe"
                                + " the Clump's switch")));
                break;
            }
        }
        for (Link link : scenario.getCluster().getLinks()) {
            inputs.add(new Input("myrinet.link_Mbps", link.getBandwidthMbps(), "Mb/s",
                    Source.paper(SEED, "§2.1 (Myrinet links of 160 MB/s)")));
            break;
        }
        return inputs;
    }

    /** A short name for the host's preset, for its inputs' names. */
    private static String prefix(Host smp) {
        String preset = String.valueOf(smp.getPreset());
        return preset.contains("Enterprise 5000") ? "e5000" : preset.contains("170") ? "ultra170" : "host";
    }
}
