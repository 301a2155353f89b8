package org.ccw.visualizer.timing;

import org.ccw.visualizer.ColourPalette;
import org.ccw.visualizer.export.Rgb;
import org.ccw.visualizer.export.Stroke;

/**
 * The timing diagram's visual vocabulary (UI.md): a colour per message kind, and a second carrier for every
 * distinction colour makes — acks are thin and dotted, retransmissions dashed and labelled "(retx)", drops are
 * crosses with their reason written beside them, boxes carry their label — so the diagram reads in greyscale.
 * Every colour is one of the stylesheet's named colours ({@link ColourPalette}), as on the canvas.
 */
public final class TimingStyle {
    private static final ColourPalette PALETTE = ColourPalette.standard();
    static final Rgb BACKGROUND = PALETTE.colour("-ccw-canvas");
    static final Rgb DROP = PALETTE.colour("-ccw-drop");
    static final Rgb LANE = PALETTE.colour("-ccw-lane");
    static final Rgb GRID = PALETTE.colour("-ccw-grid");
    static final Rgb TEXT = PALETTE.colour("-ccw-text");
    static final Rgb CURSOR = PALETTE.colour("-ccw-cursor");
    static final Rgb HANDLER_FILL = PALETTE.colour("-ccw-handler-fill");
    static final Rgb SEND_OVERHEAD_FILL = PALETTE.colour("-ccw-send-overhead-fill");
    static final Rgb RECEIVE_OVERHEAD_FILL = PALETTE.colour("-ccw-receive-overhead-fill");
    static final Rgb COMMAND_POST_FILL = PALETTE.colour("-ccw-command-post-fill");
    static final Rgb DMA_FILL = PALETTE.colour("-ccw-dma-fill");
    static final Rgb POLL_FILL = PALETTE.colour("-ccw-poll-fill");
    static final Rgb LATENCY_FILL = PALETTE.colour("-ccw-latency-fill");
    static final Rgb GAP_FILL = PALETTE.colour("-ccw-gap-fill");
    static final Rgb WAIT_FILL = PALETTE.colour("-ccw-wait-fill");
    static final Rgb POLL_MEMORY = PALETTE.colour("-ccw-poll-memory");
    static final Rgb POLL_NETWORK = PALETTE.colour("-ccw-poll-network");
    static final Rgb BOX_OUTLINE = PALETTE.colour("-ccw-text-muted");
    static final Rgb SELECTION = PALETTE.colour("-ccw-selection");
    static final Rgb GHOST = PALETTE.colour("-ccw-ghost");

    private TimingStyle() {
    }

    /** The colour of cells of the common {@code kind}. */
    public static Rgb colour(String kind) {
        return PALETTE.ofKind(kind);
    }

    /** A second run's message over the first's lanes: its own colour, long dashes, whatever its kind. */
    static Stroke ghostStroke() {
        return new Stroke(GHOST, 2, 9, 4);
    }

    /** How an arrow is stroked: acks thin and dotted, retransmissions dashed, selection thick. */
    static Stroke arrowStroke(MessageArrow arrow, boolean selected) {
        Rgb colour = selected ? SELECTION : colour(arrow.drawnAs());
        boolean ack = arrow.drawnAs().equals("ack");
        double width = selected ? 2.5 : ack ? 1 : 1.5;
        if (arrow.retransmission()) {
            return new Stroke(colour, width, 6, 3);
        }
        return ack ? new Stroke(colour, width, 1.5, 2.5) : Stroke.solid(colour, width);
    }
}
