package org.ccw.engine.amii;

import java.util.ArrayDeque;
import java.util.Deque;

import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.trace.SlotState;
import org.ccw.engine.trace.Tracer;

/**
 * The single thread of the process that owns an {@link Endpoint} (seed 002 §3.3: "a single thread per process"),
 * on its processor of the SMP: it takes its program's steps in order ({@link ProcessStep}: a send, the program's own
 * work, a packet's free after its handler), one stage at a time, each charged to the processor before the next
 * begins, and polls its endpoint's queues ({@link Receiver}, §3.4) whenever it has nothing else to do. A class apart
 * from the endpoint's names, tables and counts because it is the part with a clock: when the processor is free, what
 * runs when a stage's cycles are spent, and, on a real CPU, which stages run in place ({@link StagesInPlace}).
 */
final class EndpointProcess {
    private final int host;
    private final int cpuIndex;
    private final ProcessorTime cpu;
    private final SharedMemory smp;
    private final Scheduler scheduler;
    private final Tracer tracer;
    private final Receiver receiver;
    /** The process's program: messages to send and work to do, in order (a reply or a return goes first). */
    private final Deque<ProcessStep> outbox = new ArrayDeque<>();
    private boolean stepping;
    private final StagesInPlace inPlace = new StagesInPlace();
    private final Runnable stepNow = this::step;
    private boolean polling = true;

    EndpointProcess(EndpointName name, int cpuIndex, ProcessorTime cpu, SharedMemory smp, Scheduler scheduler,
                    Tracer tracer, Receiver receiver) {
        this.host = name.host();
        this.cpuIndex = cpuIndex;
        this.cpu = cpu;
        this.smp = smp;
        this.scheduler = scheduler;
        this.tracer = tracer;
        this.receiver = receiver;
    }

    /** Starts the process: it polls, and sends what its handlers and its program queue. */
    void start() {
        wake();
    }

    /** Stops polling once nothing is left to send: the run's workload is over. */
    void stopPolling() {
        polling = false;
    }

    /** Queues {@code step} after what the program has queued so far, and wakes the process. */
    void enqueue(ProcessStep step) {
        outbox.addLast(step);
        wake();
    }

    /** The program works for {@code cycles} after what it has queued so far, without polling. */
    void compute(long cycles) {
        enqueue(new ProcessStep.Compute(this, cycles));
    }

    /**
     * Puts {@code step} (a reply, an acknowledgment, a return; a packet's free after its handler) before what the
     * process had queued, and wakes it.
     */
    void first(ProcessStep step) {
        outbox.addFirst(step);
        wake();
    }

    /**
     * Puts a request handler's reply before what the process had queued, without waking it: the handler runs
     * inside the process, which takes the reply as its next step.
     */
    void replyFirst(ProcessStep reply) {
        outbox.addFirst(reply);
    }

    /** The step at the head of the process's program is done. */
    void stepDone() {
        outbox.removeFirst();
    }

    /** A packet was filed for this process by its NIC (real time): a step in place, or an event. */
    void filed() {
        inPlace.filed(stepDue(), stepNow, this::wake);
    }

    /** Schedules the next step once the processor is free, unless one is already on its way. */
    private void wake() {
        if (stepDue()) {
            stepping = true;
            scheduler.schedule(Math.max(0, cpu.busyUntilPs() - scheduler.now()),
                    inPlace.guarded(cpu.realTime(), stepNow));
        }
    }

    private boolean stepDue() {
        return !stepping && (polling || !outbox.isEmpty());
    }

    /** One step of the process: the next stage of the step in hand, or a poll when there is none. */
    private void step() {
        scheduler.nextStep(); // timed when it runs: taken in place, it would carry its event's time
        stepping = false;
        inPlace.stepBegins();
        ProcessStep next = outbox.peekFirst();
        if (next != null) {
            next.advance();
        } else if (polling) {
            inPlace.pollBegins(cpu.realTime());
            long cycles = receiver.pollCycles();
            java.util.function.LongConsumer deliveries = inPlace.pollDone();
            if (cpu.realTime() && !receiver.lastPollFound()) {
                return; // real time: nothing came, so wait for an arrival or a send to wake the process
            }
            after("poll", cycles, deliveries);
        }
    }

    /**
     * Charges {@code cycles}, booked under {@code component} (a cost ledger's name: a send's step, "poll",
     * "compute"), and, when they are done, runs {@code then} and takes the next step.
     */
    void after(String component, long cycles, java.util.function.LongConsumer then) {
        if (cpu.realTime() && inPlace.mayContinue(then)) {
            then.accept(cycles); // charged nothing: due now ({@link StagesInPlace})
            if (!stepDue() || !inPlace.stepped(stepNow)) {
                wake(); // (does nothing when no step is due)
            }
            return;
        }
        long done = cpu.charge(component, cycles);
        stepping = true;
        // (in real time the clock has moved on since the charge: the work is done already)
        scheduler.schedule(Math.max(0, done - scheduler.now()), inPlace.guarded(cpu.realTime(), () -> {
            stepping = false;
            then.accept(cycles);
            wake();
        }));
    }

    /** Runs {@code action} when {@code cycles} charged from now on are done. */
    void at(long cycles, Runnable action) {
        if (inPlace.held(action)) {
            return; // the poll in hand runs it as its continuation ({@link StagesInPlace})
        }
        inPlace.scheduled();
        scheduler.schedule(Math.max(0, doneAtPs(cycles) - scheduler.now()),
                inPlace.counted(cpu.realTime(), action));
    }

    /** When {@code cycles} charged from now on will be done, ps. */
    long doneAtPs(long cycles) {
        return cpu.busyUntilPs() + cpu.cyclesPs(cycles);
    }

    /**
     * Cycles to copy {@code bytes} at the host's memcpy rate (Table 1: 200 MB/s on the E5000), or longer when the
     * SMP's memory banks are busy serving the other processors' copies ({@link MemoryBanks}).
     */
    long memcpyCycles(long bytes) {
        long alone = cpu.memcpyCycles(bytes);
        if (!smp.banks().limited() || cpu.realTime()) {
            return alone;
        }
        long start = Math.max(scheduler.now(), cpu.busyUntilPs());
        return cpu.cyclesIn(smp.banks().done(start, bytes, cpu.cyclesPs(alone)) - start);
    }

    /**
     * The program's own memory-bound work: {@code bytes} streamed through memory at the memcpy rate, after what it
     * has queued so far; {@code done} runs when the processor has moved the bytes.
     */
    void stream(long bytes, Runnable done) {
        enqueue(new ProcessStep.Compute(this, "memcpy", () -> memcpyCycles(bytes), done));
    }

    /** Whether the process runs on a real CPU, which pays for itself and is charged nothing. */
    boolean realTime() {
        return cpu.realTime();
    }

    /** One poll of the endpoint's queues; its cycles (the handlers run once they are spent). */
    long pollCycles() {
        return receiver.pollCycles();
    }

    /** One poll that polls the network's queue block too, due or not; its cycles. */
    long networkPollCycles() {
        return receiver.pollCycles(true);
    }

    /** A handshake step this process took on {@code slot} of {@code queue}. */
    void traceSlot(PacketQueue queue, int slot, SlotState from, SlotState to) {
        tracer.slotStateChanged(host, cpuIndex, queue.id(), slot, from, to);
    }

    /** The ready packets of {@code queue} now (component −1: the SMP's memory). */
    void traceLength(PacketQueue queue) {
        tracer.queueLengthChanged(host, -1, queue.id(), queue.ready(), queue.capacity());
    }
}
