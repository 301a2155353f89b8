package org.ccw.visualizer.topology;

import java.util.List;

/**
 * What the user asks of the canvas, in diagram ids and canvas pixels. The canvas only recognises gestures; an
 * editor decides what they do to the model (and does it through its command stack). A read-only canvas uses
 * {@link #NONE}.
 */
public interface TopologyGestures {

    /** Selects the elements (boxes or lines) with these ids; {@code additive} toggles them in the selection. */
    void select(List<String> ids, boolean additive);

    /** The user dragged these boxes by ({@code dx}, {@code dy}) canvas pixels and let go. */
    void moveBy(List<String> ids, double dx, double dy);

    /** The user dragged from one box to another to connect them. */
    void link(String fromId, String toId);

    /**
     * A palette entry was dropped at canvas point ({@code x}, {@code y}), onto the box {@code targetId} or on the
     * empty canvas ({@code null}).
     */
    void drop(String paletteEntryId, String targetId, double x, double y);

    /** Gestures that change nothing, for a canvas that only shows. */
    TopologyGestures NONE = new TopologyGestures() {
        @Override
        public void select(List<String> ids, boolean additive) {
        }

        @Override
        public void moveBy(List<String> ids, double dx, double dy) {
        }

        @Override
        public void link(String fromId, String toId) {
        }

        @Override
        public void drop(String paletteEntryId, String targetId, double x, double y) {
        }
    };
}
