package org.ccw.visualizer.palette;

import java.util.function.Consumer;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.Dragboard;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.VBox;
import org.ccw.visualizer.editor.Palette;
import org.ccw.visualizer.editor.PaletteEntry;
import org.ccw.visualizer.topology.TopologyView;
import org.ccw.visualizer.topology.TopologyViewModel;

/**
 * The palette pane: every {@link Palette} entry under its section heading. Drag an entry onto the canvas to
 * create it there (or onto a host, for processors, NICs and processes); click it to create it at the next free
 * place (or in the selected host). The link tool is a toggle bound to the canvas's link mode.
 */
public final class PaletteView extends ScrollPane {

    /** Node-id prefix of the entries' buttons, followed by the entry id. */
    public static final String ID_PREFIX = "palette-";

    /**
     * @param topology the canvas's view-model, whose link mode the link tool toggles
     * @param onClick  creates an entry at the next free place (or in the selected host)
     */
    public PaletteView(TopologyViewModel topology, Consumer<PaletteEntry> onClick) {
        VBox content = new VBox();
        content.getStyleClass().add("palette");
        PaletteEntry.Group group = null;
        for (PaletteEntry entry : Palette.entries()) {
            if (entry.group() != group) {
                group = entry.group();
                Label heading = new Label(group.title());
                heading.getStyleClass().add("palette-heading");
                content.getChildren().add(heading);
            }
            content.getChildren().add(entry.target() == PaletteEntry.Target.LINK_TOOL
                ? linkTool(entry, topology) : button(entry, onClick));
        }
        setContent(content);
        setFitToWidth(true);
        getStyleClass().add("palette-pane");
    }

    private static Button button(PaletteEntry entry, Consumer<PaletteEntry> onClick) {
        Button button = new Button(entry.label());
        decorate(button, entry);
        button.setOnAction(e -> onClick.accept(entry));
        button.setOnDragDetected(event -> {
            Dragboard board = button.startDragAndDrop(TransferMode.COPY);
            ClipboardContent content = new ClipboardContent();
            content.put(TopologyView.PALETTE_ENTRY, entry.id());
            board.setContent(content);
            event.consume();
        });
        return button;
    }

    private static ToggleButton linkTool(PaletteEntry entry, TopologyViewModel topology) {
        ToggleButton toggle = new ToggleButton(entry.label());
        decorate(toggle, entry);
        toggle.selectedProperty().bindBidirectional(topology.linkModeProperty());
        return toggle;
    }

    private static void decorate(javafx.scene.control.ButtonBase button, PaletteEntry entry) {
        button.setId(ID_PREFIX + entry.id());
        button.getStyleClass().addAll("palette-entry", "palette-" + entry.group().name().toLowerCase(java.util.Locale.ROOT));
        button.setMaxWidth(Double.MAX_VALUE);
        button.setMnemonicParsing(false);
        button.setFocusTraversable(false);
        button.setTooltip(new Tooltip(entry.tooltip()));
    }
}
