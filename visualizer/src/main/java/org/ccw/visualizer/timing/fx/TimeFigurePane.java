package org.ccw.visualizer.timing.fx;

import javafx.beans.Observable;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.LongProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.ToolBar;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import org.ccw.visualizer.timing.TimeFigure;

/**
 * A view of a {@link TimeFigure} on a canvas, as the space-time and congestion-window views show theirs: a tool bar
 * (Whole run, the view's own controls, Export), a details line of its own (in the tool bar a long line would
 * overflow into its hidden menu), and the figure in a scroll pane that sets its width. A click goes to the
 * view-model, the wheel zooms around the pointer, and the canvas is redrawn whenever the range, the width or the
 * shared cursor moves (and whatever else a view adds with {@link #redrawOn}).
 */
public class TimeFigurePane extends BorderPane implements org.ccw.visualizer.LabelScale.Scaled {

    /** What the pane needs of a view-model over a figure in time. */
    public interface Model {
        TimeFigure figure();

        LongProperty fromPsProperty();

        LongProperty toPsProperty();

        DoubleProperty widthProperty();

        TimeCursor cursor();

        ReadOnlyStringProperty detailsProperty();

        void showAll();

        void zoom(long atPs, double factor);

        void click(double x, double y);
    }

    private final Model model;
    private final Canvas canvas = new Canvas();
    private final Button export = new Button("Export…");
    /** Screen pixels per figure unit: the stylesheet's label scale (larger in lecture mode). */
    private final javafx.css.StyleableDoubleProperty labelScale = org.ccw.visualizer.LabelScale.property(this);

    /**
     * @param name     the view's name: its style class, and the ids {@code NAME-canvas} and {@code NAME-details}
     * @param controls the view's own controls, between Whole run and Export
     */
    protected TimeFigurePane(String name, Model model, Node... controls) {
        this.model = model;
        getStyleClass().add(name);
        Button all = new Button("Whole run");
        all.setOnAction(e -> model.showAll());
        ToolBar tools = new ToolBar(all);
        tools.getItems().addAll(controls);
        tools.getItems().add(export);
        Label details = new Label();
        details.textProperty().bind(model.detailsProperty());
        details.setId(name + "-details");
        details.setPadding(new Insets(2, 8, 4, 8));
        details.setMaxWidth(Double.MAX_VALUE);
        setTop(new VBox(tools, details));
        ScrollPane scroll = new ScrollPane(canvas);
        scroll.setFitToWidth(true);
        scroll.setPadding(Insets.EMPTY);
        setCenter(scroll);
        // the figure is laid out for the width it gets in figure units, then drawn magnified
        scroll.viewportBoundsProperty().addListener((o, a, b) -> model.widthProperty().set(b.getWidth() / scale()));
        labelScale.addListener((o, a, b) -> model.widthProperty().set(scroll.getViewportBounds().getWidth() / scale()));
        canvas.setId(name + "-canvas");
        canvas.setOnMouseClicked(e -> model.click(e.getX() / scale(), e.getY() / scale()));
        canvas.setOnScroll(e -> model.zoom(model.figure().timeAt(e.getX() / scale()), e.getDeltaY() > 0 ? 0.5 : 2));
        redrawOn(model.widthProperty(), model.fromPsProperty(), model.toPsProperty(),
                model.cursor().positionProperty(), labelScale);
        redraw();
    }

    /** Redraws the figure whenever one of {@code changes} changes. */
    protected final void redrawOn(Observable... changes) {
        for (Observable change : changes) {
            change.addListener(o -> redraw());
        }
    }

    /** What the Export button does (the window's export dialog). */
    public void setOnExport(Runnable action) {
        export.setOnAction(e -> action.run());
    }

    public Canvas canvas() {
        return canvas;
    }

    @Override
    public javafx.css.StyleableDoubleProperty labelScaleProperty() {
        return labelScale;
    }

    @Override
    public java.util.List<javafx.css.CssMetaData<? extends javafx.css.Styleable, ?>> getCssMetaData() {
        return org.ccw.visualizer.LabelScale.withScale(BorderPane.getClassCssMetaData());
    }

    private void redraw() {
        CanvasSurface.paint(canvas, model.figure(), scale());
    }
}
