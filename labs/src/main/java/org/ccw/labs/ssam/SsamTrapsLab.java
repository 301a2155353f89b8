package org.ccw.labs.ssam;

import java.util.List;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.ssam.CostLedger;
import org.ccw.engine.ssam.KernelPath;
import org.ccw.engine.ssam.Operation;
import org.ccw.engine.ssam.SsamCluster;
import org.ccw.engine.ssam.SsamEndpoint;
import org.ccw.labs.Check;
import org.ccw.labs.Lab;
import org.ccw.labs.LabGuide;
import org.ccw.labs.LabOptions;
import org.ccw.labs.LabResult;
import org.ccw.labs.Metric;
import org.ccw.model.presets.Presets;

/**
 * Tables 1 and 2 of the SSAM paper (seed 004 §3.4.1-3.4.2): one request answered by a reply between two SS-20s,
 * once over the fast traps and once over the read/write system calls; the responder's kernel write (the reply)
 * and its one-cell read are taken from its cost ledger.
 */
public final class SsamTrapsLab implements Lab {

    @Override
    public String id() {
        return "ssam-traps";
    }

    /** One remote read between the two SS-20s over the fast traps: a write trap out, a read trap in, each way. */
    @Override
    public java.util.Optional<org.ccw.model.cluster.Scenario> scenario() {
        return java.util.Optional.of(Workloads.shortened(Presets.ssamTwoHosts(), 1, 8));
    }

    @Override
    public String title() {
        return "SSAM Tables 1-2: cost of the write/read traps vs. the read/write system calls (SS-20)";
    }

    @Override
    public LabGuide instructions() {
        return new LabGuide(
            "SSAM's speed comes from replacing the read/write system calls with three small kernel traps (28 "
                + "and 43 instructions) that move one cell between the user's pinned buffers and the SBA-100's "
                + "FIFOs. This lab measures the write trap and the one-cell read trap on an SS-20 and the same work "
                + "through the conventional system calls, part by part, as the paper's Tables 1 and 2 break them "
                + "down.",
            "von Eicken, Avula, Basu, Buch: Low-Latency Communication over ATM Networks using Active Messages "
                + "(seeds 000 and 004), §3.3.2 and §3.4.1-3.4.2, Tables 1-2",
            List.of(
                LabGuide.step("Open the scenario",
                        "Choose Lab > ssam-traps: two SPARCstation-20s with SBA-100s back to back on the 140 Mb/s "
                        + "TAXI fibre, doing one remote read (a request answered by a reply)."),
                LabGuide.step("Run it",
                        "Press Run (Ctrl+R), then Step (Right arrow) through the events: the request leaves "
                        + "through a write trap, the responder pulls it with a read trap, runs read_h and writes "
                        + "the reply."),
                LabGuide.step("See the traps as boxes",
                        "In the Timing diagram tab turn on Layers: the kernel/trap lane of each host shows each "
                        + "trap as a box whose width on the us axis is its duration; compare it with Table 1's total."),
                LabGuide.step("Run the checks",
                        "Press Run checks in this tab: the lab repeats the request over the fast traps and over "
                        + "the read/write system calls and lists each cost beside the paper's figure with their "
                        + "ratio.")),
            "Most of the write trap is not kernel work: pushing the cell's 56 bytes across the SBus into the "
                + "memory-mapped output FIFO is 2.05 of its 2.72 us, and pulling a cell out of the input FIFO is "
                + "4.27 of the read trap's 5.87 us. The system calls pay the same pushes and pulls plus the syscall "
                + "entry, the file-descriptor check and uiomove.",
            "On the SS-20 the write trap costs 2.72 us and the read trap 5.87 us for one cell; the write and "
                + "read system calls cost 28.2 and 34.1 us, an order of magnitude more for the same cell. The trap "
                + "entry and return (trap+rett) is only 0.44 us.",
            List.of(
                "Which part of the write trap dominates, and why can no software change on the host make it "
                    + "cheaper?",
                "How many times faster is the trap path than the system-call path for a one-cell read, and "
                    + "where does the system call spend the difference?",
                "Why does the library read up to 16 cells per read trap instead of one?"));
    }

    @Override
    public LabResult run(LabOptions options) {
        SsamRig rig = new SsamRig(options.seed());
        CostLedger traps = oneRequest(rig, KernelPath.FAST_TRAPS);
        CostLedger syscalls = oneRequest(rig, KernelPath.READ_WRITE_SYSCALLS);
        Metric writeTrap = Metric.of("write_trap_us", traps.meanMicros(Operation.KERNEL_WRITE), "us", 2.72);
        Metric readTrap = Metric.of("read_trap_1cell_us", traps.meanMicros(Operation.KERNEL_READ_ONE_CELL), "us",
                5.87);
        Metric writeCall = Metric.of("write_syscall_us", syscalls.meanMicros(Operation.KERNEL_WRITE), "us", 28.2);
        Metric readCall = Metric.of("read_syscall_1cell_us", syscalls.meanMicros(Operation.KERNEL_READ_ONE_CELL),
                "us", 34.1);
        String totals = "the model stores Table 2 as totals, so this only confirms the system-call path charges"
                + " them; it cannot emerge from parts";
        return new LabResult(id(), List.of(writeTrap, readTrap, writeCall, readCall), List.of(
                Check.nearPaper(writeTrap, 0.05, "sum of trap+rett, checks, load and the NIC's push"),
                Check.nearPaper(readTrap, 0.05, "sum of trap+rett, count check, overhead and per-cell pull, demux,"
                        + " store; the paper's own parts add up to 5.96, not 5.87"),
                Check.nearPaper(writeCall, 0.05, totals),
                Check.nearPaper(readCall, 0.05, totals),
                new Check("traps_beat_syscalls", writeTrap.value() * 5 < writeCall.value(),
                        "the trap path is several times cheaper than the system-call path (§3.4.2)")),
                rig.fingerprint());
    }

    /** One request with a reply; returns the responder's ledger. */
    private static CostLedger oneRequest(SsamRig rig, KernelPath path) {
        SsamCluster cluster = rig.cluster(Presets::ssamTwoHosts, 8, path);
        SsamEndpoint requester = cluster.endpoint(0);
        SsamEndpoint responder = cluster.endpoint(1);
        Workloads.echoHandlers(requester);
        int echo = Workloads.echoHandlers(responder);
        int connection = requester.connect(responder.node());
        responder.connect(requester.node());
        responder.serve();
        requester.request(connection, echo, () -> requester.drain(() -> { }));
        cluster.run(Time.micros(10_000));
        return responder.ledger();
    }
}
