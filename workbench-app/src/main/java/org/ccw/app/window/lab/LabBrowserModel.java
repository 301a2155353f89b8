package org.ccw.app.window.lab;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import org.ccw.labs.folder.LabFolder;

/**
 * The lab browser without its controls: the labs grouped by paper or by topic, filtered by words of their id,
 * title, goal, paper or topic, and what the browser says of each (goal, source, duration, steps and questions, how
 * far the student got).
 */
final class LabBrowserModel {

    /** How the labs are grouped. */
    enum Grouping {
        PAPER("by paper", LabFolder::paper), TOPIC("by topic", LabFolder::topic);

        private final String label;
        private final Function<LabFolder, String> key;

        Grouping(String label, Function<LabFolder, String> key) {
            this.label = label;
            this.key = key;
        }

        @Override
        public String toString() {
            return label;
        }
    }

    /** A group of labs under its paper or topic. */
    record Group(String name, List<LabFolder> labs) {
    }

    private final List<LabFolder> labs;

    /** @param labs the labs the window can open (a folder of each), in the catalogue's order */
    LabBrowserModel(List<LabFolder> labs) {
        this.labs = List.copyOf(labs);
    }

    /** The labs matching every word of {@code filter}, grouped by {@code grouping}, groups sorted by name. */
    List<Group> groups(Grouping grouping, String filter) {
        String[] words = filter == null || filter.isBlank() ? new String[0]
            : filter.strip().toLowerCase(Locale.ROOT).split("\\s+");
        Map<String, List<LabFolder>> groups = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        for (LabFolder lab : labs) {
            String text = String.join(" ", lab.id(), lab.title(), lab.goal(), lab.paper(), lab.topic())
                .toLowerCase(Locale.ROOT);
            boolean matches = true;
            for (String w : words) {
                matches &= text.contains(w);
            }
            if (matches) {
                String key = grouping.key.apply(lab);
                groups.computeIfAbsent(key.isBlank() ? "other" : key, k -> new ArrayList<>()).add(lab);
            }
        }
        return groups.entrySet().stream().map(e -> new Group(e.getKey(), List.copyOf(e.getValue()))).toList();
    }

    /** E.g. {@code 30 min • 5 steps, 4 questions • reliability}. */
    static String facts(LabFolder lab) {
        long questions = lab.questions().size();
        return duration(lab.minutes()) + " • " + org.ccw.visualizer.animation.EventText.count(lab.steps().size(), "step")
            + ", " + org.ccw.visualizer.animation.EventText.count(questions, "question") + " • " + lab.topic();
    }

    /** How far a student got: {@code 2 of 4 questions answered}, or nothing when the lab asks none. */
    static String progress(LabFolder lab, Map<String, String> answers) {
        long total = lab.questions().size();
        if (total == 0) {
            return "";
        }
        long answered = lab.questions().stream().filter(q -> !answers.getOrDefault(q.id(), "").isBlank()).count();
        return answered + " of " + total + " questions answered";
    }

    /** {@code 40 min}, {@code 1 h}, {@code 1 h 30 min}. */
    static String duration(int minutes) {
        if (minutes < 60) {
            return minutes + " min";
        }
        return minutes / 60 + " h" + (minutes % 60 == 0 ? "" : " " + minutes % 60 + " min");
    }
}
