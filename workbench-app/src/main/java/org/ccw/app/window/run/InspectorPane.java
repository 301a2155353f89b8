package org.ccw.app.window.run;

import java.util.Map;
import javafx.beans.binding.Bindings;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import org.ccw.visualizer.animation.CellFlight;
import org.ccw.visualizer.animation.Inspection;
import org.ccw.visualizer.animation.Playback;
import org.ccw.visualizer.branch.Branch;

/**
 * The Inspector under the property sheet (UI.md): the selected cell decoded, or the selected host's or switch's
 * queues and counters, as name and value rows. Names take at most {@value #NAMES_SHARE} of the width and values
 * the rest; both wrap rather than be cut to "…" (a long name such as "run: delivered / dropped / retransmitted"
 * would otherwise leave its value two characters), between words only (a name is never narrower than its widest
 * word: "depa rted" read as two words), and a value's whole text is also on hover.
 */
public final class InspectorPane {

    static final String ID = "inspector";
    public static final String NAME_STYLE_CLASS = "inspector-name";
    static final String VALUE_STYLE_CLASS = "inspector-value";
    /** Most of the pane's width the names' column takes. */
    static final double NAMES_SHARE = 0.5;

    private final GridPane rows = new GridPane();
    private final Label title = new Label("Inspector");
    private final VBox box = new VBox(2, title, rows);

    InspectorPane() {
        rows.setHgap(8);
        rows.setVgap(2);
        ColumnConstraints names = new ColumnConstraints();
        names.maxWidthProperty().bind(rows.widthProperty().multiply(NAMES_SHARE));
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
            Label name = wrapping(row.getKey(), NAME_STYLE_CLASS);
            name.minWidthProperty().bind(Bindings.createDoubleBinding(() -> widestWordPx(name), name.fontProperty()));
            Label value = wrapping(row.getValue(), VALUE_STYLE_CLASS);
            value.setTooltip(new Tooltip(row.getValue()));
            rows.addRow(r++, name, value);
        }
    }

    /** How wide {@code label}'s widest word is drawn in its font (which the stylesheet sets), padding included. */
    public static double widestWordPx(Label label) {
        double widest = 0;
        for (String word : label.getText().split("\\s+")) {
            Text drawn = new Text(word);
            drawn.setFont(label.getFont());
            widest = Math.max(widest, drawn.getLayoutBounds().getWidth());
        }
        return Math.ceil(widest) + label.getInsets().getLeft() + label.getInsets().getRight();
    }

    /** A label that wraps in the width its column gives it and is as tall as its lines. */
    private static Label wrapping(String text, String styleClass) {
        Label label = new Label(text);
        label.getStyleClass().add(styleClass);
        label.setWrapText(true);
        label.setMinWidth(0);
        label.setMinHeight(Region.USE_PREF_SIZE);
        return label;
    }
}
