package org.ccw.labs;

import java.util.List;
import java.util.Objects;

/**
 * A lab's instructions for a student: what the experiment is and which section of which paper it reproduces, the
 * steps to take in the workbench (open the lab's scenario, run it, where to look), what to watch for, what the
 * paper found, and questions the run answers. {@code workbench lab show ID} prints it; the window's "Lab steps" tab
 * shows it beside the lab's checks. A lab's folder makes it ({@code LabFolder#guide}), and writes it as JSON with its
 * questions.
 *
 * @param goal          one paragraph: the experiment and why it matters
 * @param source        the paper and section it follows, e.g. {@code von Eicken et al. 1995 (seed 000) §3.4.4}
 * @param steps         what to do, in order
 * @param whatToLookFor what the run shows when it reproduces the paper
 * @param paperFound    what the paper measured or argued, with its figures and units
 * @param questions     two or three questions the run answers
 * @param notes         the instructions' other sections, in their order: how the paper measured each figure and how
 *                      the lab does, where the time goes ({@code --ledger}) and what the inputs are ({@code lab
 *                      inputs}), what the model leaves open — the part of a lab that says why a figure is what it is
 */
public record LabGuide(String goal, String source, List<Step> steps, String whatToLookFor, String paperFound,
                      List<String> questions, List<Note> notes) {
    public LabGuide {
        Objects.requireNonNull(goal);
        Objects.requireNonNull(source);
        Objects.requireNonNull(whatToLookFor);
        Objects.requireNonNull(paperFound);
        steps = List.copyOf(steps);
        questions = List.copyOf(questions);
        notes = List.copyOf(notes);
    }

    /**
     * A section of the instructions beyond the guide's fixed parts, e.g. {@code Note("How the paper measured, and
     * how this lab does", [paragraph, ...])}; a list item is a paragraph of its own.
     */
    public record Note(String heading, List<String> paragraphs) {
        public Note {
            Objects.requireNonNull(heading);
            paragraphs = List.copyOf(paragraphs);
        }

        /** The paragraphs as one text, a blank line between two. */
        public String text() {
            return String.join("\n\n", paragraphs);
        }
    }

    /** One thing to do, e.g. {@code Step("Set a breakpoint", "In the Breakpoints tab, tick 'cell dropped' ...")}. */
    public record Step(String title, String text) {
        public Step {
            Objects.requireNonNull(title);
            Objects.requireNonNull(text);
        }
    }

    /** Shorthand for a {@link Step}. */
    public static Step step(String title, String text) {
        return new Step(title, text);
    }

    /** The guide as plain text under a heading of its lab's id and title, wrapped at {@code width} columns. */
    public String toText(String labId, String title, int width) {
        StringBuilder text = new StringBuilder();
        wrap(text, labId + ": " + title, "", "  ", width);
        text.append('\n');
        section(text, "Goal", goal + " (" + source + ")", width);
        text.append("Steps\n");
        for (int i = 0; i < steps.size(); i++) {
            String number = (i + 1) + ". ";
            wrap(text, number + steps.get(i).title() + ": " + steps.get(i).text(), "  ", "  " + " ".repeat(number.length()),
                    width);
        }
        text.append('\n');
        section(text, "What to look for", whatToLookFor, width);
        section(text, "What the paper found", paperFound, width);
        text.append("Questions\n");
        for (String question : questions) {
            wrap(text, "- " + question, "  ", "    ", width);
        }
        for (Note note : notes) {
            text.append('\n').append(note.heading()).append('\n');
            note.paragraphs().forEach(p -> wrap(text, p, "  ", p.startsWith("- ") ? "    " : "  ", width));
        }
        return text.toString();
    }

    private static void section(StringBuilder text, String heading, String body, int width) {
        text.append(heading).append('\n');
        wrap(text, body, "  ", "  ", width);
        text.append('\n');
    }

    /** Appends {@code body} word-wrapped at {@code width}, its first line after {@code first}, the rest after {@code rest}. */
    private static void wrap(StringBuilder text, String body, String first, String rest, int width) {
        StringBuilder line = new StringBuilder(first);
        int lineStart = line.length();
        for (String word : body.split(" ")) {
            if (line.length() > lineStart && line.length() + 1 + word.length() > width) {
                text.append(line).append('\n');
                line = new StringBuilder(rest);
                lineStart = line.length();
            } else if (line.length() > lineStart) {
                line.append(' ');
            }
            line.append(word);
        }
        text.append(line).append('\n');
    }
}
