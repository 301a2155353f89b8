package org.ccw.app.cli;

import picocli.CommandLine.ITypeConverter;

/**
 * A point in simulated time for {@code --from}/{@code --to}: as {@link SimulatedTime} reads a duration, and
 * also 0 (the start of a run), which a duration may not be.
 */
final class ExportTime implements ITypeConverter<Long> {
    private final SimulatedTime duration = new SimulatedTime();

    @Override
    public Long convert(String text) {
        return text.trim().matches("0+(\\.0*)?\\s*[a-zµ]*") ? 0L : duration.convert(text);
    }
}
