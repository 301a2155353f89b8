package org.ccw.visualizer;

import java.util.ArrayList;
import java.util.List;
import javafx.css.CssMetaData;
import javafx.css.SimpleStyleableDoubleProperty;
import javafx.css.Styleable;
import javafx.css.StyleableDoubleProperty;
import javafx.css.StyleableProperty;
import javafx.css.converter.SizeConverter;

/**
 * How much larger than at a desk a view draws its words and symbols on screen: the CSS property
 * {@value #CSS_NAME}, 1 in the default theme. The lecture stylesheet sets it once for every view that reads it (the
 * topology canvas with its animation, the timing diagram, the space-time and congestion views), so that a host's
 * name is at least 3% of a 1080-line projector's height: readable from the back of a room. Each view keeps one
 * {@link #property} and lists {@link #META} among its CSS metadata; what a view does with the number is its own
 * (a time figure draws magnified, the canvas enlarges its boxes as far as their places allow).
 */
public final class LabelScale {
    /** The CSS property's name. */
    public static final String CSS_NAME = "-ccw-label-scale";

    /** A view that reads the scale. */
    public interface Scaled extends Styleable {
        /** This view's scale, set by the stylesheet. */
        StyleableDoubleProperty labelScaleProperty();

        /** Screen pixels per figure unit (never below a tenth, whatever a stylesheet says). */
        default double scale() {
            return Math.max(0.1, labelScaleProperty().get());
        }
    }

    /** The CSS metadata of {@value #CSS_NAME}, settable on any {@link Scaled} view. */
    public static final CssMetaData<Styleable, Number> META = new CssMetaData<>(CSS_NAME,
        SizeConverter.getInstance(), 1.0) {
        @Override
        public boolean isSettable(Styleable styleable) {
            return styleable instanceof Scaled scaled && !scaled.labelScaleProperty().isBound();
        }

        @SuppressWarnings("unchecked")
        @Override
        public StyleableProperty<Number> getStyleableProperty(Styleable styleable) {
            return (StyleableProperty<Number>) (StyleableProperty<?>) ((Scaled) styleable).labelScaleProperty();
        }
    };

    private LabelScale() {
    }

    /** A view's scale property, 1 until a stylesheet says otherwise. */
    public static StyleableDoubleProperty property(Scaled view) {
        return new SimpleStyleableDoubleProperty(META, view, "labelScale", 1.0);
    }

    /** {@code inherited} (a view class's parent's CSS metadata) and {@link #META}: what a {@link Scaled} view lists. */
    public static List<CssMetaData<? extends Styleable, ?>> withScale(List<CssMetaData<? extends Styleable, ?>> inherited) {
        List<CssMetaData<? extends Styleable, ?>> all = new ArrayList<>(inherited);
        all.add(META);
        return List.copyOf(all);
    }
}
