package org.ccw.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.ccw.app.PaletteCluster;
import org.ccw.engine.run.HeadlessRun;
import org.ccw.engine.run.UnrunnableScenarioException;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.io.ClusterModelIO;
import org.ccw.model.validation.ClusterValidator;
import org.ccw.model.validation.Problem;
import org.ccw.visualizer.editor.ScenarioEditor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ccw.engine.stack.Stacks;

/**
 * The cluster a newcomer draws first (the default scenario's hosts deleted; two palette workstations linked to a
 * palette ATM switch; processes dropped on both) runs, from the engine and from {@code workbench run}; drawn
 * without processes, validation says what is missing and {@code run} refuses it in one line. Once a palette host
 * was saved with every kernel cost 0 and the run died with "ws2.cpu0: negative work" (exit 3).
 */
class PaletteBuiltClusterTest {

    @TempDir
    Path dir;

    /** The newcomer's cluster ({@link PaletteCluster}), drawn in a fresh editor over the default scenario. */
    static ScenarioEditor drawnCluster(boolean withProcesses) {
        ScenarioEditor editor = new ScenarioEditor(Stacks.defaultScenario());
        PaletteCluster.draw(editor, withProcesses);
        return editor;
    }

    @Test
    void palettePartsAreThePapersMachines() {
        Scenario scenario = drawnCluster(false).scenario();
        Host ws = (Host) scenario.getCluster().getNodes().stream().filter(n -> n.getName().equals("ws1"))
            .findFirst().orElseThrow();
        assertEquals("SPARCstation-20 + SBA-100", ws.getPreset());
        assertTrue(ws.getCitation().contains("Tables 1-2"), ws.getCitation());
        assertTrue(ws.getKernel().getTrapEntryExitNanos() > 0, "the trap costs of Table 1");
    }

    @Test
    void theDrawnClusterWithProcessesValidatesAndRunsItsJob() throws Exception {
        Scenario scenario = drawnCluster(true).scenario();
        assertEquals(List.of(), ClusterValidator.errors(scenario));

        var summary = HeadlessRun.of(scenario).until(2_000_000_000L).run();

        assertEquals("ssam", summary.stack());
        assertTrue(summary.messagesDelivered() > 0, summary.toString());
    }

    @Test
    void theDrawnClusterRunsFromTheCommandLine() throws Exception {
        Path file = dir.resolve("palette.ccw");
        ClusterModelIO.save(drawnCluster(true).scenario(), file);

        assertEquals(0, CommandRun.of("validate", file.toString()).exitCode());
        CommandRun run = CommandRun.of("run", file.toString(), "--until", "2ms", "--json");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("\"stack\":\"ssam\""), run.out());
    }

    @Test
    void withoutProcessesValidationNamesTheJobAndRunRefusesInOneLine() throws Exception {
        Scenario scenario = drawnCluster(false).scenario();
        List<Problem> errors = ClusterValidator.errors(scenario);
        assertEquals(1, errors.size(), errors.toString());
        assertTrue(errors.get(0).message().startsWith("job ssam has 0 processes"), errors.toString());

        Path file = dir.resolve("no-processes.ccw");
        ClusterModelIO.save(scenario, file);
        CommandRun validate = CommandRun.of("validate", file.toString());
        assertEquals(1, validate.exitCode(), validate.out() + validate.err());
        CommandRun run = CommandRun.of("run", file.toString());
        assertEquals(2, run.exitCode(), run.err());
        assertFalse(run.err().contains("internal error"), run.err());
    }

    @Test
    void aHostWithoutKernelCostsIsAProblemBeforeTheRunAndRefusedByTheEngine() throws Exception {
        Scenario scenario = drawnCluster(true).scenario();
        Host ws2 = (Host) scenario.getCluster().getNodes().stream().filter(n -> n.getName().equals("ws2"))
            .findFirst().orElseThrow();
        ws2.setKernel(org.ccw.model.cluster.ClusterFactory.eINSTANCE.createKernelCosts());

        List<Problem> errors = ClusterValidator.errors(scenario);
        assertEquals(1, errors.size(), errors.toString());
        assertTrue(errors.get(0).message().startsWith("host ws2 runs SSAM over fast traps, but a trap's entry and"
            + " exit cost 0 ns"), errors.toString());

        // The engine's own guard, for a file that never saw validation: bad input naming the host, not a crash.
        UnrunnableScenarioException refused = assertThrows(UnrunnableScenarioException.class,
            () -> HeadlessRun.of(scenario).run());
        assertTrue(refused.getMessage().contains("host ws2: its kernel costs make an SSAM"), refused.getMessage());
    }
}
