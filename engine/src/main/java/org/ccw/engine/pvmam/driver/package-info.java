/**
 * PVMAM as the workbench runs it: its registration ({@link org.ccw.engine.pvmam.driver.PvmamStack} — presets, the
 * model's rules, the wire format, the drivers of MPBench's ping-pong and the 2-D FFT, the real-time side) and
 * {@link org.ccw.engine.pvmam.driver.PvmamInputs}, every cost a PVMAM figure rests on. Apart from the AM layer in
 * {@code pvmam} and the PVM layers in {@code pvmam.pvm} and {@code pvmam.pvmd}, which build on one another and know
 * nothing of their registration.
 */
package org.ccw.engine.pvmam.driver;
