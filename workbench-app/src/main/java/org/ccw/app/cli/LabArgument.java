package org.ccw.app.cli;

import java.util.Optional;
import java.util.stream.Collectors;
import org.ccw.labs.Lab;
import org.ccw.labs.Labs;

/** Looks up a lab named on the command line; an unknown id is bad input naming the labs there are. */
final class LabArgument {

    private LabArgument() {
    }

    /** The lab {@code id}, or bad input {@code "COMMAND: no lab 'ID'; the labs are ..."}. */
    static Lab find(String id, String command) {
        return Labs.byId(id).orElseThrow(() -> new BadInputException(command + ": no lab '" + id + "'; " + known()));
    }

    /** The lab {@code id}, if there is one. */
    static Optional<Lab> lookup(String id) {
        return Labs.byId(id);
    }

    /** "the labs are a, b, c" — for messages about an argument that named none. */
    static String known() {
        return "the labs are " + Labs.all().stream().map(Lab::id).collect(Collectors.joining(", "));
    }
}
