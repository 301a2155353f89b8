package org.ccw.app.window.dialogs;

import java.io.File;
import java.nio.file.Path;
import java.util.Optional;
import javafx.stage.FileChooser;
import javafx.stage.Window;
import org.ccw.model.io.ClusterModelIO;

/**
 * Asks the user which scenario file to open or to save to: the main window's only use of the platform's file
 * dialogs. {@link #NATIVE} shows them; a UI test, which cannot drive a native dialog, answers with a file of its
 * own and still goes through the window's real menus and accelerators.
 */
public interface FilePrompt {

    /** The file to open, or empty when the user cancelled. {@code near} is the current file, if any. */
    Optional<Path> open(Window owner, Path near);

    /** The file to save to, or empty when the user cancelled. */
    Optional<Path> saveAs(Window owner, Path near);

    /**
     * The file to export to, or empty when the user cancelled: the platform's save dialog filtered to
     * {@code extension}, suggesting {@code suggestedName}.
     */
    default Optional<Path> exportTo(Window owner, String suggestedName, String extension) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Export");
        chooser.setInitialFileName(suggestedName);
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(extension.toUpperCase(java.util.Locale.ROOT)
            + " (*." + extension + ")", "*." + extension));
        return Optional.ofNullable(chooser.showSaveDialog(owner)).map(File::toPath);
    }

    /** A folder to open (a lab written as a folder), or empty when the user cancelled. */
    default Optional<Path> folder(Window owner, String title) {
        javafx.stage.DirectoryChooser chooser = new javafx.stage.DirectoryChooser();
        chooser.setTitle(title);
        return Optional.ofNullable(chooser.showDialog(owner)).map(File::toPath);
    }

    /** A sweep's results.csv to chart, or empty when the user cancelled. */
    default Optional<Path> sweepResults(Window owner) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Open sweep results");
        chooser.getExtensionFilters().addAll(new FileChooser.ExtensionFilter("Sweep results (results.csv)", "*.csv"),
            new FileChooser.ExtensionFilter("All files", "*.*"));
        return Optional.ofNullable(chooser.showOpenDialog(owner)).map(File::toPath);
    }

    /** The platform's file dialogs, filtered to scenario files and opened in the current file's folder. */
    FilePrompt NATIVE = new FilePrompt() {
        @Override
        public Optional<Path> open(Window owner, Path near) {
            return Optional.ofNullable(chooser("Open scenario", near).showOpenDialog(owner)).map(File::toPath);
        }

        @Override
        public Optional<Path> saveAs(Window owner, Path near) {
            return Optional.ofNullable(chooser("Save scenario as", near).showSaveDialog(owner)).map(File::toPath);
        }

        private FileChooser chooser(String title, Path near) {
            FileChooser chooser = new FileChooser();
            chooser.setTitle(title);
            chooser.getExtensionFilters().addAll(
                new FileChooser.ExtensionFilter("Cluster scenarios (*." + ClusterModelIO.FILE_EXTENSION + ")",
                    "*." + ClusterModelIO.FILE_EXTENSION),
                new FileChooser.ExtensionFilter("All files", "*.*"));
            if (near != null && near.toAbsolutePath().getParent() != null) {
                chooser.setInitialDirectory(near.toAbsolutePath().getParent().toFile());
            }
            return chooser;
        }
    };
}
