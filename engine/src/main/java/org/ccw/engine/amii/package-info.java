/**
 * AM-II, multi-protocol Active Messages on a cluster of SMPs (seed 002, Lumetta, Mainwaring and Culler, SC97).
 * This build has the shared-memory protocol (§3.2): {@link org.ccw.engine.amii.Endpoint}s with global names,
 * tags, handler tables (handler 0 receives returned messages) and translation tables; each endpoint's
 * shared-memory queue block of a request and a reply {@link org.ccw.engine.amii.PacketQueue} of cache-line
 * packets whose type is the handshake free → claimed → ready → free; the five-step local send with two
 * compare-and-swaps and exponential back-off that polls; and the coherent caches that price every access
 * ({@link org.ccw.engine.amii.CacheLines}), so the send overhead of Figure 4 is composed at run time from Table 1's
 * costs and the library's cycles ({@link org.ccw.engine.amii.LibraryCycles}). Destinations on other SMPs (the
 * Myrinet protocol), bulk transfers and the polling strategies are still to come; the registration refuses a job
 * that needs them. Trace records: see {@link org.ccw.engine.amii.Endpoint}.
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
 * {@link org.ccw.engine.amii.NetworkPacketRoundTrip} times the network packets over a real UDP socket.
 */
package org.ccw.engine.amii;
