package org.ccw.app.window.dialogs;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.application.Platform;
import javafx.collections.FXCollections;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.stage.Window;
import javafx.util.StringConverter;
import org.ccw.visualizer.export.FigureExport;
import org.ccw.visualizer.export.PageSize;

/**
 * File → Export… and the views' Export buttons: a small dialog — what (from the views that have something to
 * export), format (a figure, or the data behind it), PNG scale, PDF page — then the save prompt, then the file is written on a background thread
 * so a large diagram never freezes the window; the outcome goes to {@code report}.
 */
public final class ExportDialog {

    public static final String DIALOG_ID = "export-dialog";
    public static final String WHAT_ID = "export-what";
    public static final String FORMAT_ID = "export-format";
    public static final String PAGE_ID = "export-page";

    private final Window owner;
    private final FilePrompt prompt;
    private final Executor background;
    private final Consumer<String> report;

    public ExportDialog(Window owner, FilePrompt prompt, Executor background, Consumer<String> report) {
        this.owner = owner;
        this.prompt = prompt;
        this.background = background;
        this.report = report;
    }

    /** Asks what to export of {@code choices} (the first preselected) and writes it. */
    public void show(List<Exportable> choices) {
        if (choices.isEmpty()) {
            report.accept("nothing to export yet: run the scenario (Ctrl+R) or a lab in the Charts tab");
            return;
        }
        ChoiceBox<Exportable> what = new ChoiceBox<>(FXCollections.observableArrayList(choices));
        what.setId(WHAT_ID);
        what.setConverter(shownAs(Exportable::label));
        ChoiceBox<String> format = new ChoiceBox<>();
        format.setId(FORMAT_ID);
        format.setConverter(shownAs(ExportDialog::formatLabel));
        what.valueProperty().addListener((obs, was, now) -> {
            String kept = format.getValue();
            format.getItems().setAll(now.formats());
            format.setValue(kept != null && now.formats().contains(kept) ? kept : now.formats().get(0));
        });
        what.setValue(choices.get(0));
        ChoiceBox<Double> scale = new ChoiceBox<>(FXCollections.observableArrayList(1.0, 2.0, 3.0));
        scale.setValue(2.0);
        scale.disableProperty().bind(format.valueProperty().isNotEqualTo("png"));
        ChoiceBox<PageSize> page = new ChoiceBox<>(FXCollections.observableArrayList(PageSize.values()));
        page.setId(PAGE_ID);
        page.setConverter(shownAs(PageSize::label));
        page.setValue(PageSize.FITTED);
        page.disableProperty().bind(format.valueProperty().isNotEqualTo("pdf"));

        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(6);
        grid.addRow(0, new Label("Export"), what);
        grid.addRow(1, new Label("Format"), format);
        grid.addRow(2, new Label("PNG scale (2× for slides)"), scale);
        grid.addRow(3, new Label("PDF page"), page);
        Dialog<ButtonType> dialog = new Dialog<>();
        dialog.initOwner(owner);
        dialog.setTitle("Export");
        dialog.setHeaderText("Export a figure (SVG, PNG, PDF) or its data (a chart's CSV, a run's trace records)");
        dialog.getDialogPane().setId(DIALOG_ID);
        dialog.getDialogPane().setContent(grid);
        ButtonType choose = new ButtonType("Choose file…", javafx.scene.control.ButtonBar.ButtonData.OK_DONE);
        dialog.getDialogPane().getButtonTypes().setAll(choose, ButtonType.CANCEL);
        if (Dialogs.fitted(dialog).showAndWait().filter(choose::equals).isEmpty()) {
            return;
        }
        Exportable target = what.getValue();
        String ext = format.getValue();
        prompt.exportTo(owner, target.baseName() + "." + ext, ext)
            .map(file -> withExtension(file, ext))
            .ifPresent(file -> write(target, ext, file, new FigureExport.Options(scale.getValue(), page.getValue())));
    }

    private void write(Exportable target, String format, Path file, FigureExport.Options options) {
        report.accept("exporting " + target.label() + " to " + file.getFileName() + "…");
        background.execute(() -> {
            String outcome;
            try {
                target.write(format, file, options);
                outcome = "exported " + target.label() + " to " + file;
            } catch (Exception failure) {
                outcome = file + ": export failed: " + failure.getMessage();
            }
            String told = outcome;
            Platform.runLater(() -> report.accept(told));
        });
    }

    /** What the format list shows for a format id: what the file will hold, not just its extension. */
    static String formatLabel(String format) {
        return switch (format) {
            case "svg" -> "SVG (vector, text stays text)";
            case "png" -> "PNG (image)";
            case "pdf" -> "PDF (vector, for print)";
            case "csv" -> "CSV (the curves' data)";
            case "jsonl" -> "JSON Lines (the trace records)";
            case "pcap" -> "pcap (the frames, for Wireshark)";
            default -> format;
        };
    }

    /** A choice box converter that shows each item as {@code text} gives it (choices are never typed in). */
    private static <T> StringConverter<T> shownAs(Function<T, String> text) {
        return new StringConverter<>() {
            @Override
            public String toString(T item) {
                return item == null ? "" : text.apply(item);
            }

            @Override
            public T fromString(String typed) {
                throw new UnsupportedOperationException("a choice box is not edited");
            }
        };
    }

    /** The chosen file, with {@code .ext} added when the user typed a name without it. */
    static Path withExtension(Path file, String ext) {
        String name = file.getFileName().toString();
        return name.toLowerCase(Locale.ROOT).endsWith("." + ext) ? file : file.resolveSibling(name + "." + ext);
    }
}
