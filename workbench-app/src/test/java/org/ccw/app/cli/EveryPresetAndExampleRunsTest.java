package org.ccw.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.ccw.engine.stack.Stack;
import org.ccw.engine.stack.Stacks;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.cluster.Workload;
import org.ccw.model.io.ClusterModelIO;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue 27: every scenario the window offers — each registered stack's presets (File → New from preset lists those
 * and nothing else), each palette job (on its stack's first preset's processes) and every file of {@code examples/}
 * (File → Open example) — opens, validates without an error and
 * runs its whole job through {@code workbench run} in its own default duration: not refused, and finished by its
 * stack's own measure with every message it sent delivered.
 */
class EveryPresetAndExampleRunsTest {

    /** The repository's examples folder (tests run in the module's directory). */
    private static final Path EXAMPLES = Path.of("..", "examples");

    @TempDir
    Path dir;

    static Stream<Arguments> presets() {
        return Stacks.all().stream().flatMap(stack -> stack.presets().stream())
            .map(preset -> Arguments.of(preset.title(), preset));
    }

    /** Each stack's palette job, placed as its first preset places its job: the same processes, the tool's job. */
    static Stream<Arguments> paletteJobs() {
        return Stacks.all().stream().filter(stack -> stack.paletteJob().isPresent())
            .map(stack -> Arguments.of(stack.paletteJob().orElseThrow().label(), stack));
    }

    static Stream<Path> examples() throws IOException {
        try (Stream<Path> files = Files.list(EXAMPLES)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".ccw")).sorted().toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("presets")
    void everyPresetRunsItsWholeJob(String title, Stack.Preset preset) throws Exception {
        // opened as the window saves it: through the model's own XMI
        Path file = dir.resolve("preset.ccw");
        ClusterModelIO.save(preset.scenario().get(), file);
        runsToCompletion(file, title);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("paletteJobs")
    void everyPaletteJobRunsItsWholeJob(String label, Stack stack) throws Exception {
        Stack.JobTemplate template = stack.paletteJob().orElseThrow();
        Scenario scenario = stack.presets().get(0).scenario().get();
        scenario.getCluster().getJobs().get(0).setStack(template.config().get());
        Workload workload = scenario.getWorkloads().get(0);
        workload.setKind(template.workload().kind());
        workload.setMessageCount(template.workload().messages());
        workload.setMessageBytes(template.workload().messageBytes());
        Path file = dir.resolve("palette-job.ccw");
        ClusterModelIO.save(scenario, file);
        runsToCompletion(file, label);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void everyExampleRunsItsWholeJobInItsDefaultDuration(Path file) throws Exception {
        runsToCompletion(file, file.getFileName().toString());
    }

    private static void runsToCompletion(Path file, String what) throws Exception {
        CheckedScenario checked = CheckedScenario.load(file);
        assertEquals(List.of(), checked.errors(), what + ": validation");

        CommandRun run = CommandRun.of("run", file.toString(), "--json");

        assertEquals(ExitCode.OK, run.exitCode(), what + " is not refused: " + run.err());
        JsonNode summary = new ObjectMapper().readTree(run.out());
        long durationPs = checked.scenario().getDurationMicros() * 1_000_000L;
        long finished = summary.get("finishedPs").asLong();
        assertTrue(finished >= 0 && finished <= durationPs, what + " finishes its job within its default duration ("
            + checked.scenario().getDurationMicros() + " µs): " + summary);
        assertTrue(summary.get("messagesSent").asLong() > 0, what + " sends: " + summary);
        assertEquals(summary.get("messagesSent").asLong(), summary.get("messagesDelivered").asLong(),
            what + ": every message sent is delivered: " + summary);
        assertTrue(!summary.get("stack").asText().equals("raw"), what + " runs its job's stack: " + summary);
    }
}
