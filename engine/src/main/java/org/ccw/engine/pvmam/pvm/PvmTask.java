package org.ccw.engine.pvmam.pvm;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.IntUnaryOperator;

import org.ccw.engine.pvmam.AmInterface;
import org.ccw.engine.pvmam.Tid;
import org.ccw.engine.trace.MessageIdentity;
import org.ccw.engine.trace.TaskState;
import org.ccw.engine.trace.Tracer;

/**
 * One PVM task: its program on its own {@link TaskThread}, the {@link Pvm} calls it makes over its {@link Route},
 * and what the trace says of them. Over a real transport (a processor whose time is not modelled, so no call ever
 * waits for its charge) a {@link SteppedProgram} runs on the host's loop thread instead, its calls the same
 * ({@link SteppedPvm}): a message then costs no hand-off between the loop and the task's thread. A call is
 * {@link TaskState#IN_LIBRARY} from entry until the processor has done its work; {@code pvm_recv} is
 * {@link TaskState#WAITING} while no matching message has arrived; the program's own work is
 * {@link TaskState#COMPUTING}. Packing and unpacking copy the data once each (XDR into the send buffer's
 * fragments, out of the received ones), at the processor's memory-copy bandwidth from the machine preset.
 *
 * <p>Trace: {@code TaskStateChanged} at every change (its {@code messageId} the message a send starts or a receive
 * returns), {@code MessageSent} kind {@code pvm} as a send starts and {@code MessageDelivered} kind {@code pvm}
 * when the message's last fragment has arrived (ids {@link PvmMessageIds}; ports the tids' local parts).
 */
public final class PvmTask implements Pvm {
    private final Route route;
    private final AmInterface.Site site;
    private final int node;
    private final List<Integer> tids;
    private final IntUnaryOperator nodeOfTid;
    private final int fragmentBytes;
    /** The program's own thread, or null when its steps run on the loop ({@link OnLoop}). */
    private final TaskThread thread;
    private final OnLoop onLoop;
    private final MessageCounts sentTo = new MessageCounts();
    private final MessageCounts arrivedFrom = new MessageCounts();
    // the daemon route keeps its own order, so its messages are counted apart (PvmMessageIds.ofDaemonRoute)
    private final MessageCounts sentViaDaemon = new MessageCounts();
    private final MessageCounts arrivedViaDaemon = new MessageCounts();
    private final Map<ReceiveQueue.Received, Long> ids = new IdentityHashMap<>();
    private XdrPacker sendBuffer;
    private boolean waiting;
    private TaskState state;
    private String call;
    private long exitedPs = -1;
    private final Map<Integer, String> lost = new HashMap<>();

    /**
     * @param site          where the task runs: its scheduler, processor, costs, tracer and NIC
     * @param node          its host's node
     * @param tids          the job's tids, in process order
     * @param nodeOfTid     the node of each of them
     * @param fragmentBytes PVM's fragment size, headers included
     */
    public PvmTask(Route route, AmInterface.Site site, int node, List<Integer> tids, IntUnaryOperator nodeOfTid,
            int fragmentBytes, PvmProgram program) {
        this.route = route;
        this.site = site;
        this.node = node;
        this.tids = List.copyOf(tids);
        this.nodeOfTid = nodeOfTid;
        this.fragmentBytes = fragmentBytes;
        if (program instanceof SteppedProgram steps && !site.cpu().modelled()) {
            this.onLoop = new OnLoop(steps);
            this.thread = null;
        } else {
            this.onLoop = null;
            this.thread = new TaskThread(Tid.text(route.tid()), () -> {
                state(TaskState.COMPUTING, "", -1);
                program.run(this);
                exit();
            });
        }
        route.queue().onArrival(this::arrived);
        route.onSignal(this::wake);
    }

    /** The route the task's messages take. */
    public Route route() {
        return route;
    }

    /** Starts the program now. */
    public void start() {
        site.scheduler().schedule(0, onLoop != null ? onLoop::start : thread::resume);
    }

    private void exit() {
        exitedPs = site.scheduler().now();
        state(TaskState.EXITED, "pvm_exit", -1);
    }

    /** Whether the program has returned. */
    public boolean exited() {
        return exitedPs >= 0;
    }

    /** When the program returned, or -1. */
    public long exitedPs() {
        return exitedPs;
    }

    /** PVM messages this task has sent (a multicast counts one per destination). */
    public long messagesSent() {
        return sentTo.total()
                + sentViaDaemon.total();
    }

    /** PVM messages that have arrived whole for this task, received or still queued. */
    public long messagesArrived() {
        return arrivedFrom.total()
                + arrivedViaDaemon.total();
    }

    /** Ends the program's thread if it still waits when the run is over. */
    public void abandon() {
        if (onLoop != null) {
            onLoop.abandoned = true;
        } else {
            thread.abandon();
        }
    }

    @Override
    public int mytid() {
        return route.tid();
    }

    @Override
    public List<Integer> tids() {
        return tids;
    }

    @Override
    public XdrPacker initsend() {
        sendBuffer = new XdrPacker(fragmentBytes, route.headerRoom());
        return sendBuffer;
    }

    @Override
    public void send(int tid, int tag) {
        sendTo(tid, tag, "pvm_send");
        serviceDaemon();
        returnWhenDone("pvm_send");
    }

    @Override
    public void mcast(List<Integer> to, int tag) {
        to.forEach(tid -> sendTo(tid, tag, "pvm_mcast"));
        serviceDaemon();
        returnWhenDone("pvm_mcast");
    }

    @Override
    public void psend(int tid, int tag, byte[] data) {
        initsend().pkint(data.length).pkbyte(data);
        // packed in place (PvmDataInPlace): the fragments point at the user's array, nothing is copied (§6.1)
        sendTo(tid, tag, "pvm_psend", false);
        serviceDaemon();
        returnWhenDone("pvm_psend");
    }

    /**
     * Step 12 of {@code pvm_send}, and each turn of {@code pvm_recv}'s wait (seed 003 §6.4): if the SIGIO handler has
     * set its flag, read the socket to the daemon, the work charged before the call goes on.
     */
    private void serviceDaemon() {
        // a SIGIO that comes while the reads take their time sets the flag again: look once more
        while (route.serviceDaemon()) {
            continueAt(site.cpu().charge(0));
        }
    }

    /** SIGIO (or a message) while the task waits in {@code pvm_recv}: it goes round its loop again. */
    private void wake() {
        if (waiting) {
            waiting = false;
            site.scheduler().schedule(0, onLoop != null ? onLoop::resume : thread::resume);
        }
    }

    private void sendTo(int tid, int tag, String call) {
        sendTo(tid, tag, call, true);
    }

    /** Sends the send buffer; {@code packedByCopy}: the {@code pk*} calls copied the data into it (XDR). */
    private void sendTo(int tid, int tag, String call, boolean packedByCopy) {
        if (sendBuffer == null) {
            throw new IllegalStateException("PVM task " + Tid.text(mytid()) + " calls " + call
                    + " before pvm_initsend");
        }
        PvmMessage message = PvmMessage.of(sendBuffer, tag, 0);
        long id = route.via(tid, tag) instanceof DaemonRoute
                ? PvmMessageIds.ofDaemonRoute(mytid(), tid, sentViaDaemon.next(tid))
                : PvmMessageIds.of(mytid(), tid, sentTo.next(tid));
        state(TaskState.IN_LIBRARY, call, id);
        Tracer tracer = site.tracer();
        if (tracer.isOn()) {
            tracer.messageSent(node, site.component(), identity(id, message, mytid(), tid));
        }
        if (packedByCopy) {
            site.cpu().charge("pvm.pack", site.costs().memcpyPs(message.dataBytes()));
        }
        route.send(tid, message, id);
    }

    @Override
    public ReceiveQueue.Received recv(int tid, int tag) {
        return receive(tid, tag, "pvm_recv");
    }

    @Override
    public byte[] precv(int tid, int tag) {
        XdrUnpacker in = receive(tid, tag, "pvm_precv").message().unpacker();
        return in.upkbyte(in.upkint());
    }

    private ReceiveQueue.Received receive(int tid, int tag, String call) {
        state(TaskState.IN_LIBRARY, call, -1);
        serviceDaemon();
        Optional<ReceiveQueue.Received> found = route.queue().take(tid, tag);
        while (found.isEmpty()) {
            awaitMessage(tid, call);
            thread.pause();
            serviceDaemon();
            found = route.queue().take(tid, tag);
        }
        return received(found.get(), call);
    }

    /** Nothing matched: the call waits for the next arrival, unless the task it waits for is gone. */
    private void awaitMessage(int tid, String call) {
        String gone = tid == ANY ? null : lost.get(tid);
        if (gone != null) {
            throw new IllegalStateException(call + " from " + Tid.text(tid) + ": " + gone);
        }
        state(TaskState.WAITING, call, -1);
        waiting = true;
    }

    /** A receive took {@code r}: it is unpacked (one copy out of the fragments) and the call returns. */
    private ReceiveQueue.Received received(ReceiveQueue.Received r, String call) {
        site.cpu().charge("pvm.unpack", site.costs().memcpyPs(r.message().dataBytes()));
        continueAt(site.cpu().charge(0));
        state(TaskState.COMPUTING, call, ids.remove(r));
        return r;
    }

    @Override
    public Optional<ReceiveQueue.Received> nrecv(int tid, int tag) {
        state(TaskState.IN_LIBRARY, "pvm_nrecv", -1);
        serviceDaemon();
        Optional<ReceiveQueue.Received> found = route.queue().take(tid, tag);
        found.ifPresent(r -> site.cpu().charge("pvm.unpack", site.costs().memcpyPs(r.message().dataBytes())));
        continueAt(site.cpu().charge(0));
        state(TaskState.COMPUTING, "pvm_nrecv", found.map(ids::remove).orElse(-1L));
        return found;
    }

    @Override
    public Optional<ReceiveQueue.Received> probe(int tid, int tag) {
        return route.queue().peek(tid, tag);
    }

    @Override
    public void compute(long ps) {
        if (ps < 0) {
            throw new IllegalArgumentException("a task computes for >= 0 ps, not " + ps);
        }
        // named for a cost ledger: the program's own work (an FFT's column transforms) beside PVM's calls
        continueAt(site.cpu().charge("pvm.compute", ps));
    }

    @Override
    public long now() {
        return site.scheduler().now();
    }

    /**
     * Task {@code tid} is gone (its requests came back from the AM layer, for {@code why}): a {@code pvm_recv} from
     * it that nothing can answer any more ends the program with that report rather than waiting for ever.
     */
    public void peerLost(int tid, String why) {
        lost.putIfAbsent(tid, why);
        wake();
    }

    /** A whole message has arrived (inside a handler, on an AM route): record it, wake the task if it waits. */
    private void arrived(ReceiveQueue.Received r) {
        long id = r.viaDaemon()
                ? PvmMessageIds.ofDaemonRoute(r.source(), mytid(), arrivedViaDaemon.next(r.source()))
                : PvmMessageIds.of(r.source(), mytid(), arrivedFrom.next(r.source()));
        ids.put(r, id);
        Tracer tracer = site.tracer();
        if (tracer.isOn()) {
            tracer.messageDelivered(node, site.component(), identity(id, r.message(), r.source(), mytid()));
        }
        // never inside the handler that delivered it: the program may send
        wake();
    }

    private MessageIdentity identity(long id, PvmMessage message, int from, int to) {
        return new MessageIdentity(id, "pvm", message.dataBytes(), nodeOfTid.applyAsInt(from), Tid.local(from),
                nodeOfTid.applyAsInt(to), Tid.local(to), 0, 1);
    }

    /** The call returns once the processor has done the work it charged. */
    private void returnWhenDone(String call) {
        continueAt(site.cpu().charge(0));
        // a blocking write: the call returns once what it sent is in the sockets' buffers
        while (route.writeWouldBlock()) {
            state(TaskState.WAITING, call, -1);
            route.whenWritable(thread::resume);
            thread.pause();
        }
        state(TaskState.COMPUTING, call, -1);
    }

    /**
     * On the task's thread: waits until {@code ps}, if that is later than now (never on the loop: there no charge
     * moves time).
     */
    private void continueAt(long ps) {
        long delay = ps - site.scheduler().now();
        if (delay > 0) {
            site.scheduler().schedule(delay, thread::resume);
            thread.pause();
        }
    }

    /** Records a change of state; a task woken by a message it does not match waits on, unrecorded. */
    private void state(TaskState state, String call, long messageId) {
        if (state == this.state && call.equals(this.call) && messageId < 0) {
            return;
        }
        this.state = state;
        this.call = call;
        if (site.tracer().isOn()) {
            site.tracer().stackRecord(node, site.component(), TaskStateChanged.KIND,
                    new TaskStateChanged(Tid.local(mytid()), state, call, messageId));
        }
    }

    /**
     * A {@link SteppedProgram} run on the host's loop thread: each step runs as an event, a call that must wait
     * leaves what follows it to the event that ends the wait (an arrival, room to write), as the task's thread would
     * pause there; the program has returned once a step ends with no call waiting.
     */
    private final class OnLoop implements SteppedPvm {
        private final SteppedProgram program;
        private final SteppedProgram.Steps next = new SteppedProgram.Steps();
        /** What a waiting call does when woken (it looks again), or null. */
        private Runnable waitingCall;
        private boolean abandoned;
        private boolean finished;

        OnLoop(SteppedProgram program) {
            this.program = program;
        }

        void start() {
            step(() -> {
                state(TaskState.COMPUTING, "", -1);
                program.start().accept(this);
            });
        }

        /** The waiting call looks again. */
        void resume() {
            Runnable call = waitingCall;
            waitingCall = null;
            if (call != null) {
                step(call);
            }
        }

        private void step(Runnable step) {
            if (finished || abandoned) {
                return;
            }
            try {
                step.run();
                next.drain();
            } catch (RuntimeException e) {
                finished = true;
                throw new IllegalStateException("PVM task " + Tid.text(mytid()) + " failed: " + e.getMessage(), e);
            }
            if (waitingCall == null) {
                finished = true;
                exit();
            }
        }

        @Override
        public int mytid() {
            return PvmTask.this.mytid();
        }

        @Override
        public List<Integer> tids() {
            return tids;
        }

        @Override
        public XdrPacker initsend() {
            return PvmTask.this.initsend();
        }

        @Override
        public void send(int tid, int tag, Runnable then) {
            sendTo(tid, tag, "pvm_send");
            serviceDaemon();
            returnWhenWritten("pvm_send", then);
        }

        /** {@link #returnWhenDone} as a step: the call returns once no request waits for room. */
        private void returnWhenWritten(String call, Runnable then) {
            if (route.writeWouldBlock()) {
                state(TaskState.WAITING, call, -1);
                waitingCall = () -> returnWhenWritten(call, then);
                route.whenWritable(this::resume);
            } else {
                state(TaskState.COMPUTING, call, -1);
                next.add(then);
            }
        }

        @Override
        public void recv(int tid, int tag, Consumer<ReceiveQueue.Received> then) {
            state(TaskState.IN_LIBRARY, "pvm_recv", -1);
            lookFor(tid, tag, then);
        }

        private void lookFor(int tid, int tag, Consumer<ReceiveQueue.Received> then) {
            serviceDaemon();
            Optional<ReceiveQueue.Received> found = route.queue().take(tid, tag);
            if (found.isEmpty()) {
                awaitMessage(tid, "pvm_recv");
                waitingCall = () -> lookFor(tid, tag, then);
            } else {
                ReceiveQueue.Received r = received(found.get(), "pvm_recv");
                next.add(() -> then.accept(r));
            }
        }

        @Override
        public long now() {
            return PvmTask.this.now();
        }
    }
}
