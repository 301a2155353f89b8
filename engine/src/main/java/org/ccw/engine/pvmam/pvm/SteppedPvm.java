package org.ccw.engine.pvmam.pvm;

import java.util.List;
import java.util.function.Consumer;

/**
 * The PVM calls of a program written as steps ({@link SteppedProgram}): a call that may wait ({@code pvm_send} for
 * room, {@code pvm_recv} for a message) takes what the program does once it returns, so the program needs no stack of
 * its own while it waits. The calls, their order, their costs and what the trace says of them are {@link Pvm}'s.
 */
public interface SteppedPvm {
    /** {@code pvm_mytid}. */
    int mytid();

    /** The tids of the job's tasks, in process order. */
    List<Integer> tids();

    /** {@code pvm_initsend}: a new, empty send buffer (XDR). */
    XdrPacker initsend();

    /** {@code pvm_send}: the send buffer to task {@code tid} with {@code tag}; {@code then} once the call returns. */
    void send(int tid, int tag, Runnable then);

    /** {@code pvm_recv}: {@code then} gets the first message from {@code tid} with {@code tag} once it has arrived. */
    void recv(int tid, int tag, Consumer<ReceiveQueue.Received> then);

    /** The time now, picoseconds. */
    long now();
}
