package org.ccw.visualizer.congestion.fx;

import javafx.geometry.Insets;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.ToolBar;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.ccw.visualizer.congestion.CongestionFigure;
import org.ccw.visualizer.timing.fx.CanvasSurface;

/**
 * The congestion-window view in the GUI: a tool bar (whole run, segments or bytes, export) and the details line over
 * a canvas drawn by the same {@link CongestionFigure} as the exports. A click moves the shared cursor there and
 * tells the window of the connection clicked; the wheel zooms around the pointer. All state lives in the
 * {@link CongestionViewModel}.
 */
public final class CongestionView extends BorderPane {
    private final CongestionViewModel model;
    private final Canvas canvas = new Canvas();
    private final Button export = new Button("Export…");

    public CongestionView(CongestionViewModel model) {
        this.model = model;
        getStyleClass().add("congestion");
        Button all = new Button("Whole run");
        all.setOnAction(e -> model.showAll());
        ChoiceBox<CongestionFigure.Unit> unit = new ChoiceBox<>();
        unit.getItems().setAll(CongestionFigure.Unit.values());
        unit.setConverter(new StringConverter<>() {
            @Override
            public String toString(CongestionFigure.Unit u) {
                return u == null ? "" : "in " + u.words();
            }

            @Override
            public CongestionFigure.Unit fromString(String s) {
                throw new UnsupportedOperationException();
            }
        });
        unit.valueProperty().bindBidirectional(model.unitProperty());
        unit.setId("congestion-unit");
        Label details = new Label();
        details.textProperty().bind(model.detailsProperty());
        details.setId("congestion-details");
        details.setPadding(new Insets(2, 8, 4, 8));
        details.setMaxWidth(Double.MAX_VALUE);
        setTop(new VBox(new ToolBar(all, unit, export), details));
        ScrollPane scroll = new ScrollPane(canvas);
        scroll.setFitToWidth(true);
        scroll.setPadding(Insets.EMPTY);
        setCenter(scroll);
        scroll.viewportBoundsProperty().addListener((o, a, b) -> model.widthProperty().set(b.getWidth()));
        canvas.setId("congestion-canvas");
        canvas.setOnMouseClicked(e -> model.click(e.getX(), e.getY()));
        canvas.setOnScroll(this::scrolled);
        model.widthProperty().addListener(o -> redraw());
        model.fromPsProperty().addListener(o -> redraw());
        model.toPsProperty().addListener(o -> redraw());
        model.unitProperty().addListener(o -> redraw());
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
        model.zoom(model.figure().timeAt(e.getX()), e.getDeltaY() > 0 ? 0.5 : 2);
    }

    private void redraw() {
        CongestionFigure figure = model.figure();
        canvas.setWidth(figure.width());
        canvas.setHeight(figure.height());
        figure.paint(new CanvasSurface(canvas.getGraphicsContext2D()));
    }
}
