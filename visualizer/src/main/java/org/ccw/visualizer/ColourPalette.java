package org.ccw.visualizer;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;


import org.ccw.visualizer.export.Rgb;

/**
 * The stylesheet's named colours for the painters that have no scene to look them up in: the timing diagram, the
 * charts and their SVG/PNG/PDF export, which also run headless from the command line. Each colour is written
 * once, as a looked-up colour in the {@code .root} block of {@code workbench.css}; the canvas's CSS refers to the
 * same names, so the window and every exported file agree.
 *
 * <p>Only the {@code -ccw-name: #rrggbb;} declarations of the first {@code .root} block are read (comments
 * removed). A {@code -ccw-} name given any other value there is an error, so that block keeps naming each colour
 * literally. A theme laid over the default one (the lecture stylesheet) re-colours the JavaFX views through CSS;
 * these painters keep the default colours, which is what a printed figure wants.
 */
public final class ColourPalette {
    private static final Pattern ROOT = Pattern.compile("\\.root\\s*\\{([^}]*)}");
    private static final Pattern COMMENT = Pattern.compile("(?s)/\\*.*?\\*/");
    private static final Pattern DECLARATION = Pattern.compile("(-ccw-[a-z0-9-]+)\\s*:\\s*([^;]*);");
    private static final Pattern HEX = Pattern.compile("#[0-9a-fA-F]{6}");
    private static final ColourPalette STANDARD = parse(read("workbench.css"));

    private final Map<String, Rgb> colours;

    private ColourPalette(Map<String, Rgb> colours) {
        this.colours = Collections.unmodifiableMap(colours);
    }

    /** The default theme's colours, read once from {@code workbench.css} on the class path. */
    public static ColourPalette standard() {
        return STANDARD;
    }

    /** The colours named in the first {@code .root} block of {@code css}. */
    public static ColourPalette parse(String css) {
        Matcher root = ROOT.matcher(COMMENT.matcher(css).replaceAll(""));
        if (!root.find()) {
            throw new IllegalArgumentException("the stylesheet has no .root block");
        }
        Map<String, Rgb> colours = new LinkedHashMap<>();
        Matcher declaration = DECLARATION.matcher(root.group(1));
        while (declaration.find()) {
            String name = declaration.group(1);
            String value = declaration.group(2).trim();
            if (!HEX.matcher(value).matches()) {
                throw new IllegalArgumentException(name + " in .root must be #rrggbb, not '" + value + "'");
            }
            colours.put(name, Rgb.of(Integer.parseInt(value.substring(1), 16)));
        }
        return new ColourPalette(colours);
    }

    /** The colour the stylesheet names {@code name} (e.g. {@code -ccw-drop}). */
    public Rgb colour(String name) {
        Rgb rgb = colours.get(name);
        if (rgb == null) {
            throw new IllegalArgumentException(name + " is not a colour of the stylesheet's .root");
        }
        return rgb;
    }

    /** Every named colour, in the stylesheet's order. */
    public Map<String, Rgb> colours() {
        return colours;
    }

    /** The colour of cells of {@code kind}: {@link #colour} of {@link #kindVariable}. */
    public Rgb ofKind(String kind) {
        return colour(kindVariable(kind));
    }

    /**
     * The stylesheet's name for the colour of a message {@code kind} ({@code request}, {@code reply}, {@code ack},
     * {@code bulk} or {@code data}, {@code control}, {@code frame}); every other kind shares {@code -ccw-cell-other}.
     * A stack's own kind comes here as the common kind its trace's stack draws it as
     * ({@link org.ccw.visualizer.stacks.StackPresentation#drawnAs}).
     */
    public static String kindVariable(String kind) {
        return switch (kind) {
            case "request" -> "-ccw-cell-request";
            case "reply" -> "-ccw-cell-reply";
            case "ack" -> "-ccw-cell-ack";
            // a bulk transfer's cells and a raw data cell are the same thing on the wire
            case "bulk", "data" -> "-ccw-cell-bulk";
            case "control" -> "-ccw-cell-control";
            case "frame" -> "-ccw-cell-frame";
            default -> "-ccw-cell-other";
        };
    }

    private static String read(String resource) {
        try (InputStream in = ColourPalette.class.getResourceAsStream(resource)) {
            return new String(Objects.requireNonNull(in, resource + " missing from the class path").readAllBytes(),
                StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
