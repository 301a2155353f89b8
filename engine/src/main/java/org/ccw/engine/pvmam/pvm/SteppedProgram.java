package org.ccw.engine.pvmam.pvm;

import java.util.ArrayDeque;
import java.util.List;
import java.util.function.Consumer;

/**
 * A PVM program written as steps ({@link SteppedPvm}). As a {@link PvmProgram} it runs straight-line on its task's
 * thread, making the very calls a straight-line program would, in the same order (so a simulated run's trace is the
 * same); over a real transport a {@link PvmTask} runs it on its host's loop thread instead, with no thread of its own,
 * so a message costs no hand-off between two threads (real PVM's task is one process that blocks in its receive).
 *
 * @param start the first step: what the program does when it starts
 */
public record SteppedProgram(Consumer<SteppedPvm> start) implements PvmProgram {
    @Override
    public void run(Pvm pvm) {
        Blocking calls = new Blocking(pvm);
        start.accept(calls);
        calls.next.drain();
    }

    /**
     * The steps made ready by calls that returned, run one after another rather than each inside the call before it,
     * so a program of many rounds does not nest a call per round.
     */
    static final class Steps {
        private final ArrayDeque<Runnable> ready = new ArrayDeque<>();

        void add(Runnable step) {
            ready.add(step);
        }

        void drain() {
            Runnable step;
            while ((step = ready.poll()) != null) {
                step.run();
            }
        }
    }

    /** The calls made on a task's thread: each blocks where {@link Pvm}'s does, then its step is made ready. */
    private static final class Blocking implements SteppedPvm {
        private final Pvm pvm;
        private final Steps next = new Steps();

        Blocking(Pvm pvm) {
            this.pvm = pvm;
        }

        @Override
        public int mytid() {
            return pvm.mytid();
        }

        @Override
        public List<Integer> tids() {
            return pvm.tids();
        }

        @Override
        public XdrPacker initsend() {
            return pvm.initsend();
        }

        @Override
        public void send(int tid, int tag, Runnable then) {
            pvm.send(tid, tag);
            next.add(then);
        }

        @Override
        public void recv(int tid, int tag, Consumer<ReceiveQueue.Received> then) {
            ReceiveQueue.Received received = pvm.recv(tid, tag);
            next.add(() -> then.accept(received));
        }

        @Override
        public long now() {
            return pvm.now();
        }
    }
}
