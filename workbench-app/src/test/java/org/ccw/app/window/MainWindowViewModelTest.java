package org.ccw.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.ccw.model.cluster.Node;
import org.ccw.model.cluster.Scenario;
import org.ccw.visualizer.editor.Palette;
import org.ccw.visualizer.editor.ScenarioEditor;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ccw.engine.ssam.SsamPresets;
import org.ccw.engine.stack.Stacks;

class MainWindowViewModelTest {

    @TempDir
    Path dir;

    private final List<String> errors = new ArrayList<>();
    private MainWindowViewModel viewModel;

    @BeforeEach
    void startWithTheDefaultScenario() {
        viewModel = new MainWindowViewModel(dir.resolve("settings"), errors::add);
        viewModel.newScenario();
    }

    @Test
    void newShowsTheDefaultScenarioUntitledAndClean() {
        Scenario expected = Stacks.defaultScenario();

        assertNull(viewModel.fileProperty().get());
        assertEquals(expected.getName() + " (untitled) — Cluster Communication Workbench", viewModel.titleProperty().get());
        assertEquals(expected.getName(), viewModel.scenario().getName());
        assertFalse(viewModel.dirtyProperty().get());
        assertTrue(errors.isEmpty());
    }

    @Test
    void anEditMarksTheTitleAndSavingClearsTheMark() {
        Path file = dir.resolve("two hosts.ccw");
        assertTrue(viewModel.saveAs(file));

        moveFirstNode(viewModel.editor(), 30);
        assertEquals("*two hosts.ccw — Cluster Communication Workbench", viewModel.titleProperty().get());

        assertTrue(viewModel.save());
        assertEquals("two hosts.ccw — Cluster Communication Workbench", viewModel.titleProperty().get());
        assertEquals(List.of(file.toAbsolutePath().normalize()), viewModel.recentFiles());
    }

    @Test
    void saveThenReopenGivesTheSameModelAndTheSamePositions() {
        ScenarioEditor editor = viewModel.editor();
        editor.createAtFreeSpot(Palette.entry("preset:Fore ASX-100").orElseThrow());
        moveFirstNode(editor, 42);
        editor.select(List.of(editor.scenario().getCluster().getNodes().get(1)));
        editor.setPinned(true);
        String saved = describe(viewModel.scenario());
        Path file = dir.resolve("moved.ccw");
        assertTrue(viewModel.saveAs(file));

        viewModel.newScenario();
        viewModel.open(file);

        assertEquals(saved, describe(viewModel.scenario()));
        assertFalse(viewModel.dirtyProperty().get(), "a file with its own layout opens as it was saved");
        assertTrue(errors.isEmpty(), errors::toString);
    }

    @Test
    void anAutosaveLeftByACrashIsRecoveredAsUnsavedChangesToItsFile() throws Exception {
        Path file = dir.resolve("work.ccw");
        viewModel.saveAs(file);
        moveFirstNode(viewModel.editor(), 77);
        String edited = describe(viewModel.scenario());
        // The crash: this view-model is dropped without closed(); a new session starts in the same settings.

        MainWindowViewModel next = new MainWindowViewModel(dir.resolve("settings"), errors::add);
        next.newScenario();
        assertEquals(file.toAbsolutePath(), next.pendingRecovery().orElseThrow().originalFile().orElseThrow());
        next.recover();

        assertEquals(edited, describe(next.scenario()));
        assertEquals(file.toAbsolutePath(), next.fileProperty().get());
        assertTrue(next.dirtyProperty().get());
        assertEquals("*work.ccw — Cluster Communication Workbench", next.titleProperty().get());
        assertTrue(next.save());
        assertTrue(next.pendingRecovery().isEmpty(), "saving removes the autosave");
    }

    @Test
    void aFileNamedAtStartOpensWhenNothingWasRecovered() throws Exception {
        Path file = dir.resolve("named.ccw");
        org.ccw.model.io.ClusterModelIO.save(SsamPresets.ssamThroughSwitch(), file);

        assertTrue(viewModel.openAtStart(file).isEmpty());

        assertEquals(file, viewModel.fileProperty().get());
        assertFalse(viewModel.dirtyProperty().get());
    }

    @Test
    void aFileNamedAtStartDoesNotReplaceRecoveredWorkAndWaitsInTheRecentFiles() throws Exception {
        Path work = dir.resolve("work.ccw");
        viewModel.saveAs(work);
        moveFirstNode(viewModel.editor(), 12);
        String edited = describe(viewModel.scenario());
        Path named = dir.resolve("named.ccw");
        org.ccw.model.io.ClusterModelIO.save(SsamPresets.ssamThroughSwitch(), named);

        MainWindowViewModel next = new MainWindowViewModel(dir.resolve("settings"), errors::add);
        next.newScenario();
        next.recover();
        String notice = next.openAtStart(named).orElseThrow();

        assertEquals(edited, describe(next.scenario()), "the recovered work stays");
        assertEquals(work.toAbsolutePath(), next.fileProperty().get());
        assertTrue(notice.startsWith("named.ccw was not opened"), notice);
        assertEquals(named.toAbsolutePath().normalize(), next.recentFiles().get(0));
    }

    @Test
    void theRecoveredFileItselfNamedAtStartKeepsTheRecoveredChanges() {
        Path work = dir.resolve("work.ccw");
        viewModel.saveAs(work);
        moveFirstNode(viewModel.editor(), 12);
        String edited = describe(viewModel.scenario());

        MainWindowViewModel next = new MainWindowViewModel(dir.resolve("settings"), errors::add);
        next.newScenario();
        next.recover();
        String notice = next.openAtStart(work).orElseThrow();

        assertEquals(edited, describe(next.scenario()));
        assertTrue(next.dirtyProperty().get());
        assertTrue(notice.contains("recovered unsaved changes to work.ccw"), notice);
    }

    @Test
    void aCleanCloseLeavesNothingToRecover() {
        moveFirstNode(viewModel.editor(), 5);
        assertTrue(viewModel.pendingRecovery().isPresent());

        viewModel.closed();

        assertTrue(new MainWindowViewModel(dir.resolve("settings"), errors::add).pendingRecovery().isEmpty());
    }

    @Test
    void aMalformedFileIsReportedInOneLineAndTheOpenDocumentStays() throws Exception {
        Path broken = dir.resolve("broken.ccw");
        Files.writeString(broken, "<?xml version=\"1.0\"?><cluster:Scenario xmlns:cluster=\"http://www.ccw.org/clu");
        Scenario before = viewModel.scenario();

        viewModel.open(broken);

        assertEquals(1, errors.size());
        assertTrue(errors.get(0).contains("broken.ccw"), errors.get(0));
        assertEquals(1, errors.get(0).lines().count());
        assertSame(before, viewModel.scenario());
        assertNull(viewModel.fileProperty().get());
    }

    @Test
    void aFailedSaveIsReportedAndKeepsTheDocumentsFile() throws Exception {
        Path notAFile = Files.createDirectory(dir.resolve("a-directory.ccw"));

        assertFalse(viewModel.saveAs(notAFile));

        assertEquals(1, errors.size());
        assertTrue(errors.get(0).startsWith(notAFile + ": cannot save"), errors.get(0));
        assertNull(viewModel.fileProperty().get());
    }

    private static void moveFirstNode(ScenarioEditor editor, double dx) {
        editor.moveBy(List.of(editor.scenario().getCluster().getNodes().get(0)), dx, 0);
    }

    /** Names, kinds and positions (with pins) of every node and the link ends: what a reopen must keep. */
    private static String describe(Scenario scenario) {
        StringBuilder text = new StringBuilder();
        for (Node node : scenario.getCluster().getNodes()) {
            text.append(node.eClass().getName()).append(' ').append(node.getName()).append(" @ ")
                .append(node.getX()).append(',').append(node.getY()).append(node.isPinned() ? " pinned" : "").append('\n');
        }
        scenario.getCluster().getLinks().forEach(l -> text.append(l.getName()).append(": ")
            .append(l.getEnd1().getId()).append(" - ").append(l.getEnd2().getId()).append('\n'));
        return text.toString();
    }
}
