package org.ccw.app.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.ccw.labs.Check;
import org.ccw.labs.LabResult;
import org.ccw.labs.Metric;
import org.ccw.labs.folder.ChoiceQuestion;
import org.ccw.labs.folder.LabFolder;
import org.ccw.labs.folder.Question;
import org.ccw.labs.folder.Verdict;
import org.ccw.visualizer.ColourPalette;
import org.ccw.visualizer.Units;
import org.ccw.visualizer.export.Figure;
import org.ccw.visualizer.export.Report;

/**
 * A student's report on a lab: who, the lab and its paper, every question with the answer given and its verdict
 * (right, or how far off and why), the score, the lab's figures beside the paper's (those the paper gives; the rest
 * are counted, not listed: a sweep has hundreds), its checks, and the figures the student made.
 */
public final class LabReport {

    /** Within this share of the paper's figure a metric without a check of its own is a pass (the labs' rule). */
    public static final double NEAR_PAPER = 0.10;

    /** A figure the student made, with what it shows. */
    public record Shown(Figure figure, String caption) {
        public Shown {
            Objects.requireNonNull(figure);
            Objects.requireNonNull(caption);
        }
    }

    /**
     * Who the report is for: a name, the id the course knows them by, and the variant their runs took (a lab with
     * per-student variants gives each student their own numbers: the report says which were theirs).
     */
    public record Student(String name, Optional<String> id, Optional<String> variant) {
        public Student {
            Objects.requireNonNull(name);
            Objects.requireNonNull(id);
            Objects.requireNonNull(variant);
        }

        /** A student known by name alone, on a lab's pinned runs. */
        public static Student named(String name) {
            return new Student(name, Optional.empty(), Optional.empty());
        }

        /** E.g. {@code Ada Lovelace (s1) • variant: seed 417}. */
        String describe() {
            return name + id.map(i -> " (" + i + ")").orElse("") + variant.map(v -> " • variant: " + v).orElse("");
        }
    }

    private LabReport() {
    }

    /**
     * The report.
     *
     * @param answers  question id → the answer as the student wrote it
     * @param verdicts one per question of {@code lab}, in its order
     * @param result   the lab's measured result, or null when its checks were not run
     * @param stamp    when and with which build, as the report prints it (e.g. {@code 2026-11-27 • workbench 0.1.0})
     */
    public static Report of(LabFolder lab, Student student, Map<String, String> answers, List<Verdict> verdicts,
                            LabResult result, List<Shown> figures, String stamp) {
        List<Question> questions = lab.questions();
        if (verdicts.size() != questions.size()) {
            throw new IllegalArgumentException(verdicts.size() + " verdicts for " + questions.size() + " questions");
        }
        Report.Builder r = new Report.Builder("Lab report: " + lab.id() + " — " + lab.title());
        // the window's verdict colours: a miss is amber, not the red of a failure or a wrong answer
        ColourPalette palette = ColourPalette.standard();
        for (String good : List.of("right", "pass")) {
            r.tone(good, palette.colour("-ccw-pass"));
        }
        for (String bad : List.of("wrong", "fail")) {
            r.tone(bad, palette.colour("-ccw-error-text"));
        }
        r.tone("miss", palette.colour("-ccw-miss"));
        r.paragraph("Student: " + student.describe() + " • " + stamp
            + (result == null ? "" : " • trace fingerprint " + result.fingerprint()));
        r.paragraph(lab.paper() + ": " + lab.source());
        r.paragraph(lab.goal());

        r.heading("Answers");
        int score = verdicts.stream().mapToInt(Verdict::points).sum();
        int max = questions.stream().mapToInt(Question::points).sum();
        r.paragraph(String.format(Locale.ROOT, "Score: %d of %d points (%s)", score, max, tally(verdicts)));
        for (int i = 0; i < questions.size(); i++) {
            Question q = questions.get(i);
            Verdict v = verdicts.get(i);
            r.paragraph((i + 1) + ". " + q.ask());
            if (q instanceof ChoiceQuestion c) {
                List<String> options = new ArrayList<>();
                for (int o = 0; o < c.options().size(); o++) {
                    options.add(ChoiceQuestion.letter(o) + ") " + c.options().get(o));
                }
                r.paragraph(String.join("   ", options));
            }
            String given = answers.getOrDefault(q.id(), "").strip();
            if (!q.graded()) {
                // a discussion: the student's words, for the lecturer to read
                r.paragraph("Answer (not graded): " + (given.isEmpty() ? "(none)" : given), v.outcome().word());
                continue;
            }
            r.paragraph("Answer: " + (given.isEmpty() ? "(none)" : v.given().isEmpty() ? given : v.given()) + " — "
                + v.outcome().word() + ", " + v.points() + " of " + q.points() + (q.points() == 1 ? " point" : " points"),
                v.outcome().word());
            if (v.outcome() != Verdict.Outcome.UNANSWERED) {
                r.paragraph(v.feedback());
            }
            // an unanswered question's answer is not printed: a report exported before answering must not give it
        }

        r.heading("Ours beside the paper");
        // a discussion left blank gives nothing away: only the graded questions hold the figures back
        boolean unanswered = false;
        for (int i = 0; i < questions.size(); i++) {
            unanswered |= questions.get(i).graded() && verdicts.get(i).outcome() == Verdict.Outcome.UNANSWERED;
        }
        if (result == null) {
            r.paragraph("The lab's checks were not run (Run checks in the Lab steps tab measures them).");
        } else if (unanswered) {
            // the figures and the checks' details are the answers to the lab's number questions
            r.paragraph("The lab's figures and checks are shown once every question is answered: they give the "
                + "answers away.");
        } else {
            List<List<String>> rows = new ArrayList<>();
            List<String> tones = new ArrayList<>();
            for (Metric m : result.metrics()) {
                if (m.paper() != null) {
                    String outcome = outcome(m, result);
                    rows.add(List.of(m.name(), figure(m.value()) + " " + Units.shown(m.unit()), figure(m.paper()) + " " + Units.shown(m.unit()),
                        m.ratio() == null ? "" : String.format(Locale.ROOT, "%.3f", m.ratio()), outcome));
                    tones.add(outcome.split(" ")[0].toLowerCase(Locale.ROOT));
                }
            }
            long without = result.metrics().size() - rows.size();
            if (!rows.isEmpty()) {
                r.table(List.of("metric", "ours", "paper", "ratio", "outcome"), rows, tones);
            }
            if (without > 0) {
                r.paragraph(without + (without == 1 ? " figure" : " figures") + " without a paper figure"
                    + " (workbench lab run " + lab.id() + " --json lists them).");
            }
            r.heading("Checks: " + result.tally());
            r.table(List.of("check", "outcome", "detail"), result.checks().stream()
                    .map(c -> List.of(c.name(), word(c.outcome()), c.detail())).toList(),
                result.checks().stream().map(c -> c.outcome().word()).toList());
        }

        r.heading("Figures");
        if (figures.isEmpty()) {
            r.paragraph("No figure: run the scenario for its timing diagram, Run checks for the lab's charts.");
        }
        figures.forEach(f -> r.figure(f.figure(), f.caption()));
        return r.build();
    }

    /** E.g. {@code 2 right, 1 wrong, 1 unanswered}. */
    static String tally(List<Verdict> verdicts) {
        List<String> parts = new ArrayList<>();
        for (Verdict.Outcome o : Verdict.Outcome.values()) {
            long n = verdicts.stream().filter(v -> v.outcome() == o).count();
            if (n > 0) {
                parts.add(n + " " + o.word());
            }
        }
        return parts.isEmpty() ? "no questions" : String.join(", ", parts);
    }

    /**
     * A metric's outcome: its own check's ({@code NAME_near_paper}, {@code NAME_emerges}) when it has one, else
     * pass / miss at {@value #NEAR_PAPER} of the paper's figure, with the deviation; empty without a paper figure.
     */
    public static String outcome(Metric m, LabResult result) {
        String deviation = m.ratio() == null ? "" : " (" + m.deviation() + ")";
        for (Check check : result.checks()) {
            if (check.name().startsWith(m.name() + "_")) {
                return word(check.outcome()) + deviation;
            }
        }
        if (m.ratio() == null) {
            return "";
        }
        return (Math.abs(m.ratio() - 1) <= NEAR_PAPER ? "pass" : "miss") + deviation;
    }

    /** How an outcome reads: a failure shouts, a miss does not. */
    public static String word(Check.Outcome outcome) {
        return outcome == Check.Outcome.FAIL ? "FAIL" : outcome.word();
    }

    /** Four significant figures. */
    public static String figure(double value) {
        return String.format(Locale.ROOT, "%.4g", value);
    }
}
