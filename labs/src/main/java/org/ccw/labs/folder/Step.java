package org.ccw.labs.folder;

import java.util.Objects;
import java.util.Optional;

/**
 * One step of a lab: what to do in the workbench and, usually, a prediction question to answer before the run
 * shows it.
 *
 * @param title    a few words, e.g. {@code Stop on a loss}
 * @param text     what to do (Markdown)
 * @param question the prediction question, if the step asks one
 * @param bookmark the name of a lab bookmark the step is about (the window can jump there), if any
 */
public record Step(String title, String text, Optional<Question> question, Optional<String> bookmark) {
    public Step {
        Objects.requireNonNull(title);
        Objects.requireNonNull(text);
        Objects.requireNonNull(question);
        Objects.requireNonNull(bookmark);
    }
}
