package org.ccw.app.window.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.ccw.engine.run.HeadlessRun;
import org.ccw.engine.run.RunSummary;
import org.ccw.engine.stack.Stacks;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.io.ClusterModelIO;
import org.ccw.model.validation.ClusterValidator;
import org.ccw.model.validation.Problem;
import org.junit.jupiter.api.Test;

/** Every example shipped in examples/ validates clean and runs: what File → Open example offers works. */
public class ExamplesTest {

    /** The repository's examples folder (tests run in the module's directory). */
    public static final Path FOLDER = Path.of("..", "examples");

    /**
     * File → Open example lists each file by the scenario's own name, never by a file name (what it falls back to
     * when a file does not load), and no two alike. Any stack's examples join the list by their files alone.
     */
    @Test
    void everyExampleIsListedByItsScenariosOwnName() {
        List<Examples.Example> examples = Examples.in(FOLDER);
        assertTrue(examples.size() >= Stacks.all().size(), "an example per stack at least: " + examples);
        for (Examples.Example example : examples) {
            assertFalse(example.title().isBlank() || example.title().endsWith(".ccw"),
                example.file() + " is listed as " + example.title());
        }
        assertEquals(examples.size(), examples.stream().map(Examples.Example::title).distinct().count(),
            "two examples under one title: " + examples);
        assertEquals("ATM cluster of 6, 2% cell loss", examples.stream()
            .filter(e -> e.file().endsWith("atm6-lossy.ccw")).findFirst().orElseThrow().title());
    }

    @Test
    void everyExampleValidatesCleanAndRunsItsJob() throws Exception {
        for (Examples.Example example : Examples.in(FOLDER)) {
            Scenario scenario = ClusterModelIO.load(example.file());
            List<Problem> problems = ClusterValidator.validate(scenario);
            assertEquals(List.of(), problems, example.file().toString());

            RunSummary summary = HeadlessRun.of(scenario).until(2_000_000_000L).untraced().run();
            assertTrue(summary.messagesDelivered() > 0, example.title() + ": " + summary);
            assertTrue(Stacks.named(summary.stack()).isPresent(), example.title() + " ran " + summary.stack()
                    + ", which is no registered stack");
        }
    }
}
