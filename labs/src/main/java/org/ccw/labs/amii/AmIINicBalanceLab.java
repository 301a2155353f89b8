package org.ccw.labs.amii;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.ccw.engine.trace.TraceFingerprint;
import org.ccw.labs.Check;
import org.ccw.labs.Lab;
import org.ccw.labs.LabOptions;
import org.ccw.labs.LabResult;
import org.ccw.labs.Metric;
import org.ccw.labs.ledger.CostLedger;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.provenance.Input;
import org.ccw.model.provenance.Source;

/**
 * Seed 002 §5.1 and Table 6 for 3-D FFT: the processor-to-NIC balance. An all-to-all exchange of 4 kB bulk
 * transfers (the FFT's transpose: every processor sends one block to every other, staggered so that no destination
 * is everyone's first) among 32 processors, on a Clump of four Enterprise 5000s — eight processors sharing three
 * NICs, each on its own SBus — and on a NOW of 32 workstations with a NIC each. The Clump's slowdown emerges from
 * the SBus DMA each NIC's processors queue for; the shared-memory share (7 of 31 destinations, Table 4's 22.6%)
 * from the layout.
 */
public final class AmIINicBalanceLab implements Lab {
    static final int PROCESSORS = 32;
    static final int PER_SMP = 8;
    /** Table 4: 3-D FFT's bulk transfers are 4 kB. */
    static final int BLOCK_BYTES = 4096;
    /**
     * The FFT's own work beside one exchange, as bytes each processor streams through memory: over a run, each of
     * its three passes of 1-D FFTs reads and writes its 14 MB (Table 3) while it sends 3,968 blocks of 4 kB
     * (Table 4), so a processor streams about 5.3 times the bytes it exchanges; for this exchange's 31 blocks,
     * 650 kB (an input derived from Tables 3 and 4, not a measured figure).
     */
    static final long PASS_BYTES = Math.round(3 * 2 * 14e6 / (3_968 * 4096.0) * 31 * BLOCK_BYTES);

    @Override
    public String id() {
        return "amii-nic-balance";
    }

    /** The Clump with eight processes per SMP, running a ping-pong from vp0 to vp8 on the next SMP. */
    @Override
    public Optional<Scenario> scenario() {
        Scenario clump = ExchangePhase.clump(PROCESSORS, p -> p / PER_SMP);
        // the ping-pong's second process is vp8, on the second SMP
        org.ccw.model.cluster.Job job = clump.getCluster().getJobs().get(0);
        job.getProcesses().move(1, PER_SMP);
        return Optional.of(ExchangePhase.pingPongOn(clump, 10));
    }

    /** The machines' figures; the AM-II library's cycles belong to the AM-II stack's own list. */
    @Override
    public List<Input> inputs() {
        List<Input> inputs = new ArrayList<>(ExchangePhase.machineInputs(true));
        inputs.add(new Input("fft.block_bytes", BLOCK_BYTES, "bytes",
                Source.paper("002", "Table 4 (3-D FFT's 4 kB bulk transfers)")));
        inputs.add(new Input("fft.pass_bytes", PASS_BYTES, "bytes",
                Source.paper("002", "Tables 3 and 4: three passes read and write 14 MB"
                        + " while a processor sends 3,968 blocks of 4 kB; this exchange's 31 blocks' share")));
        return inputs;
    }

    @Override
    public LabResult run(LabOptions options) {
        TraceFingerprint fingerprint = new TraceFingerprint();
        Books books = new Books(options);
        List<List<Integer>> transpose = allToAll();
        CostLedger clumpRun = books.newRun();
        ExchangePhase clump = ExchangePhase.onClump(transpose, p -> p / PER_SMP, BLOCK_BYTES, 0, options.seed(),
                Books.sink(fingerprint, clumpRun));
        ExchangePhase now = ExchangePhase.onNow(transpose, BLOCK_BYTES, 0, options.seed(), fingerprint);
        CostLedger clumpFftRun = books.newRun();
        ExchangePhase clumpFft = ExchangePhase.onClump(transpose, p -> p / PER_SMP, BLOCK_BYTES, PASS_BYTES,
                options.seed(), Books.sink(fingerprint, clumpFftRun));
        CostLedger nowFftRun = books.newRun();
        ExchangePhase nowFft = ExchangePhase.onNow(transpose, BLOCK_BYTES, PASS_BYTES, options.seed(),
                Books.sink(fingerprint, nowFftRun));
        books.phase(clumpRun, clump, "pct_local", "the Clump's exchange (the figure counts its transfers)");
        books.phase(clumpFftRun, clumpFft, "clump_over_now", "the Clump's FFT");
        books.phase(nowFftRun, nowFft, "clump_over_now", "the NOW's FFT");

        return books.attach(new LabResult(id(), figures(clump, now, clumpFft, nowFft),
                checks(clump, now, clumpFft, nowFft), fingerprint.hex()));
    }

    /**
     * The figures of the exchange alone and of the FFT's phase (its memory passes, then the exchange), on the Clump
     * and on the NOW.
     */
    static List<Metric> figures(ExchangePhase clump, ExchangePhase now, ExchangePhase clumpFft,
                                ExchangePhase nowFft) {
        Metric local = Metric.of("pct_local", clump.percentLocal(), "%", 22.6);
        Metric clumpUs = Metric.of("exchange_us_clump", clump.phaseUs(), "us", null);
        Metric nowUs = Metric.of("exchange_us_now", now.phaseUs(), "us", null);
        Metric exchangeSlowdown = Metric.of("exchange_clump_over_now", clump.phaseUs() / now.phaseUs(), "x", null);
        Metric clumpFftUs = Metric.of("fft_phase_us_clump", clumpFft.phaseUs(), "us", null);
        Metric nowFftUs = Metric.of("fft_phase_us_now", nowFft.phaseUs(), "us", null);
        Metric slowdown = Metric.of("clump_over_now", clumpFft.phaseUs() / nowFft.phaseUs(), "x", 6.8 / 2.2);
        Metric perNicBw = Metric.of("clump_MBps_per_nic", clumpMegabytesPerNic(clump), "MB/s", null);
        return List.of(local, clumpUs, nowUs, exchangeSlowdown, clumpFftUs, nowFftUs, slowdown, perNicBw);
    }

    /** Every transfer answered, the layout's local share, the Clump slower than the NOW, and by Table 6's 3x. */
    static List<Check> checks(ExchangePhase clump, ExchangePhase now, ExchangePhase clumpFft, ExchangePhase nowFft) {
        List<Metric> figures = figures(clump, now, clumpFft, nowFft);
        Metric local = figures.get(0);
        Metric slowdown = figures.get(6);
        List<Check> checks = new ArrayList<>();
        checks.add(new Check("every_transfer_answered", clump.complete() && now.complete() && clumpFft.complete()
                && nowFft.complete(),
                "every 4 kB transfer landed and was answered, on both machines"));
        checks.add(Check.validation(local, "7 of 31 destinations share the sender's SMP: the layout alone"));
        checks.add(new Check("clump_slower", clump.phaseUs() > now.phaseUs(),
                "eight processors sharing three NICs exchange more slowly than 32 workstations with a NIC each"));
        checks.add(Check.validation(slowdown, "a phase of the FFT: each processor streams its data through memory"
                + " (eight share an SMP's 400 MB/s banks, §5.1; a workstation has its memory to itself), then"
                + " exchanges its blocks (two of each SMP's NICs serve three processors, so their SBuses carry 3 x 24"
                + " blocks out and in where a NOW's carries 31); the Enterprise's memory-latency penalty, which the"
                + " paper's 3x also includes, is not modelled"));
        return checks;
    }

    /** Every processor sends a block to each other, starting with its successor. */
    static List<List<Integer>> allToAll() {
        List<List<Integer>> messages = new ArrayList<>();
        for (int p = 0; p < PROCESSORS; p++) {
            List<Integer> out = new ArrayList<>();
            for (int k = 1; k < PROCESSORS; k++) {
                out.add((p + k) % PROCESSORS);
            }
            messages.add(List.copyOf(out));
        }
        return List.copyOf(messages);
    }

    /** The data the Clump's NICs carried out, per NIC, over the exchange's time (MB/s = bytes/µs). */
    static double clumpMegabytesPerNic(ExchangePhase clump) {
        long network = 0;
        for (long n : clump.network()) {
            network += n;
        }
        int nics = PROCESSORS / PER_SMP * 3;
        return (double) network * BLOCK_BYTES / nics / clump.phaseUs();
    }
}
