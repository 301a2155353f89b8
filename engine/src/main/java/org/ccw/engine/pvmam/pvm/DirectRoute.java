package org.ccw.engine.pvmam.pvm;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.function.IntUnaryOperator;

import org.ccw.engine.net.FrameTag;
import org.ccw.engine.pvmam.AmInterface;
import org.ccw.engine.pvmam.NativeAddress;
import org.ccw.engine.pvmam.StreamFraming;
import org.ccw.engine.pvmam.Tid;
import org.ccw.engine.pvmam.Transport;
import org.ccw.engine.pvmam.WhenProcessorFree;

/**
 * Stock PVM's fast path, {@code PvmRouteDirect} (seed 003 §2.2): a TCP connection between each pair of tasks, on
 * which a message's fragments follow each other, each with its 16-byte fragment header — no Active Message header,
 * no request and reply buffers, no timers, no copy kept for retransmission: TCP is reliable. The receiver reads a
 * fragment header, then the fragment (the stream keeps no boundaries) and assembles messages as PVM's
 * {@code mxinput} does. In a simulated run the task reads its sockets only when its processor is free
 * ({@link WhenProcessorFree}: PVM reads inside its own calls, not while the task computes), one fragment at a time
 * as {@code mxinput} reads one piece and returns (§6.2), each taken out of the socket once the read before it is
 * paid for; so a computing task's socket buffer fills and TCP's window holds its senders back.
 */
public final class DirectRoute implements Route {
    /**
     * A fragment on the stream: its 16-byte header, whose bytes 8–11 count the bytes after it; the reader's
     * {@code select} covers the socket to the pvmd too (stock PVM's {@code mxfer}, §6.4).
     */
    public static final StreamFraming FRAGMENTS = new StreamFraming(FragmentHeader.BYTES,
            header -> FragmentHeader.BYTES + ByteBuffer.wrap(header).getInt(8), null, true);

    private final int tid;
    private final Transport tcp;
    private final IntUnaryOperator nodeOfTid;
    private final PvmFragments fragments;
    private final PvmAssembler assembler;
    private final ReceiveQueue queue = new ReceiveQueue();
    private final java.util.Set<Integer> connected = new java.util.HashSet<>();
    private final AmInterface.Site site;
    /** The simulated task's reading of its socket, one fragment at a time; null in a real run. */
    private final WhenProcessorFree service;

    /**
     * A route whose data is read as soon as it is in (a real run's task, whose library reads in its own calls).
     *
     * @param tcp       the task's TCP transport, framed by {@link #FRAGMENTS}
     * @param nodeOfTid the node of each task of the job
     */
    public DirectRoute(int tid, Transport tcp, IntUnaryOperator nodeOfTid) {
        this(tid, tcp, nodeOfTid, null);
    }

    /**
     * A simulated task's route: its sockets are read when {@code site}'s processor is next free.
     *
     * @param site where the task runs; null to read as soon as data is in
     */
    public DirectRoute(int tid, Transport tcp, IntUnaryOperator nodeOfTid, AmInterface.Site site) {
        this.tid = tid;
        this.tcp = tcp;
        this.nodeOfTid = nodeOfTid;
        this.fragments = new PvmFragments(tid);
        this.assembler = new PvmAssembler(tid, PvmAssembler.OutOfOrder.DROP);
        this.site = site;
        tcp.init();
        if (site == null) {
            service = null;
            tcp.awaitData(this::readAll);
        } else {
            service = new WhenProcessorFree(site.scheduler(), site.cpu(), this::readOne);
            tcp.awaitData(service::request);
        }
    }

    /**
     * Sets up the connection to task {@code peer} as PVM does when a direct route is first used: the task with the
     * smaller tid connects, the larger accepts.
     *
     * @return whether the connection is up
     */
    public boolean connect(int peer) {
        NativeAddress address = new NativeAddress(nodeOfTid.applyAsInt(peer));
        boolean up = tid < peer ? tcp.connect(address) : tcp.accept(address);
        if (up) {
            connected.add(peer);
        }
        return up;
    }

    /** A task control block ({@code ttpcb}): a connection to {@code peer} was set up. */
    @Override
    public boolean hasControlBlock(int peer) {
        return connected.contains(peer);
    }

    @Override
    public int tid() {
        return tid;
    }

    @Override
    public void send(int to, PvmMessage message, long messageId) {
        NativeAddress address = new NativeAddress(nodeOfTid.applyAsInt(to));
        for (byte[] fragment : fragments.of(message, to)) {
            if (!tcp.send(address, fragment, fragment.length, new FrameTag("fragment", messageId))) {
                throw new IllegalStateException("PVM task " + Tid.text(tid) + " has no direct connection to "
                        + Tid.text(to));
            }
        }
    }

    private void readAll() {
        for (Transport.Received r = tcp.receive(); r != null; r = tcp.receive()) {
            accept(r);
        }
    }

    /**
     * One fragment read, as stock PVM's {@code mxinput} reads one and returns to {@code mxfer} (seed 003 §6.2): its
     * read is charged, it is handled once the processor has done so, and the next is read when the processor is
     * next free — after the task's computing, if it went back to computing meanwhile.
     */
    private void readOne() {
        Transport.Received r = tcp.receive();
        if (r != null) {
            site.scheduler().schedule(service.delayPs(), () -> {
                accept(r);
                service.request();
            });
        }
    }

    private void accept(Transport.Received r) {
        PvmAssembler.Result result = assembler.accept(Arrays.copyOf(r.bytes(), r.length()));
        if (result.outcome() == PvmAssembler.Outcome.MESSAGE) {
            result.messages().forEach(m -> queue.add(result.source(), m));
        }
    }

    /** A blocking write to a socket: the task's TCP holds more than a send buffer somewhere. */
    @Override
    public boolean writeWouldBlock() {
        return tcp.writeWouldBlock();
    }

    @Override
    public void whenWritable(Runnable whenWritable) {
        tcp.whenWritable(whenWritable);
    }

    @Override
    public ReceiveQueue queue() {
        return queue;
    }

    @Override
    public String name() {
        return "direct";
    }
}
