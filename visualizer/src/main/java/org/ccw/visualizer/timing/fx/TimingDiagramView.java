package org.ccw.visualizer.timing.fx;

import java.io.File;
import java.io.IOException;
import java.util.Locale;

import javafx.scene.canvas.Canvas;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.MenuButton;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Pane;
import javafx.stage.FileChooser;
import org.ccw.visualizer.export.ExportFormat;
import org.ccw.visualizer.export.FigureExport;
import org.ccw.visualizer.timing.MessageArrow;
import org.ccw.visualizer.timing.TimingPainter;

/**
 * The timing diagram in the GUI: a tool bar (fit, zoom, node and kind filters, per-layer lanes, LogP overlay,
 * polls strips, export) over a canvas drawn by the same {@link TimingPainter} as the exports. Mouse: wheel zooms around the
 * pointer, drag pans, Shift+drag selects a time range, click selects an arrow (which seeks the shared cursor),
 * hovering an arrow names it (its label may have yielded to a crowd). The lanes shrink to the pane's height.
 * All state lives in the {@link TimingDiagramViewModel}; this class only forwards gestures and redraws.
 */
public final class TimingDiagramView extends BorderPane implements org.ccw.visualizer.LabelScale.Scaled {
    private final TimingDiagramViewModel model;
    private final Canvas canvas = new Canvas();
    private double pressX;
    private double lastX;
    private boolean dragged;
    private Runnable onExport = this::export;
    private final ToolBar toolBar;
    /** Screen pixels per figure unit: the stylesheet's label scale (larger in lecture mode). */
    private final javafx.css.StyleableDoubleProperty labelScale = org.ccw.visualizer.LabelScale.property(this);

    public TimingDiagramView(TimingDiagramViewModel model) {
        this.model = model;
        getStyleClass().add("timing-diagram");
        toolBar = toolBar();
        setTop(toolBar);
        Pane holder = new Pane(canvas);
        holder.setMinSize(0, 0);
        setCenter(holder);
        // the diagram is laid out for the room it gets in figure units, then drawn magnified
        holder.widthProperty().addListener(o -> fitTo(holder));
        holder.heightProperty().addListener(o -> fitTo(holder));
        labelScale.addListener(o -> {
            fitTo(holder);
            redraw();
        });
        model.diagramProperty().addListener(o -> redraw());
        model.widthProperty().addListener(o -> redraw());
        model.fitHeightProperty().addListener(o -> redraw());
        model.selectedProperty().addListener(o -> redraw());
        model.cursor().positionProperty().addListener(o -> redraw());
        canvas.setId("timing-canvas");
        canvas.setOnScroll(this::scrolled);
        canvas.setOnMousePressed(e -> {
            pressX = e.getX() / scale();
            lastX = e.getX() / scale();
            dragged = false;
        });
        canvas.setOnMouseDragged(this::dragged);
        canvas.setOnMouseReleased(this::released);
        // An arrow whose label found no free place still says what it is on hover.
        Tooltip arrowTip = new Tooltip();
        canvas.setOnMouseMoved(e -> {
            MessageArrow arrow = model.layout().arrowAt(e.getX() / scale(), e.getY() / scale(), 5);
            if (arrow == null) {
                Tooltip.uninstall(canvas, arrowTip);
            } else {
                arrowTip.setText(arrow.label() + (arrow.retransmission() ? " (retx)" : "")
                        + (arrow.dropped() ? " (dropped)" : ""));
                Tooltip.install(canvas, arrowTip);
            }
        });
        redraw();
    }

    /**
     * What the tool bar's Export button does instead of asking for a file with the platform's dialog (the main
     * window offers its own export dialog with range and scale).
     */
    public void setOnExport(Runnable action) {
        this.onExport = action;
    }

    /** Puts {@code items} at the end of the diagram's tool bar (an application's own actions on the diagram). */
    public void addToolBarItems(javafx.scene.Node... items) {
        toolBar.getItems().addAll(items);
    }

    /** The canvas the diagram is drawn on (canvas pixels = figure units times {@link #scale()}). */
    public Canvas canvas() {
        return canvas;
    }

    private ToolBar toolBar() {
        Button fit = button("Fit", "timing-fit", model::fitAll);
        Button zoomIn = button("Zoom in", "timing-zoom-in", () -> model.zoomAtCursor(2));
        Button zoomOut = button("Zoom out", "timing-zoom-out", () -> model.zoomAtCursor(0.5));
        MenuButton nodes = new MenuButton("Nodes");
        nodes.setId("timing-nodes");
        for (int node : model.availableNodes()) {
            CheckMenuItem item = new CheckMenuItem(model.nodeName(node));
            item.selectedProperty().addListener((o, was, on) -> toggle(model.nodes(), node, on));
            nodes.getItems().add(item);
        }
        MenuButton kinds = new MenuButton("Kinds");
        kinds.setId("timing-kinds");
        for (String kind : model.availableKinds()) {
            CheckMenuItem item = new CheckMenuItem(kind);
            item.selectedProperty().addListener((o, was, on) -> toggle(model.kinds(), kind, on));
            kinds.getItems().add(item);
        }
        ToggleButton layers = new ToggleButton("Layers");
        layers.selectedProperty().bindBidirectional(model.layersProperty());
        ToggleButton logP = new ToggleButton("LogP");
        logP.selectedProperty().bindBidirectional(model.logPProperty());
        ToggleButton polls = new ToggleButton("Polls");
        polls.setId("timing-polls");
        polls.setTooltip(new Tooltip("A strip under each polling process: a tick per poll, tall for the network"));
        polls.selectedProperty().bindBidirectional(model.pollsProperty());
        Button export = button("Export\u2026", "timing-export", () -> onExport.run());
        return new ToolBar(fit, zoomIn, zoomOut, nodes, kinds, layers, logP, polls, export);
    }

    private static Button button(String text, String id, Runnable action) {
        Button button = new Button(text);
        button.setId(id);
        button.setOnAction(e -> action.run());
        return button;
    }

    /** A checked item adds to the filter; the filter's empty set means "all". */
    private static <T> void toggle(java.util.Set<T> filter, T value, boolean on) {
        if (on) {
            filter.add(value);
        } else {
            filter.remove(value);
        }
    }

    @Override
    public javafx.css.StyleableDoubleProperty labelScaleProperty() {
        return labelScale;
    }

    @Override
    public java.util.List<javafx.css.CssMetaData<? extends javafx.css.Styleable, ?>> getCssMetaData() {
        return org.ccw.visualizer.LabelScale.withScale(BorderPane.getClassCssMetaData());
    }

    private void fitTo(Pane holder) {
        model.widthProperty().set(Math.max(400, holder.getWidth() / scale()));
        model.fitHeightProperty().set(holder.getHeight() / scale());
    }

    private void redraw() {
        CanvasSurface.paint(canvas, model.painter(), scale());
    }

    private void scrolled(ScrollEvent e) {
        model.zoom(e.getDeltaY() > 0 ? 1.25 : 0.8, model.layout().timeAt(e.getX() / scale()));
    }

    private void dragged(MouseEvent e) {
        dragged = true;
        if (!e.isShiftDown()) {
            double span = model.layout().plotRight() - model.layout().plotLeft();
            model.pan(-(e.getX() / scale() - lastX) / span);
            lastX = e.getX() / scale();
        }
    }

    private void released(MouseEvent e) {
        if (e.getButton() != MouseButton.PRIMARY) {
            return;
        }
        if (!dragged) {
            model.pick(e.getX() / scale(), e.getY() / scale());
        } else if (e.isShiftDown()) {
            model.selectRange(model.layout().timeAt(pressX), model.layout().timeAt(e.getX() / scale()));
        }
    }

    private void export() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Export timing diagram");
        for (ExportFormat format : ExportFormat.values()) {
            chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(format.name(), "*." + format.id()));
        }
        File file = chooser.showSaveDialog(getScene() == null ? null : getScene().getWindow());
        if (file == null) {
            return;
        }
        String name = file.getName().toLowerCase(Locale.ROOT);
        ExportFormat format = ExportFormat.parse(name.contains(".") ? name.substring(name.lastIndexOf('.') + 1)
                : chooser.getSelectedExtensionFilter().getDescription());
        try {
            model.export(format, file.toPath(), new FigureExport.Options(format == ExportFormat.PNG ? 2 : 1,
                    org.ccw.visualizer.export.PageSize.FITTED));
        } catch (IOException | RuntimeException ex) {
            new Alert(Alert.AlertType.ERROR, file + ": " + ex.getMessage()).showAndWait();
        }
    }
}
