package org.ccw.app.window;

import java.util.List;
import javafx.event.ActionEvent;
import javafx.event.EventHandler;
import javafx.scene.control.Button;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Separator;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import org.ccw.app.window.document.Examples;
import org.ccw.engine.stack.Stack;
import org.ccw.engine.stack.Stacks;

/**
 * The menus of the document being drawn (see {@code UI.md}): File (new, presets, examples, open, recent, save,
 * export, exit), Edit (undo and redo named after the edit, delete, pin) and View (zoom, fit, ELK layout, outline),
 * and the tool bar that repeats the ones used most.
 * The run's, the lab's and the help menus are their own; what an item does is {@link DocumentActions}' (File's), the
 * window's or its view-model's.
 */
final class DocumentMenus {
    private final MainWindow window;
    private final DocumentActions documents;
    private final MainWindowViewModel viewModel;

    DocumentMenus(MainWindow window, DocumentActions documents, MainWindowViewModel viewModel) {
        this.window = window;
        this.documents = documents;
        this.viewModel = viewModel;
    }

    /** File, with the window's {@code recent} files and its {@code sweepResults} item after Open. */
    Menu file(Menu recent, MenuItem sweepResults) {
        return new Menu("_File", null,
            item("_New", "Shortcut+N", e -> documents.newScenario()),
            presets(),
            examples(),
            item("_Open…", "Shortcut+O", e -> documents.open()),
            recent,
            sweepResults,
            item("_Save", "Shortcut+S", e -> documents.save()),
            item("Save _As…", "Shortcut+Shift+S", e -> documents.saveAs()),
            new SeparatorMenuItem(),
            item("_Export…", "Shortcut+E", e -> window.export()),
            new SeparatorMenuItem(),
            item("E_xit", "Shortcut+Q", e -> documents.exit()));
    }

    /** Edit: Undo and Redo say what they undo and redo, as the editor's history names it when the menu opens. */
    Menu edit() {
        MenuItem undo = item("_Undo", "Shortcut+Z", e -> viewModel.editor().undo());
        MenuItem redo = item("_Redo", "Shortcut+Shift+Z", e -> viewModel.editor().redo());
        MenuItem delete = item("_Delete", "Delete", e -> viewModel.editor().deleteSelection());
        MenuItem pin = item("_Pin / unpin", "Shortcut+P", e -> window.togglePin());
        Menu edit = new Menu("_Edit", null, undo, redo, new SeparatorMenuItem(), delete, pin);
        edit.setOnShowing(e -> {
            undo.setText(viewModel.editor().undoLabelProperty().get());
            undo.setDisable(!viewModel.editor().canUndoProperty().get());
            redo.setText(viewModel.editor().redoLabelProperty().get());
            redo.setDisable(!viewModel.editor().canRedoProperty().get());
        });
        return edit;
    }

    /** View: zoom, fit and layout of the canvas, and the outline shown or hidden. */
    Menu view() {
        CheckMenuItem showOutline = new CheckMenuItem("_Outline");
        showOutline.setSelected(true);
        showOutline.selectedProperty().addListener((obs, was, shown) -> window.showOutline(shown));
        return new Menu("_View", null,
            itemWithKey("Zoom _in", shortcut(KeyCode.EQUALS), e -> viewModel.editor().topology().zoomIn()),
            itemWithKey("Zoom _out", shortcut(KeyCode.MINUS), e -> viewModel.editor().topology().zoomOut()),
            itemWithKey("_Fit", shortcut(KeyCode.DIGIT0), e -> viewModel.editor().topology().fit()),
            item("_Layout (ELK)", "Shortcut+L", e -> viewModel.editor().layout()),
            new SeparatorMenuItem(), showOutline);
    }

    /** The tool bar: the commands of File, Edit and View a user reaches for most, with their keys in the tooltips. */
    ToolBar toolBar() {
        ToolBar bar = new ToolBar(
            button("New", "New empty scenario to draw from the palette (Ctrl+N)", e -> documents.newScenario()),
            button("Open", "Open a scenario file (Ctrl+O)", e -> documents.open()),
            button("Save", "Save the scenario (Ctrl+S)", e -> documents.save()),
            new Separator(),
            button("Undo", "Undo the last edit (Ctrl+Z)", e -> viewModel.editor().undo()),
            button("Redo", "Redo (Ctrl+Shift+Z)", e -> viewModel.editor().redo()),
            button("Delete", "Delete the selection with its links (Delete)", e -> viewModel.editor().deleteSelection()),
            new Separator(),
            button("Layout", "Lay the cluster out with ELK; pinned nodes stay (Ctrl+L)", e -> viewModel.editor().layout()),
            button("Pin", "Pin or unpin the selected nodes against automatic layout (Ctrl+P)", e -> window.togglePin()),
            button("Fit", "Fit the drawing into the canvas (Ctrl+0)", e -> viewModel.editor().topology().fit()),
            button("Zoom −", "Zoom out (Ctrl+−)", e -> viewModel.editor().topology().zoomOut()),
            button("Zoom +", "Zoom in (Ctrl+=)", e -> viewModel.editor().topology().zoomIn()));
        bar.setId(MainWindow.TOOL_BAR_ID);
        return bar;
    }

    private static Button button(String text, String tooltip, EventHandler<ActionEvent> action) {
        Button button = new Button(text);
        button.setTooltip(new Tooltip(tooltip));
        button.setOnAction(action);
        button.setFocusTraversable(false);
        return button;
    }

    private Menu presets() {
        Menu menu = new Menu("New from _preset");
        // every preset is a registered stack's, so each one offered is one its stack runs (EveryPresetAndExampleRunsTest)
        for (Stack stack : Stacks.all()) {
            for (Stack.Preset preset : stack.presets()) {
                menu.getItems().add(item(preset.title(), null, e -> documents.newFrom(preset.scenario().get())));
            }
        }
        return menu;
    }

    /** File → Open example: the scenario files shipped in the distribution's examples folder. */
    private Menu examples() {
        Menu menu = new Menu("Open _example");
        menu.setId(MainWindow.EXAMPLES_MENU_ID);
        List<Examples.Example> examples = Examples.installed().map(Examples::in).orElse(List.of());
        examples.forEach(example -> menu.getItems().add(item(example.title(), null, e -> documents.replaceDocument(() -> viewModel.openExample(example.file())))));
        menu.setDisable(examples.isEmpty());
        return menu;
    }

    /** A menu item with an accelerator written as {@link KeyCombination#keyCombination} reads it, or none. */
    static MenuItem item(String text, String accelerator, EventHandler<ActionEvent> action) {
        return itemWithKey(text, accelerator == null ? null : KeyCombination.keyCombination(accelerator), action);
    }

    private static MenuItem itemWithKey(String text, KeyCombination accelerator, EventHandler<ActionEvent> action) {
        MenuItem item = new MenuItem(text);
        item.setAccelerator(accelerator);
        item.setOnAction(action);
        return item;
    }

    /**
     * Ctrl (⌘ on a Mac) with a key that has no character name of its own: {@code keyCombination("Shortcut+DIGIT0")}
     * reads "DIGIT0" as a character, never matches and shows as "Ctrl+DIGIT0"; a key code shows as "Ctrl+0".
     */
    private static KeyCombination shortcut(KeyCode key) {
        return new KeyCodeCombination(key, KeyCombination.SHORTCUT_DOWN);
    }
}
