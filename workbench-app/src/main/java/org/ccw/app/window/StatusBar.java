package org.ccw.app.window;

import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;

/**
 * The window's status bar: fields on the left (file, editor message, export) and on the right (element counts,
 * the run), laid out so that the bar always fits its width. Fields get their room in order of importance; a field
 * that does not fit whole is not shown, except the most important one, which is shortened with an ellipsis (at its
 * end, so what it starts with stays) unless left less than {@value #LEAST_FIELD_PX} px. Every field shows its whole
 * text on hover.
 */
final class StatusBar extends Region {

    /** Narrowest a shortened field is still worth showing, px. */
    static final double LEAST_FIELD_PX = 60;
    private static final double GAP_PX = 14;

    private final List<Label> left;
    private final List<Label> right;
    private final List<Label> byImportance;

    /**
     * @param left         fields from the left edge, in order
     * @param right        fields ending at the right edge, in order
     * @param byImportance every field, the most important first
     */
    StatusBar(List<Label> left, List<Label> right, List<Label> byImportance) {
        this.left = List.copyOf(left);
        this.right = List.copyOf(right);
        this.byImportance = List.copyOf(byImportance);
        getStyleClass().add("status-bar");
        for (Label field : byImportance) {
            field.setMinWidth(0);
            field.setTextOverrun(OverrunStyle.ELLIPSIS);
            Tooltip whole = new Tooltip();
            whole.textProperty().bind(field.textProperty());
            field.setTooltip(whole);
            // a new text may change which fields fit
            field.textProperty().addListener(o -> requestLayout());
            getChildren().add(field);
        }
    }

    @Override
    protected double computePrefHeight(double width) {
        Insets in = getInsets();
        return in.getTop() + in.getBottom() + byImportance.stream().mapToDouble(l -> l.prefHeight(-1)).max()
            .orElse(0);
    }

    @Override
    protected double computeMinWidth(double height) {
        // never wider than the window: the fields give way instead
        return getInsets().getLeft() + getInsets().getRight();
    }

    @Override
    protected double computePrefWidth(double height) {
        Insets in = getInsets();
        return in.getLeft() + in.getRight() + byImportance.stream().mapToDouble(l -> l.prefWidth(-1) + GAP_PX).sum();
    }

    @Override
    protected void layoutChildren() {
        Insets in = getInsets();
        double room = getWidth() - in.getLeft() - in.getRight();
        double height = getHeight() - in.getTop() - in.getBottom();
        java.util.Map<Label, Double> widths = new java.util.HashMap<>();
        for (Label field : byImportance) {
            double wanted = field.getText() == null || field.getText().isEmpty() ? 0 : field.prefWidth(-1);
            double width = Math.min(wanted, room - GAP_PX);
            boolean shown = wanted > 0
                && (width >= wanted || field == byImportance.get(0) && width >= LEAST_FIELD_PX);
            field.setVisible(shown);
            if (shown) {
                widths.put(field, width);
                room -= width + GAP_PX;
            }
        }
        double x = in.getLeft();
        for (Label field : left) {
            if (field.isVisible()) {
                field.resizeRelocate(x, in.getTop(), widths.get(field), height);
                x += widths.get(field) + GAP_PX;
            }
        }
        List<Label> fromRight = new ArrayList<>(right);
        java.util.Collections.reverse(fromRight);
        x = getWidth() - in.getRight();
        for (Label field : fromRight) {
            if (field.isVisible()) {
                x -= widths.get(field);
                field.resizeRelocate(x, in.getTop(), widths.get(field), height);
                x -= GAP_PX;
            }
        }
    }

    /** The fields on show (those with room), for tests. */
    List<Label> shownFields() {
        return byImportance.stream().filter(Label::isVisible).toList();
    }
}
