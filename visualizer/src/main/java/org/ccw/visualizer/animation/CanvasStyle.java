package org.ccw.visualizer.animation;

import java.util.function.Function;
import javafx.scene.paint.Color;

/**
 * The animation layer's look for one frame, as its CSS properties resolve it: the colours the painters use by
 * role, a cell kind's colour, the stroke width and the font size.
 *
 * @param kinds a common cell kind → its colour (the stylesheet's)
 */
record CanvasStyle(Color request, Color reply, Color drop, Color token, Color ink, Color flash, Color slot,
                   Function<String, Color> kinds, double stroke, double font) {

    /** The colour of cells of {@code kind}. */
    Color kind(String kind) {
        return kinds.apply(kind);
    }
}
