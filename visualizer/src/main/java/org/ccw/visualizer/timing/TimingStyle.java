package org.ccw.visualizer.timing;

import java.util.Map;

import org.ccw.visualizer.export.Rgb;
import org.ccw.visualizer.export.Stroke;

/**
 * The timing diagram's visual vocabulary (UI.md): a colour per message kind, and a second carrier for every
 * distinction colour makes — acks are thin and dotted, retransmissions dashed and labelled "(retx)", drops are
 * crosses with their reason written beside them, boxes carry their label — so the diagram reads in greyscale.
 */
public final class TimingStyle {
    static final Rgb DROP = Rgb.of(0xd62728);
    static final Rgb LANE = Rgb.of(0x9a9a9a);
    static final Rgb GRID = Rgb.of(0xe6e6e6);
    static final Rgb TEXT = Rgb.of(0x222222);
    static final Rgb CURSOR = Rgb.of(0xc0392b);
    static final Rgb HANDLER_FILL = Rgb.of(0xffe680);
    static final Rgb SEND_OVERHEAD_FILL = Rgb.of(0xfdd0a2);
    static final Rgb RECEIVE_OVERHEAD_FILL = Rgb.of(0xc6dbef);
    static final Rgb COMMAND_POST_FILL = Rgb.of(0xc7e9c0);
    static final Rgb DMA_FILL = Rgb.of(0xdadaeb);
    static final Rgb POLL_FILL = Rgb.of(0x238b45);
    static final Rgb BOX_OUTLINE = Rgb.of(0x555555);
    static final Rgb SELECTION = Rgb.of(0xff00ff);
    private static final Map<String, Rgb> KIND_COLOURS = Map.of(
            "request", Rgb.of(0x1f5fa8),
            "reply", Rgb.of(0x238b45),
            "ack", Rgb.of(0x707070),
            "bulk", Rgb.of(0xd4700a),
            "data", Rgb.of(0xd4700a),
            "control", Rgb.of(0x7b4fa8),
            "frame", Rgb.of(0x8c564b));
    private static final Rgb OTHER = Rgb.of(0x138d90);

    private TimingStyle() {
    }

    /** The colour of cells of {@code kind}. */
    public static Rgb colour(String kind) {
        return KIND_COLOURS.getOrDefault(kind, OTHER);
    }

    /** How an arrow is stroked: acks thin and dotted, retransmissions dashed, selection thick. */
    static Stroke arrowStroke(MessageArrow arrow, boolean selected) {
        Rgb colour = selected ? SELECTION : colour(arrow.kind());
        double width = selected ? 2.5 : arrow.kind().equals("ack") ? 1 : 1.5;
        if (arrow.retransmission()) {
            return new Stroke(colour, width, 6, 3);
        }
        return arrow.kind().equals("ack") ? new Stroke(colour, width, 1.5, 2.5) : Stroke.solid(colour, width);
    }
}
