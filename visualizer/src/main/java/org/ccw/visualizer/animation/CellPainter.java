package org.ccw.visualizer.animation;

import javafx.geometry.Point2D;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.text.TextAlignment;
import org.ccw.visualizer.stacks.StackPresentation;

/**
 * Cells gliding along their links: shape, colour and letter by kind (with the label its stack gave the message, such
 * as a fragment's number), a retransmission outlined dashed, the cell the inspector shows ringed. No per-cell scene-graph node, so thousands stay at frame rate.
 */
final class CellPainter implements CanvasFrame.Painter {
    /** Above this many cells in flight, letters are left off the cells (they would be unreadable anyway). */
    private static final int LETTER_LIMIT = 400;

    @Override
    public void paint(CanvasFrame f) {
        GraphicsContext gc = f.gc();
        CanvasStyle style = f.style();
        boolean letters = f.state().flights().size() <= LETTER_LIMIT;
        gc.setTextAlign(TextAlignment.CENTER);
        for (CellFlight flight : f.state().flights()) {
            Point2D at = f.cellPoint(flight);
            if (at == null) {
                continue;
            }
            double w = CanvasShapes.CELL_W;
            double h = CanvasShapes.CELL_H;
            double length = Math.max(w, Math.min(40, w * flight.sizeBytes() / 53.0));
            double x = at.getX() - length / 2;
            double y = at.getY() - h / 2;
            String drawn = StackPresentation.drawnAs(f.state().stack(), flight.kind());
            CanvasShapes.cell(gc, style, drawn, x, y, length);
            if (flight.retransmission()) {
                gc.setStroke(style.drop());
                gc.setLineDashes(3, 2);
                gc.strokeRect(x - 2.5, y - 2.5, length + 5, h + 5);
                gc.setLineDashes();
            }
            if (letters) {
                gc.setFill(style.ink());
                String label = f.state().cellLabel(flight.messageId());
                gc.fillText(CanvasShapes.letterOf(drawn) + (label == null ? "" : " " + label), at.getX(),
                    y - style.font() / 2 - 1);
            }
            if (f.selected() != null && f.selected().cellId() == flight.cellId()) {
                gc.setStroke(style.ink());
                gc.setLineWidth(style.stroke() * 1.5);
                gc.strokeOval(at.getX() - length, at.getY() - length, 2 * length, 2 * length);
                gc.setLineWidth(style.stroke());
            }
        }
    }
}
