package org.ccw.labs.ssam;

import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.ssam.KernelPath;
import org.ccw.engine.ssam.LibraryCosts;
import org.ccw.labs.inputs.MachineInputs;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Link;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.cluster.Switch;
import org.ccw.model.provenance.Input;
import org.ccw.model.provenance.Source;

/**
 * What the SSAM labs' figures rest on, read from the scenario a lab runs: the SS-20's clock, its kernel path's
 * Table 1 parts (or Table 2 totals), the SBA-100's push, pull and FIFOs, the fibre, any switch, and the library's
 * cycles — SSAM's one calibrated input ({@link LibraryCosts}).
 */
final class SsamInputs {
    private static final Source TABLE_1 = Source.paper("000", "Table 1, SS-20 column");
    private static final Source TABLE_2 = Source.paper("000", "Table 2, SS-20 column (totals: the model keeps them"
            + " whole)");
    private static final Source SET_UP = Source.paper("000", "§3.2 (experimental set-up)");
    private static final Source ASX_100 = Source.paper("000", "§3.4.4 note: an ASX-100 adds roughly 10 us one way;"
            + " the fabric's share is that less one 140 Mb/s cell time");

    private SsamInputs() {
    }

    /**
     * The inputs of {@code scenario} (its hosts are SS-20s, alike: the first stands for all) over the kernel
     * {@code paths} the lab takes.
     */
    static List<Input> of(Scenario scenario, KernelPath... paths) {
        Host ss20 = scenario.getCluster().getNodes().stream().filter(Host.class::isInstance).map(Host.class::cast)
                .findFirst().orElseThrow();
        MachineInputs host = MachineInputs.of("ss20", ss20).clock(SET_UP);
        for (KernelPath path : paths) {
            if (path == KernelPath.FAST_TRAPS) {
                host.kernel(TABLE_1, "trapEntryExitNanos", "checkConnectionNanos", "writeKernelOverheadNanos",
                        "loadCellNanos", "checkCellCountNanos", "readKernelOverheadNanos", "cellDemuxNanos",
                        "cellStoreNanos")
                        .nic(0, TABLE_1, "hostPushCellNanos", "hostPullCellNanos");
            } else {
                host.kernel(TABLE_2, "writeSyscallNanos", "readSyscallOneCellNanos", "readSyscallEmptyNanos");
            }
        }
        host.nic(0, SET_UP, "outFifoCells", "inFifoCells", "fifoCellBytes");
        List<Input> inputs = new ArrayList<>(host.list());
        Link link = scenario.getCluster().getLinks().get(0);
        inputs.addAll(MachineInputs.element("fibre", link, SET_UP, "bandwidthMbps"));
        inputs.addAll(MachineInputs.element("fibre", link, Source.assumed("about 10 m of fibre in a machine room"),
                "propagationDelayNanos"));
        scenario.getCluster().getNodes().stream().filter(Switch.class::isInstance).map(Switch.class::cast)
                .findFirst().ifPresent(sw -> inputs.addAll(switchInputs(sw)));
        inputs.addAll(LibraryCosts.SPARCSTATION_20.inputs());
        return inputs;
    }

    private static List<Input> switchInputs(Switch sw) {
        String prefix = sw.getName();
        if (sw.getPreset().equals("Fore ASX-100")) {
            return MachineInputs.element(prefix, sw, ASX_100, "fabricLatencyNanos");
        }
        List<Input> inputs = new ArrayList<>(MachineInputs.element(prefix, sw,
                Source.assumed("the paper gives no figure for its switches' latency"), "fabricLatencyNanos"));
        if (sw instanceof org.ccw.model.cluster.AtmSwitch) {
            inputs.addAll(MachineInputs.element(prefix, sw, Source.assumed("the paper gives no buffer size; the"
                    + " lab sets it"), "bufferCellsPerPort"));
        }
        return inputs;
    }
}
