package org.ccw.engine.pvmam.pvm;

import org.ccw.engine.pvmam.AmEndpoint;
import org.ccw.engine.pvmam.AmHandlers;
import org.ccw.engine.pvmam.AmHeader;
import org.ccw.engine.pvmam.AmInterface;
import org.ccw.engine.pvmam.AmToken;

/**
 * PVMAM's route: a task's messages over its Active Message interface (seed 003 §6.4). {@link #send} turns each
 * fragment of a message into one request to the destination's fragment handler (the paper's modified
 * {@code mxinput}); that handler takes fragments in their sender's sequence — declining one that comes out of order
 * so the AM layer sends it again (§6.4.2), or holding it until its turn (a job's tasks do: {@link PvmJob},
 * {@code driver.PvmamRealTime}), its blank reply telling the sender it arrived — and puts each whole message on the task's
 * {@link ReceiveQueue} (contexts are not modelled, all messages are in context 0). Both tasks must be made before
 * either sends (each registers its fragment handler under the same address identifier, as every PVMAM task
 * registers the same handlers in the same order).
 */
public final class AmRoute implements Route {
    private final AmInterface am;
    private final PvmFragments fragments;
    private final int fragmentHandler;
    private final ReceiveQueue queue = new ReceiveQueue();
    private long fragmentsDeclined;

    /**
     * @param outOfOrder what the fragment handler does with a fragment ahead of its turn: the paper's
     *                   {@link PvmAssembler.OutOfOrder#DROP} (declined, so the AM layer sends it again) or
     *                   {@link PvmAssembler.OutOfOrder#HOLD}
     */
    public AmRoute(AmInterface am, PvmAssembler.OutOfOrder outOfOrder) {
        this.am = am;
        this.fragments = new PvmFragments(am.tid());
        PvmAssembler assembler = new PvmAssembler(am.tid(), outOfOrder);
        // fragments ahead of the receiver's turn stay within its window, however long one before them is lost
        am.limitOvertaking(PvmAssembler.WINDOW);
        this.fragmentHandler = am.addressToId(new AmHandlers.RequestHandler() {
            @Override
            public void onRequest(AmToken token, byte[] data) {
                onRequest(token, data, 0);
            }

            /** A fragment handed over stays where it arrived: the message keeps its data there. */
            @Override
            public void onRequest(AmToken token, byte[] bytes, int offset) {
                PvmAssembler.Result result = assembler.accept(bytes, offset);
                switch (result.outcome()) {
                    case OUT_OF_ORDER -> {
                        fragmentsDeclined++;
                        token.decline();
                    }
                    case MESSAGE -> result.messages().forEach(message -> queue.add(result.source(), message));
                    case PART, HELD, STALE, MALFORMED -> { }
                }
            }
        });
    }

    @Override
    public int tid() {
        return am.tid();
    }

    /**
     * {@code pvm_send} over Active Messages: each fragment of {@code message} one request to task {@code tid} (the
     * AM layer names the requests in the trace with its own ids).
     */
    @Override
    public void send(int tid, PvmMessage message, long messageId) {
        // each fragment is assembled behind room for its AM header and leaves from there
        for (byte[] built : fragments.of(message, tid, headerRoom())) {
            am.requestBuilt(tid, fragmentHandler, built);
        }
    }

    /** Each fragment is one AM's data: room for the AM's header in front of it. */
    @Override
    public int headerRoom() {
        return AmHeader.BYTES;
    }

    /** {@code pvm_send} returns once each of its requests has a request buffer and the transport has taken it. */
    @Override
    public boolean writeWouldBlock() {
        return am.writeWouldBlock();
    }

    @Override
    public void whenWritable(Runnable whenWritable) {
        am.whenWritable(whenWritable);
    }

    /** A task control block: the task is in the interface's list, or will be connected at the first request. */
    @Override
    public boolean hasControlBlock(int tid) {
        return am.controlBlock(tid) != null || am.connectsOnDemandTo(tid);
    }

    /** Open: connected (not failed after its retries, not removed), or to be connected at the first request. */
    @Override
    public boolean isOpen(int tid) {
        AmEndpoint endpoint = am.controlBlock(tid);
        return endpoint != null ? endpoint.state() == AmEndpoint.TaskState.CONNECTED : am.connectsOnDemandTo(tid);
    }

    @Override
    public ReceiveQueue queue() {
        return queue;
    }

    @Override
    public String name() {
        return "am";
    }

    /** Fragments declined because they came out of order (each sent again by the AM layer). */
    public long fragmentsDeclined() {
        return fragmentsDeclined;
    }
}
