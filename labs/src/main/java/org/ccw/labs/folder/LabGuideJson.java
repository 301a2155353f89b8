package org.ccw.labs.folder;

import java.util.List;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.ccw.labs.LabGuide;

/**
 * A lab folder's guide as {@code workbench lab show ID --json} writes it: {@code {"lab", "title", "goal", "source",
 * "steps": [{"title","text"}], "what_to_look_for", "paper_found", "notes": [{"heading","text"}], "questions": [...],
 * "paper", "topic", "duration_minutes", "java"}} ({@code "java"}: the class that measures it, or null), and on each
 * step that asks one {@code "question": {"id", "kind", "ask", "points"}} with {@code "unit"} for a number,
 * {@code "options"} for a choice and {@code "words"} for a discussion with a length.
 */
public final class LabGuideJson {
    private static final ObjectMapper JSON = new ObjectMapper();

    private LabGuideJson() {
    }

    /** {@code folder}'s guide ({@link LabFolder#guide()}) with its questions, as one line of JSON. */
    public static String of(LabFolder folder) {
        LabGuide guide = folder.guide();
        ObjectNode root = JSON.createObjectNode();
        root.put("lab", folder.id());
        root.put("title", folder.title());
        root.put("goal", guide.goal());
        root.put("source", guide.source());
        List<LabGuide.Step> steps = guide.steps();
        for (int i = 0; i < steps.size(); i++) {
            ObjectNode step = root.withArray("steps").addObject().put("title", steps.get(i).title())
                    .put("text", steps.get(i).text());
            // the guide's steps are the folder's, one for one
            folder.steps().get(i).question().ifPresent(q -> question(step.putObject("question"), q));
        }
        root.put("what_to_look_for", guide.whatToLookFor());
        root.put("paper_found", guide.paperFound());
        root.putArray("notes"); // present, if empty, so a reader need not ask
        guide.notes().forEach(n -> root.withArray("notes").addObject().put("heading", n.heading()).put("text", n.text()));
        guide.questions().forEach(q -> root.withArray("questions").add(q));
        root.put("paper", folder.paper()).put("topic", folder.topic()).put("duration_minutes", folder.minutes())
                .put("java", folder.javaLab().orElse(null));
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
}
