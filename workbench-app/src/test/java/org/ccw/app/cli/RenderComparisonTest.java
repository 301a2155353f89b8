package org.ccw.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * The browser check's comparison without a browser: two drawings of one small timing-like figure (boxes, lane
 * lines, labels on white patches) in two fonts pass; black patches, a lost box colour, missing labels or another
 * size fail, each saying what it found.
 */
class RenderComparisonTest {
    private static final Color BOX = new Color(0xfd, 0xd0, 0xa2);
    private static final Color INK = new Color(0x1f, 0x29, 0x33);

    @Test
    void theSameFigureInAnotherFontPasses() {
        RenderComparison c = RenderComparison.of(figure(Font.SANS_SERIF, Color.WHITE, BOX, true),
            figure(Font.SERIF, Color.WHITE, BOX, true), 1);
        assertEquals(List.of(), c.problems(), c.summary());
    }

    @Test
    void labelPatchesDrawnBlackFail() {
        List<String> problems = RenderComparison.of(figure(Font.SANS_SERIF, Color.WHITE, BOX, true),
            figure(Font.SANS_SERIF, Color.BLACK, BOX, true), 1).problems();
        assertTrue(problems.stream().anyMatch(p -> p.startsWith("near-black pixels")), problems.toString());
    }

    @Test
    void aBoxColourTheBrowserLosesFails() {
        List<String> problems = RenderComparison.of(figure(Font.SANS_SERIF, Color.WHITE, BOX, true),
            figure(Font.SANS_SERIF, Color.WHITE, Color.WHITE, true), 1).problems();
        assertTrue(problems.stream().anyMatch(p -> p.startsWith("a dominant colour lost: #fdd0a2")),
            problems.toString());
    }

    @Test
    void missingLabelsFail() {
        List<String> problems = RenderComparison.of(figure(Font.SANS_SERIF, Color.WHITE, BOX, true),
            figure(Font.SANS_SERIF, Color.WHITE, BOX, false), 1).problems();
        assertTrue(problems.stream().anyMatch(p -> p.contains("of the tiles differ")), problems.toString());
    }

    @Test
    void anotherSizeFails() {
        BufferedImage png = figure(Font.SANS_SERIF, Color.WHITE, BOX, true);
        assertEquals(List.of("sizes differ: PNG 400x200, browser 400x100"),
            RenderComparison.of(png, png.getSubimage(0, 0, 400, 100), 1).problems());
    }

    /** Four lanes, a box on each, and a word on a patch of {@code patch} above every box when {@code labels}. */
    private static BufferedImage figure(String font, Color patch, Color box, boolean labels) {
        BufferedImage image = new BufferedImage(400, 200, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, 400, 200);
        g.setFont(new Font(font, Font.PLAIN, 10));
        for (int lane = 0; lane < 4; lane++) {
            int y = 30 + lane * 45;
            g.setColor(Color.GRAY);
            g.drawLine(10, y, 390, y);
            for (int x = 20; x < 380; x += 90) {
                g.setColor(box);
                g.fillRect(x, y - 6, 40, 12);
                if (labels) {
                    g.setColor(patch);
                    g.fillRect(x + 42, y - 21, 44, 12);
                    g.setColor(INK);
                    g.drawString("request", x + 44, y - 11);
                }
            }
        }
        g.dispose();
        return image;
    }
}
