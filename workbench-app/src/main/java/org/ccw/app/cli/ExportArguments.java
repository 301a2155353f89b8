package org.ccw.app.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.ccw.visualizer.export.ExportFormat;
import org.ccw.visualizer.export.FigureExport;
import org.ccw.visualizer.export.PageSize;

/** The checks both export commands make on their arguments, each failing as bad input (exit 2) with one line. */
final class ExportArguments {

    private ExportArguments() {
    }

    static ExportFormat figureFormat(String format) {
        try {
            return ExportFormat.parse(format);
        } catch (IllegalArgumentException e) {
            throw new BadInputException("export: --format: " + e.getMessage());
        }
    }

    static FigureExport.Options options(double scale, String page) {
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

    /** {@code file}, once its folder is known to exist. */
    static Path writable(Path file) {
        Path folder = file.toAbsolutePath().getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            throw new BadInputException(file + ": its folder does not exist");
        }
        return file;
    }
}
