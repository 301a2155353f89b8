package org.ccw.visualizer.animation;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceLog;

/**
 * The event list's view-model: the trace's positions that pass the filters (record kinds — the generic ones and
 * the trace's stack's own, {@link #kindChoices} — node, text in the description), as a light list of positions a {@code TableView} virtualizes, and the row of a position so the
 * current record can be highlighted while playing. Selecting a row seeks the {@link Playback} (the view calls
 * {@link Playback#seek} with the row's position).
 */
public final class EventList {

    /** The node filter's value for "every node". */
    public static final int ANY_NODE = -1;

    private final TraceLog.Snapshot trace;
    private final TraceNames names;
    private final ObjectProperty<Set<KindChoice>> kinds = new SimpleObjectProperty<>(this, "kinds", everyKind());
    private final IntegerProperty node = new SimpleIntegerProperty(this, "node", ANY_NODE);
    private final StringProperty text = new SimpleStringProperty(this, "text", "");
    private final ReadOnlyObjectWrapper<List<Integer>> rows = new ReadOnlyObjectWrapper<>(this, "rows");
    private int[] positions = new int[0];

    public EventList(TraceLog.Snapshot trace, TraceNames names) {
        this.trace = trace;
        this.names = names;
        kinds.addListener((obs, was, now) -> refilter());
        node.addListener((obs, was, now) -> refilter());
        text.addListener((obs, was, now) -> refilter());
        refilter();
    }

    /** Kinds on show ({@link #everyKind} by default). Set a new set to change the filter. */
    public ObjectProperty<Set<KindChoice>> kindsProperty() {
        return kinds;
    }

    /** Every record, whatever its kind or stack. */
    public static Set<KindChoice> everyKind() {
        return EnumSet.allOf(EventKind.class).stream().map(KindChoice::of).collect(Collectors.toUnmodifiableSet());
    }

    /** What the kind filter offers for this trace: the generic kinds, then its stack's own record kinds. */
    public List<KindChoice> kindChoices() {
        return KindChoice.forStack(trace.stack());
    }

    /** Only records at this node ({@link #ANY_NODE} for all). */
    public IntegerProperty nodeProperty() {
        return node;
    }

    /** Only records whose description contains this text (ignoring case); empty for all. */
    public StringProperty textProperty() {
        return text;
    }

    /** Trace positions passing the filters, ascending; replaced (not changed) when a filter changes. */
    public ReadOnlyObjectProperty<List<Integer>> rowsProperty() {
        return rows.getReadOnlyProperty();
    }

    public TraceEvent event(int position) {
        return trace.at(position);
    }

    public TraceNames names() {
        return names;
    }

    /** The record's description (the list's main column). */
    public String describe(int position) {
        return EventText.describe(trace.at(position), names, trace.stack());
    }

    /** The row showing {@code position}, or the row of the closest earlier position on show; -1 when none. */
    public int rowOf(int position) {
        int i = Arrays.binarySearch(positions, position);
        return i >= 0 ? i : -i - 2;
    }

    private void refilter() {
        // kinds shown whole, and a stack's record kinds by name: one look-up per record, whatever the choices
        Set<EventKind> whole = EnumSet.noneOf(EventKind.class);
        Set<String> stackKinds = new HashSet<>();
        kinds.get().forEach(c -> c.stackKind().ifPresentOrElse(stackKinds::add, () -> whole.add(c.kind())));
        int wantedNode = node.get();
        String needle = text.get() == null ? "" : text.get().strip().toLowerCase(Locale.ROOT);
        int[] kept = new int[trace.size()];
        int n = 0;
        for (int i = 0; i < trace.size(); i++) {
            TraceEvent event = trace.at(i);
            EventKind kind = EventKind.of(event);
            boolean shown = whole.contains(kind)
                || event instanceof TraceEvent.StackRecord r && stackKinds.contains(r.kind());
            if (!shown || (wantedNode != ANY_NODE && event.node() != wantedNode)) {
                continue;
            }
            if (!needle.isEmpty() && !matches(event, needle)) {
                continue;
            }
            kept[n++] = i;
        }
        positions = Arrays.copyOf(kept, n);
        int[] frozen = positions;
        rows.set(new AbstractList<>() {
            @Override
            public Integer get(int index) {
                return frozen[index];
            }

            @Override
            public int size() {
                return frozen.length;
            }
        });
    }

    private boolean matches(TraceEvent event, String needle) {
        return EventText.describe(event, names, trace.stack()).toLowerCase(Locale.ROOT).contains(needle)
            || names.place(event.node(), event.component()).toLowerCase(Locale.ROOT).contains(needle);
    }
}
