package org.ccw.visualizer.spacetime.fx;

import javafx.geometry.Insets;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.ToolBar;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import org.ccw.visualizer.spacetime.SpaceTimeFigure;
import org.ccw.visualizer.timing.fx.CanvasSurface;

/**
 * The space-time view in the GUI: a tool bar (whole run, export, the selected message's details) over a canvas
 * drawn by the same {@link SpaceTimeFigure} as the exports. Click a line for its message, elsewhere to move the
 * shared cursor; the wheel zooms around the pointer. All state lives in the {@link SpaceTimeViewModel}.
 */
public final class SpaceTimeView extends BorderPane {
    private final SpaceTimeViewModel model;
    private final Canvas canvas = new Canvas();
    private final Button export = new Button("Export…");

    public SpaceTimeView(SpaceTimeViewModel model) {
        this.model = model;
        getStyleClass().add("space-time");
        Button all = new Button("Whole run");
        all.setOnAction(e -> model.showAll());
        Label details = new Label();
        details.textProperty().bind(model.detailsProperty());
        details.setId("space-time-details");
        // the details in a bar of their own: in the tool bar a long line would overflow into its hidden menu
        details.setPadding(new Insets(2, 8, 4, 8));
        details.setMaxWidth(Double.MAX_VALUE);
        setTop(new VBox(new ToolBar(all, export), details));
        ScrollPane scroll = new ScrollPane(canvas);
        scroll.setFitToWidth(true);
        scroll.setPadding(Insets.EMPTY);
        setCenter(scroll);
        scroll.viewportBoundsProperty().addListener((o, a, b) -> model.widthProperty().set(b.getWidth()));
        canvas.setId("space-time-canvas");
        canvas.setOnMouseClicked(e -> model.click(e.getX(), e.getY()));
        canvas.setOnScroll(this::scrolled);
        model.widthProperty().addListener(o -> redraw());
        model.fromPsProperty().addListener(o -> redraw());
        model.toPsProperty().addListener(o -> redraw());
        model.selectedProperty().addListener(o -> redraw());
        model.cursor().timePsProperty().addListener(o -> redraw());
        redraw();
    }

    /** What the Export button does (the window's export dialog). */
    public void setOnExport(Runnable action) {
        export.setOnAction(e -> action.run());
    }

    public Canvas canvas() {
        return canvas;
    }

    private void scrolled(ScrollEvent e) {
        SpaceTimeFigure figure = model.figure();
        model.zoom(figure.timeAt(e.getX()), e.getDeltaY() > 0 ? 0.5 : 2);
    }

    private void redraw() {
        SpaceTimeFigure figure = model.figure();
        canvas.setWidth(figure.width());
        canvas.setHeight(figure.height());
        figure.paint(new CanvasSurface(canvas.getGraphicsContext2D()));
    }
}
