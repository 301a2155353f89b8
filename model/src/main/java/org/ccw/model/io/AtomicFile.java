package org.ccw.model.io;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * Every file the workbench writes for a user (a scenario, a figure, a chart's data, a trace) is written the same
 * way, so a full disk or a failed export never leaves half a file under the name the user chose: into a temporary
 * sibling, forced to disk, then moved over the target in one rename. When anything fails the target is left as it
 * was and the temporary file removed.
 */
public final class AtomicFile {

    /** What goes into the file. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    private AtomicFile() {
    }

    /** Writes {@code content} to {@code file}, replacing it in one step. */
    public static void write(Path file, Content content) throws IOException {
        Path target = file.toAbsolutePath();
        Path temp = Files.createTempFile(target.getParent(), "." + target.getFileName() + ".", ".tmp");
        try {
            try (FileOutputStream out = new FileOutputStream(temp.toFile())) {
                content.writeTo(out);
                out.getFD().sync();
            }
            keepPermissions(temp, target);
            try {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /**
     * A temporary file is private to its owner; the file it replaces keeps the permissions it had, and a new file
     * gets the usual ones (owner writes, everyone reads), as an editor's save would.
     */
    private static void keepPermissions(Path temp, Path target) throws IOException {
        if (!temp.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            return;
        }
        Set<PosixFilePermission> permissions = Files.exists(target) ? Files.getPosixFilePermissions(target)
                : PosixFilePermissions.fromString("rw-r--r--");
        Files.setPosixFilePermissions(temp, permissions);
    }

    /** Writes {@code text} as UTF-8 to {@code file}, replacing it in one step. */
    public static void writeString(Path file, String text) throws IOException {
        write(file, out -> out.write(text.getBytes(StandardCharsets.UTF_8)));
    }
}
