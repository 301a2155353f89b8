package org.ccw.app.window;

import java.util.Map;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.ccw.visualizer.animation.Branch;
import org.ccw.visualizer.animation.CellFlight;
import org.ccw.visualizer.animation.Inspection;
import org.ccw.visualizer.animation.Playback;

/**
 * The Inspector under the property sheet (UI.md): the selected cell decoded, or the selected host's or switch's
 * queues and counters, as name and value rows. A name is short and always shown whole (its column never shrinks
 * below its widest name); a value takes the rest of the width and wraps, its whole text also on hover.
 */
final class InspectorPane {

    static final String ID = "inspector";
    static final String NAME_STYLE_CLASS = "inspector-name";
    static final String VALUE_STYLE_CLASS = "inspector-value";

    private final GridPane rows = new GridPane();
    private final Label title = new Label("Inspector");
    private final VBox box = new VBox(2, title, rows);

    InspectorPane() {
        rows.setHgap(8);
        rows.setVgap(2);
        ColumnConstraints names = new ColumnConstraints();
        names.setMinWidth(Region.USE_PREF_SIZE);
        ColumnConstraints values = new ColumnConstraints();
        values.setHgrow(Priority.ALWAYS);
        values.setMinWidth(0);
        rows.getColumnConstraints().setAll(names, values);
        title.getStyleClass().add("inspector-title");
        box.setId(ID);
        box.getStyleClass().add("inspector");
        box.setStyle("-fx-padding: 6;");
    }

    VBox node() {
        return box;
    }

    /**
     * Shows what is selected in the run on show: {@code cell} (as it is now if still in flight), else the host or
     * switch {@code node} (-1: nothing), else nothing.
     */
    void inspect(Playback p, Branch branch, CellFlight cell, int node, boolean isSwitch) {
        if (p == null || branch == null) {
            show("Inspector", null);
        } else if (cell != null) {
            CellFlight now = p.state().flight(cell.cellId());
            show("Cell" + (now == null ? " (no longer in flight)" : ""),
                Inspection.cell(p.trace(), branch.names(), now != null ? now : cell, p.clockPs()));
        } else if (node >= 0) {
            show(isSwitch ? "Switch" : "Host", isSwitch ? Inspection.switchPorts(p.state(), branch.names(), node)
                : Inspection.host(p.state(), branch.names(), node));
        } else {
            show("Inspector", null);
        }
    }

    private void show(String heading, Map<String, String> shown) {
        title.setText(heading);
        rows.getChildren().clear();
        if (shown == null) {
            return;
        }
        int r = 0;
        for (Map.Entry<String, String> row : shown.entrySet()) {
            Label name = new Label(row.getKey());
            name.getStyleClass().add(NAME_STYLE_CLASS);
            name.setMinWidth(Region.USE_PREF_SIZE);
            Label value = new Label(row.getValue());
            value.getStyleClass().add(VALUE_STYLE_CLASS);
            value.setWrapText(true);
            value.setMinWidth(0);
            value.setTooltip(new Tooltip(row.getValue()));
            rows.addRow(r++, name, value);
        }
    }
}
