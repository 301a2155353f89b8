package org.ccw.engine.pvmam;

import org.ccw.engine.hw.cpu.CpuCostModel;
import org.ccw.engine.hw.cpu.HostCpu;

/**
 * What one transport's calls cost the host, as inputs: the fixed part of a send and of a receive in cycles of the
 * host's clock (so a faster processor pays less), and whether data is copied by the kernel. Bytes are copied at the
 * processor's memcpy bandwidth ({@link CpuCostModel#memcpyPs}, from the machine preset). The seed gives no cost
 * table (it measures whole round trips, Figures 8–19); the cycle figures are ASSUMED, of the order Kay and
 * Pasquale measured for the non-data-touching UDP paths of early-1990s kernels (seed 003 §3.5, [KP93]), and are
 * written here once:
 *
 * <table>
 * <caption>cycles per call</caption>
 * <tr><th>transport</th><th>send</th><th>receive</th><th>on a 167 MHz UltraSPARC</th></tr>
 * <tr><td>UDP ({@code sendto} / {@code recvfrom})</td><td>4,000</td><td>3,500</td><td>24 µs / 21 µs</td></tr>
 * <tr><td>TCP ({@code write} / each of the two {@code read}s; a {@code select} first when there are several
 * connections: {@value #SELECT_CYCLES})</td><td>4,500</td><td>3,500</td><td>27 µs / 21 µs</td></tr>
 * <tr><td>Myrinet BPI (no system call: post a descriptor, take one)</td><td>400</td><td>400</td><td>2.4 µs</td></tr>
 * </table>
 *
 * <p>Each copies the message once each way: UDP and TCP from the user's buffer into the kernel and back out (the
 * socket layer), BPI into and out of the DMA region the Myrinet card reads (seed 003 §5.3.3). The AM library adds its own
 * costs on top ({@link AmInterface}): the {@code gettimeofday} that timestamps every request (§7.3.2 blames it for
 * BPI's small-message latency matching UDP's), {@value #TIMESTAMP_CYCLES} cycles, ASSUMED, a system call on both
 * platforms; the copy of the data into the request or reply buffer after sending (§5: kept for retransmission);
 * and, on receipt, the transport's copy lands in the interface's staging buffer (§4), from which the handler copies
 * the body again: the "extra receive copy" §7.3.1 says costs BPI about 4 MB/s, charged by {@code AmReceiver} unless
 * the job switches it off ({@code receiveCopy}, §10: the handler takes the body from the substrate itself).
 *
 * @param sendCycles    fixed cycles of one send call
 * @param receiveCycles fixed cycles of one receive call that finds a message
 */
record TransportCosts(int sendCycles, int receiveCycles) {
    /** {@code gettimeofday}, cycles (ASSUMED; see above). */
    static final int TIMESTAMP_CYCLES = 1_000;
    static final TransportCosts UDP = new TransportCosts(4_000, 3_500);
    static final TransportCosts TCP = new TransportCosts(4_500, 3_500);
    /** {@code select} over a task's connections, cycles (ASSUMED; see above). */
    static final int SELECT_CYCLES = 3_000;
    static final TransportCosts MYRINET_BPI = new TransportCosts(400, 400);
    /**
     * Connecting a pair at its first send ({@code connectOnDemand}, seed 003 §10), cycles at the sender (ASSUMED: the
     * address lookup and a {@code connect} system call; the handshake's own round trip is not modelled).
     */
    static final int CONNECT_CYCLES = 20_000;

    /** Charges one send of {@code bytes} to {@code cpu}: the call and the copy of the message out of user space. */
    long chargeSend(HostCpu cpu, CpuCostModel costs, int bytes) {
        return cpu.charge(costs.cyclesPs(sendCycles) + costs.memcpyPs(bytes));
    }

    /** Charges one receive of {@code bytes}: the call and the copy of the message into the caller's buffer. */
    long chargeReceive(HostCpu cpu, CpuCostModel costs, int bytes) {
        return cpu.charge(costs.cyclesPs(receiveCycles) + costs.memcpyPs(bytes));
    }
}
