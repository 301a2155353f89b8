package org.ccw.engine.pvmam.pvm;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;

import org.ccw.engine.pvmam.AmHandlers;
import org.ccw.engine.pvmam.AmInterface;

/**
 * A PVM task's messages over its Active Message interface (seed 003 §6.4): {@link #send} turns each fragment of a
 * message into one request to the destination's fragment handler (the paper's modified {@code mxinput}); that
 * handler takes fragments in their sender's sequence — declining one that comes out of order so the AM layer sends
 * it again (§6.4.2), or holding it until its turn — and puts each whole message on the task's receive queue, where {@link #nrecv} and
 * {@link #probe} find it by PVM's matching rule (source and tag, −1 for any; contexts are not modelled yet, all
 * messages are in context 0). Both tasks must be made before either sends (each registers its
 * fragment handler under the same address identifier, as every PVMAM task registers the same handlers in the same
 * order).
 */
public final class PvmamTask {
    /** The tid or tag that matches any ({@code -1}, PVM's wildcard). */
    public static final int ANY = -1;

    /** A message on the receive queue: its source tid and the message. */
    public record Received(int source, PvmMessage message) {
    }

    private final AmInterface am;
    private final PvmFragments fragments;
    private final PvmAssembler assembler;
    private final int fragmentHandler;
    private final List<Received> queue = new ArrayList<>();
    private long fragmentsDeclined;
    private Runnable onMessage = () -> { };

    /**
     * @param outOfOrder what the fragment handler does with a fragment ahead of its turn: the paper's
     *                   {@link PvmAssembler.OutOfOrder#DROP} (declined, so the AM layer sends it again) or
     *                   {@link PvmAssembler.OutOfOrder#HOLD}
     */
    public PvmamTask(AmInterface am, PvmAssembler.OutOfOrder outOfOrder) {
        this.am = am;
        this.fragments = new PvmFragments(am.tid());
        this.assembler = new PvmAssembler(am.tid(), outOfOrder);
        this.fragmentHandler = am.addressToId((AmHandlers.RequestHandler) (token, data) -> {
            PvmAssembler.Result result = assembler.accept(data);
            switch (result.outcome()) {
                case OUT_OF_ORDER -> {
                    fragmentsDeclined++;
                    token.decline();
                }
                case MESSAGE -> result.messages().forEach(message -> {
                    queue.add(new Received(result.source(), message));
                    onMessage.run();
                });
                case PART, HELD, STALE, MALFORMED -> { }
            }
        });
    }

    public int tid() {
        return am.tid();
    }

    /** Runs (inside the fragment handler: it may send nothing) each time a whole message joins the queue. */
    public void onMessage(Runnable onMessage) {
        this.onMessage = onMessage;
    }

    /**
     * {@code pvm_send} over Active Messages: each fragment of {@code message} one request to task {@code tid}.
     *
     * @throws IllegalArgumentException for a negative tag (PVM's PvmBadParam)
     */
    public void send(int tid, PvmMessage message) {
        if (message.header().tag() < 0) {
            throw new IllegalArgumentException("PVM refuses a negative tag: " + message.header().tag());
        }
        for (byte[] data : fragments.amData(message, tid)) {
            am.request(tid, fragmentHandler, data);
        }
    }

    /**
     * {@code pvm_nrecv}: takes the first queued message from {@code tid} with {@code tag} ({@link #ANY} for either),
     * or nothing when none matches.
     */
    public Optional<Received> nrecv(int tid, int tag) {
        for (Iterator<Received> it = queue.iterator(); it.hasNext(); ) {
            Received r = it.next();
            if (matches(r, tid, tag)) {
                it.remove();
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }

    /** {@code pvm_probe}: as {@link #nrecv}, but the message stays queued. */
    public Optional<Received> probe(int tid, int tag) {
        return queue.stream().filter(r -> matches(r, tid, tag)).findFirst();
    }

    private static boolean matches(Received r, int tid, int tag) {
        return (tid == ANY || r.source() == tid) && (tag == ANY || r.message().header().tag() == tag);
    }

    /** Fragments declined because they came out of order (each sent again by the AM layer). */
    public long fragmentsDeclined() {
        return fragmentsDeclined;
    }
}
