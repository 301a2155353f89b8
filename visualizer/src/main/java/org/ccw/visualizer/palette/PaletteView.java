package org.ccw.visualizer.palette;

import java.util.Locale;
import java.util.function.Consumer;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.Dragboard;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.VBox;
import org.ccw.visualizer.editor.Palette;
import org.ccw.visualizer.editor.PaletteEntry;
import org.ccw.visualizer.topology.TopologyView;
import org.ccw.visualizer.topology.TopologyViewModel;

/**
 * The palette pane: every {@link Palette} entry under its section heading. An entry that is placed somewhere
 * (a host or switch on the canvas; a processor, NIC or process in a host) is a tool button: click it to arm it,
 * then click the canvas where it should go (or the host it belongs in) — this works with touch and pens too —
 * or drag it onto the canvas; double-click it to create it at the next free place (or in the selected host).
 * A job needs no place: its button creates one at once. The link tool is a toggle bound to the canvas's link
 * mode. Arming, the link tool and Esc on the canvas all go through the canvas's view-model, so the buttons
 * always show the tool that is really active.
 */
public final class PaletteView extends ScrollPane {

    /** Node-id prefix of the entries' buttons, followed by the entry id. */
    public static final String ID_PREFIX = "palette-";

    /**
     * @param topology the canvas's view-model, whose armed entry and link mode the buttons show and set
     * @param create   creates an entry at once: at the next free place, or in the selected host
     */
    public PaletteView(TopologyViewModel topology, Consumer<PaletteEntry> create) {
        VBox content = new VBox();
        content.getStyleClass().add("palette");
        PaletteEntry.Group group = null;
        for (PaletteEntry entry : Palette.entries()) {
            if (entry.group() != group) {
                group = entry.group();
                Label heading = new Label(group.title());
                heading.getStyleClass().add("palette-heading");
                wrap(heading);
                content.getChildren().add(heading);
            }
            content.getChildren().add(switch (entry.target()) {
                case LINK_TOOL -> linkTool(entry, topology);
                case CLUSTER -> button(entry, create);
                case CANVAS, HOST, PROCESS_ON_HOST -> placingTool(entry, topology, create);
            });
        }
        setContent(content);
        setFitToWidth(true);
        getStyleClass().add("palette-pane");
    }

    private static Button button(PaletteEntry entry, Consumer<PaletteEntry> create) {
        Button button = new Button(entry.label());
        decorate(button, entry);
        button.setOnAction(e -> create.accept(entry));
        return button;
    }

    /** A tool button: selected exactly while its entry is the armed one. */
    private static ToggleButton placingTool(PaletteEntry entry, TopologyViewModel topology, Consumer<PaletteEntry> create) {
        ToggleButton tool = new ToggleButton(entry.label());
        decorate(tool, entry);
        tool.setOnAction(e -> topology.armedEntryProperty().set(tool.isSelected() ? entry.id() : null));
        topology.armedEntryProperty().addListener((obs, was, armed) -> tool.setSelected(entry.id().equals(armed)));
        tool.addEventHandler(MouseEvent.MOUSE_CLICKED, event -> {
            if (event.getButton() == MouseButton.PRIMARY && event.getClickCount() == 2) {
                topology.armedEntryProperty().set(null);
                create.accept(entry);
            }
        });
        tool.setOnDragDetected(event -> {
            Dragboard board = tool.startDragAndDrop(TransferMode.COPY);
            ClipboardContent content = new ClipboardContent();
            content.put(TopologyView.PALETTE_ENTRY, entry.id());
            board.setContent(content);
            event.consume();
        });
        return tool;
    }

    private static ToggleButton linkTool(PaletteEntry entry, TopologyViewModel topology) {
        ToggleButton toggle = new ToggleButton(entry.label());
        decorate(toggle, entry);
        toggle.selectedProperty().bindBidirectional(topology.linkModeProperty());
        return toggle;
    }

    private static void decorate(ButtonBase button, PaletteEntry entry) {
        button.setId(ID_PREFIX + entry.id());
        button.getStyleClass().addAll("palette-entry", "palette-" + entry.group().name().toLowerCase(Locale.ROOT));
        button.setMaxWidth(Double.MAX_VALUE);
        wrap(button);
        button.setMnemonicParsing(false);
        button.setFocusTraversable(false);
        button.setTooltip(new Tooltip(entry.tooltip() + hint(entry)));
    }

    private static String hint(PaletteEntry entry) {
        return switch (entry.target()) {
            case CANVAS -> "\nClick, then click the canvas to place it; or drag it there; double-click: next free place.";
            case HOST, PROCESS_ON_HOST -> "\nClick, then click a host; or drag it onto one; double-click: the selected host.";
            case CLUSTER, LINK_TOOL -> "";
        };
    }

    /** A preset's long name ("Sun Enterprise 5000 + 3 Myrinet M2F") wraps in a narrow palette, never cut to "…". */
    private static void wrap(javafx.scene.control.Labeled labeled) {
        labeled.setWrapText(true);
        labeled.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
    }
}
