package org.ccw.visualizer.properties;

import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.TextField;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.ccw.visualizer.editor.FeatureValues;
import org.ccw.visualizer.editor.ScenarioEditor;
import org.controlsfx.control.PropertySheet;
import org.controlsfx.property.editor.AbstractPropertyEditor;
import org.controlsfx.property.editor.DefaultPropertyEditorFactory;
import org.controlsfx.property.editor.PropertyEditor;

/**
 * The property pane: the selected element's name over a ControlsFX {@link PropertySheet} of its attributes
 * (grouped by category, each name with its unit, the range in the tooltip) and, below, the editor's last
 * refusal ("clockMHz = -5 MHz is below the minimum of 1 MHz"). Numbers and text commit on Enter or when the
 * field loses focus, so one typed value is one undoable edit rather than one per keystroke.
 */
public final class PropertySheetView extends VBox {

    /** Node id of the refusal message. */
    public static final String MESSAGE_ID = "property-message";
    /** Node-id prefix of a number or text field, followed by the attribute's name ({@code property-field-memoryMB}). */
    public static final String FIELD_ID_PREFIX = "property-field-";

    private final PropertySheet sheet = new PropertySheet();

    public PropertySheetView(PropertySheetViewModel viewModel, ScenarioEditor editor) {
        getStyleClass().add("property-pane");
        Label title = new Label();
        title.getStyleClass().add("property-title");
        title.setWrapText(true);
        title.setMinHeight(Region.USE_PREF_SIZE);
        title.textProperty().bind(viewModel.titleProperty());
        Label message = new Label();
        message.setId(MESSAGE_ID);
        message.getStyleClass().add("property-message");
        message.setWrapText(true);
        message.textProperty().bind(editor.messageProperty());
        message.visibleProperty().bind(Bindings.isNotEmpty(editor.messageProperty()));
        message.managedProperty().bind(message.visibleProperty());
        sheet.setMode(PropertySheet.Mode.CATEGORY);
        sheet.setModeSwitcherVisible(false);
        sheet.setSearchBoxVisible(false);
        sheet.setPropertyEditorFactory(new CommitOnEnterFactory());
        sheet.getItems().setAll(viewModel.items());
        viewModel.items().addListener((ListChangeListener<FeatureProperty>) c -> sheet.getItems().setAll(viewModel.items()));
        VBox.setVgrow(sheet, Priority.ALWAYS);
        getChildren().addAll(title, sheet, message);
    }

    /**
     * ControlsFX's editors for enums and booleans; a commit-on-Enter text field for numbers and text; a choice of
     * the scenario's elements, by their path of names, for a reference, and of the known kinds for a workload's.
     */
    private static final class CommitOnEnterFactory extends DefaultPropertyEditorFactory {
        @Override
        public PropertyEditor<?> call(PropertySheet.Item item) {
            if (item instanceof FeatureProperty feature && feature.hasChoices()) {
                return new ChoiceEditor(feature);
            }
            Class<?> type = item.getType();
            if (type == String.class || (type != null && FeatureValues.isNumeric(type))) {
                return new CommitTextEditor(item);
            }
            return super.call(item);
        }
    }

    /**
     * A text field that hands its text to the item on Enter or focus loss and then shows what the model holds,
     * so a refused value springs back to the last accepted one.
     */
    private static final class CommitTextEditor extends AbstractPropertyEditor<Object, TextField> {

        /**
         * Never changes: the item is set directly on commit, not through the editor's value listener. Created on
         * first use because the superclass constructor asks for it before this class's fields are initialised.
         */
        private javafx.beans.property.ReadOnlyObjectWrapper<Object> unused;
        private final PropertySheet.Item item;

        CommitTextEditor(PropertySheet.Item item) {
            this(item, new TextField());
        }

        private CommitTextEditor(PropertySheet.Item item, TextField field) {
            super(item, field);
            this.item = item;
            field.getStyleClass().add("property-field");
            if (item instanceof FeatureProperty feature) {
                field.setId(FIELD_ID_PREFIX + feature.feature().getName());
            }
            field.setOnAction(e -> commit());
            field.focusedProperty().addListener((obs, was, focused) -> {
                if (!focused) {
                    commit();
                }
            });
        }

        private void commit() {
            String text = getEditor().getText();
            if (!text.equals(format(item.getValue()))) {
                item.setValue(text);
            }
            setValue(item.getValue());
        }

        @Override
        protected javafx.beans.value.ObservableValue<Object> getObservableValue() {
            if (unused == null) {
                unused = new javafx.beans.property.ReadOnlyObjectWrapper<>();
            }
            return unused.getReadOnlyProperty();
        }

        @Override
        public void setValue(Object value) {
            getEditor().setText(format(value));
        }

        private static String format(Object value) {
            if (value instanceof Double d && d == Math.rint(d) && !d.isInfinite() && Math.abs(d) < 1e15) {
                return Long.toString(d.longValue());
            }
            return Optional.ofNullable(value).map(Object::toString).orElse("");
        }
    }

    /** A reference's (or a workload kind's) editor: the row's choices in a combo box, labelled by their names. */
    private static final class ChoiceEditor extends AbstractPropertyEditor<Object, ComboBox<Object>> {

        ChoiceEditor(FeatureProperty item) {
            super(item, new ComboBox<>(FXCollections.observableArrayList(item.choices())));
            ComboBox<Object> box = getEditor();
            box.setId(FIELD_ID_PREFIX + item.feature().getName());
            box.getStyleClass().add("property-field");
            box.setConverter(new StringConverter<>() {
                @Override
                public String toString(Object value) {
                    return FeatureProperty.label(value);
                }

                @Override
                public Object fromString(String text) {
                    return box.getItems().stream().filter(c -> FeatureProperty.label(c).equals(text)).findFirst()
                        .orElse(null);
                }
            });
            box.setCellFactory(list -> new ListCell<>() {
                @Override
                protected void updateItem(Object value, boolean empty) {
                    super.updateItem(value, empty);
                    setText(empty ? null : FeatureProperty.label(value));
                }
            });
            box.setButtonCell(box.getCellFactory().call(null));
        }

        @Override
        protected javafx.beans.value.ObservableValue<Object> getObservableValue() {
            return getEditor().valueProperty();
        }

        @Override
        public void setValue(Object value) {
            getEditor().setValue(value);
        }
    }
}
