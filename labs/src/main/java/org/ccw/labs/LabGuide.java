package org.ccw.labs;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.ccw.labs.folder.ChoiceQuestion;
import org.ccw.labs.folder.DiscussQuestion;
import org.ccw.labs.folder.LabFolder;
import org.ccw.labs.folder.NumberQuestion;
import org.ccw.labs.folder.Question;

/**
 * A lab's instructions for a student: what the experiment is and which section of which paper it reproduces, the
 * steps to take in the workbench (open the lab's scenario, run it, where to look), what to watch for, what the
 * paper found, and questions the run answers. {@code workbench lab show ID} prints it; the window's "Lab steps" tab
 * shows it beside the lab's checks.
 *
 * @param goal          one paragraph: the experiment and why it matters
 * @param source        the paper and section it follows, e.g. {@code von Eicken et al. 1995 (seed 000) §3.4.4}
 * @param steps         what to do, in order
 * @param whatToLookFor what the run shows when it reproduces the paper
 * @param paperFound    what the paper measured or argued, with its figures and units
 * @param questions     two or three questions the run answers
 */
public record LabGuide(String goal, String source, List<Step> steps, String whatToLookFor, String paperFound,
                      List<String> questions) {
    private static final ObjectMapper JSON = new ObjectMapper();

    public LabGuide {
        Objects.requireNonNull(goal);
        Objects.requireNonNull(source);
        Objects.requireNonNull(whatToLookFor);
        Objects.requireNonNull(paperFound);
        steps = List.copyOf(steps);
        questions = List.copyOf(questions);
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

    /** The guide as plain text under a heading of {@code lab}'s id and title, wrapped at {@code width} columns. */
    public String toText(Lab lab, int width) {
        StringBuilder text = new StringBuilder();
        wrap(text, lab.id() + ": " + lab.title(), "", "  ", width);
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
        return text.toString();
    }

    /**
     * {@code {"lab", "title", "goal", "source", "steps": [{"title","text"}], "what_to_look_for", "paper_found",
     * "questions": [...]}} ({@code workbench lab show ID --json}); for a lab with a folder also {@code "paper"},
     * {@code "topic"}, {@code "duration_minutes"}, {@code "java"} (its class, or null) and, on each step that asks
     * one, {@code "question": {"id", "kind", "ask", "points"}} with {@code "unit"} for a number and
     * {@code "options"} for a choice.
     */
    public String toJson(Lab lab) {
        ObjectNode root = JSON.createObjectNode();
        root.put("lab", lab.id());
        root.put("title", lab.title());
        root.put("goal", goal);
        root.put("source", source);
        Optional<LabFolder> folder = Optional.of(lab.folder());
        for (int i = 0; i < steps.size(); i++) {
            ObjectNode step = root.withArray("steps").addObject().put("title", steps.get(i).title())
                    .put("text", steps.get(i).text());
            int index = i;
            folder.filter(f -> f.steps().size() == steps.size()).flatMap(f -> f.steps().get(index).question())
                    .ifPresent(q -> question(step.putObject("question"), q));
        }
        root.put("what_to_look_for", whatToLookFor);
        root.put("paper_found", paperFound);
        questions.forEach(q -> root.withArray("questions").add(q));
        folder.ifPresent(f -> root.put("paper", f.paper()).put("topic", f.topic()).put("duration_minutes", f.minutes())
                .put("java", f.javaLab().orElse(null)));
        return root.toString();
    }

    private static void question(ObjectNode node, Question q) {
        node.put("id", q.id()).put("kind", q.kind()).put("ask", q.ask()).put("points", q.points());
        if (q instanceof NumberQuestion n) {
            node.put("unit", n.unit());
        } else if (q instanceof ChoiceQuestion c) {
            c.options().forEach(o -> node.withArray("options").add(o));
        } else if (q instanceof DiscussQuestion d && d.words() > 0) {
            node.put("words", d.words());
        }
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
