package org.ccw.visualizer.animation;

import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import org.ccw.visualizer.stacks.StackPresentation;

/**
 * The canvas's shapes, drawn the same way by the run's painters and by the legend ({@link
 * AnimationLayer#paintSymbol}): a cell whose shape, colour and letter say its kind, a drop's burst, a token's
 * diamond, a queue's bar.
 */
final class CanvasShapes {
    /** A cell's drawn length for a 53-byte cell, and its height. */
    static final double CELL_W = 12;
    static final double CELL_H = 8;

    private CanvasShapes() {
    }

    /** A cell of {@code kind}: its shape and colour say the kind (request square, reply round, ack thin). */
    static void cell(GraphicsContext gc, CanvasStyle style, String kind, double x, double y, double length) {
        gc.setFill(style.kind(kind));
        switch (StackPresentation.drawnAs(kind)) {
            case "request" -> gc.fillRect(x, y, length, CELL_H);
            case "reply" -> gc.fillRoundRect(x, y, length, CELL_H, CELL_H, CELL_H);
            case "ack" -> gc.fillRect(x, y + CELL_H / 4, length, CELL_H / 2);
            default -> {
                gc.fillRect(x, y, length, CELL_H);
                gc.setStroke(style.ink());
                gc.strokeRect(x, y, length, CELL_H);
            }
        }
    }

    /** The letter on a cell, so its kind never rests on colour alone. */
    static String letterOf(String kind) {
        return switch (StackPresentation.drawnAs(kind)) {
            case "request" -> "Q";
            case "reply" -> "R";
            case "ack" -> "A";
            case "bulk" -> "B";
            case "control" -> "C";
            default -> "·";
        };
    }

    /** A drop's burst of radius {@code r}, fading with {@code opacity}. */
    static void burst(GraphicsContext gc, CanvasStyle style, Point2D at, double r, double opacity) {
        gc.setStroke(style.drop().deriveColor(0, 1, 1, opacity));
        gc.setLineWidth(style.stroke() * 1.5);
        for (int i = 0; i < 8; i++) {
            double a = Math.PI / 4 * i;
            gc.strokeLine(at.getX() + Math.cos(a) * 3, at.getY() + Math.sin(a) * 3,
                at.getX() + Math.cos(a) * r, at.getY() + Math.sin(a) * r);
        }
        gc.setLineWidth(style.stroke());
    }

    /** A token: a diamond of radius {@code r}. */
    static void diamond(GraphicsContext gc, CanvasStyle style, Point2D at, double r) {
        double[] xs = {at.getX(), at.getX() + r, at.getX(), at.getX() - r};
        double[] ys = {at.getY() - r, at.getY(), at.getY() + r, at.getY()};
        gc.setFill(style.token());
        gc.fillPolygon(xs, ys, 4);
        gc.setStroke(style.ink());
        gc.strokePolygon(xs, ys, 4);
    }

    /** A bar with its outline, filled to {@code fraction} from the bottom (vertical) or the left. */
    static void bar(GraphicsContext gc, CanvasStyle style, Bounds box, double fraction, Color fill,
                    boolean vertical) {
        double x = box.getMinX();
        double y = box.getMinY();
        double w = box.getWidth();
        double h = box.getHeight();
        gc.setFill(style.slot());
        gc.fillRect(x, y, w, h);
        gc.setFill(fill);
        if (vertical) {
            gc.fillRect(x, y + h * (1 - fraction), w, h * fraction);
        } else {
            gc.fillRect(x, y, w * fraction, h);
        }
        gc.setStroke(style.ink());
        gc.strokeRect(x, y, w, h);
    }
}
