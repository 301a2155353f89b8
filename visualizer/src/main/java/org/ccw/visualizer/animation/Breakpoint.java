package org.ccw.visualizer.animation;

import org.ccw.engine.trace.TraceEvent;
import org.ccw.visualizer.stacks.StackPresentation;

/**
 * A protocol predicate that pauses playback when a record satisfies it: the moments a lecture or a debugging
 * session is about (a cell dropped, a retransmission, a full window, a token passed, a named handler ran, a
 * queue filling up or full, a compare-and-swap lost, a message returned to its sender, a record of one of the stack's own kinds). Breakpoints are values; the {@link Playback}'s list holds the active ones.
 */
public sealed interface Breakpoint {

    /** Whether {@code event} hits this breakpoint. */
    boolean firesOn(TraceEvent event);

    /** How the breakpoints panel lists it. */
    String description();

    /** Any cell or packet dropped, for any reason. */
    record CellDropped() implements Breakpoint {
        @Override
        public boolean firesOn(TraceEvent event) {
            return event instanceof TraceEvent.CellDropped;
        }

        @Override
        public String description() {
            return "cell dropped";
        }
    }

    /** A protocol retransmitted a message. */
    record Retransmission() implements Breakpoint {
        @Override
        public boolean firesOn(TraceEvent event) {
            return event instanceof TraceEvent.Retransmitted;
        }

        @Override
        public String description() {
            return "retransmission";
        }
    }

    /** A sliding window became full: the sender must wait for an acknowledgement. */
    record WindowFull() implements Breakpoint {
        @Override
        public boolean firesOn(TraceEvent event) {
            return event instanceof TraceEvent.WindowChanged w && w.inFlight() >= w.windowSize();
        }

        @Override
        public String description() {
            return "window full";
        }
    }

    /** A token passed between network interfaces (a pass the trace's stack's presentation reads). */
    record TokenPassed() implements Breakpoint {
        @Override
        public boolean firesOn(TraceEvent event) {
            return StackPresentation.tokenPassOf(event).isPresent();
        }

        @Override
        public String description() {
            return "token passed";
        }
    }

    /** The handler named {@code handler} ran (any handler when the name is empty). */
    record HandlerRan(String handler) implements Breakpoint {
        public HandlerRan {
            handler = handler == null ? "" : handler.strip();
        }

        @Override
        public boolean firesOn(TraceEvent event) {
            return event instanceof TraceEvent.HandlerRan h && (handler.isEmpty() || handler.equals(h.handler()));
        }

        @Override
        public String description() {
            return handler.isEmpty() ? "any handler ran" : "handler " + handler + " ran";
        }
    }

    /**
     * A queue holds more than {@code threshold} cells; {@code queue} names which kind (a {@code QueueId}'s kind:
     * {@code port}, {@code nic-in}, {@code nic-out}, {@code token-wait}…), empty for any.
     */
    record QueueAbove(String queue, int threshold) implements Breakpoint {
        public QueueAbove {
            queue = queue == null ? "" : queue.strip();
            if (threshold < 0) {
                throw new IllegalArgumentException("queue threshold must be >= 0 cells: " + threshold);
            }
        }

        @Override
        public boolean firesOn(TraceEvent event) {
            return event instanceof TraceEvent.QueueLengthChanged q && q.length() > threshold
                && (queue.isEmpty() || q.queue().is(queue));
        }

        @Override
        public String description() {
            return (queue.isEmpty() ? "any queue" : queue + " queue") + " above " + threshold + " cells";
        }
    }

    /**
     * Any bounded queue reached its capacity (a switch port, a NIC FIFO, a stack's packet queue): the next entry
     * waits, backs off or is dropped. An unbounded queue (capacity {@link Integer#MAX_VALUE}) is never full.
     */
    record QueueFull() implements Breakpoint {
        @Override
        public boolean firesOn(TraceEvent event) {
            return event instanceof TraceEvent.QueueLengthChanged q && q.capacity() < Integer.MAX_VALUE
                && q.length() >= q.capacity();
        }

        @Override
        public String description() {
            return "queue full";
        }
    }

    /** A compare-and-swap on a queue's tail or a slot's state lost (a race between senders, or a full queue). */
    record CasFailed() implements Breakpoint {
        @Override
        public boolean firesOn(TraceEvent event) {
            return event instanceof TraceEvent.CasFailed;
        }

        @Override
        public String description() {
            return "CAS failed";
        }
    }

    /** A message came back undelivered to its sender's returned-message handler. */
    record MessageReturned() implements Breakpoint {
        @Override
        public boolean firesOn(TraceEvent event) {
            return event instanceof TraceEvent.MessageReturned;
        }

        @Override
        public String description() {
            return "returned message";
        }
    }

    /**
     * A record of the stack's own kind {@code kind} (a {@code StackRecordKind}'s name, e.g. an execution unit
     * started), named in its presentation's words ({@code label}) for the panel.
     */
    record StackRecordOf(String kind, String label) implements Breakpoint {
        @Override
        public boolean firesOn(TraceEvent event) {
            return event instanceof TraceEvent.StackRecord r && r.kind().equals(kind);
        }

        @Override
        public String description() {
            return label;
        }
    }

    /**
     * The breakpoint Ctrl+B sets for the kind of {@code event} (the event list's selection), or null when the
     * kind has no protocol meaning to stop on. A handler breakpoint names the selected handler; a queue
     * breakpoint fires above the selected record's length.
     */
    static Breakpoint forKindOf(TraceEvent event) {
        if (event instanceof TraceEvent.CellDropped) {
            return new CellDropped();
        } else if (event instanceof TraceEvent.Retransmitted) {
            return new Retransmission();
        } else if (event instanceof TraceEvent.WindowChanged) {
            return new WindowFull();
        } else if (StackPresentation.tokenPassOf(event).isPresent()) {
            return new TokenPassed();
        } else if (event instanceof TraceEvent.HandlerRan h) {
            return new HandlerRan(h.handler());
        } else if (event instanceof TraceEvent.QueueLengthChanged q) {
            return new QueueAbove(q.queue().kind(), q.length());
        } else if (event instanceof TraceEvent.CasFailed) {
            return new CasFailed();
        } else if (event instanceof TraceEvent.MessageReturned) {
            return new MessageReturned();
        } else if (event instanceof TraceEvent.StackRecord r) {
            return new StackRecordOf(r.kind(), StackPresentation.kindLabelOf(r));
        }
        return null;
    }
}
