package org.ccw.app.window.compare;

import static org.ccw.app.window.compare.ComparisonTables.column;

import java.util.List;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.ccw.visualizer.branch.Branch;
import org.ccw.visualizer.branch.Branches;
import org.ccw.visualizer.timing.Ghosts;

/**
 * "Compare branches" in the Timing diagram tab (issue 27): the original run and a what-if on one diagram — the other
 * run's messages drawn dashed over the diagram of the one on show, as "Compare real" draws a real run — and under it
 * what became of each message in the what-if ({@link BranchComparisonViewModel}). Enabled once a what-if exists.
 */
public final class CompareBranchesPane {
    static final String BUTTON_ID = "compare-branches-button";
    public static final String STATUS_ID = "compare-branches-status";
    public static final String TABLE_ID = "branch-differences-table";
    static final String ALL_ID = "compare-branches-all";

    private final Button button = new Button("Compare branches");
    private final Label status = new Label();
    private final CheckBox all = new CheckBox("every message");
    private final TableView<BranchComparisonViewModel.Line> table = ComparisonTables.table(TABLE_ID,
        "The what-if delivered every message when the original did.");
    private final VBox results;
    private final ReadOnlyObjectWrapper<BranchComparisonViewModel> model = new ReadOnlyObjectWrapper<>(this, "model");

    public CompareBranchesPane() {
        button.setId(BUTTON_ID);
        button.setMinWidth(Region.USE_PREF_SIZE);
        button.setTooltip(new Tooltip("Compare the original run with a what-if (the one on show, else the latest):"
            + " the other run's messages are drawn dashed over the diagram, and what became of each message in the"
            + " what-if is listed below"));
        status.setId(STATUS_ID);
        status.setWrapText(true);
        status.setMinHeight(Region.USE_PREF_SIZE);
        status.setMinWidth(0);
        status.setMaxWidth(Double.MAX_VALUE);
        all.setId(ALL_ID);
        all.setMinWidth(Region.USE_PREF_SIZE);
        all.setTooltip(new Tooltip("List every message, not only those the what-if changed"));
        HBox.setHgrow(status, Priority.ALWAYS);
        HBox bar = new HBox(8, status, all);
        bar.setPadding(new Insets(4, 8, 4, 8));
        table.getColumns().setAll(List.of(
            column("message", BranchComparisonViewModel.Line::message),
            column("from → to", BranchComparisonViewModel.Line::fromTo),
            column("original sent", BranchComparisonViewModel.Line::originalSent),
            column("original delivered", BranchComparisonViewModel.Line::originalDelivered),
            column("what-if sent", BranchComparisonViewModel.Line::branchSent),
            column("what-if delivered", BranchComparisonViewModel.Line::branchDelivered),
            column("delta", BranchComparisonViewModel.Line::delta),
            column("what happened", BranchComparisonViewModel.Line::happened)));
        ComparisonTables.widths(table, 110, 125, 100, 125, 100, 125, 95, 120);
        // the message's id as its stack reads it, on hover
        table.setRowFactory(view -> new TableRow<>() {
            @Override
            protected void updateItem(BranchComparisonViewModel.Line line, boolean empty) {
                super.updateItem(line, empty);
                setTooltip(empty || line == null ? null : new Tooltip(line.detail()));
            }
        });
        VBox.setVgrow(table, Priority.ALWAYS);
        results = new VBox(bar, table);
    }

    /** The button, for the diagram's tool bar. */
    public Button button() {
        return button;
    }

    /** What the comparison found and the table of messages: for under the diagram. */
    public Node results() {
        return results;
    }

    /** The comparison on show, or null. */
    ReadOnlyObjectProperty<BranchComparisonViewModel> modelProperty() {
        return model.getReadOnlyProperty();
    }

    /**
     * Makes the button compare the runs of {@code runs} for the diagram of {@code onShow} (enabled while there is a
     * what-if); {@code ghost} gets the other run's messages of each comparison made.
     */
    public void attach(Branches runs, Branch onShow, Consumer<Ghosts> ghost) {
        model.set(null);
        button.disableProperty().bind(Bindings.size(runs.branches()).lessThan(2));
        button.setOnAction(e -> show(BranchComparisonViewModel.of(runs, onShow), ghost));
    }

    private void show(BranchComparisonViewModel vm, Consumer<Ghosts> ghost) {
        if (vm == null) {
            return;
        }
        BranchComparisonViewModel was = model.get();
        if (was != null) {
            all.selectedProperty().unbindBidirectional(was.allMessagesProperty());
        }
        vm.allMessagesProperty().set(all.isSelected());
        all.selectedProperty().bindBidirectional(vm.allMessagesProperty());
        status.setText(vm.summary());
        table.setItems(vm.lines());
        model.set(vm);
        ghost.accept(vm.ghosts());
    }
}
