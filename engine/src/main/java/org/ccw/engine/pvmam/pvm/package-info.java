/**
 * The beginning of PVM over PVMAM's Active Messages (seed 003 §6): PVM's message buffers packed with XDR
 * ({@link org.ccw.engine.pvmam.pvm.XdrPacker}, {@link org.ccw.engine.pvmam.pvm.XdrUnpacker}) into a list of
 * fragments ({@link org.ccw.engine.pvmam.pvm.PvmMessage}, §6.1), the 32-byte message header and 16-byte fragment
 * header of Appendices A.2 and A.3, and each fragment one Active Message's data
 * ({@link org.ccw.engine.pvmam.pvm.PvmFragments}, §6.4.1) with the sequence byte that drops a fragment arriving
 * out of order ({@link org.ccw.engine.pvmam.pvm.PvmAssembler}, §6.4.2), declined so the AM layer sends it again
 * (the paper's policy: under loss it makes every fragment in flight behind a lost one wait for a timeout, and some
 * are given up past the retry limit, as {@code PvmFaultPropertyTest} shows) or, as the alternative, held until its
 * turn;
 * {@link org.ccw.engine.pvmam.pvm.PvmamTask} sends messages as Active Messages and keeps the receive queue
 * ({@code nrecv} and {@code probe} with PVM's matching rule). Task ids are {@link org.ccw.engine.pvmam.Tid}s. Not
 * yet here: the rest of the PVM API (a blocking recv, psend/precv, mcast, contexts), the routes through the daemons
 * and direct TCP, and a scenario's workload of PVM messages.
 *
 * <p>Invariants: a number never straddles two fragments; a fragment is taken only in its sender's sequence; a
 * message is delivered when its end-of-message fragment is taken. This package records nothing in the trace of its
 * own yet (the AM layer's records show each fragment).
 */
package org.ccw.engine.pvmam.pvm;
