package org.ccw.app.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Collectors;
import org.ccw.labs.Lab;
import org.ccw.labs.folder.LabFormatException;
import org.ccw.labs.folder.Labs;

/**
 * Looks up a lab named on the command line: an id from the catalogue, or the path of a lab folder anywhere (a
 * lecturer's lab, read from disk). An unknown id or a folder that does not read is bad input naming why.
 */
final class LabArgument {
    /** How every lab command's ID parameter is described. */
    static final String DESCRIPTION = "The lab's id (see 'workbench lab list') or its folder's path.";

    private LabArgument() {
    }

    /**
     * The lab {@code idOrFolder}, or bad input: {@code "COMMAND: no lab 'ID'; the labs are ..."}, or the folder's
     * {@code FILE:LINE: field: problem}.
     */
    static Lab find(String idOrFolder, String command) {
        Optional<Lab> lab = lookup(idOrFolder);
        if (lab.isPresent()) {
            return lab.get();
        }
        if (looksLikeAPath(idOrFolder)) {
            throw new BadInputException(command + ": no lab folder '" + idOrFolder + "' (a lab folder holds lab.yaml "
                    + "and instructions.md)");
        }
        throw new BadInputException(command + ": no lab '" + idOrFolder + "'; " + known());
    }

    /**
     * The lab {@code idOrFolder}, if the catalogue has that id or it is a lab folder's path.
     *
     * @throws BadInputException when it is a folder that does not read as a lab
     */
    static Optional<Lab> lookup(String idOrFolder) {
        Optional<Lab> byId = Labs.byId(idOrFolder);
        if (byId.isPresent() || !looksLikeAPath(idOrFolder)) {
            return byId;
        }
        Path folder = Path.of(idOrFolder);
        if (!Files.isDirectory(folder)) {
            return Optional.empty();
        }
        try {
            return Optional.of(Labs.fromFolder(folder));
        } catch (LabFormatException e) {
            throw new BadInputException(e.getMessage(), e);
        }
    }

    /** "the labs are a, b, c" — for messages about an argument that named none. */
    static String known() {
        return "the labs are " + Labs.all().stream().map(Lab::id).collect(Collectors.joining(", "));
    }

    /** Whether the argument names a folder rather than an id (ids have no separators; "." is this folder). */
    private static boolean looksLikeAPath(String argument) {
        return argument.contains("/") || argument.contains(java.io.File.separator) || argument.startsWith(".")
                || Files.isDirectory(Path.of(argument));
    }
}
