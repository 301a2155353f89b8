package org.ccw.app.architecture;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No source file of the modules' main code is over {@value #MOST_LINES} lines: a class a newcomer reads in one
 * sitting. A longer one is split along its paper's seams (as SSAM's endpoint into requester, responder and poller),
 * not trimmed of its comments. Reads the sources, since the class graph does not know a file's length.
 */
class RoomSizeTest {
    private static final int MOST_LINES = 600;
    /** The modules' main sources, from this module's directory (where Maven runs its tests). */
    private static final Path ROOT = Path.of("..");

    @Test
    void noClassIsOverSixHundredLines() throws IOException {
        List<Path> sources;
        try (Stream<Path> files = Files.walk(ROOT, 12)) {
            sources = files.filter(f -> f.toString().endsWith(".java"))
                .filter(f -> f.toString().contains("/src/main/java/") && !f.toString().contains("/target/"))
                .toList();
        }
        assertFalse(sources.isEmpty(), "the sources are found from " + ROOT.toAbsolutePath());
        List<String> big = sources.stream().filter(f -> lines(f) > MOST_LINES)
            .map(f -> ROOT.relativize(f) + " (" + lines(f) + " lines)").toList();
        assertTrue(big.isEmpty(), "classes over " + MOST_LINES + " lines: " + big);
    }

    private static long lines(Path file) {
        try (Stream<String> lines = Files.lines(file)) {
            return lines.count();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
