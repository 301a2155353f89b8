package org.ccw.app.window.lab;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.ccw.labs.folder.LabCatalogue;
import org.ccw.labs.folder.LabFormatException;
import org.ccw.model.io.AtomicFile;

/**
 * The course folders a lecturer or student added in the window (Lab → Add course folder…): directories of lab folders
 * that join the catalogue as {@code --labs DIR} does, remembered in {@code lab-folders.txt} of the settings (one path a
 * line) so they are there again after a restart.
 */
final class CourseFolders {
    private final Path file;
    private final Set<Path> folders = new LinkedHashSet<>();

    CourseFolders(Path settingsDir) {
        this.file = settingsDir.resolve("lab-folders.txt");
        try {
            if (Files.isRegularFile(file)) {
                Files.readAllLines(file, StandardCharsets.UTF_8).stream().map(String::strip).filter(l -> !l.isEmpty())
                    .map(Path::of).forEach(folders::add);
            }
        } catch (IOException | RuntimeException unreadable) {
            folders.clear(); // added again by hand: the list is all that is lost
        }
    }

    /**
     * Adds every remembered folder to the catalogue; a folder gone since is skipped.
     *
     * @return every problem found: a folder gone, a lab that does not read (each naming its file and line)
     */
    List<String> load() {
        List<String> problems = new ArrayList<>();
        for (Path folder : folders) {
            try {
                LabCatalogue.addDirectory(folder).forEach(e -> problems.add(e.getMessage()));
            } catch (LabFormatException gone) {
                problems.add(gone.getMessage());
            }
        }
        return problems;
    }

    /**
     * Adds {@code folder} to the catalogue and remembers it.
     *
     * @return the problems of the labs in it that do not read
     * @throws LabFormatException when it is not a directory
     */
    List<String> add(Path folder) throws IOException {
        Path absolute = folder.toAbsolutePath().normalize();
        List<String> problems = LabCatalogue.addDirectory(absolute).stream().map(Exception::getMessage).toList();
        folders.add(absolute);
        save();
        return problems;
    }

    /** Takes every added folder's labs out of the catalogue and forgets them. */
    void forgetAll() throws IOException {
        folders.forEach(LabCatalogue::removeDirectory);
        folders.clear();
        save();
    }

    List<Path> folders() {
        return List.copyOf(folders);
    }

    private void save() throws IOException {
        Files.createDirectories(file.getParent());
        StringBuilder text = new StringBuilder();
        folders.forEach(f -> text.append(f).append('\n'));
        AtomicFile.writeString(file, text.toString());
    }
}
