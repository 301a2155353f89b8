/**
 * The parallel FFT of seed 003 §7–8 (Figures 6–7) as PVM programs: {@link org.ccw.engine.pvmam.pvm.fft.Fft2d}, the
 * master/slave, slice-wise 2-D FFT of an n × n complex array (partition by rows, row FFTs, transpose among the
 * tasks, column FFTs, gather), each 1-D FFT charged to the task's processor by
 * {@link org.ccw.engine.pvmam.pvm.fft.FftCost}; {@code driver.PvmFftDriver} runs a scenario's
 * {@code FFT_2D} workload with it.
 *
 * <p>Invariants: every task sends and takes exactly the messages its part of the algorithm names — the master
 * {@code n − block(0)} rows, each task {@code block(k) × (p − 1)} slices, each slave {@code block(k)} columns — and
 * the master's clock stops only when every column has come.
 *
 * <p>Trace: the PVM library's ({@code TaskStateChanged}, {@code MessageSent} / {@code MessageDelivered} kind
 * {@code pvm}); tags {@code 20} rows, {@code 21} slices, {@code 22} columns.
 */
package org.ccw.engine.pvmam.pvm.fft;
