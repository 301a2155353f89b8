package org.ccw.app.architecture;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
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
        List<Pattern> mentions = names.stream().map(StackNamesTest::mention).toList();
        try (Stream<String> lines = Files.lines(file)) {
            return lines.map(String::strip)
                .filter(line -> !line.startsWith("*") && !line.startsWith("//") && !line.startsWith("/*"))
                .anyMatch(line -> mentions.stream().anyMatch(m -> m.matcher(line).find()));
        } catch (IOException e) {
            throw new UncheckedIOException(file.toString(), e);
        }
    }

    /**
     * A stack's name where a word or a part of a camel-case identifier begins, in any case: {@code ssam},
     * {@code "ssam-traps"}, {@code SsamConfig}, {@code createSsamConfig}, {@code AMII} — but not inside another word
     * ({@code FileChooser} does not name a stack called {@code echo}).
     */
    private static Pattern mention(String name) {
        String rest = Pattern.quote(name.substring(1));
        return Pattern.compile("(?<![A-Za-z])(?i:" + Pattern.quote(name) + ")|(?<=[a-z0-9])"
            + Pattern.quote(name.substring(0, 1).toUpperCase(Locale.ROOT)) + "(?i:" + rest + ")");
    }
}
