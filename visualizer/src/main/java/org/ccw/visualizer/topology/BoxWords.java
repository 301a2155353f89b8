package org.ccw.visualizer.topology;

import java.util.Collection;
import java.util.Locale;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

/**
 * The words on the topology drawing sized for the screen when the stylesheet scales labels
 * ({@link org.ccw.visualizer.LabelScale}, lecture mode): a box's name as large on screen as the scale asks — or as
 * its box, whose size the layout needs, holds — and its detail (the machine's model) left out, since the inspector
 * and the properties show it; a link's label as large as a name. The drawing is scaled to fit the view, so a
 * word's size on the drawing is its size on screen divided by that scale. At scale 1 the stylesheet's sizes stand.
 */
final class BoxWords {
    /** A name's size at a desk, px (the lecture stylesheet's box text). */
    static final double NAME_PX = 12;
    /** A line of text is about this many times its font's size high. */
    private static final double LINE_PER_PX = 1.18;
    /** The size text is measured at, px: widths grow in proportion to it. */
    private static final double MEASURE_PX = 100;

    private BoxWords() {
    }

    /**
     * Sizes the names in {@code boxes} and the {@code linkLabels} for a drawing shown {@code drawnAt} times its
     * size, with labels {@code labelScale} times a desk's on screen.
     */
    static void size(Collection<? extends Region> boxes, Collection<Label> linkLabels, double labelScale,
                     double drawnAt) {
        boolean scaled = labelScale > 1 && drawnAt > 0;
        double wanted = NAME_PX * labelScale / drawnAt;
        for (Region box : boxes) {
            Label name = (Label) box.getChildrenUnmodifiable().get(0);
            restyle(name, scaled ? Math.min(wanted, fitting(name, box)) : 0);
            for (Node detail : box.getChildrenUnmodifiable().subList(1, box.getChildrenUnmodifiable().size())) {
                detail.setVisible(!scaled);
                detail.setManaged(!scaled);
            }
        }
        linkLabels.forEach(label -> restyle(label, scaled ? wanted : 0));
    }

    /** The largest size at which {@code name}'s text fits on one line inside its fixed box's border and padding. */
    private static double fitting(Label name, Region box) {
        Text text = new Text(name.getText());
        text.setFont(new Font(name.getFont().getName(), MEASURE_PX));
        double widthPerPx = text.getLayoutBounds().getWidth() / MEASURE_PX;
        javafx.geometry.Insets inside = box.getInsets();
        double byWidth = (box.getPrefWidth() - inside.getLeft() - inside.getRight()) / Math.max(0.01, widthPerPx);
        double byHeight = (box.getPrefHeight() - inside.getTop() - inside.getBottom()) / LINE_PER_PX;
        return Math.min(byWidth, byHeight);
    }

    /** Gives {@code label} a font of {@code px} (0: the stylesheet's own), touching it only when that changes. */
    private static void restyle(Label label, double px) {
        String style = px <= 0 ? "" : String.format(Locale.ROOT, "-fx-font-size: %.1fpx;", px);
        if (!style.equals(label.getStyle())) {
            label.setStyle(style);
        }
    }
}
