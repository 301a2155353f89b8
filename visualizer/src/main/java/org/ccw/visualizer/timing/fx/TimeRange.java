package org.ccw.visualizer.timing.fx;

import java.util.function.LongSupplier;

import javafx.beans.property.DoubleProperty;
import javafx.beans.property.LongProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleLongProperty;

/**
 * The stretch of a run a view over time shows, {@code [from, to)} ps, and the width it is drawn at: what the
 * space-time and congestion-window views share (Whole run, wheel zoom around the pointer). Never empty, never
 * before time 0.
 */
public final class TimeRange {
    /** The narrowest range a zoom goes to, ps. */
    private static final long NARROWEST_PS = 1_000;

    private final LongSupplier endPs;
    private final LongProperty fromPs = new SimpleLongProperty(this, "fromPs", 0);
    private final LongProperty toPs = new SimpleLongProperty(this, "toPs");
    private final DoubleProperty width = new SimpleDoubleProperty(this, "width", 900);

    /** A range over a run that ends at {@code endPs}, showing all of it. */
    public TimeRange(LongSupplier endPs) {
        this.endPs = endPs;
        showAll();
    }

    public LongProperty fromPsProperty() {
        return fromPs;
    }

    public LongProperty toPsProperty() {
        return toPs;
    }

    public DoubleProperty widthProperty() {
        return width;
    }

    /** Shows {@code [from, to)} ps. */
    public void select(long from, long to) {
        fromPs.set(Math.max(0, Math.min(from, to - 1)));
        toPs.set(Math.max(from + 1, to));
    }

    /** Shows the whole run. */
    public void showAll() {
        select(0, Math.max(1, endPs.getAsLong()));
    }

    /** Halves (factor 0.5) or doubles (2) the range around {@code atPs}. */
    public void zoom(long atPs, double factor) {
        long span = Math.max(NARROWEST_PS, Math.round((toPs.get() - fromPs.get()) * factor));
        long from = atPs - Math.round((atPs - fromPs.get()) * factor);
        select(Math.max(0, from), Math.max(0, from) + span);
    }
}
