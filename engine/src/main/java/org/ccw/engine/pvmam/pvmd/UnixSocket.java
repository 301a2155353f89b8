package org.ccw.engine.pvmam.pvmd;

import java.util.ArrayDeque;

import org.ccw.engine.hw.cpu.CpuCostModel;
import org.ccw.engine.hw.cpu.HostCpu;
import org.ccw.engine.kernel.Scheduler;

/**
 * One direction of the local stream between a PVM task and its host's pvmd (a Unix-domain socket): the writer's
 * {@code write} system call copies a fragment into the kernel, and the reader is told (SIGIO, or the pvmd's
 * {@code select}) when the fragment is there; the reader takes it with two {@code read}s, its 16-byte fragment
 * header and then the rest (the stream keeps no boundaries, so PVM reads the header to learn the length, §5.3.1),
 * and a copy out. Every write here is one whole fragment, so the reader never finds half of one.
 */
public final class UnixSocket {
    private final Scheduler scheduler;
    private final DaemonCosts costs;
    private final ArrayDeque<byte[]> inKernel = new ArrayDeque<>();
    private Runnable onData = () -> { };
    private long fragmentsWritten;

    public UnixSocket(Scheduler scheduler, DaemonCosts costs) {
        this.scheduler = scheduler;
        this.costs = costs;
    }

    /** What runs, as an event, each time a fragment has been written into the socket. */
    public void onData(Runnable onData) {
        this.onData = onData;
    }

    /** Writes {@code fragment}, charged to the writer; it is in the socket when the writer's work is done. */
    public void write(byte[] fragment, HostCpu writer, CpuCostModel writerCosts) {
        writer.charge("pvmd.socket_write", writerCosts.cyclesPs(costs.socketWriteCycles()));
        long donePs = writer.charge("pvmd.socket_copy", writerCosts.memcpyPs(fragment.length));
        byte[] copy = fragment.clone();
        fragmentsWritten++;
        scheduler.schedule(Math.max(0, donePs - scheduler.now()), () -> {
            inKernel.add(copy);
            onData.run();
        });
    }

    /** Whether a fragment waits to be read. */
    public boolean hasData() {
        return !inKernel.isEmpty();
    }

    /** Reads the next fragment, charged to the reader (two reads and a copy), or returns null when none waits. */
    public byte[] read(HostCpu reader, CpuCostModel readerCosts) {
        byte[] fragment = inKernel.poll();
        if (fragment != null) {
            reader.charge("pvmd.socket_read", readerCosts.cyclesPs(2L * costs.socketReadCycles()));
            reader.charge("pvmd.socket_copy", readerCosts.memcpyPs(fragment.length));
        }
        return fragment;
    }

    /** Fragments written so far. */
    public long fragmentsWritten() {
        return fragmentsWritten;
    }
}
