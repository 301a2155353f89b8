package org.ccw.engine.dvcm;

import org.ccw.engine.dvcm.module.Command;
import org.ccw.engine.hw.cpu.Processor;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.trace.MessageIdentity;

import java.util.ArrayDeque;

/**
 * An application process as it talks to its host's DVCM execution unit: through shared memory only (seed 001
 * §2). It posts a command by writing it into the command ring in its own memory, part of the shared VCM address
 * space, and ringing the unit's doorbell (one uncached write over the I/O bus); the unit fetches the command by DMA.
 * It learns of arrived data by polling the completion records the unit's DMA wrote into its memory. Nothing
 * interrupts it unless its {@link Notification} says so.
 */
public final class DvcmProcess {
    /** Commands the command ring holds; a full ring makes the application wait for the unit. */
    public static final int COMMAND_QUEUE_DEPTH = 64;

    private final ExecutionUnit unit;
    private final Processor cpu;
    private final Scheduler scheduler;
    private final long postPs;
    private final long pollPs;
    private final Notification notification;
    private final long interruptPs;
    private final ArrayDeque<Delivery> completions = new ArrayDeque<>();
    private final ArrayDeque<Runnable> waitingForRoom = new ArrayDeque<>();
    private Runnable arrivalListener;
    private int posting;

    /**
     * @param postPs      host time to post one command (its doorbell write over the I/O bus), picoseconds
     * @param pollPs      host time of one poll of a completion word (a cache-line miss), picoseconds
     * @param interruptPs host time an interrupt costs under {@code notification}, picoseconds (0 when polling)
     */
    DvcmProcess(ExecutionUnit unit, Processor cpu, Scheduler scheduler, long postPs, long pollPs,
                Notification notification, long interruptPs) {
        this.unit = unit;
        this.cpu = cpu;
        this.scheduler = scheduler;
        this.postPs = postPs;
        this.pollPs = pollPs;
        this.notification = notification;
        this.interruptPs = interruptPs;
        unit.host(this);
    }

    /** How the unit tells the application that data has arrived. */
    public enum Notification {
        /** The application polls completion words; the DVCM's way (no host CPU cost beyond the poll). */
        POLLING,
        /** The unit interrupts the host and a kernel handler takes the completion (seed 001 §3: ≈ 9 µs). */
        KERNEL_INTERRUPT,
        /** The unit interrupts the host and the kernel raises a signal whose handler takes it (≈ 50 µs). */
        SIGNAL_INTERRUPT
    }

    /** Node id of the host. */
    public int node() {
        return unit.node();
    }

    /** The host processor this process runs on. */
    public Processor cpu() {
        return cpu;
    }

    /** This process's execution unit. */
    public ExecutionUnit unit() {
        return unit;
    }

    /**
     * Posts {@code name} for {@code bytes} to {@code destination} and runs {@code then} when the application may
     * go on (the command is in the ring and the doorbell rung; with the ring full, once the unit has made room).
     */
    public void post(String name, int destination, int bytes, long tag, Runnable then) {
        postRemote(node(), name, destination, bytes, tag, then);
    }

    /**
     * Posts {@code name} for the execution unit of host {@code unit} to execute (seed 001 §2: units execute
     * commands of remote applications). This host's unit fetches it like any command and forwards it as a reliable
     * control message ({@link Dvcm#REMOTE_COMMAND}); the handler there sees this host as the command's issuer.
     * {@code then} runs as for {@link #post}: when the command is in the local ring, not when it has run. With
     * {@code unit} this host, it is {@link #post}.
     *
     * @throws IllegalArgumentException when host {@code unit} has no execution unit
     */
    public void postRemote(int unit, String name, int destination, int bytes, long tag, Runnable then) {
        this.unit.dvcm().requireUnit(unit);
        if (this.unit.commandsQueued() + posting >= COMMAND_QUEUE_DEPTH) {
            waitingForRoom.add(() -> postRemote(unit, name, destination, bytes, tag, then));
            return;
        }
        posting++;
        Command command = new Command(name, node(), destination, bytes, tag);
        cpu.run("dvcm.host.post_command", postPs, () -> {
            posting--;
            this.unit.tracer().stackRecord(node(), -1, CommandPosted.KIND, new CommandPosted(unit, name, postPs));
            this.unit.commandPosted(unit, command);
            then.run();
        });
    }

    /** The unit took a command out of the queue. */
    void commandTaken() {
        Runnable waiter = waitingForRoom.poll();
        if (waiter != null) {
            waiter.run();
        }
    }

    /** Completions waiting to be polled. */
    public int available() {
        return completions.size();
    }

    /**
     * Polls the completion words: charges one poll to the host and runs {@code then} with the oldest arrived
     * message, or with null when none has arrived.
     */
    public void poll(java.util.function.Consumer<Delivery> then) {
        cpu.run("dvcm.host.poll", pollPs, () -> {
            Delivery oldest = completions.poll();
            unit.tracer().pollPerformed(node(), -1, "completion-ring", oldest != null);
            if (oldest != null && unit.tracer().isOn()) {
                unit.tracer().messageDelivered(node(), -1, MessageIdentity.whole(oldest.messageId(), "data",
                        oldest.bytes(), oldest.source(), node()));
            }
            then.accept(oldest);
        });
    }

    /**
     * Sets what runs when a completion becomes visible (replacing any earlier listener), so a busy-polling
     * application is woken at its next poll instead of simulating every empty one.
     */
    public void onArrival(Runnable listener) {
        this.arrivalListener = listener;
    }

    /** The unit's DMA has written a message and its completion word into this process's memory. */
    void delivered(Delivery delivery) {
        if (notification == Notification.POLLING) {
            arrived(delivery);
        } else {
            cpu.run("dvcm.host.interrupt", interruptPs, () -> arrived(delivery));
        }
    }

    private void arrived(Delivery delivery) {
        completions.add(delivery);
        if (arrivalListener != null) {
            arrivalListener.run();
        }
    }

    /** Host picoseconds one interrupt costs this process (0 when it polls). */
    public long interruptPs() {
        return notification == Notification.POLLING ? 0 : interruptPs;
    }
}
