package org.ccw.app.window.document;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.ccw.model.io.ClusterModelIO;
import org.ccw.model.io.ModelLoadException;

/**
 * The example scenarios shipped with the workbench (the repository's and the distribution's {@code examples/}):
 * the papers' set-ups, for File → Open Example. The launcher names the folder in the system property
 * {@value #FOLDER_PROPERTY}; an example opens as a new untitled document, so saving never overwrites it.
 */
public final class Examples {

    /** System property the launcher sets to its {@code examples/} folder. */
    public static final String FOLDER_PROPERTY = "ccw.examples";

    /** One example: the scenario's own name as its title, and its file. */
    public record Example(String title, Path file) {
    }

    private Examples() {
    }

    /** The folder the launcher named, if it exists. */
    public static Optional<Path> installed() {
        return Optional.ofNullable(System.getProperty(FOLDER_PROPERTY)).map(Path::of).filter(Files::isDirectory);
    }

    /** Every scenario file in {@code folder}, by file name, titled by the scenario it holds (or its file name). */
    public static List<Example> in(Path folder) {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".ccw")).sorted()
                .map(f -> new Example(title(f), f)).toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    private static String title(Path file) {
        try {
            return ClusterModelIO.load(file).getName();
        } catch (ModelLoadException e) {
            return file.getFileName().toString();
        }
    }
}
