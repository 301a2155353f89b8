/**
 * The beginning of PVM over PVMAM's Active Messages (seed 003 §6): PVM's message buffers packed with XDR
 * ({@link org.ccw.engine.pvmam.pvm.XdrPacker}, {@link org.ccw.engine.pvmam.pvm.XdrUnpacker}) into a list of
 * fragments ({@link org.ccw.engine.pvmam.pvm.PvmMessage}, §6.1), the 32-byte message header and 16-byte fragment
 * header of Appendices A.2 and A.3, and each fragment one Active Message's data
 * ({@link org.ccw.engine.pvmam.pvm.PvmFragments}, §6.4.1) with the sequence byte that drops a fragment arriving
 * out of order ({@link org.ccw.engine.pvmam.pvm.PvmAssembler}, §6.4.2). Task ids are
 * {@link org.ccw.engine.pvmam.Tid}s. Not yet here: the PVM API (send, recv and its matching rule), the routes
 * through the daemons and direct TCP, and running these messages over the AM layer from a scenario.
 *
 * <p>Invariants: a number never straddles two fragments; a fragment is taken only in its sender's sequence; a
 * message is delivered when its end-of-message fragment is taken. This package records nothing in the trace yet.
 */
package org.ccw.engine.pvmam.pvm;
