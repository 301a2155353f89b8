package org.ccw.visualizer.chart;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The half-power point n_1/2 of a bandwidth curve (Hockney): the message size at which the bandwidth reaches half
 * its peak, interpolated linearly in log2(size) between the two measured sizes around it, as the curve is drawn on
 * a logarithmic size axis.
 */
public final class HalfPowerPoint {

    private HalfPowerPoint() {
    }

    /** How far below the highest bandwidth so far a curve may dip and still count as rising to a plateau. */
    private static final double PLATEAU_DIP = 0.10;

    /**
     * The point on {@code curve} (sizes ascending, all positive) where it first reaches half its maximum; empty
     * when the curve does not rise to a plateau (it falls more than 10% below the highest value before it, as a
     * contended link's bandwidth collapses), where n1/2 describes nothing.
     */
    public static Optional<Chart.Point> of(List<Chart.Point> curve) {
        double highest = 0;
        for (Chart.Point p : curve) {
            if (p.y() < (1 - PLATEAU_DIP) * highest) {
                return Optional.empty();
            }
            highest = Math.max(highest, p.y());
        }
        double peak = highest;
        double half = peak / 2;
        for (int i = 0; i < curve.size(); i++) {
            Chart.Point p = curve.get(i);
            if (p.y() >= half && peak > 0) {
                if (i == 0) {
                    return Optional.of(new Chart.Point(p.x(), half));
                }
                Chart.Point q = curve.get(i - 1);
                double f = (half - q.y()) / (p.y() - q.y());
                double log = log2(q.x()) + f * (log2(p.x()) - log2(q.x()));
                return Optional.of(new Chart.Point(Math.pow(2, log), half));
            }
        }
        return Optional.empty();
    }

    /** A chart marker for it, e.g. {@code n1/2 = 61 bytes (2.38 MB/s)}. */
    public static Optional<Chart.Marker> marker(List<Chart.Point> curve, String xUnit, String yUnit) {
        return of(curve).map(p -> new Chart.Marker(String.format(Locale.ROOT, "half-power point n1/2 = %.0f %s (%.2f %s)",
                p.x(), xUnit, p.y(), yUnit), p));
    }

    private static double log2(double x) {
        return Math.log(x) / Math.log(2);
    }
}
