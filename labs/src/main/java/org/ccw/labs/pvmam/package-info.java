/**
 * PVMAM's labs (Mucci 1998, seed 003): {@link org.ccw.labs.pvmam.PvmamMpbenchLab} reproduces §7's MPBench latency
 * and bandwidth curves (Figures 2–5) for stock PVM's direct route against PVMAM over UDP, TCP and the Myrinet BPI,
 * measured by PVM programs ({@code MpbenchProbe}) on the simulated Solaris and Linux platforms, beside Figure 10's
 * raw BPI, a stream through the BPI alone ({@code BpiStreamProbe});
 * {@link org.ccw.labs.pvmam.PvmamRealLab} runs the same AM layer and PVM programs over this machine's real UDP and TCP
 * sockets on 127.0.0.1 beside raw Java sockets measured in the same run ({@code LoopbackBench}).
 * {@link org.ccw.labs.pvmam.PvmamFftLab} reproduces §8's parallel FFT (Figures 6–7), execution time and speed-up on
 * 1 to 8 UltraSPARCs for PVM and PVMAM over TCP on ATM and Fast Ethernet ({@code FftProbe}).
 */
package org.ccw.labs.pvmam;
