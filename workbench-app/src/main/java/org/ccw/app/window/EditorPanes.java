package org.ccw.app.window;

import javafx.scene.control.Label;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.ccw.visualizer.editor.ScenarioEditor;
import org.ccw.visualizer.outline.OutlineView;
import org.ccw.visualizer.palette.PaletteView;
import org.ccw.visualizer.problems.ProblemsView;
import org.ccw.visualizer.properties.PropertySheetView;
import org.ccw.visualizer.properties.PropertySheetViewModel;
import org.ccw.visualizer.topology.TopologyView;

/**
 * The views of one open document, each bound to its {@link ScenarioEditor}: palette, outline, topology canvas,
 * property sheet and problems view. The main window builds a new set when another document opens and puts
 * them into its fixed frame, so no view ever outlives the editor it shows.
 */
final class EditorPanes {

    final PaletteView palette;
    final VBox outline;
    final TopologyView canvas;
    final PropertySheetView properties;
    final ProblemsView problems;

    EditorPanes(ScenarioEditor editor) {
        palette = new PaletteView(editor.topology(), editor::createAtFreeSpot);
        OutlineView tree = new OutlineView();
        tree.outlineProperty().bind(editor.outlineProperty());
        tree.bindSelection(editor.topology().selectedIds(), (ids, additive) -> editor.selectIds(ids, additive));
        VBox.setVgrow(tree, Priority.ALWAYS);
        outline = new VBox(title("Outline"), tree);
        canvas = new TopologyView(editor.topology());
        properties = new PropertySheetView(new PropertySheetViewModel(editor), editor);
        problems = new ProblemsView(editor.problems(), editor::selectProblem);
    }

    private static Label title(String text) {
        Label label = new Label(text);
        label.getStyleClass().add("pane-title");
        return label;
    }
}
