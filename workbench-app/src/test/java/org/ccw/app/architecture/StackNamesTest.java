package org.ccw.app.architecture;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

import org.ccw.engine.stack.Stack;
import org.ccw.engine.stack.Stacks;
import org.junit.jupiter.api.Test;

/**
 * Outside the packages named after a stack no source file names a registered stack in code: the registries find
 * stacks as services, and the model's machine presets cite the papers by their authors. A name in a string is a
 * dependency the class graph cannot see (a lab id, a stack's name in a summary or a help text's example), so this
 * reads the sources.
 */
class StackNamesTest {

    /** The modules' main sources, from this module's directory (where Maven runs its tests). */
    private static final Path ROOT = Path.of("..");

    @Test
    void genericCodeNamesNoStack() throws IOException {
        List<String> names = Stacks.all().stream().map(Stack::name).toList();
        assertTrue(names.size() >= 2, "the stacks this build runs are registered: " + names);
        List<Path> naming;
        try (Stream<Path> files = Files.walk(ROOT, 12)) {
            naming = files.filter(f -> f.toString().endsWith(".java"))
                .filter(f -> f.toString().contains("/src/main/java/"))
                .filter(f -> !f.toString().contains("/target/"))
                .filter(f -> !inStackPackage(f, names))
                .filter(f -> namesAStack(f, names))
                .toList();
        }
        assertTrue(naming.isEmpty(), "files outside a stack's packages that name a stack: " + naming);
    }

    private static boolean inStackPackage(Path file, List<String> names) {
        for (Path part : file.getParent()) {
            if (names.contains(part.toString())) {
                return true;
            }
        }
        return false;
    }

    /** Whether a line of code (not a comment) mentions a stack's name. */
    private static boolean namesAStack(Path file, List<String> names) {
        try (Stream<String> lines = Files.lines(file)) {
            return lines.map(String::strip)
                .filter(line -> !line.startsWith("*") && !line.startsWith("//") && !line.startsWith("/*"))
                .map(line -> line.toLowerCase(Locale.ROOT))
                .anyMatch(line -> names.stream().anyMatch(line::contains));
        } catch (IOException e) {
            throw new UncheckedIOException(file.toString(), e);
        }
    }
}
