package org.ccw.app.window.document;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Properties;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.io.ClusterModelIO;
import org.ccw.model.io.ModelLoadException;

/**
 * The crash guard: while a document has unsaved changes, every edit rewrites {@code autosave.ccw} in the
 * settings directory (atomically, like any save) together with {@code autosave.properties}, which names the
 * document's own file. Saving, discarding or closing normally removes both, so finding them at start-up means
 * the last session ended without that — a crash — and the window offers to recover.
 */
public final class Autosave {

    /** What a previous session left behind. */
    public record Recovery(Path autosaveFile, Optional<Path> originalFile) {
    }

    private static final String ORIGINAL_KEY = "original";

    private final Path scenarioFile;
    private final Path metadataFile;

    public Autosave(Path settingsDir) {
        this.scenarioFile = settingsDir.resolve("autosave." + ClusterModelIO.FILE_EXTENSION);
        this.metadataFile = settingsDir.resolve("autosave.properties");
    }

    /** Writes the scenario and the name of its file (none while untitled). */
    public void write(Scenario scenario, Path originalFile) throws IOException {
        Files.createDirectories(scenarioFile.getParent());
        ClusterModelIO.save(scenario, scenarioFile);
        Properties metadata = new Properties();
        if (originalFile != null) {
            metadata.setProperty(ORIGINAL_KEY, originalFile.toAbsolutePath().toString());
        }
        try (Writer out = Files.newBufferedWriter(metadataFile)) {
            metadata.store(out, "Cluster Communication Workbench autosave: the document's own file");
        }
    }

    /** The autosave a previous session left, if any. */
    public Optional<Recovery> pending() {
        if (!Files.isRegularFile(scenarioFile)) {
            return Optional.empty();
        }
        Properties metadata = new Properties();
        if (Files.isRegularFile(metadataFile)) {
            try (Reader in = Files.newBufferedReader(metadataFile)) {
                metadata.load(in);
            } catch (IOException unreadable) {
                // The scenario itself is what matters; without its file name it is recovered as untitled.
                metadata.clear();
            }
        }
        return Optional.of(new Recovery(scenarioFile,
            Optional.ofNullable(metadata.getProperty(ORIGINAL_KEY)).map(Path::of)));
    }

    public Scenario load() throws ModelLoadException {
        return ClusterModelIO.load(scenarioFile);
    }

    /** Removes the autosave: the document was saved, discarded or closed normally. */
    public void clear() throws IOException {
        Files.deleteIfExists(scenarioFile);
        Files.deleteIfExists(metadataFile);
    }
}
