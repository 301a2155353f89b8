package org.ccw.app.window.run;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.IntFunction;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.css.PseudoClass;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.visualizer.animation.EventKind;
import org.ccw.visualizer.animation.EventList;
import org.ccw.visualizer.animation.EventText;
import org.ccw.visualizer.animation.KindChoice;
import org.ccw.visualizer.animation.Playback;
import org.ccw.visualizer.branch.Branch;

/**
 * The Event list tab: the run's records in a table (number, time, place, kind, what) under filters by kind (the
 * generic kinds and the run's stack's own, {@link EventList#kindChoices}), node and text ({@link EventList} does the
 * filtering). The table follows the run's one cursor, whoever moved it: the
 * cursor's record is the selected (and marked) row, scrolled into view; a record the filters hide leaves no row
 * selected. Selecting a row moves the cursor there (the run pauses on it). While the run plays the table follows
 * at most ten times a second.
 */
final class EventListPane {

    static final String EVENT_TABLE_ID = "event-table";
    static final String KIND_FILTER_ID = "event-kind-filter";
    private static final String ALL_KINDS = "all kinds";
    private static final PseudoClass CURRENT = PseudoClass.getPseudoClass("current-event");
    private static final long REFRESH_NANOS = 100_000_000L;

    private final ReadOnlyObjectProperty<Playback> playback;
    private final TableView<Integer> table = new TableView<>();
    private final ChoiceBox<Object> kindFilter = new ChoiceBox<>();
    private final ChoiceBox<Object> nodeFilter = new ChoiceBox<>();
    private final TextField textFilter = new TextField();
    private final Tab tab;
    private EventList eventList;
    private long lastRefreshNanos;

    EventListPane(ReadOnlyObjectProperty<Playback> playback) {
        this.playback = playback;
        buildTable();
        HBox filters = new HBox(6, new Label("Filter:"), kindFilter, nodeFilter, textFilter);
        VBox.setVgrow(table, Priority.ALWAYS);
        tab = new Tab("Event list", new VBox(4, filters, table));
        tab.setId("event-list-tab");
    }

    Tab tab() {
        return tab;
    }

    TableView<Integer> table() {
        return table;
    }

    /** Lists the records of {@code now}, the playback of {@code branch}, with the filters as they are. */
    void show(Playback now, Branch branch) {
        eventList = new EventList(now.trace(), branch.names());
        fillKindFilter(eventList);
        fillNodeFilter(branch);
        applyFilters();
    }

    /** No run on show: an empty table. */
    void clear() {
        eventList = null;
        table.setItems(FXCollections.observableArrayList());
    }

    /**
     * The cursor moved: selects and marks the current record's row and scrolls it into view. Returns whether the
     * table was refreshed — always at rest, at most ten times a second while playing — so the views that follow it
     * can too.
     */
    boolean follow(Playback p) {
        long now = System.nanoTime();
        if (p.playingProperty().get() && now - lastRefreshNanos <= REFRESH_NANOS) {
            return false;
        }
        lastRefreshNanos = now;
        int row = eventList == null ? -1 : eventList.rowOf(p.position());
        if (row >= 0 && table.getItems().get(row) == p.position()) {
            if (table.getSelectionModel().getSelectedIndex() != row) {
                table.getSelectionModel().clearAndSelect(row);
            }
        } else {
            table.getSelectionModel().clearSelection();
        }
        table.refresh();
        if (row >= 0) {
            reveal(row);
        }
        return true;
    }

    /** Scrolls {@code row} into view, a few rows down from the top, unless it is already well inside it. */
    private void reveal(int row) {
        if (table.lookup(".virtual-flow") instanceof VirtualFlow<?> flow && flow.getFirstVisibleCell() != null
                && flow.getLastVisibleCell() != null
                && row > flow.getFirstVisibleCell().getIndex() && row < flow.getLastVisibleCell().getIndex()) {
            return;
        }
        table.scrollTo(Math.max(0, row - 3));
    }

    /** The record selected in the table, or null. */
    TraceEvent selectedEvent() {
        Integer row = table.getSelectionModel().getSelectedItem();
        return row == null || playback.get() == null ? null : playback.get().trace().at(row);
    }

    /** The kind of the selected record (a stack's own kind for its record), else the kind filter's choice, if any. */
    Optional<KindChoice> selectedKind() {
        TraceEvent selected = selectedEvent();
        if (selected != null) {
            return Optional.of(KindChoice.of(selected));
        }
        return kindFilter.getValue() instanceof KindChoice choice ? Optional.of(choice) : Optional.empty();
    }

    private void buildTable() {
        table.setId(EVENT_TABLE_ID);
        table.getStyleClass().add("event-table");
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        TableColumn<Integer, String> number = column("#", 60, p -> EventText.number(trace(p)));
        TableColumn<Integer, String> time = column("time", 100, p -> EventText.micros(trace(p).timePs()));
        TableColumn<Integer, String> place = column("where", 140,
            p -> eventList.names().place(trace(p).node(), trace(p).component()));
        TableColumn<Integer, String> kind = column("kind", 110, p -> EventKind.labelOf(trace(p)));
        TableColumn<Integer, String> what = column("what", 400, p -> eventList.describe(p));
        table.getColumns().setAll(List.of(number, time, place, kind, what));
        org.ccw.visualizer.TableHeaders.fit(table);
        table.setRowFactory(t -> new TableRow<>() {
            @Override
            protected void updateItem(Integer item, boolean empty) {
                super.updateItem(item, empty);
                Playback p = playback.get();
                pseudoClassStateChanged(CURRENT, !empty && item != null && p != null && item == p.position());
            }
        });
        table.getSelectionModel().selectedItemProperty().addListener((obs, was, row) -> {
            Playback p = playback.get();
            if (row != null && p != null && row != p.position()) {
                p.cursor().seek(trace(row).number(), trace(row).timePs());
            }
        });
        kindFilter.setOnAction(e -> applyFilters());
        nodeFilter.setOnAction(e -> applyFilters());
        textFilter.setPromptText("filter text");
        textFilter.textProperty().addListener((obs, was, now) -> applyFilters());
        kindFilter.setId(KIND_FILTER_ID);
        kindFilter.getItems().setAll(ALL_KINDS);
        kindFilter.setValue(ALL_KINDS);
    }

    private TraceEvent trace(int position) {
        return playback.get().trace().at(position);
    }

    private static TableColumn<Integer, String> column(String title, double width, IntFunction<String> text) {
        TableColumn<Integer, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setSortable(false);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(text.apply(cell.getValue())));
        return column;
    }

    /** The kinds of {@code list}'s trace, its stack's own among them; the choice kept when the new trace has it. */
    private void fillKindFilter(EventList list) {
        List<Object> kinds = new ArrayList<>();
        kinds.add(ALL_KINDS);
        kinds.addAll(list.kindChoices());
        Object was = kindFilter.getValue();
        kindFilter.getItems().setAll(kinds);
        kindFilter.setValue(kinds.contains(was) ? was : ALL_KINDS);
    }

    private void fillNodeFilter(Branch branch) {
        List<Object> nodes = new ArrayList<>();
        nodes.add("all nodes");
        for (int n = 0; n < branch.names().topology().nodeCount(); n++) {
            nodes.add(new NodeChoice(n, branch.names().node(n)));
        }
        Object was = nodeFilter.getValue();
        nodeFilter.getItems().setAll(nodes);
        nodeFilter.setValue(nodes.contains(was) ? was : "all nodes");
    }

    /** A node in the node filter. */
    private record NodeChoice(int node, String name) {
        @Override
        public String toString() {
            return name;
        }
    }

    private void applyFilters() {
        if (eventList == null) {
            return;
        }
        eventList.kindsProperty().set(kindFilter.getValue() instanceof KindChoice choice ? Set.of(choice)
            : EventList.everyKind());
        eventList.nodeProperty().set(nodeFilter.getValue() instanceof NodeChoice choice ? choice.node()
            : EventList.ANY_NODE);
        eventList.textProperty().set(textFilter.getText());
        table.setItems(FXCollections.observableList(eventList.rowsProperty().get()));
        // new rows, no selection: the cursor's record is selected again if the filters show it
        if (playback.get() != null) {
            follow(playback.get());
        }
    }
}
