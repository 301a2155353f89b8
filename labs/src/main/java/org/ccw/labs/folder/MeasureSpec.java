package org.ccw.labs.folder;

import java.util.Objects;
import java.util.Optional;

import org.ccw.labs.Check;
import org.ccw.labs.Metric;
import org.ccw.labs.measure.Measure;
import org.ccw.labs.measure.RunTrace;
import org.ccw.model.units.Quantity;

/**
 * A figure a folder-only lab reports ({@code lab run}'s metrics), computed from the trace of its scenario's run,
 * beside the paper's figure when there is one.
 *
 * @param name    the metric's name, unit in it (e.g. {@code read_latency_p50_us})
 * @param measure what to compute
 * @param unit    the unit it is reported in (any of the measure's dimension)
 * @param paper   the paper's figure, if it gives one
 * @param why     why the figure may miss the paper's (printed with a miss)
 */
public record MeasureSpec(String name, Measure measure, String unit, Optional<Quantity> paper, String why) {
    public MeasureSpec {
        Objects.requireNonNull(name);
        Objects.requireNonNull(measure);
        Objects.requireNonNull(paper);
        Objects.requireNonNull(why);
    }

    /** The metric over {@code run}. */
    public Metric metric(RunTrace run) {
        double value = measure.evaluate(run).in(unit);
        return Metric.of(name, value, unit, paper.map(p -> p.in(unit)).orElse(null));
    }

    /** Its check against the paper ({@link Check#validation}), when the paper has a figure. */
    public Optional<Check> check(Metric metric) {
        return paper.map(p -> Check.validation(metric, why));
    }
}
