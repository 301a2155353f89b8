/**
 * Hardware models of the simulated fabric, one subpackage per family: {@code link} (serialization, propagation,
 * faults, the bounded transmit queue in front of a line), {@code atm} (output-queued cell switch with Early
 * Packet Discard), {@code myrinet} (cut-through switch with backpressure), {@code nic} (FIFOs, I/O-bus costs,
 * coprocessor hook) and {@code cpu} (processors that protocol code charges cycles to). {@link
 * org.ccw.engine.hw.Fabric} assembles them from a {@link org.ccw.engine.topology.Topology}; every number comes
 * from the topology's records. Models act only through a {@link org.ccw.engine.kernel.Scheduler} and report
 * only through a {@link org.ccw.engine.trace.Tracer}, so a run is a pure function of its topology and seed.
 * The unit that moves is a {@link org.ccw.engine.hw.cell.Cell}: an ATM cell, or a Myrinet/Ethernet packet with its
 * size in bytes.
 */
package org.ccw.engine.hw;
