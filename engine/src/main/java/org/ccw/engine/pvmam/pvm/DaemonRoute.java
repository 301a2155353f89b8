package org.ccw.engine.pvmam.pvm;

import java.util.List;

import org.ccw.engine.pvmam.AmInterface;
import org.ccw.engine.pvmam.Tid;
import org.ccw.engine.pvmam.pvmd.DaemonCosts;
import org.ccw.engine.pvmam.pvmd.Pvmd;
import org.ccw.engine.pvmam.pvmd.UnixSocket;
import org.ccw.engine.trace.Tracer;

/**
 * PVM's route through the daemons (seed 003 §6.3): the task writes each fragment of a message, behind its 16-byte
 * fragment header, on its local socket to its host's {@link Pvmd}, which takes it to the destination's pvmd and
 * that pvmd to the destination task's socket. Arriving data raises SIGIO, whose handler only sets a flag (§6.4);
 * the task reads its socket when the flag is set and it is in the library — in {@code pvm_recv}'s wait, at the end of
 * a send (§6.4.1 step 12) — never on a poll that finds the flag clear ({@link #serviceDaemon}).
 */
public final class DaemonRoute implements Route {
    private final int tid;
    private final AmInterface.Site site;
    private final DaemonCosts costs;
    private final UnixSocket toPvmd;
    private final UnixSocket fromPvmd;
    private final PvmFragments fragments;
    private final PvmAssembler assembler;
    private final ReceiveQueue queue;
    private final int node;
    private boolean sigio;
    private Runnable onSignal = () -> { };
    private long signals;
    private long services;

    /**
     * Task {@code tid}'s route through {@code pvmd} (its host's), delivering into {@code queue} (its own, or the
     * queue it shares with the route it falls back from).
     */
    public DaemonRoute(int tid, Pvmd pvmd, AmInterface.Site site, DaemonCosts costs, ReceiveQueue queue) {
        this.tid = tid;
        this.site = site;
        this.costs = costs;
        this.queue = queue;
        this.node = pvmd.node();
        this.toPvmd = new UnixSocket(site.scheduler(), costs);
        this.fromPvmd = new UnixSocket(site.scheduler(), costs);
        this.fragments = new PvmFragments(tid, true);
        this.assembler = new PvmAssembler(tid, PvmAssembler.OutOfOrder.DROP);
        pvmd.attach(tid, toPvmd, fromPvmd);
        fromPvmd.onData(this::signalled);
    }

    /** SIGIO: the handler runs on the task's processor and only sets the flag. */
    private void signalled() {
        signals++;
        site.cpu().charge("pvm.sigio", site.costs().cyclesPs(costs.signalCycles()));
        sigio = true;
        onSignal.run();
    }

    @Override
    public int tid() {
        return tid;
    }

    @Override
    public void send(int to, PvmMessage message, long messageId) {
        List<byte[]> out = fragments.of(message, to);
        Tracer tracer = site.tracer();
        for (int i = 0; i < out.size(); i++) {
            byte[] fragment = out.get(i);
            if (tracer.isOn()) {
                tracer.messageSent(node, site.component(), Pvmd.hopIdentity(messageId, Pvmd.TASK_TO_PVMD,
                        fragment.length - FragmentHeader.BYTES, node, Tid.local(tid), node, 0, i));
            }
            toPvmd.write(fragment, site.cpu(), site.costs());
        }
    }

    /**
     * {@code mroute()} on the SIGIO flag: when it is set, clears it and reads every fragment waiting on the socket
     * (charged to the task), putting whole messages on the receive queue; when it is clear, does nothing.
     *
     * @return whether the socket was read
     */
    @Override
    public boolean serviceDaemon() {
        if (!sigio) {
            return false;
        }
        sigio = false;
        services++;
        Tracer tracer = site.tracer();
        for (byte[] fragment = fromPvmd.read(site.cpu(), site.costs()); fragment != null;
                fragment = fromPvmd.read(site.cpu(), site.costs())) {
            PvmAssembler.Result result = assembler.accept(fragment);
            if (tracer.isOn()) {
                FragmentHeader header = FragmentHeader.readFrom(java.nio.ByteBuffer.wrap(fragment));
                long[] name = hopName(header);
                tracer.messageDelivered(node, site.component(), Pvmd.hopIdentity(name[0], Pvmd.PVMD_TO_TASK,
                        header.length(), node, 0, node, Tid.local(tid), (int) name[1]));
            }
            if (result.outcome() == PvmAssembler.Outcome.MESSAGE) {
                result.messages().forEach(m -> queue.add(result.source(), m, true));
            }
        }
        return true;
    }

    // the hop's names, counted as the pvmds count them: per source, in order
    private final java.util.Map<Integer, long[]> names = new java.util.HashMap<>();

    /** {the fragment's message id, its index in the message}. */
    private long[] hopName(FragmentHeader header) {
        long[] state = names.computeIfAbsent(header.source(), s -> new long[2]);
        if (header.startsMessage()) {
            state[1] = 0;
        }
        long[] name = {PvmMessageIds.ofDaemonRoute(header.source(), tid, state[0]), state[1]++};
        if (header.endsMessage()) {
            state[0]++;
        }
        return name;
    }

    @Override
    public void onSignal(Runnable onSignal) {
        this.onSignal = onSignal;
    }

    @Override
    public ReceiveQueue queue() {
        return queue;
    }

    @Override
    public String name() {
        return "daemon";
    }

    /** SIGIOs the task has taken. */
    public long signals() {
        return signals;
    }

    /** Times the task read its daemon socket (each after a SIGIO). */
    public long services() {
        return services;
    }
}
