/**
 * What moves on the simulated hardware and what takes it: a {@link org.ccw.engine.hw.cell.Cell} in flight (an ATM
 * cell, or a Myrinet or Ethernet packet, with its place in its AAL5 packet or message), a
 * {@link org.ccw.engine.hw.cell.CellReceiver} that accepts one, an {@link org.ccw.engine.hw.cell.Egress} that sends
 * one on. The links, switches and NICs in {@code hw}'s other packages pass these to each other, and the fabric in
 * {@code hw} wires them up; apart from both, so the parts need nothing of the whole that assembles them.
 */
package org.ccw.engine.hw.cell;
