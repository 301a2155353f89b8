package org.ccw.visualizer.animation;

import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.canvas.GraphicsContext;

/** Handler runs as a fading frame round the host with the handler's name; retransmissions as a fading note. */
final class FlashPainter implements CanvasFrame.Painter {
    /** Characters of a handler name kept when the whole name finds no room, e.g. {@code SEND_WITH_F…}. */
    static final int SHORT_NAME_CHARS = 11;
    /** The least opacity of a handler's name or a retransmission's note: the frame fades, the words stay readable. */
    static final double WORDS_MIN_ALPHA = 0.8;

    @Override
    public void paint(CanvasFrame f) {
        GraphicsContext gc = f.gc();
        CanvasStyle style = f.style();
        for (VisualState.HandlerFlash flash : f.state().recentHandlers()) {
            Bounds host = f.plan().nodeBox(flash.node());
            if (host == null) {
                continue;
            }
            double alpha = f.fade(f.clock() - flash.timePs());
            gc.setStroke(style.flash().deriveColor(0, 1, 1, alpha));
            gc.setLineWidth(style.stroke() * 2.5);
            gc.strokeRect(host.getMinX() - 3, host.getMinY() - 3, host.getWidth() + 6, host.getHeight() + 6);
            gc.setLineWidth(style.stroke());
            gc.setFill(style.ink().deriveColor(0, 1, 1, wordsAlpha(alpha)));
            // a long handler name that finds no room whole is shortened (the event list has it in full)
            for (String text : List.of("⚡ " + flash.handler(), "⚡ " + shortened(flash.handler()))) {
                Bounds place = f.place(handlerPlaces(f, host, text));
                if (place != null) {
                    f.label(place, text);
                    break;
                }
            }
        }
        for (VisualState.RetransmitMark mark : f.state().recentRetransmissions()) {
            Bounds host = f.plan().nodeBox(mark.node());
            if (host != null) {
                gc.setFill(style.drop().deriveColor(0, 1, 1, wordsAlpha(f.fade(f.clock() - mark.timePs()))));
                String text = "↻ retransmit #" + mark.attempt();
                f.label(f.place(f.around(host, text, 4)), text);
            }
        }
    }

    /** Places for a handler's name: over its host's box, to its right, to its left. */
    private static List<Bounds> handlerPlaces(CanvasFrame f, Bounds host, String text) {
        double h = f.lineHeight();
        return List.of(f.textBox(text, host.getMinX(), host.getMinY() - 5 - h / 2, false),
            f.textBox(text, host.getMaxX() + 5, host.getMinY() + h / 2, false),
            f.textBox(text, host.getMinX() - 5, host.getMinY() + h / 2, true));
    }

    /** The opacity of a mark's words while the mark itself shows at {@code markAlpha}. */
    static double wordsAlpha(double markAlpha) {
        return Math.max(WORDS_MIN_ALPHA, markAlpha);
    }

    /** {@code name} cut to its first {@value #SHORT_NAME_CHARS} characters and an ellipsis, when longer. */
    static String shortened(String name) {
        return name.length() <= SHORT_NAME_CHARS ? name : name.substring(0, SHORT_NAME_CHARS) + "…";
    }
}
