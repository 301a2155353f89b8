package org.ccw.app.sweep;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.ccw.engine.run.HeadlessRun;
import org.ccw.engine.run.RunSummary;
import org.ccw.labs.Lab;
import org.ccw.labs.LabOptions;
import org.ccw.labs.LabResult;
import org.ccw.labs.Variant;
import org.ccw.labs.folder.FolderLab;
import org.ccw.labs.folder.Variants;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.edit.AttributePath;
import org.ccw.model.io.ClusterModelIO;
import org.ccw.model.io.ModelLoadException;
import org.ccw.model.validation.ClusterValidator;
import org.ccw.model.validation.Problem;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * What a sweep runs at each point: a scenario file (its run's summary, as {@code workbench run --json} prints it)
 * or a lab (its metrics and checks, as {@code workbench lab run --json} prints them). A row of the results is the
 * run's index, seed and settings followed by what {@link #run} returns.
 */
public sealed interface SweepSource {

    /** The summary fields that measure this machine's speed, not the run: left out so rows are reproducible. */
    List<String> WALL_CLOCK = List.of("wallTimeNanos", "simOverWall");

    /**
     * Checks that {@code settings} apply here and give a runnable scenario, before anything runs.
     *
     * @throws IllegalArgumentException naming the setting and the problem
     */
    void check(Map<String, String> settings);

    /** Runs one point: {@code {"fingerprint", "summary"}} or {@code {"fingerprint", "metrics", "checks"}}. */
    ObjectNode run(SweepManifest.Run run) throws Exception;

    /**
     * The source a manifest names, its scenario copy read from {@code dir} and a lab found by {@code labs}.
     *
     * @throws IOException when the scenario copy does not load
     */
    static SweepSource of(JsonNode source, String check, Path dir, Function<String, Lab> labs) throws IOException {
        if (source.has("lab")) {
            return new LabSweep(labs.apply(source.get("lab").asText()));
        }
        Path file = dir.resolve(source.path("scenario").asText());
        try {
            return new ScenarioSweep(ClusterModelIO.load(file), check);
        } catch (ModelLoadException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    /**
     * Runs of a scenario: {@code workbench run SCENARIO --seed N --json} with the settings applied, and with
     * {@code check} ({@link ExactlyOnce#NAME}, or null for none) a {@code "check"} object read from the run's trace:
     * {@code {"name", "passed"}} and, when it failed, its one-line {@code "reason"}.
     */
    record ScenarioSweep(Scenario scenario, String check) implements SweepSource {
        private static final ObjectMapper JSON = new ObjectMapper();

        @Override
        public void check(Map<String, String> settings) {
            List<Problem> errors = ClusterValidator.errors(applied(settings));
            if (!errors.isEmpty()) {
                throw new IllegalArgumentException(describe(settings) + "not run: " + errors.get(0));
            }
        }

        @Override
        public ObjectNode run(SweepManifest.Run run) throws IOException {
            HeadlessRun headless = HeadlessRun.of(applied(run.settings())).seed(run.seed());
            ExactlyOnce exactlyOnce = new ExactlyOnce();
            if (check != null) {
                headless.sink(exactlyOnce);
            }
            RunSummary ran = headless.run();
            ObjectNode summary = (ObjectNode) JSON.readTree(ran.toJson());
            summary.remove(WALL_CLOCK);
            ObjectNode result = JSON.createObjectNode();
            result.set("fingerprint", summary.get("fingerprint"));
            result.set("summary", summary);
            if (check != null) {
                ExactlyOnce.Verdict verdict = exactlyOnce.verdict(ran.finishedPs());
                ObjectNode checked = result.putObject("check").put("name", check).put("passed", verdict.passed());
                if (!verdict.passed()) {
                    checked.put("reason", verdict.reason());
                }
            }
            return result;
        }

        private Scenario applied(Map<String, String> settings) {
            Scenario copy = EcoreUtil.copy(scenario);
            settings.forEach((path, value) -> AttributePath.set(copy, path, value));
            return copy;
        }
    }

    /** Runs of a lab: {@code workbench lab run ID --json} with the seed (and, for a lab folder, the settings). */
    record LabSweep(Lab lab) implements SweepSource {
        private static final ObjectMapper JSON = new ObjectMapper();

        @Override
        public void check(Map<String, String> settings) {
            if (settings.isEmpty()) {
                return;
            }
            Optional<Scenario> scenario = lab instanceof FolderLab ? lab.scenario() : Optional.empty();
            if (scenario.isEmpty()) {
                throw new IllegalArgumentException("--set: lab " + lab.id() + " builds its scenarios in Java; only a"
                        + " lab folder's scenario (or a scenario file) takes --set, a Java lab only --seeds");
            }
            settings.forEach((path, value) -> Variants.check(scenario.get(), path, value));
        }

        @Override
        public ObjectNode run(SweepManifest.Run run) throws IOException {
            LabResult result = lab.run(LabOptions.of(new Variant(run.seed(), run.settings())));
            ObjectNode measured = (ObjectNode) JSON.readTree(result.toJson());
            ObjectNode row = JSON.createObjectNode().put("fingerprint", result.fingerprint());
            row.set("metrics", measured.get("metrics"));
            row.set("checks", measured.get("checks"));
            return row;
        }
    }

    /** {@code --set faults.lossRate=0.1 ...: } for a message about one point of the sweep. */
    private static String describe(Map<String, String> settings) {
        StringBuilder text = new StringBuilder();
        settings.forEach((path, value) -> text.append("--set ").append(path).append('=').append(value).append(' '));
        return text.isEmpty() ? "" : text.toString().stripTrailing() + ": ";
    }
}
