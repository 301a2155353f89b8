package org.ccw.app.window.dialogs;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.ccw.visualizer.export.ExportFormat;
import org.ccw.visualizer.export.FigureExport;

/**
 * Something a view can write to a file from File → Export… or its own Export button: a timing diagram (the
 * shown range or the whole run, or its trace records) or a lab's charts (or their data).
 */
public interface Exportable {

    /** What the export dialog lists, e.g. {@code Timing diagram: shown range}. */
    String label();

    /** File name without extension the save dialog suggests. */
    String baseName();

    /** Format ids it can be written as: {@code svg}, {@code png}, {@code pdf}, {@code csv}, {@code jsonl}. */
    List<String> formats();

    /** Writes it as {@code format} to {@code file}; {@code options} give the PNG scale and PDF page. */
    void write(String format, Path file, FigureExport.Options options) throws IOException;

    /** How a view writes its figure in one of the drawing formats. */
    @FunctionalInterface
    interface FigureWriter {
        void write(ExportFormat format, Path file, FigureExport.Options options) throws IOException;
    }

    /** A view's figure, written as SVG, PNG or PDF by {@code writer} (a view-model's {@code export}). */
    static Exportable figure(String label, String baseName, FigureWriter writer) {
        return new Exportable() {
            @Override
            public String label() {
                return label;
            }

            @Override
            public String baseName() {
                return baseName;
            }

            @Override
            public List<String> formats() {
                return List.of("svg", "png", "pdf");
            }

            @Override
            public void write(String format, Path file, FigureExport.Options options) throws IOException {
                writer.write(ExportFormat.parse(format), file, options);
            }
        };
    }
}
