/**
 * Processors as cost models. Protocol code never sleeps or measures: it <em>charges</em> the work it does
 * (cycles of library code, cache-line transfers, compare-and-swaps, memory copies, uncached NIC accesses) to a
 * {@link org.ccw.engine.hw.cpu.Processor}, which turns cycles into picoseconds at its clock and keeps a
 * busy-until time. Overheads such as LogP's o_s and o_r then emerge as sums of component costs rather than being
 * stated (AM-II paper, section 4 and Table 1). The per-operation costs come from the topology's
 * {@link org.ccw.engine.topology.ProcessorSpec}; {@link org.ccw.engine.hw.cpu.CpuCostModel} holds the
 * conversions. A NIC coprocessor (i960, LANai) is a processor too.
 */
package org.ccw.engine.hw.cpu;
