/**
 * AM-II, multi-protocol Active Messages on a cluster of SMPs (seed 002, Lumetta, Mainwaring and Culler, SC97).
 *
 * <p>{@link org.ccw.engine.amii.Endpoint}s have global names, tags, handler tables (handler 0 receives returned
 * messages) and translation tables. Within an SMP (§3.2) each endpoint's shared-memory queue block holds a request
 * and a reply {@link org.ccw.engine.amii.PacketQueue} of cache-line packets whose type is the handshake free →
 * claimed → ready → free, and a bulk-data queue ({@link org.ccw.engine.amii.BulkBlocks}); a send is the paper's five
 * steps ({@link org.ccw.engine.amii.Send}) with two compare-and-swaps and an exponential back-off that polls, and the
 * coherent caches ({@link org.ccw.engine.amii.CacheLines}) price every access, so Figure 4's send overhead is composed
 * at run time from Table 1's costs and the library's cycles ({@link org.ccw.engine.amii.LibraryCycles}).
 *
 * <p>Between SMPs (§3) an endpoint goes through the NIC its process is assigned to: the host writes and reads
 * packets in NIC memory with uncached accesses (its stores through the processor's store buffer, which a read of
 * NIC memory waits to drain), each NIC's {@link org.ccw.engine.amii.Lanai} moves them (bulk data
 * by DMA across its own SBus), and {@link org.ccw.engine.amii.NetworkSide} makes the protocol survive loss,
 * duplication, damage and reordering. Polls reach the network as {@link org.ccw.engine.amii.NetworkPolling} says
 * (§3.3: fractional or adaptive); a network poll reads the heads of both receive queues in NIC memory. A sender
 * copies a bulk transfer into one staging buffer, which the NIC's DMA must have fetched before the next copy. The
 * program's own work between sends is a {@link org.ccw.engine.amii.ProcessStep}. Every cost these rest on is listed
 * with its source by {@link org.ccw.engine.amii.AmIIInputs} (Table 1, §4.3, assumptions, and the one calibrated
 * figure, the LANai control program's cycles); charges name their component. Trace records: see
 * {@link org.ccw.engine.amii.Endpoint}.
 *
 * <p>Real shared memory (#14): a {@link org.ccw.engine.amii.SlotRing}'s tail, states and packets live in a
 * {@link org.ccw.engine.amii.SlotStore} — Java arrays in a simulation ({@link org.ccw.engine.amii.HeapSlots}), or a
 * memory-mapped file that OS processes of this machine share ({@link org.ccw.engine.amii.MappedQueueBlock}, its layout
 * byte for byte in its javadoc; compare-and-swap through VarHandles). One class holds the handshake's steps
 * ({@link org.ccw.engine.amii.Handshake}): the simulated {@link org.ccw.engine.amii.Send} charges them to a processor,
 * a {@link org.ccw.engine.amii.RealEndpoint} takes them in real time ({@link org.ccw.engine.amii.RealSends}), one OS
 * process per endpoint, and frees what a dead sender left claimed ({@link org.ccw.engine.amii.StaleClaimWatch}; trace:
 * {@code TimerFired "stale-claim"}); {@link org.ccw.engine.amii.RealProcesses} runs a scenario's job so
 * ({@code workbench peer --transport shm}).
 * Over a real transport ({@code workbench run --transport udp}, {@code workbench peer}) the network protocol runs
 * unchanged, one process per host, with the real CPU's time ({@link org.ccw.engine.amii.ProcessorTime}).
 *
 * <p>Workloads ({@link org.ccw.engine.amii.AmIIDriver}): a ping-pong; §4.1's microbenchmark's burst of requests, each
 * answered, then a round trip ({@link org.ccw.engine.amii.RequestBurst}); bulk transfers in 8 kB chunks
 * ({@link org.ccw.engine.amii.BulkTransfer}). The {@code amii-loggp} lab times the same two pieces.
 */
package org.ccw.engine.amii;
