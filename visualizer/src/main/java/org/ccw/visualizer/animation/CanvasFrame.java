package org.ccw.visualizer.animation;

import java.util.List;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.text.TextAlignment;

/**
 * One frame of the animation as the painters see it: where to draw (the graphics context, already in drawing
 * coordinates), how (the style), what (the playback's state at its clock) and where things are (the geometry, the
 * overlay plan and the room the frame's passing labels may still take).
 *
 * @param selected the cell the inspector shows, or null
 */
record CanvasFrame(GraphicsContext gc, CanvasStyle style, AnimationGeometry geometry, OverlayPlan plan,
                   FreeSpace space, VisualState state, long clock, CellFlight selected) {

    /** One step of drawing a frame; {@link AnimationLayer} runs its painters in order. */
    @FunctionalInterface
    interface Painter {
        void paint(CanvasFrame frame);
    }

    /** Writes {@code text} left-aligned in {@code box}; nothing when the label found no room (null). */
    void label(Bounds box, String text) {
        if (box != null) {
            gc.setTextAlign(TextAlignment.LEFT);
            gc.fillText(text, box.getMinX(), box.getCenterY());
        }
    }

    /** The first free place among {@code candidates} for a per-frame label, or null: the label yields. */
    Bounds place(List<Bounds> candidates) {
        return space.take(candidates).orElse(null);
    }

    /** A one-line label box of {@code text} whose left or right edge is at {@code x}, centred on {@code y}. */
    Bounds textBox(String text, double x, double y, boolean rightAligned) {
        double w = OverlayText.widthPx(text, style.font());
        double h = lineHeight();
        return FreeSpace.box(rightAligned ? x - w : x, y - h / 2, w, h);
    }

    /** Label places around a box: to its right, left, over and under it, each {@code gap} px off. */
    List<Bounds> around(Bounds box, String text, double gap) {
        double h = lineHeight();
        return List.of(textBox(text, box.getMaxX() + gap, box.getCenterY(), false),
            textBox(text, box.getMinX() - gap, box.getCenterY(), true),
            textBox(text, box.getMinX(), box.getMinY() - gap - h / 2, false),
            textBox(text, box.getMinX(), box.getMaxY() + gap + h / 2, false));
    }

    double lineHeight() {
        return OverlayText.heightPx(style.font());
    }

    /** Where {@code flight} is drawn now, or null when its link is not drawn. */
    Point2D cellPoint(CellFlight flight) {
        return cellPoint(plan, geometry, flight, clock);
    }

    /**
     * A cell's place in drawing coordinates: on its link between the boxes it leaves and enters (the plan's
     * track), shifted to its direction's side so the two ways never overlap.
     */
    static Point2D cellPoint(OverlayPlan plan, AnimationGeometry g, CellFlight flight, long clock) {
        Point2D fromCentre = g.end(flight.fromNode(), flight.fromComponent());
        Point2D toCentre = g.farEnd(flight.link(), flight.fromNode(), flight.fromComponent());
        if (fromCentre == null || toCentre == null) {
            return null;
        }
        Point2D[] track = plan.track(fromCentre, toCentre);
        Point2D from = track[0];
        Point2D to = track[1];
        double t = flight.progressAt(clock);
        Point2D along = to.subtract(from);
        Point2D normal = along.magnitude() == 0 ? Point2D.ZERO
            : new Point2D(-along.getY(), along.getX()).normalize().multiply(CanvasShapes.CELL_H * 0.75);
        return from.add(along.multiply(t)).add(normal);
    }

    /** Where a drop bursts: on the top of the port's bar at a switch, on the NIC's top edge at a host. */
    static Point2D dropPoint(OverlayPlan plan, VisualState.DropMark drop) {
        var gauge = plan.port(drop.node(), drop.component());
        if (gauge.isPresent()) {
            return new Point2D(gauge.get().bar().getCenterX(), gauge.get().bar().getMinY());
        }
        Bounds nic = plan.nicBox(drop.node(), drop.component());
        Bounds box = nic != null ? nic : plan.nodeBox(drop.node());
        return box == null ? null : new Point2D(box.getCenterX(), box.getMinY());
    }

    /** How strongly a mark {@code agePs} old still shows: fades to 15% over the state's fade time. */
    double fade(long agePs) {
        return Math.max(0.15, 1 - (double) Math.max(0, agePs) / state.fadePs());
    }
}
