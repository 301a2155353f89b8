package org.ccw.engine.trace;

import java.lang.reflect.RecordComponent;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.ccw.model.validation.StackRules;

/**
 * A kind of record a stack declares for itself, outside the generic vocabulary of {@link TraceEvent}: the name of
 * the stack, the kind's name (a record's {@code type} in a file, and the name its fingerprint hashes), the
 * stack-owned payload record that holds its fields, and whether it is an observation (it never becomes a cause).
 * The stack lists its kinds ({@link Declarer#recordKinds}, which every registered stack is); the file reader finds
 * a kind there, and views reach a stack's records only through that stack's presentation.
 *
 * <p>The payload is a Java record whose components are {@code long}, {@code int}, {@code boolean}, strings, enums
 * or records of those, as the generic records' fields are: the JSON file and the fingerprint encode it by its
 * components, in declaration order, so a stack record reads and hashes as a generic record with the same name and
 * fields would. No component may take a header field's name.
 *
 * @param <P> the payload's type
 */
public record StackRecordKind<P extends Record>(String stack, String name, Class<P> payload, boolean observation) {
    /** The names a line of a trace file gives the header: a payload's fields must not take them. */
    static final Set<String> HEADER = Set.of("type", "stack", "number", "timePs", "node", "component", "cause");

    public StackRecordKind {
        for (RecordComponent c : payload.getRecordComponents()) {
            if (HEADER.contains(c.getName())) {
                throw new IllegalArgumentException(stack + "'s " + name + " has a field named as the header's "
                        + c.getName());
            }
        }
    }

    /** The payload of {@code event} when it is a record of this kind. */
    public Optional<P> payloadOf(TraceEvent event) {
        return event instanceof TraceEvent.StackRecord r && r.stack().equals(stack) && r.kind().equals(name)
                ? Optional.of(payload.cast(r.payload())) : Optional.empty();
    }

    /** A record of this kind: the header given, {@code payload} its fields. */
    public TraceEvent.StackRecord record(long number, long timePs, int node, int component, long cause, P payload) {
        return new TraceEvent.StackRecord(number, timePs, node, component, cause, stack, name, payload);
    }

    /** Every kind the registered stacks declare, in registration order. */
    public static List<StackRecordKind<?>> declared() {
        return Declared.ALL;
    }

    /** The kind {@code name} that stack {@code stack} declares, if a registered stack does. */
    public static Optional<StackRecordKind<?>> find(String stack, String name) {
        return declared().stream().filter(k -> k.stack().equals(stack) && k.name().equals(name)).findFirst();
    }

    /** A stack that may declare record kinds of its own (every registered engine stack is one). */
    public interface Declarer {
        /** The kinds of record this stack makes beyond the generic ones; none unless said. */
        default List<StackRecordKind<?>> recordKinds() {
            return List.of();
        }
    }

    /** Loaded once, from the stacks' one registration: the class path does not change while a run reads it. */
    private static final class Declared {
        private static final List<StackRecordKind<?>> ALL = StackRules.installed().stream()
                .filter(Declarer.class::isInstance).flatMap(s -> ((Declarer) s).recordKinds().stream()).toList();

        private Declared() {
        }
    }
}
