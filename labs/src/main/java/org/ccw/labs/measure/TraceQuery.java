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
import org.ccw.engine.trace.TraceEvent;

/**
 * An event to find in a run's trace: the {@code nth} record of kind {@code kind} (a record type of
 * {@code engine/TRACE.md}, e.g. {@code CellDropped}) whose fields equal {@code where}'s values — the first dropped
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
    private static final Map<String, Class<? extends TraceEvent>> TYPES = TraceEvent.recordTypes().stream()
            .collect(Collectors.toMap(Class::getSimpleName, t -> t));

    /**
     * @throws MeasureException for a kind the trace does not have, a field the kind does not have, or nth below 0
     */
    public TraceQuery {
        where = new LinkedHashMap<>(where);
        Class<? extends TraceEvent> type = TYPES.get(kind);
        if (type == null) {
            throw new MeasureException("no trace record '" + kind + "' (there are "
                    + String.join(", ", TYPES.keySet().stream().sorted().toList()) + ")");
        }
        List<String> fields = Arrays.stream(type.getRecordComponents()).map(RecordComponent::getName).toList();
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
        for (int position : run.trace().positionsOf(TYPES.get(kind))) {
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
        if (!event.getClass().getSimpleName().equals(kind)) {
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
        for (RecordComponent c : event.getClass().getRecordComponents()) {
            if (!List.of("number", "timePs", "node", "component", "cause").contains(c.getName())
                    && !c.getName().endsWith("Hex")) {
                fields.append(fields.length() == 0 ? "" : ", ").append(c.getName()).append(' ')
                        .append(text(event, c.getName(), run));
            }
        }
        return String.format(Locale.ROOT, "#%d %s at %.3f us at %s%s", event.number(),
                event.getClass().getSimpleName(), event.timePs() / (double) Time.PS_PER_US,
                run.nodeName(event.node()), fields.length() == 0 ? "" : " (" + fields + ")");
    }

    private static String text(TraceEvent event, String field, RunTrace run) {
        Object value;
        try {
            RecordComponent component = Arrays.stream(event.getClass().getRecordComponents())
                    .filter(c -> c.getName().equals(field)).findFirst().orElseThrow();
            value = component.getAccessor().invoke(event);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("cannot read " + field + " of " + event, e);
        }
        if (NODE_FIELDS.contains(field) && value instanceof Integer node) {
            return run.nodeName(node);
        }
        if (value instanceof QueueId queue) {
            return queue.kind();
        }
        return String.valueOf(value);
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
