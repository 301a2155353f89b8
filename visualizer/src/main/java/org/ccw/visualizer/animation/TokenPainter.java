package org.ccw.visualizer.animation;

import java.util.Objects;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.canvas.GraphicsContext;
import org.ccw.visualizer.stacks.StackPresentation;

/**
 * Link tokens as diamonds: haloing the holder's NI, or riding on a cell that carries the token (its stack's
 * presentation says which) while it moves, labelled with the host the token's link leads to.
 */
final class TokenPainter implements CanvasFrame.Painter {

    @Override
    public void paint(CanvasFrame f) {
        GraphicsContext gc = f.gc();
        CanvasStyle style = f.style();
        AnimationGeometry g = f.geometry();
        for (VisualState.TokenPlace token : f.state().tokens().values()) {
            Point2D at;
            if (token.inTransit()) {
                at = f.state().flights().stream().filter(c -> StackPresentation.tokenCarrier(f.state().stack(), c.kind()))
                    .map(f::cellPoint).filter(Objects::nonNull).findFirst()
                    .orElseGet(() -> g.end(token.from(), 0));
                if (at == null) {
                    continue;
                }
                at = at.add(0, -CanvasShapes.CELL_H * 1.5);
            } else {
                Bounds ni = f.plan().nicBox(token.to(), token.toComponent());
                if (ni == null) {
                    continue;
                }
                gc.setStroke(style.token());
                gc.setLineWidth(style.stroke() * 2.5);
                gc.strokeRoundRect(ni.getMinX() - 4, ni.getMinY() - 4, ni.getWidth() + 8, ni.getHeight() + 8, 14, 14);
                gc.setLineWidth(style.stroke());
                at = new Point2D(ni.getMaxX(), ni.getMinY());
            }
            CanvasShapes.diamond(gc, style, at, 9);
            gc.setFill(style.ink());
            String text = "token → " + g.topology().nodeName(destinationOf(g, token.token()));
            f.label(f.place(f.around(FreeSpace.centred(at.getX(), at.getY(), 18, 18), text, 2)), text);
        }
    }

    /** The host a token's link leads to: the token guards the switch-to-destination link (TRACE.md). */
    private static int destinationOf(AnimationGeometry g, int token) {
        if (token < 0 || token >= g.topology().links().size()) {
            return -1;
        }
        var link = g.topology().links().get(token);
        return g.topology().host(link.a().node()) != null ? link.a().node() : link.b().node();
    }
}
