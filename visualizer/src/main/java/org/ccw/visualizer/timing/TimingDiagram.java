package org.ccw.visualizer.timing;

import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.IntFunction;

import org.ccw.engine.trace.TraceEvent;
import org.ccw.visualizer.stacks.RecordNames;
import org.ccw.visualizer.stacks.StackPresentation;

/**
 * A timing (sequence) diagram computed from a trace: lanes, message arrows, CPU boxes, drop marks over a time
 * range, and optionally a LogP overlay. Pure data — the GUI and every export draw it through
 * {@link TimingPainter}. Build one with {@link #of}.
 *
 * @param lanes  the lanes, top to bottom
 * @param arrows the cell hops overlapping the range, and the messages none of whose cells is drawn
 * @param boxes  handler runs and overheads overlapping the range
 * @param drops  cells that died within the range
 * @param polls  the polls within the range, on their processes' strips (none unless asked for)
 * @param fromPs start of the shown range, ps
 * @param toPs   end of the shown range, ps (&gt; fromPs)
 * @param logP   the LogP overlay, or null when not asked for or no complete request/reply pair is in range
 * @param ghosts a second run's messages over these lanes, on this run's time axis ({@link Ghosts}); never picked
 * @param ghostName what the legend calls the second run; empty when there is none
 */
public record TimingDiagram(List<Lane> lanes, List<MessageArrow> arrows, List<ActivityBox> boxes,
                            List<DropMark> drops, List<PollMark> polls, long fromPs, long toPs, LogPOverlay logP,
                            List<MessageArrow> ghosts, String ghostName) {

    public TimingDiagram {
        lanes = List.copyOf(lanes);
        arrows = List.copyOf(arrows);
        boxes = List.copyOf(boxes);
        drops = List.copyOf(drops);
        polls = List.copyOf(polls);
        ghosts = List.copyOf(ghosts);
    }

    /** A diagram of one run, no second run over it. */
    public TimingDiagram(List<Lane> lanes, List<MessageArrow> arrows, List<ActivityBox> boxes, List<DropMark> drops,
                         List<PollMark> polls, long fromPs, long toPs, LogPOverlay logP) {
        this(lanes, arrows, boxes, drops, polls, fromPs, toPs, logP, List.of(), "");
    }

    /**
     * The diagram of {@code trace} (records in number order, as a {@code TraceLog} or a trace file holds them).
     *
     * @param names the name of each node id (the topology's), shown as lane labels
     */
    public static TimingDiagram of(List<? extends TraceEvent> trace, IntFunction<String> names,
                                   TimingOptions options) {
        return of(trace, names, options, Ghosts.NONE);
    }

    /** The diagram of {@code trace} with a second run's messages ghosted over its lanes. */
    public static TimingDiagram of(List<? extends TraceEvent> trace, IntFunction<String> names,
                                   TimingOptions options, Ghosts ghosts) {
        return new TimingDiagramBuilder(trace, names, options, ghosts).build();
    }

    public Optional<LogPOverlay> logPOverlay() {
        return Optional.ofNullable(logP);
    }

    /** Time of the trace's last activity (a handler's end included, the run's end record not), ps. */
    public static long lastActivityPs(List<? extends TraceEvent> trace) {
        long last = 0;
        for (TraceEvent event : trace) {
            if (!(event instanceof TraceEvent.RunEnded)) {
                last = Math.max(last, event instanceof TraceEvent.HandlerRan h ? h.timePs() + h.durationPs()
                        : event.timePs());
            }
        }
        return last;
    }

    /** The cell and message kinds a trace holds, sorted: the choices of a kind filter. */
    public static List<String> kindsIn(List<? extends TraceEvent> trace) {
        TreeSet<String> kinds = new TreeSet<>();
        trace.forEach(e -> {
            if (e instanceof TraceEvent.CellEvent cell) {
                kinds.add(cell.kind());
            } else if (e instanceof TraceEvent.MessageEvent message) {
                kinds.add(message.kind());
            }
        });
        return List.copyOf(kinds);
    }

    /** The node ids a trace's cells, messages, handlers and coprocessor units visit, sorted: the choices of a node filter. */
    public static List<Integer> nodesIn(List<? extends TraceEvent> trace) {
        TreeSet<Integer> nodes = new TreeSet<>();
        trace.forEach(e -> {
            if (drawsAt(e)) {
                nodes.add(e.node());
            }
        });
        return List.copyOf(nodes);
    }

    /** Whether {@code event} puts its node on the diagram: a node's lanes show cells, messages, handlers, a
     * coprocessor and the work at its host interface (as its stack's presentation reads its records). */
    static boolean drawsAt(TraceEvent event) {
        return event.node() >= 0 && (event instanceof TraceEvent.CellEvent || event instanceof TraceEvent.MessageEvent
                || event instanceof TraceEvent.HandlerRan
                || StackPresentation.coprocessorNicOf(event).isPresent()
                || StackPresentation.hostInterfaceWorkOf(event, RecordNames.ofNodes(n -> "")).isPresent());
    }
}
