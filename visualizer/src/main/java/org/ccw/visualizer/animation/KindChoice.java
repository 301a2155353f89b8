package org.ccw.visualizer.animation;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.ccw.engine.trace.StackRecordKind;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.visualizer.stacks.StackPresentation;

/**
 * One entry of the event list's kind filter: a generic record kind, or one kind of record the trace's stack declares
 * for itself, named in its presentation's words (e.g. "token moved"). A trace offers its own stack's kinds, never
 * another stack's, and none of a stack's when it drives raw cells.
 *
 * @param kind      the record type
 * @param stackKind for a stack's record, the name of its kind; empty for every record of {@code kind}
 * @param label     what the filter says
 */
public record KindChoice(EventKind kind, Optional<String> stackKind, String label) {

    /** Every record of {@code kind}. */
    public static KindChoice of(EventKind kind) {
        return new KindChoice(kind, Optional.empty(), kind.label());
    }

    /** The choice {@code event} belongs to: its stack's own kind for a stack's record, else its generic kind. */
    public static KindChoice of(TraceEvent event) {
        return event instanceof TraceEvent.StackRecord r
            ? new KindChoice(EventKind.STACK_RECORD, Optional.of(r.kind()), StackPresentation.kindLabelOf(r))
            : of(EventKind.of(event));
    }

    /**
     * What a trace of {@code stack} (its {@code RunStarted}'s name) is filtered by: each generic kind, then each kind
     * of record {@code stack} declares ({@code Stack.recordKinds()}), in its order.
     */
    public static List<KindChoice> forStack(String stack) {
        List<KindChoice> choices = new ArrayList<>();
        for (EventKind kind : EventKind.values()) {
            if (kind != EventKind.STACK_RECORD) {
                choices.add(of(kind));
            }
        }
        for (StackRecordKind<?> declared : StackRecordKind.declared()) {
            if (declared.stack().equals(stack)) {
                choices.add(new KindChoice(EventKind.STACK_RECORD, Optional.of(declared.name()),
                    StackPresentation.kindLabelOf(stack, declared.name())));
            }
        }
        return choices;
    }

    /** Whether {@code event} is a record of this choice. */
    public boolean admits(TraceEvent event) {
        return EventKind.of(event) == kind && stackKind
            .map(name -> event instanceof TraceEvent.StackRecord r && r.kind().equals(name)).orElse(true);
    }

    @Override
    public String toString() {
        return label;
    }
}
