package org.ccw.app.window.lab;

import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import javafx.geometry.Insets;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.ccw.app.window.dialogs.Dialogs;
import org.ccw.labs.folder.LabFolder;

/**
 * Lab → Browse labs…: every lab grouped by paper or by topic, filtered by words; the chosen lab's goal, source,
 * duration, steps and how far the student got beside the list; Open opens it (its scenario and its steps). The
 * grouping and filtering are {@link LabBrowserModel}'s.
 */
public final class LabBrowser {

    public static final String DIALOG_ID = "lab-browser";
    public static final String TREE_ID = "lab-browser-tree";
    public static final String FILTER_ID = "lab-browser-filter";
    public static final String GOAL_ID = "lab-browser-goal";

    private final LabBrowserModel model;
    private final Function<LabFolder, Map<String, String>> answers;
    private final TreeView<Object> tree = new TreeView<>();
    private final TextField filter = new TextField();
    private final ChoiceBox<LabBrowserModel.Grouping> grouping = new ChoiceBox<>();
    private final Label title = detail("lab-browser-title");
    private final Label facts = detail(null);
    private final Label goal = detail(null);
    private final Label source = detail("lab-steps-source");
    private final Label progress = detail(null);
    private final Dialog<LabFolder> dialog = new Dialog<>();

    /**
     * @param answers a lab's saved answers of the current student
     * @param current the lab open now, chosen at first; null for none
     */
    LabBrowser(Window owner, LabBrowserModel model, Function<LabFolder, Map<String, String>> answers,
               LabFolder current) {
        this.model = model;
        this.answers = answers;
        tree.setId(TREE_ID);
        tree.setShowRoot(false);
        tree.setCellFactory(t -> new TreeCell<>() {
            @Override
            protected void updateItem(Object item, boolean empty) {
                super.updateItem(item, empty);
                getStyleClass().remove("lab-browser-group");
                if (empty || item == null) {
                    setText(null);
                } else if (item instanceof LabFolder lab) {
                    setText(lab.id() + " — " + lab.title());
                } else {
                    setText(item.toString());
                    getStyleClass().add("lab-browser-group");
                }
            }
        });
        filter.setId(FILTER_ID);
        filter.setPromptText("filter: words of the title, goal, paper or topic");
        filter.textProperty().addListener((obs, was, now) -> refill());
        grouping.getItems().setAll(LabBrowserModel.Grouping.values());
        grouping.setValue(LabBrowserModel.Grouping.PAPER);
        grouping.setOnAction(e -> refill());
        goal.setId(GOAL_ID);
        tree.getSelectionModel().selectedItemProperty().addListener((obs, was, item) -> showDetail());
        HBox.setHgrow(filter, Priority.ALWAYS);
        VBox details = new VBox(6, title, facts, goal, source, progress);
        details.setPadding(new Insets(6));
        ScrollPane detailScroll = new ScrollPane(details);
        detailScroll.setFitToWidth(true);
        SplitPane body = new SplitPane(tree, detailScroll);
        body.setDividerPositions(0.5);
        BorderPane content = new BorderPane(body);
        HBox top = new HBox(6, filter, grouping);
        BorderPane.setMargin(top, new Insets(0, 0, 6, 0));
        content.setTop(top);
        content.setPrefSize(860, 460);
        dialog.initOwner(owner);
        dialog.setTitle("Labs");
        dialog.setHeaderText(null);
        dialog.setResizable(true);
        ButtonType open = new ButtonType("Open", ButtonBar.ButtonData.OK_DONE);
        dialog.getDialogPane().getButtonTypes().setAll(open, ButtonType.CANCEL);
        dialog.getDialogPane().setContent(content);
        dialog.getDialogPane().setId(DIALOG_ID);
        dialog.getDialogPane().lookupButton(open).disableProperty().bind(
            javafx.beans.binding.Bindings.createBooleanBinding(() -> selected().isEmpty(),
                tree.getSelectionModel().selectedItemProperty()));
        dialog.setResultConverter(button -> button == open ? selected().orElse(null) : null);
        // a double-click opens a lab at once
        tree.setOnMouseClicked(e -> {
            if (e.getClickCount() == 2 && selected().isPresent()) {
                dialog.setResult(selected().get());
                dialog.close();
            }
        });
        // typing goes to the filter
        dialog.setOnShown(e -> filter.requestFocus());
        refill();
        if (current != null) {
            select(current);
        }
    }

    /** Shows the browser and waits; the lab chosen with Open, if any. */
    Optional<LabFolder> choose() {
        return Dialogs.fitted(dialog).showAndWait();
    }

    Dialog<LabFolder> dialog() {
        return dialog;
    }

    /** Selects {@code lab} in the list, if it is there. */
    void select(LabFolder lab) {
        for (TreeItem<Object> group : tree.getRoot().getChildren()) {
            for (TreeItem<Object> item : group.getChildren()) {
                if (item.getValue() == lab) {
                    tree.getSelectionModel().select(item);
                    tree.scrollTo(Math.max(0, tree.getRow(item) - 2));
                }
            }
        }
    }

    private Optional<LabFolder> selected() {
        TreeItem<Object> item = tree.getSelectionModel().getSelectedItem();
        return item != null && item.getValue() instanceof LabFolder lab ? Optional.of(lab) : Optional.empty();
    }

    private void refill() {
        TreeItem<Object> root = new TreeItem<>();
        for (LabBrowserModel.Group g : model.groups(grouping.getValue(), filter.getText())) {
            TreeItem<Object> group = new TreeItem<>(g.name() + " (" + g.labs().size() + ")");
            g.labs().forEach(lab -> group.getChildren().add(new TreeItem<>(lab)));
            group.setExpanded(true);
            root.getChildren().add(group);
        }
        tree.setRoot(root);
        showDetail();
    }

    private void showDetail() {
        Optional<LabFolder> lab = selected();
        title.setText(lab.map(l -> l.id() + " — " + l.title()).orElse("Choose a lab"));
        facts.setText(lab.map(LabBrowserModel::facts).orElse(""));
        goal.setText(lab.map(LabFolder::goal).orElse("Each lab follows a paper: its scenario opens on the canvas"
            + " and its steps beside it, with questions to answer before the run shows the answer."));
        source.setText(lab.map(l -> l.paper() + ": " + l.source()).orElse(""));
        progress.setText(lab.map(l -> LabBrowserModel.progress(l, answers.apply(l))).orElse(""));
    }

    private static Label detail(String styleClass) {
        Label label = new Label();
        label.setWrapText(true);
        label.setMinHeight(Region.USE_PREF_SIZE);
        if (styleClass != null) {
            label.getStyleClass().add(styleClass);
        }
        return label;
    }
}
