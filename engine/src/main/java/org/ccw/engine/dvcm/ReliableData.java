package org.ccw.engine.dvcm;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

import org.ccw.engine.dvcm.module.Command;
import org.ccw.engine.dvcm.module.ControlMessage;
import org.ccw.engine.dvcm.module.Timeout;
import org.ccw.engine.dvcm.module.TimeoutService;
import org.ccw.engine.kernel.RetransmitTimeout;

/**
 * The default data service made reliable end to end by the execution units themselves, as seed 001 §3 lets the
 * DVCM's units "handle network unreliability" with their timeout service. It is on over a real transport
 * ({@link Dvcm.Hardware#reliableData()}), where a software coprocessor that falls behind, a full switch port or the
 * run's injected faults would otherwise lose a message for good; a simulated run keeps the paper's unreliable
 * service, whose losses the {@code dvcm-contention} lab measures.
 *
 * <ul>
 *   <li>Sender: every data message that a command asks for gets the next sequence number toward its destination,
 *       carried in its AAL5 packet. When its last cell has left, a timer of the path's retransmission policy
 *       ({@link org.ccw.engine.kernel.Scheduler#retransmitTimeout}: adaptive over a real transport) starts; if no
 *       {@value #DATA_ACK} has come when it expires, the unit executes the command again, as if the application
 *       had posted it once more (so a coordinated message waits for its token again), under the same number.</li>
 *   <li>Receiver: a whole packet with a number acknowledges it with a {@value #DATA_ACK} control message (reliable,
 *       once its bytes are in the application's memory); one whose number was already taken is a duplicate,
 *       acknowledged again and not delivered. So each message reaches the application exactly once.</li>
 * </ul>
 * The message a command asks for is found by its destination and tag, in order: a module may stage it later than
 * the command runs (the coordination module waits for the token), but it passes the command's tag on.
 */
final class ReliableData {
    /** The framework's control message that acknowledges data message {@code arg(0)} of its source. */
    static final String DATA_ACK = "dvcm-data-ack";

    private final ExecutionUnit unit;
    /** Commands executed whose data message has not been staged yet, by destination and tag, oldest first. */
    private final Map<Key, ArrayDeque<Asked>> asked = new HashMap<>();
    private final Map<Integer, Destination> destinations = new TreeMap<>();
    private final Map<Integer, Source> sources = new TreeMap<>();
    private long retransmissions;
    private long duplicates;

    private record Key(int destination, long tag) {
    }

    /**
     * A command executed: the command to run again, its message's number (-1: a first sending), and for a message
     * sent again, the how-many-th time and the id of its first sending.
     */
    private record Asked(Command command, int seq, int attempt, long messageId) {
    }

    /**
     * A data message being staged: its number (-1: sent unreliably), how many times it was sent before (0: never)
     * and then the id of its first sending, which it keeps (-1 when never sent).
     */
    record Staged(int seq, int attempt, long messageId) {
    }

    /** One unacknowledged message toward a destination. */
    private static final class Outstanding {
        final Command command;
        int resent;
        /** The message's id, from its first sending (-1 until then). */
        long messageId = -1;
        long endedAtPs = -1;
        Timeout timer;

        Outstanding(Command command) {
            this.command = command;
        }
    }

    private final class Destination {
        final RetransmitTimeout timeout = unit.scheduler().retransmitTimeout(
                RetransmitTimeout.doubling(unit.costs().retransmitTimeoutPs()));
        final Map<Integer, Outstanding> outstanding = new TreeMap<>();
        int nextSeq;
    }

    /** What arrived from one source: every number below {@code below}, and those in {@code above}. */
    private static final class Source {
        int below;
        final TreeSet<Integer> above = new TreeSet<>();

        boolean take(int seq) {
            if (seq < below || !above.add(seq)) {
                return false;
            }
            while (above.remove(below)) {
                below++;
            }
            return true;
        }
    }

    ReliableData(ExecutionUnit unit) {
        this.unit = unit;
    }

    /** The unit executes {@code command} (again, when {@code seq} >= 0): its data message, if any, is numbered. */
    void executing(Command command, int seq) {
        if (command.destination() < 0 || command.destination() == unit.node()) {
            return;
        }
        Outstanding o = seq < 0 ? null : destination(command.destination()).outstanding.get(seq);
        asked.computeIfAbsent(new Key(command.destination(), command.tag()), k -> new ArrayDeque<>())
                .add(o == null ? new Asked(command, seq, 0, -1) : new Asked(command, seq, o.resent, o.messageId));
    }

    /**
     * The data message to {@code destination} with {@code tag} being staged: its number, or -1 for one no command
     * asked for (sent unreliably); a message sent again says so, with its first sending's id.
     */
    Staged staged(int destination, long tag) {
        Key key = new Key(destination, tag);
        ArrayDeque<Asked> waiting = asked.get(key);
        Asked a = waiting == null ? null : waiting.poll();
        if (a == null) {
            return new Staged(-1, 0, -1);
        }
        if (waiting.isEmpty()) {
            asked.remove(key);
        }
        Destination d = destination(destination);
        int seq = a.seq() >= 0 ? a.seq() : d.nextSeq++;
        if (a.seq() < 0) {
            d.outstanding.put(seq, new Outstanding(a.command()));
        }
        return new Staged(seq, a.attempt(), a.messageId());
    }

    /** Message {@code seq} to {@code destination}, sent the first time, is message {@code messageId}. */
    void identified(int destination, int seq, long messageId) {
        Outstanding o = destination(destination).outstanding.get(seq);
        if (o != null) {
            o.messageId = messageId;
        }
    }

    /** Message {@code seq}'s last cell has left: its timer starts. */
    void ended(int destination, int seq) {
        Destination d = destination(destination);
        Outstanding o = d.outstanding.get(seq);
        if (o == null) {
            return;
        }
        o.endedAtPs = unit.scheduler().now();
        o.timer = unit.timeout(TimeoutService.CHEAP, d.timeout.timeoutPs(o.resent), "dvcm-data-retransmit", () -> {
            o.timer = null;
            if (d.outstanding.get(seq) == o) {
                o.resent++;
                retransmissions++;
                unit.executeAgain(o.command, seq);
            }
        });
    }

    /** {@link #DATA_ACK} from {@code source}: its message {@code seq} is in the application's memory. */
    void acknowledged(int source, int seq) {
        Destination d = destination(source);
        Outstanding o = d.outstanding.remove(seq);
        if (o == null) {
            return;
        }
        if (o.timer != null) {
            o.timer.cancel();
        }
        if (o.resent == 0 && o.endedAtPs >= 0) {
            d.timeout.roundTrip(unit.scheduler().now() - o.endedAtPs);
        }
    }

    /**
     * A whole data packet numbered {@code seq} came from {@code source}: whether it is new (to be delivered and
     * then acknowledged); a duplicate is acknowledged again at once.
     */
    boolean arrived(int source, int seq) {
        if (sources.computeIfAbsent(source, s -> new Source()).take(seq)) {
            return true;
        }
        duplicates++;
        delivered(source, seq);
        return false;
    }

    /** Message {@code seq} of {@code source} is in the application's memory: acknowledge it. */
    void delivered(int source, int seq) {
        unit.sendControl(source, new ControlMessage(DATA_ACK, unit.node(), new int[] {seq}));
    }

    /** Whether every numbered message this unit sent is acknowledged. */
    boolean quiet() {
        for (Destination d : destinations.values()) {
            if (!d.outstanding.isEmpty()) {
                return false;
            }
        }
        return true;
    }

    /** Data messages sent again after a timeout. */
    long retransmissions() {
        return retransmissions;
    }

    /** Data messages that arrived whole a second time (a retransmission whose first copy had come). */
    long duplicates() {
        return duplicates;
    }

    private Destination destination(int node) {
        return destinations.computeIfAbsent(node, n -> new Destination());
    }
}
