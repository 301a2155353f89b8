package org.ccw.visualizer.export;

import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import org.apache.fontbox.ttf.TrueTypeCollection;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.fontbox.util.autodetect.FontFileFinder;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;

/**
 * The fonts one PDF's text is set in, so a student named "Zoë Ñúñez 李雷" keeps every letter: DejaVu Sans (Latin, Greek,
 * Cyrillic; Debian's {@code fonts-dejavu-core}) or Arial where DejaVu is not installed, embedded as a subset; and for
 * what that font lacks (Chinese, Japanese, Korean) the first installed font of {@link #FALLBACKS} that has it (Debian:
 * {@code fonts-droid-fallback}). Without any of them the standard Helvetica is used, as every PDF reader has it. A
 * character no font here has is written as '?'.
 */
final class PdfFonts {
    /** Fonts with Latin, Greek and Cyrillic, by file name, best first: regular and bold. */
    private static final List<String> REGULAR = List.of("dejavusans.ttf", "arial.ttf");
    private static final List<String> BOLD = List.of("dejavusans-bold.ttf", "arialbd.ttf");
    /** Fonts with the CJK ideographs, by file name, best first (TrueType outlines: PDFBox embeds those). */
    static final List<String> FALLBACKS = List.of("droidsansfallbackfull.ttf", "droidsansfallback.ttf",
        "notosanscjk-regular.ttc", "wqy-microhei.ttc", "wqy-zenhei.ttc", "msyh.ttc", "simsun.ttc",
        "arial unicode.ttf", "arialuni.ttf");
    /**
     * PDFBox warns on every standard font that it would render Helvetica with a substitute; we only write references
     * to the standard font (metrics from PDFBox's own AFM files), so the warning is noise on the command line. Held
     * in a field, set before the fonts below are made: java.util.logging keeps loggers weakly.
     */
    private static final java.util.logging.Logger FONT_LOG = quiet("org.apache.pdfbox.pdmodel.font.PDType1Font");
    private static final PDFont HELVETICA = new PDType1Font(Standard14Fonts.FontName.HELVETICA);
    private static final PDFont HELVETICA_BOLD = new PDType1Font(Standard14Fonts.FontName.HELVETICA_BOLD);
    /** The system's font files by lower-case file name, found once (a directory walk). */
    private static Map<String, Path> installed;

    private final PDDocument document;
    private final Map<String, Optional<PDFont>> loaded = new LinkedHashMap<>();

    PdfFonts(PDDocument document) {
        this.document = document;
    }

    /** A run of text in one font. */
    record Run(PDFont font, String text) {
    }

    /** {@code text} cut into runs, each in the first of the fonts for {@code bold} that has its characters. */
    List<Run> runs(String text, boolean bold) {
        List<Run> runs = new ArrayList<>();
        PDFont current = null;
        StringBuilder run = new StringBuilder();
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            String c = new String(Character.toChars(cp));
            PDFont font = pick(c, bold);
            if (font == null) {
                font = main(bold);
                c = "?";
            }
            if (font != current && run.length() > 0) {
                runs.add(new Run(current, run.toString()));
                run.setLength(0);
            }
            current = font;
            run.append(c);
        }
        if (run.length() > 0) {
            runs.add(new Run(current, run.toString()));
        }
        return runs;
    }

    /**
     * The first font that has {@code c}: the main one, then each installed fallback (loaded only when a character
     * needs it: most reports never do), then Helvetica; null when none has it.
     */
    private PDFont pick(String c, boolean bold) {
        PDFont main = main(bold);
        if (has(main, c)) {
            return main;
        }
        for (String fallback : FALLBACKS) {
            Optional<PDFont> font = font(List.of(fallback));
            if (font.isPresent() && has(font.get(), c)) {
                return font.get();
            }
        }
        PDFont standard = standard(bold);
        return has(standard, c) ? standard : null;
    }

    /** DejaVu Sans or Arial when installed, else Helvetica. */
    private PDFont main(boolean bold) {
        return font(bold ? BOLD : REGULAR).orElseGet(() -> standard(bold));
    }

    private static PDFont standard(boolean bold) {
        return bold ? HELVETICA_BOLD : HELVETICA;
    }

    private Optional<PDFont> font(List<String> names) {
        return loaded.computeIfAbsent(String.join("|", names), key -> {
            for (String name : names) {
                Path file = installed().get(name);
                if (file != null) {
                    try {
                        return Optional.of(load(file.toFile()));
                    } catch (IOException | RuntimeException unreadable) {
                        // a broken font file: the next one serves
                    }
                }
            }
            return Optional.empty();
        });
    }

    private PDFont load(File file) throws IOException {
        if (!file.getName().toLowerCase(Locale.ROOT).endsWith(".ttc")) {
            return PDType0Font.load(document, file);
        }
        TrueTypeCollection collection = new TrueTypeCollection(file);
        TrueTypeFont[] first = new TrueTypeFont[1];
        collection.processAllFonts(font -> {
            if (first[0] == null) {
                first[0] = font;
            }
        });
        return PDType0Font.load(document, first[0], true);
    }

    private static boolean has(PDFont font, String character) {
        try {
            font.encode(character);
            return true;
        } catch (IOException | IllegalArgumentException | IllegalStateException e) {
            return false;
        }
    }

    private static java.util.logging.Logger quiet(String name) {
        java.util.logging.Logger logger = java.util.logging.Logger.getLogger(name);
        logger.setLevel(java.util.logging.Level.SEVERE);
        return logger;
    }

    /** The system's font files by lower-case name (PDFBox's own search of the platform's font folders). */
    static synchronized Map<String, Path> installed() {
        if (installed == null) {
            Map<String, Path> found = new LinkedHashMap<>();
            for (URI uri : new FontFileFinder().find()) {
                Path path = Path.of(uri);
                found.putIfAbsent(path.getFileName().toString().toLowerCase(Locale.ROOT), path);
            }
            installed = found;
        }
        return installed;
    }
}
