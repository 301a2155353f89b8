package org.ccw.visualizer.animation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;

/**
 * The room a planner keeps for a label holds the label as the layer draws it (its font at the normal and the
 * lecture size), capitals included: a handler label planned too narrow ran off the canvas's edge.
 */
@ExtendWith(ApplicationExtension.class)
class OverlayTextTest {

    @Test
    void plannedWidthHoldsTheDrawnTextOfEveryKindOfLabel() {
        List<String> labels = List.of("⚡ SEND_WITH_FLOW_CONTROL", "⚡ read_rh", "↻ retransmit #2",
            "⚡ OWN_LINK_HINT", "⚡ BCAST_REQ_LINK", OverlayText.out(36, 36), OverlayText.in(0, 292), OverlayText.window("ultra-0", 8, 8, true));
        for (double fontPx : new double[] {11, 20}) {
            for (String label : labels) {
                Text drawn = new Text(label);
                drawn.setFont(Font.font(fontPx));
                double width = drawn.getLayoutBounds().getWidth();
                assertTrue(OverlayText.widthPx(label, fontPx) >= width,
                    () -> "'" + label + "' at " + fontPx + " px is drawn " + width + " px wide but planned "
                        + OverlayText.widthPx(label, fontPx));
            }
        }
    }

    @Test
    void aHandlersNameStaysDarkWhileItsFrameFades() {
        assertEquals(1, FlashPainter.wordsAlpha(1));
        assertEquals(FlashPainter.WORDS_MIN_ALPHA, FlashPainter.wordsAlpha(0.15), "not the pale grey of a faded frame");
        assertTrue(FlashPainter.WORDS_MIN_ALPHA >= 0.8);
    }

    @Test
    void aLongHandlerNameIsShortenedToItsHeadAndAnEllipsisWhenItMustBeAndAShortOneIsKept() {
        assertEquals("SEND_WITH_F…", FlashPainter.shortened("SEND_WITH_FLOW_CONTROL"));
        assertEquals("read_rh", FlashPainter.shortened("read_rh"));
        assertTrue(OverlayText.widthPx("⚡ " + FlashPainter.shortened("SEND_WITH_FLOW_CONTROL"), 11)
            < OverlayText.widthPx("⚡ SEND_WITH_FLOW_CONTROL", 11) / 2 + 20, "the short form needs about half the room");
    }
}
