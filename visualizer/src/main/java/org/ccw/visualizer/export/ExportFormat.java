package org.ccw.visualizer.export;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** The vector and raster formats a {@link Figure} can be written in. */
public enum ExportFormat {
    SVG, PNG, PDF;

    /** The lower-case name, as on the command line and in file extensions. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** {@code svg}, {@code png} or {@code pdf}, any case. */
    public static ExportFormat parse(String id) {
        return Arrays.stream(values()).filter(f -> f.id().equalsIgnoreCase(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown format '" + id + "'; expected one of "
                        + Arrays.stream(values()).map(ExportFormat::id).collect(Collectors.joining(", "))));
    }
}
