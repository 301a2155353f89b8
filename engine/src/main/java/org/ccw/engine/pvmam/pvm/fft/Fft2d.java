package org.ccw.engine.pvmam.pvm.fft;

import java.util.List;
import java.util.function.LongConsumer;

import org.ccw.engine.pvmam.pvm.Pvm;
import org.ccw.engine.pvmam.pvm.PvmProgram;

/**
 * The parallel FFT of seed 003 §7–8 as PVM programs: a two-dimensional, slice-wise FFT of an {@code n} × {@code n}
 * array of complex doubles (16 bytes an element; the paper's {@code n} is 1152) by the job's {@code p} tasks, task 0
 * the master. The paper describes it in a few sentences — the master partitions the data, the slaves compute and
 * communicate amongst themselves until the FFT is finished, the master gathers the data, and the code sends
 * "numerous small messages" — and its source (Georgitsis's, modified by Mucci) is not published, so this is the
 * classic transpose algorithm those sentences describe, one message per slice:
 * <ol>
 * <li><b>partition</b> (tag {@value #ROW}): the master's clock starts; it sends each slave its block of rows, one
 * row (16 n bytes) per message, slave by slave, and keeps the first block itself (a master that works too, as a
 * PVM master that spawns {@code p - 1} slaves does; so one task is the sequential program);</li>
 * <li><b>rows</b>: each task transforms its rows as they come, one 1-D FFT of length n each;</li>
 * <li><b>transpose</b> (tag {@value #SEGMENT}): for each of its rows, each task sends every other task the slice
 * of that row in the other's block of columns (16 × that block's width bytes), the others in turn from its
 * neighbour on; then it takes the {@code n − own rows} slices sent to it, from any task as they come;</li>
 * <li><b>columns</b>: each task transforms its block of columns;</li>
 * <li><b>gather</b> (tag {@value #RESULT}): each slave sends the master its columns, one column (16 n bytes) per
 * message; the master's clock stops when the last has come.</li>
 * </ol>
 * Blocks are as even as n allows (the first {@code n mod p} tasks one row and column more). The data are not
 * transformed numerically — zeros travel, packed as XDR doubles — but every message has the program's size, count,
 * order and tag, and every 1-D FFT costs the task's processor {@link FftCost}.
 *
 * @param n the array's side: rows, columns, and the length of every 1-D FFT
 */
public record Fft2d(int n) {
    /** A row from the master. */
    public static final int ROW = 20;
    /** A row's slice in the receiver's block of columns, between tasks. */
    public static final int SEGMENT = 21;
    /** A transformed column back to the master. */
    public static final int RESULT = 22;

    public Fft2d {
        if (n < 1) {
            throw new IllegalArgumentException("a 2-D FFT of side " + n);
        }
    }

    /** Rows (and columns) in task {@code k}'s block of {@code p}. */
    public int block(int k, int p) {
        return n / p + (k < n % p ? 1 : 0);
    }

    /** Bytes of a message of {@code elements} complex doubles (XDR: 8 bytes a double, two a complex). */
    public static int bytes(int elements) {
        return 16 * elements;
    }

    /**
     * Task {@code index}'s program: the master's for 0, a slave's otherwise.
     *
     * @param fftPs   one 1-D FFT of length n on the task's processor, ps
     * @param elapsed told the master's time from before the partition to the last column's arrival, ps
     */
    public PvmProgram program(int index, long fftPs, LongConsumer elapsed) {
        return index == 0 ? pvm -> master(pvm, fftPs, elapsed) : pvm -> slave(pvm, fftPs);
    }

    private void master(Pvm pvm, long fftPs, LongConsumer elapsed) {
        List<Integer> tids = pvm.tids();
        int p = tids.size();
        double[] row = new double[2 * n];
        long start = pvm.now();
        for (int s = 1; s < p; s++) {
            for (int r = 0; r < block(s, p); r++) {
                pvm.initsend().pkdouble(row);
                pvm.send(tids.get(s), ROW);
            }
        }
        for (int r = 0; r < block(0, p); r++) {
            pvm.compute(fftPs);
        }
        transposeAndColumns(pvm, 0, fftPs);
        for (int s = 1; s < p; s++) {
            for (int c = 0; c < block(s, p); c++) {
                pvm.recv(tids.get(s), RESULT);
            }
        }
        elapsed.accept(pvm.now() - start);
    }

    private void slave(Pvm pvm, long fftPs) {
        List<Integer> tids = pvm.tids();
        int k = tids.indexOf(pvm.mytid());
        int master = tids.get(0);
        for (int r = 0; r < block(k, tids.size()); r++) {
            pvm.recv(master, ROW);
            pvm.compute(fftPs);
        }
        transposeAndColumns(pvm, k, fftPs);
        double[] column = new double[2 * n];
        for (int c = 0; c < block(k, tids.size()); c++) {
            pvm.initsend().pkdouble(column);
            pvm.send(master, RESULT);
        }
    }

    /** Task {@code k}'s transpose (each row's slices out, the others' slices in) and its column FFTs. */
    private void transposeAndColumns(Pvm pvm, int k, long fftPs) {
        List<Integer> tids = pvm.tids();
        int p = tids.size();
        double[][] slices = new double[p][];
        for (int j = 0; j < p; j++) {
            slices[j] = new double[2 * block(j, p)];
        }
        for (int r = 0; r < block(k, p); r++) {
            for (int d = 1; d < p; d++) {
                int j = (k + d) % p;
                pvm.initsend().pkdouble(slices[j]);
                pvm.send(tids.get(j), SEGMENT);
            }
        }
        for (int i = block(k, p); i < n; i++) {
            pvm.recv(Pvm.ANY, SEGMENT);
        }
        for (int c = 0; c < block(k, p); c++) {
            pvm.compute(fftPs);
        }
    }
}
