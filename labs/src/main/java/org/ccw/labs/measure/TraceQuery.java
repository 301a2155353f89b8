package org.ccw.labs.measure;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.trace.QueueId;
import org.ccw.engine.trace.StackRecordKind;
import org.ccw.engine.trace.TraceEvent;

/**
 * An event to find in a run's trace: the {@code nth} record of kind {@code kind} (a record type of
 * {@code engine/TRACE.md}, e.g. {@code CellDropped}, or a kind a registered stack declares, read by its header's and
 * its payload's fields as a generic record's) whose fields equal {@code where}'s values — the first dropped
 * cell is {@code CellDropped, nth 1}; the moment the token first moved to host {@code b} is
 * {@code TokenMoved where to: b}. Fields that hold a node ({@code node source destination from to peer unit}) are
 * compared by the node's name; a queue by its kind; anything else by its text (an enum by its name, ignoring case).
 *
 * @param kind  the record type's simple name
 * @param where field name → value the record must have
 * @param nth   which of the matching records, from 1; 0 for the last
 */
public record TraceQuery(String kind, Map<String, String> where, int nth) {
    private static final Set<String> NODE_FIELDS = Set.of("node", "source", "destination", "from", "to", "peer", "unit");
    private static final List<String> HEADER = List.of("number", "timePs", "node", "component", "cause");
    /** Every kind a query may name, generic or a stack's, with its fields in order. */
    private static final Map<String, List<String>> KINDS = kinds();

    /**
     * @throws MeasureException for a kind the trace does not have, a field the kind does not have, or nth below 0
     */
    public TraceQuery {
        where = new LinkedHashMap<>(where);
        List<String> fields = KINDS.get(kind);
        if (fields == null) {
            throw new MeasureException("no trace record '" + kind + "' (there are "
                    + String.join(", ", KINDS.keySet().stream().sorted().toList()) + ")");
        }
        for (String field : where.keySet()) {
            if (!fields.contains(field)) {
                throw new MeasureException(kind + " has no field '" + field + "' (it has " + String.join(", ", fields) + ")");
            }
        }
        if (nth < 0) {
            throw new MeasureException("nth must be 1 or more (or 'last'), not " + nth);
        }
        where = java.util.Collections.unmodifiableMap(where);
    }

    /** The record this query names in {@code run}, if it happened. */
    public Optional<TraceEvent> find(RunTrace run) {
        TraceEvent last = null;
        int seen = 0;
        for (int position : run.trace().positionsOf(typeOf(kind))) {
            TraceEvent e = run.trace().at(position);
            if (matches(e, run)) {
                seen++;
                if (seen == nth) {
                    return Optional.of(e);
                }
                last = e;
            }
        }
        return nth == 0 ? Optional.ofNullable(last) : Optional.empty();
    }

    /** Whether {@code event} is of this kind and has every field {@code where} asks for. */
    public boolean matches(TraceEvent event, RunTrace run) {
        if (!kindOf(event).equals(kind)) {
            return false;
        }
        for (Map.Entry<String, String> filter : where.entrySet()) {
            if (!text(event, filter.getKey(), run).equalsIgnoreCase(filter.getValue().strip())) {
                return false;
            }
        }
        return true;
    }

    /** In words: {@code the 1st CellDropped where reason = LINK_LOSS}. */
    public String describe() {
        String which = nth == 0 ? "the last " : "the " + ordinal(nth) + " ";
        return which + kind + (where.isEmpty() ? "" : " where " + where.entrySet().stream()
                .map(f -> f.getKey() + " = " + f.getValue()).collect(Collectors.joining(", ")));
    }

    /** A record as a student sees it in the event list: {@code #1234 CellDropped at 45.600 us at asx (reason LINK_LOSS)}. */
    public static String describe(TraceEvent event, RunTrace run) {
        StringBuilder fields = new StringBuilder();
        for (String name : fields(event).keySet()) {
            if (!HEADER.contains(name) && !name.endsWith("Hex")) {
                fields.append(fields.length() == 0 ? "" : ", ").append(name).append(' ')
                        .append(text(event, name, run));
            }
        }
        return String.format(Locale.ROOT, "#%d %s at %.3f us at %s%s", event.number(),
                kindOf(event), event.timePs() / (double) Time.PS_PER_US,
                run.nodeName(event.node()), fields.length() == 0 ? "" : " (" + fields + ")");
    }

    private static String text(TraceEvent event, String field, RunTrace run) {
        Object value = fields(event).get(field);
        if (NODE_FIELDS.contains(field) && value instanceof Integer node) {
            return run.nodeName(node);
        }
        if (value instanceof QueueId queue) {
            return queue.kind();
        }
        return String.valueOf(value);
    }

    private static Map<String, List<String>> kinds() {
        Map<String, List<String>> kinds = new LinkedHashMap<>();
        TraceEvent.recordTypes().stream().filter(t -> t != TraceEvent.StackRecord.class).forEach(t -> kinds.put(
                t.getSimpleName(), Arrays.stream(t.getRecordComponents()).map(RecordComponent::getName).toList()));
        for (StackRecordKind<?> k : StackRecordKind.declared()) {
            List<String> fields = new java.util.ArrayList<>(HEADER);
            Arrays.stream(k.payload().getRecordComponents()).map(RecordComponent::getName).forEach(fields::add);
            kinds.put(k.name(), List.copyOf(fields));
        }
        return kinds;
    }

    /** The class whose records hold {@code kind}'s: the generic record's, or the stack records'. */
    private static Class<? extends TraceEvent> typeOf(String kind) {
        return TraceEvent.recordTypes().stream().filter(t -> t.getSimpleName().equals(kind)).findFirst()
                .orElse(TraceEvent.StackRecord.class);
    }

    /** A record's kind: its type's name, or the kind a stack's record is of. */
    private static String kindOf(TraceEvent event) {
        return event instanceof TraceEvent.StackRecord r ? r.kind() : event.getClass().getSimpleName();
    }

    /** A record's fields by name, in order; a stack's record's are its header's and then its payload's. */
    private static Map<String, Object> fields(TraceEvent event) {
        Map<String, Object> fields = new LinkedHashMap<>();
        if (event instanceof TraceEvent.StackRecord r) {
            fields.put("number", r.number());
            fields.put("timePs", r.timePs());
            fields.put("node", r.node());
            fields.put("component", r.component());
            fields.put("cause", r.cause());
            components(r.payload(), fields);
        } else {
            components((Record) event, fields);
        }
        return fields;
    }

    private static void components(Record record, Map<String, Object> into) {
        for (RecordComponent c : record.getClass().getRecordComponents()) {
            try {
                into.put(c.getName(), c.getAccessor().invoke(record));
            } catch (IllegalAccessException | InvocationTargetException e) {
                throw new IllegalStateException("cannot read " + c.getName() + " of " + record, e);
            }
        }
    }

    private static String ordinal(int n) {
        return n + (n % 100 / 10 == 1 ? "th" : switch (n % 10) {
            case 1 -> "st";
            case 2 -> "nd";
            case 3 -> "rd";
            default -> "th";
        });
    }
}
