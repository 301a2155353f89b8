/**
 * PVMAM as the workbench runs it: its registration ({@link org.ccw.engine.pvmam.driver.PvmamStack} — presets, the
 * model's rules, the wire format), its drivers ({@link org.ccw.engine.pvmam.driver.PvmamDriver}, what every workload
 * counts, and the workloads' own: MPBench's ping-pong and the 2-D FFT as PVM programs), its real-time side
 * ({@link org.ccw.engine.pvmam.driver.PvmamRealTime}: the same tasks over real sockets) and
 * {@link org.ccw.engine.pvmam.driver.PvmamInputs}, every cost a PVMAM figure rests on. Apart from the AM layer in
 * {@code pvmam} and the PVM layers in {@code pvmam.pvm} and {@code pvmam.pvmd}, which build on one another and know
 * nothing of their registration.
 */
package org.ccw.engine.pvmam.driver;
