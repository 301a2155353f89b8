package org.ccw.labs.folder;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A text file a person wrote and the workbench reads — a lab's {@code lab.yaml} or {@code instructions.md}, a
 * student's answers, a course's roster: read as UTF-8 text, at most {@link #MAX_BYTES} (a person's file is a few
 * tens of KB; a larger one is refused, not read), every failure one {@link LabFormatException} naming the file.
 */
public final class PersonsFile {
    /** The most such a file may hold. */
    public static final long MAX_BYTES = 1 << 20;

    private PersonsFile() {
    }

    /**
     * The text of {@code path}, named {@code shownAs} in errors; {@code missing} is what a file that is not there is
     * told (e.g. {@code no such file}).
     *
     * @throws LabFormatException when the file is missing, too large or unreadable
     */
    public static String read(Path path, String shownAs, String missing) {
        if (!Files.isRegularFile(path)) {
            throw new LabFormatException(shownAs, 0, "", missing);
        }
        try {
            if (Files.size(path) > MAX_BYTES) {
                throw new LabFormatException(shownAs, 0, "", "is " + Files.size(path) / 1024 + " KB; such a file is"
                        + " at most " + MAX_BYTES / 1024 + " KB");
            }
            return Files.readString(path, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new LabFormatException(shownAs, 0, "", "cannot be read: " + e.getMessage());
        }
    }
}
