package org.ccw.visualizer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.ccw.visualizer.export.Rgb;
import org.junit.jupiter.api.Test;

class ColourPaletteTest {
    private static final Pattern JAVA_NAME = Pattern.compile("\"(-ccw-[a-z0-9-]+)\"");
    private static final Pattern DECLARED = Pattern.compile("(-ccw-[a-z0-9-]+)\\s*:");

    @Test
    void readsTheRootColoursAndNothingElse() {
        ColourPalette palette = ColourPalette.parse("""
            /* a comment with -ccw-ghost: #000000; in it */
            .root {
                -ccw-drop: #D62728;
                -fx-font-size: 13px;
                -ccw-canvas: #ffffff;
            }
            .other { -ccw-elsewhere: #123456; }
            """);

        assertEquals(Set.of("-ccw-drop", "-ccw-canvas"), palette.colours().keySet());
        assertEquals(new Rgb(0xd6, 0x27, 0x28), palette.colour("-ccw-drop"));
        assertThrows(IllegalArgumentException.class, () -> palette.colour("-ccw-elsewhere"));
    }

    @Test
    void aRootColourThatIsNotALiteralIsAnError() {
        var e = assertThrows(IllegalArgumentException.class,
            () -> ColourPalette.parse(".root { -ccw-cell-data: -ccw-cell-bulk; }"));
        assertTrue(e.getMessage().contains("-ccw-cell-data"), e.getMessage());
    }

    @Test
    void everyKindHasItsOwnColourAndUnknownKindsShareOne() {
        ColourPalette palette = ColourPalette.standard();
        Set<Rgb> kinds = new java.util.HashSet<>();
        for (String kind : new String[] {"request", "reply", "ack", "bulk", "control", "frame", "a-new-kind"}) {
            kinds.add(palette.ofKind(kind));
        }
        assertEquals(7, kinds.size(), "no two kinds look alike");
        assertEquals(palette.ofKind("bulk"), palette.ofKind("data"));
        assertEquals(palette.colour("-ccw-cell-other"), palette.ofKind("token-grant"));
    }

    @Test
    void theLectureThemeOnlyRedefinesColoursTheDefaultThemeNames() throws IOException {
        ColourPalette lecture = ColourPalette.parse(resource("lecture.css"));

        Set<String> unknown = new TreeSet<>(lecture.colours().keySet());
        unknown.removeAll(ColourPalette.standard().colours().keySet());
        assertEquals(Set.of(), unknown, "a theme re-colours the default names; a new name would colour nothing");
    }

    /** The painters and the canvas name colours by string: each name must be one the stylesheet declares. */
    @Test
    void everyColourNameInTheCodeIsDeclaredInTheStylesheet() throws IOException {
        String css = resource("workbench.css");
        Set<String> declared = new TreeSet<>();
        Matcher m = DECLARED.matcher(css);
        while (m.find()) {
            declared.add(m.group(1));
        }
        Set<String> used = new TreeSet<>();
        try (Stream<Path> files = Files.walk(Path.of("src", "main", "java"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                Matcher name = JAVA_NAME.matcher(Files.readString(file));
                while (name.find()) {
                    used.add(name.group(1));
                }
            }
        }

        assertTrue(used.contains("-ccw-cell-request") && used.contains("-ccw-anim-request"), "the scan finds names");
        Set<String> missing = new TreeSet<>(used);
        missing.removeAll(declared);
        assertEquals(Set.of(), missing);
        // each colour the code takes from the palette is a .root colour, not some other declaration
        used.stream().filter(n -> !n.startsWith("-ccw-anim-") && !n.equals(LabelScale.CSS_NAME))
            .forEach(n -> assertTrue(ColourPalette.standard().colours().containsKey(n), n + " in .root"));
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = ColourPalette.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
