package org.ccw.visualizer.congestion.fx;

import javafx.scene.control.ChoiceBox;
import javafx.util.StringConverter;
import org.ccw.visualizer.congestion.CongestionFigure;
import org.ccw.visualizer.timing.fx.TimeFigurePane;

/**
 * The congestion-window view in the GUI: a tool bar (whole run, segments or bytes, export) and the details line over
 * a canvas drawn by the same {@link CongestionFigure} as the exports. A click moves the shared cursor there and
 * tells the window of the connection clicked; the wheel zooms around the pointer. All state lives in the
 * {@link CongestionViewModel}.
 */
public final class CongestionView extends TimeFigurePane {

    public CongestionView(CongestionViewModel model) {
        super("congestion", model, unitChoice(model));
        redrawOn(model.unitProperty());
    }

    /** Segments or bytes, bound to the view-model's unit. */
    private static ChoiceBox<CongestionFigure.Unit> unitChoice(CongestionViewModel model) {
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
        return unit;
    }
}
