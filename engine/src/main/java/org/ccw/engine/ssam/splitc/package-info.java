/**
 * Split-C's remote-memory primitives over SSAM (seed 000 §3.1.2 and Figure 2; timings §3.4.4): split-phase remote
 * read with a counter of outstanding reads, remote store acknowledged explicitly by the layer, and bulk write one
 * cell at a time. {@link org.ccw.engine.ssam.splitc.SplitC} registers three request handlers ({@code read_h},
 * {@code store_h}, {@code bulk_h}) and one reply handler ({@code read_rh}) on an
 * {@link org.ccw.engine.ssam.SsamEndpoint}; {@link org.ccw.engine.ssam.splitc.GlobalMemory} is a process's share
 * of the global address space. Trace: only the SSAM layer's records, with these handler names.
 */
package org.ccw.engine.ssam.splitc;
