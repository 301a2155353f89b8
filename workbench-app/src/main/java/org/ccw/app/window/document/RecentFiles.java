package org.ccw.app.window.document;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The File → Open Recent list: the last {@value #MAX} files opened or saved, newest first, kept one path a line
 * in {@code recent-files.txt} in the settings directory so it survives restarts.
 */
public final class RecentFiles {

    static final int MAX = 8;

    private final Path store;
    private final ObservableList<Path> files = FXCollections.observableArrayList();

    public RecentFiles(Path settingsDir) {
        this.store = settingsDir.resolve("recent-files.txt");
        if (Files.isRegularFile(store)) {
            try {
                Files.readAllLines(store).stream().filter(line -> !line.isBlank()).limit(MAX).map(Path::of)
                    .forEach(files::add);
            } catch (IOException unreadable) {
                // A lost recent-files list costs the user nothing but convenience; start afresh.
                files.clear();
            }
        }
    }

    public ObservableList<Path> files() {
        return files;
    }

    /** Puts {@code file} first (once) and writes the list; a failed write only loses the list. */
    public void add(Path file) {
        Path absolute = file.toAbsolutePath().normalize();
        List<Path> updated = new ArrayList<>(files);
        updated.remove(absolute);
        updated.add(0, absolute);
        files.setAll(updated.subList(0, Math.min(MAX, updated.size())));
        try {
            Files.createDirectories(store.getParent());
            Files.write(store, files.stream().map(Path::toString).toList());
        } catch (IOException unwritable) {
            // Keep the in-memory list; the next successful write restores the file.
        }
    }
}
