package org.ccw.app.window.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
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

    @Test
    void theExamplesAreThePapersSetUpsByTitle() {
        List<String> titles = Examples.in(FOLDER).stream().map(Examples.Example::title).toList();

        assertEquals(List.of("Clump of 2 Enterprise 5000s across Myrinet, adaptive polling",
            "AM-II across Myrinet under faults", "AM-II on one Enterprise 5000, shared memory", "ATM cluster of 16",
            "ATM cluster of 6, 2% cell loss", "DVCM star of 3 with reliable data under faults", "DVCM star of 3",
            "PVMAM over UDP under faults", "PVMAM FFT on 4 UltraSPARCs, 64 x 64", "PVM through the daemons",
            "SSAM two hosts under faults", "SSAM through an ASX-100", "SSAM two hosts"), titles);
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
