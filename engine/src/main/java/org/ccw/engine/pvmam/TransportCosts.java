package org.ccw.engine.pvmam;

import java.util.List;

import org.ccw.engine.hw.cpu.CpuCostModel;
import org.ccw.engine.hw.cpu.HostCpu;
import org.ccw.engine.topology.NicKind;
import org.ccw.model.provenance.Input;
import org.ccw.model.provenance.Source;

/**
 * What one transport's calls cost the host, as inputs: the fixed part of a send and of a receive in cycles of the
 * host's clock (so a faster processor pays less), and how its data is copied. Bytes are copied at the processor's
 * memcpy bandwidth ({@link CpuCostModel#memcpyPs}, from the machine preset) unless a cost below says otherwise. The
 * seed gives no cost table (it measures whole round trips, Figures 8–19); the cycle figures are ASSUMED, of the
 * order Kay and Pasquale measured for the non-data-touching UDP paths of early-1990s kernels (seed 003 §3.5,
 * [KP93]), and are written here once:
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
 * <p>UDP and TCP copy the message once each way, from the user's buffer into the kernel and back out. The BPI
 * (seed 003 §5.3.3) copies each message into the area of kernel memory the Myrinet card reads, then flushes the
 * cache: PVMAM copies the data into its request buffer first ({@link Transport.Info#copyBeforeSend}), so the BPI's
 * copy reads the caches ({@value #CACHED_COPY_CYCLES_PER_BYTE} cycle a byte, ASSUMED), and the flush writes
 * each {@value #BPI_FLUSH_LINE_BYTES}-byte line of the message back to memory at the host's cache-line cost. On
 * receipt the BPI copies the message out of that area, which the card's DMA left outside the caches: memcpy rate.
 * TCP over a Myrinet card (Myricom's IP driver under Linux 2.0.34, §7.3.1 and Appendix D: "the lack of maturity of
 * the TCP stack for the Myrinet hardware") also costs {@value #TCP_OVER_MYRINET_SEGMENT_CYCLES} cycles for each
 * segment or acknowledgment the host takes in (ASSUMED: the seed names the immaturity without measuring it; the
 * figure is a second datagram's kernel path a segment) and {@value #LINUX_TCP_RECEIVE_PS_PER_BYTE} ps for each byte
 * of data in it, the receive work Linux 2.0 does per byte besides the copy to the user: {@code tcp_rcv} sums every
 * segment in software ({@code csum_partial} over the whole segment when the driver gives no checksum, Linux 2.0
 * net/ipv4/tcp_input.c), and the driver handles the data before that. No measurement of TCP over Myrinet under Linux
 * 2.0 was found; the per-byte cost is CALIBRATED against an independent measurement of Linux 2.0's TCP on a Pentium II
 * whose link is not the limit ({@link #LINUX_TCP_RECEIVE_PS_PER_BYTE} gives the derivation).
 *
 * <p>The AM library adds its own costs on top ({@link AmInterface}): the {@code gettimeofday} that timestamps every
 * request (§7.3.2 blames it for BPI's small-message latency matching UDP's), {@value #TIMESTAMP_CYCLES} cycles,
 * ASSUMED, a system call on both platforms; the copy of the data into the request or reply buffer (§5: kept for
 * retransmission); and, on receipt, the transport's copy lands in the interface's staging buffer (§4), from which
 * the handler copies the body again: the "extra receive copy" §7.3.1 says costs BPI about 4 MB/s, charged by
 * {@code AmReceiver} unless the job switches it off ({@code receiveCopy}, §10). The staging buffer was filled just
 * before and holds at most 8 KB of data, so that copy reads the caches, as §5.3.3 argues for the BPI's send:
 * {@value #CACHED_COPY_CYCLES_PER_BYTE} cycle a byte ({@link #receiveCopyPs}). Each charge is named
 * ({@code udp.send}, {@code udp.copy}, {@code bpi.flush}, {@code tcp.segment}, ...) for the cost ledger.
 *
 * @param name                the transport's name, first word of its charges' names
 * @param sendCycles          fixed cycles of one send call
 * @param receiveCycles       fixed cycles of one receive call that finds a message
 * @param sendCopyCyclesPerByte cycles a byte of the send's copy when it reads the caches; 0: at the memcpy rate
 * @param flushLineBytes      bytes of each cache line the send flushes after the copy; 0: no flush
 * @param segmentCycles       cycles of each TCP segment or acknowledgment taken in; 0 for datagram transports
 * @param segmentPsPerByte    ps for each byte of data in a TCP segment taken in, beyond the copy to the user; 0: none
 */
public record TransportCosts(String name, int sendCycles, int receiveCycles, double sendCopyCyclesPerByte,
        int flushLineBytes, int segmentCycles, double segmentPsPerByte) {
    /** {@code gettimeofday}, cycles (ASSUMED; see above). */
    static final int TIMESTAMP_CYCLES = 1_000;
    /** {@code select} over a task's connections, cycles (ASSUMED; see above). */
    static final int SELECT_CYCLES = 3_000;
    /**
     * A copy of a message of at most 8 KB that was written just before, so that it reads the caches (seed 003 §5.3.3:
     * "most if not all data caches are larger than 8K"): the BPI's copy of what PVMAM has just copied, and the AM
     * layer's receive copy out of the staging buffer the transport has just filled (ASSUMED: the P6's string move
     * hitting L1/L2).
     */
    static final double CACHED_COPY_CYCLES_PER_BYTE = 1.0;
    /** The Pentium II's cache line (Intel P6 family: 32-byte lines), what the BPI's flush writes back one by one. */
    static final int BPI_FLUSH_LINE_BYTES = 32;
    /** Linux 2.0.34's TCP over Myricom's IP driver, cycles per segment taken in (ASSUMED; see above). */
    static final int TCP_OVER_MYRINET_SEGMENT_CYCLES = 4_000;
    /**
     * Linux 2.0's TCP receive work per byte of data beyond the copy to the user, ps (CALIBRATED). Sumimoto et al.
     * (RWCP TR-98-003, 1998, Table 1) measured TCP/IP between Pentium II 333 MHz PCs under Linux (Red Hat 5.0, a
     * 2.0 kernel) over Gigabit Ethernet, whose 125 MB/s link is not the limit, at {@value #SUMIMOTO_LINUX_TCP_MBPS}
     * MB/s: 10^6 / 26.3 = 38,023 ps a byte at the receiver (taken as the bound: it sums each segment in a pass of its
     * own, where the sender sums while it copies, {@code csum_partial_copy}). This model charges that receiver the copy
     * to the user at the Pentium II's memcpy rate (100 MB/s: 10,000 ps a byte) and
     * {@value #TCP_OVER_MYRINET_SEGMENT_CYCLES} cycles a segment at 333 MHz over Ethernet's 1,460-byte segments (8,227
     * ps a byte; the reads of a stream of large receives add under 1%); the rest, 19,795 ps a byte, is what the stack
     * does per byte besides (the checksum's pass, the driver's work). It is a time, not cycles: the pass is bound by
     * the same 66 MHz memory bus on the 300 MHz machines. The figure calibrates this one input and so validates
     * nothing; the paper's figures it moves (the Linux PVM curves) stay free to miss.
     */
    static final double LINUX_TCP_RECEIVE_PS_PER_BYTE = 19_795;
    /** Sumimoto et al.'s Linux TCP/IP bandwidth between Pentium II 333 MHz PCs, MB/s (RWCP TR-98-003, Table 1). */
    static final double SUMIMOTO_LINUX_TCP_MBPS = 26.3;
    static final TransportCosts UDP = new TransportCosts("udp", 4_000, 3_500, 0, 0, 0, 0);
    static final TransportCosts TCP = new TransportCosts("tcp", 4_500, 3_500, 0, 0, 0, 0);
    static final TransportCosts TCP_OVER_MYRINET = new TransportCosts("tcp", 4_500, 3_500, 0, 0,
            TCP_OVER_MYRINET_SEGMENT_CYCLES, LINUX_TCP_RECEIVE_PS_PER_BYTE);
    static final TransportCosts MYRINET_BPI = new TransportCosts("bpi", 400, 400, CACHED_COPY_CYCLES_PER_BYTE,
            BPI_FLUSH_LINE_BYTES, 0, 0);
    /**
     * Connecting a pair at its first send ({@code connectOnDemand}, seed 003 §10), cycles at the sender (ASSUMED: the
     * address lookup and a {@code connect} system call; the handshake's own round trip is not modelled).
     */
    static final int CONNECT_CYCLES = 20_000;

    /**
     * The Myrinet BPI's costs as PVMAM's transport charges them: what Figure 10's raw BPI test pays too, with no AM
     * layer above it.
     */
    public static TransportCosts myrinetBpi() {
        return MYRINET_BPI;
    }

    /** These costs with other fixed cycles per send and per receive call, the copies and the flush unchanged. */
    public TransportCosts withCallCycles(int send, int receive) {
        return new TransportCosts(name, send, receive, sendCopyCyclesPerByte, flushLineBytes, segmentCycles,
                segmentPsPerByte);
    }

    /** TCP's costs over a card of {@code kind}: over Myrinet, Linux's immature stack for it (§7.3.1). */
    static TransportCosts tcpOver(NicKind kind) {
        return kind == NicKind.MYRINET_LANAI ? TCP_OVER_MYRINET : TCP;
    }

    /**
     * Charges one send of {@code bytes} to {@code cpu}: the call and the copy of the message out of user space, then
     * the flush, if any.
     *
     * @return when the message is ready for the NIC (the call and the copy done; the flush follows)
     */
    long chargeSend(HostCpu cpu, CpuCostModel costs, int bytes) {
        cpu.charge(name + ".send", costs.cyclesPs(sendCycles));
        long copied = cpu.charge(name + ".copy", sendCopyCyclesPerByte > 0
                ? costs.cyclesPs(sendCopyCyclesPerByte * bytes) : costs.memcpyPs(bytes));
        if (flushLineBytes > 0) {
            cpu.charge(name + ".flush", ((bytes + flushLineBytes - 1) / flushLineBytes) * costs.cacheLineMissPs());
        }
        return copied;
    }

    /** Charges one receive of {@code bytes}: the call and the copy of the message into the caller's buffer. */
    long chargeReceive(HostCpu cpu, CpuCostModel costs, int bytes) {
        cpu.charge(name + ".receive", costs.cyclesPs(receiveCycles));
        return cpu.charge(name + ".copy", costs.memcpyPs(bytes));
    }

    /**
     * The AM layer's copy of a body of {@code bytes} out of the staging buffer the transport has just filled: it reads
     * the caches.
     */
    static long receiveCopyPs(CpuCostModel costs, int bytes) {
        return costs.cyclesPs(CACHED_COPY_CYCLES_PER_BYTE * bytes);
    }

    /**
     * Charges taking in one TCP segment or acknowledgment carrying {@code dataBytes} of data (nothing for a mature
     * stack): its fixed cost, and its bytes' ({@code tcp.stack}).
     */
    void chargeSegment(HostCpu cpu, CpuCostModel costs, int dataBytes) {
        if (segmentCycles > 0) {
            cpu.charge(name + ".segment", costs.cyclesPs(segmentCycles));
        }
        if (segmentPsPerByte > 0 && dataBytes > 0) {
            cpu.charge(name + ".stack", Math.round(segmentPsPerByte * dataBytes));
        }
    }

    /**
     * The AM layer's and the transports' cost inputs, each with its source, named {@code pvmam.*}; the machine's
     * own costs (clock, memcpy, cache line) come from its preset.
     */
    public static List<Input> inputs() {
        Source kp = Source.assumed("seed 003 gives no per-call costs (§7, whole round trips only); of the order Kay"
                + " and Pasquale measured for non-data-touching UDP/TCP paths (seed 003 §3.5, [KP93])");
        Source bypass = Source.assumed("OS bypass: a descriptor posted to or taken from the card's queue in user"
                + " space, no system call (seed 003 §5.3.3); of the order of a few hundred instructions");
        return List.of(
                new Input("pvmam.udp.send_cycles", UDP.sendCycles, "cycles", kp),
                new Input("pvmam.udp.receive_cycles", UDP.receiveCycles, "cycles", kp),
                new Input("pvmam.tcp.write_cycles", TCP.sendCycles, "cycles", kp),
                new Input("pvmam.tcp.read_cycles", TCP.receiveCycles, "cycles", kp),
                new Input("pvmam.tcp.select_cycles", SELECT_CYCLES, "cycles", kp),
                new Input("pvmam.tcp_over_myrinet.segment_cycles", TCP_OVER_MYRINET.segmentCycles, "cycles",
                        Source.assumed("seed 003 §7.3.1 and Appendix D blame Linux 2.0.34's immature TCP for the"
                                + " Myrinet hardware without measuring it, and no independent measurement of that"
                                + " stack was found; taken as a second datagram's kernel path for each segment")),
                new Input("pvmam.tcp_over_myrinet.receive_ns_per_byte", TCP_OVER_MYRINET.segmentPsPerByte / 1e3,
                        "ns/B", Source.calibrated("Sumimoto, Tezuka, Hori, Harada, Takahashi, Ishikawa, 'High"
                                + " Performance Communication using a Gigabit Ethernet', RWCP TR-98-003, 1998, Table 1:"
                                + " TCP/IP on Linux (Red Hat 5.0) between Pentium II 333 MHz PCs, 26.3 MB/s (not a"
                                + " seed 003 figure). 10^6/26.3 = 38.0 ns a byte at the receiver, less this model's"
                                + " copy to the user (10.0 ns at the Pentium II's 100 MB/s) and its 4,000 cycles a"
                                + " 1,460-byte segment at 333 MHz (8.2 ns): 19.8 ns a byte, the checksum's pass of"
                                + " Linux 2.0's tcp_rcv and the driver's work. A gigabit Ethernet card stands in for"
                                + " Myricom's, for which no measurement was found")),
                new Input("pvmam.bpi.send_cycles", MYRINET_BPI.sendCycles, "cycles", bypass),
                new Input("pvmam.bpi.receive_cycles", MYRINET_BPI.receiveCycles, "cycles", bypass),
                new Input("pvmam.cached_copy_cycles_per_byte", CACHED_COPY_CYCLES_PER_BYTE, "cycles/B",
                        Source.assumed("seed 003 §5.3.3: a copy of data of at most 8 KB just copied reads the caches,"
                                + " 'a much higher bandwidth' (the BPI's copy of what PVMAM has just copied, and the"
                                + " AM layer's receive copy out of the staging buffer the transport has just filled);"
                                + " no rate given: one byte a cycle, a string move of 4-byte words hitting L1/L2")),
                new Input("pvmam.bpi.flush_line_bytes", BPI_FLUSH_LINE_BYTES, "B",
                        Source.cited("Intel, Pentium II Processor Developer's Manual, 1997 (P6 family: 32-byte cache"
                                + " lines); the flush itself: seed 003 §5.3.3")),
                new Input("pvmam.timestamp_cycles", TIMESTAMP_CYCLES, "cycles", Source.assumed("gettimeofday on every"
                        + " request (seed 003 §7.3.2), a system call; of the order of the UDP calls' fixed part")),
                new Input("pvmam.connect_cycles", CONNECT_CYCLES, "cycles", Source.assumed("address lookup and a"
                        + " connect system call at the first request (seed 003 §10)")));
    }
}
