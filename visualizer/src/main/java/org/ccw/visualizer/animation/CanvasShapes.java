package org.ccw.visualizer.animation;

import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.canvas.GraphicsContext;
import java.util.function.IntFunction;
import javafx.scene.paint.Color;
import javafx.scene.shape.ArcType;
import org.ccw.engine.trace.SlotState;

/**
 * The canvas's shapes, drawn the same way by the run's painters and by the legend ({@link
 * AnimationLayer#paintSymbol}): a cell whose shape, colour and letter say its kind, a drop's burst, a token's
 * diamond, a queue's bar, a packet queue's ring of slots.
 */
final class CanvasShapes {
    /** A cell's drawn length for a 53-byte cell, and its height. */
    static final double CELL_W = 12;
    static final double CELL_H = 8;

    private CanvasShapes() {
    }

    /**
     * A cell of the common {@code kind} (a stack's own kind as its presentation draws it): its shape and colour say the
     * kind (request square, reply round, ack thin).
     */
    static void cell(GraphicsContext gc, CanvasStyle style, String kind, double x, double y, double length) {
        gc.setFill(style.kind(kind));
        switch (kind) {
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

    /** The letter on a cell of the common {@code kind}, so its kind never rests on colour alone. */
    static String letterOf(String kind) {
        return switch (kind) {
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

    /**
     * A lost compare-and-swap on the slot centred at {@code at}, {@code d} across: a ring round it in the drop colour
     * at {@code opacity}, wide when fresh and closing in as it fades, and a cross over the slot when it was taken
     * ({@code full}) — so a race and a full queue read apart without colour.
     */
    static void casFailure(GraphicsContext gc, CanvasStyle style, Point2D at, double d, double opacity,
                           boolean full) {
        double r = d / 2 + 2 + 3 * opacity;
        gc.setStroke(style.drop().deriveColor(0, 1, 1, opacity));
        gc.setLineWidth(style.stroke() * 1.5);
        gc.strokeOval(at.getX() - r, at.getY() - r, 2 * r, 2 * r);
        if (full) {
            double c = d / 2;
            gc.strokeLine(at.getX() - c, at.getY() - c, at.getX() + c, at.getY() + c);
            gc.strokeLine(at.getX() - c, at.getY() + c, at.getX() + c, at.getY() - c);
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

    /**
     * A ring of {@code size} slots round {@code centre}, slot 0 at the top and the others clockwise, each
     * {@code beadPx} across and in the state {@code stateOf} gives it.
     */
    static void slotRing(GraphicsContext gc, CanvasStyle style, Point2D centre, double radius, double beadPx,
                         int size, IntFunction<SlotState> stateOf) {
        for (int i = 0; i < size; i++) {
            double angle = 2 * Math.PI * i / size;
            slot(gc, style, stateOf.apply(i), centre.getX() + Math.sin(angle) * radius,
                centre.getY() - Math.cos(angle) * radius, beadPx);
        }
    }

    /**
     * One slot of a packet queue, {@code d} across: its shape tells the state without colour — free empty, claimed
     * half filled (a sender is writing it), ready filled, ready-bulk filled round a hole (it only points at the
     * data) — and its colour too: claimed in the flash colour, ready a request's, ready-bulk a bulk cell's.
     */
    static void slot(GraphicsContext gc, CanvasStyle style, SlotState state, double cx, double cy, double d) {
        double x = cx - d / 2;
        double y = cy - d / 2;
        gc.setFill(style.slot());
        gc.fillOval(x, y, d, d);
        switch (state) {
            case FREE -> { }
            case CLAIMED -> {
                gc.setFill(style.flash());
                gc.fillArc(x, y, d, d, 90, 180, ArcType.ROUND);
                // the dividing line keeps the half readable where the flash colour is pale (greyscale)
                gc.setStroke(style.ink());
                gc.strokeLine(cx, y, cx, y + d);
            }
            case READY -> {
                gc.setFill(style.request());
                gc.fillOval(x, y, d, d);
            }
            case READY_BULK -> {
                gc.setFill(style.kind("bulk"));
                gc.fillOval(x, y, d, d);
                gc.setFill(style.slot());
                gc.fillOval(cx - d / 6, cy - d / 6, d / 3, d / 3);
            }
        }
        gc.setStroke(style.ink());
        gc.strokeOval(x, y, d, d);
    }
}
