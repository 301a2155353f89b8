package org.ccw.engine.pvmam.pvm.fft;

import java.util.List;

import org.ccw.engine.hw.cpu.CpuCostModel;
import org.ccw.model.provenance.Input;
import org.ccw.model.provenance.Source;

/**
 * What one 1-D complex FFT of length n costs a task's processor, as inputs: the conventional operation count
 * {@code 5 n log2 n} floating-point operations (the count FFT benchmarks rate every length by, mixed radix
 * included: 1152 = 2^7 × 9) at {@value #CYCLES_PER_FLOP} cycles of the processor's clock each. The cycles per
 * operation are ASSUMED: seed 003 gives no single-processor time in its text (Figures 6–7 are curves), and the
 * benchmark's code was compiled by gcc 2.7.2 with {@code -O} (§7.1); a plain radix-2/3 FFT so compiled runs near
 * 20 Mflop/s on a 167 MHz UltraSPARC-I (about 8 cycles an operation, with the loads and stores of complex data
 * and the bit-reversal pass), a tuned library two to three times faster. A faster processor computes faster, in
 * proportion to its clock.
 */
public final class FftCost {
    /** Cycles per floating-point operation of the benchmark's FFT (ASSUMED, see above). */
    public static final double CYCLES_PER_FLOP = 8;

    private FftCost() {
    }

    /** Floating-point operations of one 1-D complex FFT of length {@code n}: 5 n log2 n. */
    public static double flops(int n) {
        return n < 2 ? 0 : 5.0 * n * Math.log(n) / Math.log(2);
    }

    /** The FFT's own inputs: its cycles per operation, named {@code pvmam.fft.cycles_per_flop}. */
    public static List<Input> inputs() {
        return List.of(new Input("pvmam.fft.cycles_per_flop", CYCLES_PER_FLOP, "cycles", Source.assumed("seed 003"
                + " prints no single-processor time; a plain radix-2/3 FFT compiled by gcc 2.7.2 -O (§7.1) runs near"
                + " 20 Mflop/s on a 167 MHz UltraSPARC-I, with the loads and stores of complex data")));
    }

    /** One 1-D FFT of length {@code n} on a processor of {@code costs}, ps. */
    public static long fftPs(int n, CpuCostModel costs) {
        return costs.cyclesPs(flops(n) * CYCLES_PER_FLOP);
    }
}
