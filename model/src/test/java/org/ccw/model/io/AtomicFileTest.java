package org.ccw.model.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFileTest {

    @TempDir
    Path dir;

    @Test
    void aFailedWriteLeavesTheFileAsItWasAndNoTemporaryFile() throws IOException {
        Path file = dir.resolve("figure.svg");
        Files.writeString(file, "before");

        assertThrows(IOException.class, () -> AtomicFile.write(file, out -> {
            out.write("half".getBytes());
            throw new IOException("disk full");
        }));

        assertEquals("before", Files.readString(file));
        try (var files = Files.list(dir)) {
            assertEquals(1, files.count(), "no temporary file left behind");
        }
    }

    @Test
    void aNewFileIsReadableByAllAndAReplacedOneKeepsItsPermissions() throws IOException {
        Path fresh = dir.resolve("new.ccw");
        AtomicFile.writeString(fresh, "x");
        assertEquals("rw-r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(fresh)));

        Path own = dir.resolve("own.ccw");
        Files.writeString(own, "x");
        Files.setPosixFilePermissions(own, PosixFilePermissions.fromString("rw-rw----"));
        AtomicFile.writeString(own, "y");
        assertEquals("rw-rw----", PosixFilePermissions.toString(Files.getPosixFilePermissions(own)));
        assertEquals("y", Files.readString(own));
    }
}
