package org.ccw.app.window.run;

import javafx.beans.binding.Bindings;
import javafx.collections.FXCollections;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Tab;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.ccw.visualizer.animation.Breakpoint;

/**
 * The Breakpoints tab: the run's breakpoints as "pause when …" lines, a choice of breakpoint with its argument (a
 * handler's name, a number of cells) to add, and Remove for the selected one. The list is the view-model's.
 */
final class BreakpointsPane {

    private final Tab tab;

    BreakpointsPane(RunViewModel model) {
        ListView<Breakpoint> list = new ListView<>(model.breakpoints());
        list.setId("breakpoint-list");
        list.setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(Breakpoint item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : "● pause when " + item.description());
            }
        });
        ChoiceBox<String> choice = new ChoiceBox<>(FXCollections.observableArrayList(RunViewModel.BREAKPOINT_CHOICES));
        choice.setValue(RunViewModel.BREAKPOINT_CHOICES.get(0));
        TextField argument = new TextField();
        argument.setPromptText("handler name or cells");
        argument.setPrefColumnCount(10);
        Button add = RunToolBar.button("Add", "Add this breakpoint",
            e -> model.addBreakpoint(choice.getValue(), argument.getText()));
        Button remove = RunToolBar.button("Remove", "Remove the selected breakpoint", e -> {
            Breakpoint selected = list.getSelectionModel().getSelectedItem();
            if (selected != null) {
                model.breakpoints().remove(selected);
            }
        });
        VBox.setVgrow(list, Priority.ALWAYS);
        tab = new Tab("Breakpoints", new VBox(4, new HBox(6, choice, argument, add, remove), list));
        tab.setId("breakpoints-tab");
        tab.textProperty().bind(Bindings.createStringBinding(
            () -> "Breakpoints (" + model.breakpoints().size() + ")", model.breakpoints()));
    }

    Tab tab() {
        return tab;
    }
}
