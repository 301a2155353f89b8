/**
 * PVMAM's labs (Mucci 1998, seed 003): {@link org.ccw.labs.pvmam.PvmamMpbenchLab} reproduces §7's MPBench latency
 * and bandwidth curves (Figures 2–5) for stock PVM's direct route against PVMAM over UDP, TCP and the Myrinet BPI,
 * measured by PVM programs ({@code MpbenchProbe}) on the simulated Solaris and Linux platforms.
 */
package org.ccw.labs.pvmam;
