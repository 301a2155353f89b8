package org.ccw.engine.pvmam.pvm;

import java.util.List;
import java.util.Optional;

/**
 * The PVM library as a task program calls it (seed 003 §2; PVM 3.4's {@code pvm_*} calls, REFERENCE.md): its own
 * tid, a send buffer packed with XDR, sends, receives by PVM's matching rule ({@link #ANY} = −1 for any source or
 * tag) and its own computation. Calls block in simulated time where PVM's do — {@link #recv} until a matching
 * message has arrived — and every call's work is charged to the task's processor, so the program continues when
 * that work is done.
 */
public interface Pvm {
    /** The tid or tag that matches any ({@code -1}, PVM's wildcard). */
    int ANY = ReceiveQueue.ANY;

    /** {@code pvm_mytid}. */
    int mytid();

    /** The tids of the job's tasks, in process order (what the master's {@code pvm_spawn} returned). */
    List<Integer> tids();

    /** {@code pvm_initsend}: a new, empty send buffer (XDR); the {@code pk*} calls fill it. */
    XdrPacker initsend();

    /** {@code pvm_send}: the send buffer to task {@code tid} with {@code tag}. */
    void send(int tid, int tag);

    /** {@code pvm_mcast}: the send buffer to each of {@code tids}, one message each. */
    void mcast(List<Integer> tids, int tag);

    /** {@code pvm_psend}: packs {@code data} in place (no copy: the fragments point at it) and sends it, in one call. */
    void psend(int tid, int tag, byte[] data);

    /** {@code pvm_recv}: waits until a message from {@code tid} with {@code tag} has arrived and takes it. */
    ReceiveQueue.Received recv(int tid, int tag);

    /** {@code pvm_precv}: {@link #recv}, the data returned as bytes. */
    byte[] precv(int tid, int tag);

    /** {@code pvm_nrecv}: takes a matching message if one has arrived; never waits. */
    Optional<ReceiveQueue.Received> nrecv(int tid, int tag);

    /** {@code pvm_probe}: whether a matching message has arrived, leaving it queued. */
    Optional<ReceiveQueue.Received> probe(int tid, int tag);

    /** The task's own work: {@code ps} picoseconds of its processor. */
    void compute(long ps);

    /** The time now, picoseconds (what a program reads from its clock). */
    long now();
}
