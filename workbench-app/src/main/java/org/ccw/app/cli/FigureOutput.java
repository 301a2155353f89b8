package org.ccw.app.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.ccw.visualizer.export.ExportFormat;
import org.ccw.visualizer.export.FigureExport;
import org.ccw.visualizer.export.PageSize;
import picocli.CommandLine.Option;

/**
 * The output options every export command shares ({@code --format}, {@code -o}, {@code --scale}, {@code --page}),
 * declared once as a picocli mixin, with the checks that turn a bad value into bad input (exit 2, one line). Both
 * are checked here rather than by picocli, so {@code export chart --from} can name a file of its own by default.
 */
final class FigureOutput {

    @Option(names = "--format", paramLabel = "FORMAT",
        description = "Output format: svg, png or pdf (charts also csv or json); default: the output file's extension.")
    String format;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "File to write.")
    Path output;

    @Option(names = "--scale", paramLabel = "S", defaultValue = "1",
        description = "PNG pixels per point, e.g. 2 for slides (default: ${DEFAULT-VALUE}).")
    double scale;

    @Option(names = "--page", paramLabel = "fitted|a4|letter", defaultValue = "fitted",
        description = "PDF page: fitted to the figure, or A4/Letter landscape (default: ${DEFAULT-VALUE}).")
    String page;

    /** The format asked for, else the output file's extension ({@code -o chart.png} is a PNG). */
    String format() {
        if (format != null) {
            return format;
        }
        String name = output == null ? "" : output.getFileName().toString();
        int dot = name.lastIndexOf('.');
        if (dot < 0) {
            throw new BadInputException("export: --format: name it, or give -o a file ending .svg, .png or .pdf");
        }
        return name.substring(dot + 1);
    }

    /** True for the data formats (csv, json) rather than a drawn figure. */
    boolean isData() {
        String kind = format().toLowerCase(Locale.ROOT);
        return kind.equals("csv") || kind.equals("json");
    }

    ExportFormat figureFormat() {
        try {
            return ExportFormat.parse(format());
        } catch (IllegalArgumentException e) {
            throw new BadInputException("export: --format: " + e.getMessage());
        }
    }

    FigureExport.Options options() {
        PageSize size;
        try {
            size = PageSize.valueOf(page.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new BadInputException("export: --page: '" + page + "' is not fitted, a4 or letter");
        }
        try {
            return new FigureExport.Options(scale, size);
        } catch (IllegalArgumentException e) {
            throw new BadInputException("export: --scale: " + e.getMessage());
        }
    }

    /** The output file, once its folder is known to exist. */
    Path writableFile() {
        if (output == null) {
            throw new BadInputException("export: -o FILE: name the file to write");
        }
        Path folder = output.toAbsolutePath().getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            throw new BadInputException(output + ": its folder does not exist");
        }
        return output;
    }
}
