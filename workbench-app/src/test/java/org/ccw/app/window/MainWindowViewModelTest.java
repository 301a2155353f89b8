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
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.presets.Presets;
import org.ccw.visualizer.topology.TopologyElement;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MainWindowViewModelTest {

    @TempDir
    Path dir;

    private final List<String> errors = new ArrayList<>();
    private final MainWindowViewModel viewModel = new MainWindowViewModel(errors::add);

    @BeforeEach
    void startWithTheDefaultScenario() {
        viewModel.newScenario();
    }

    @Test
    void newShowsTheDefaultScenarioUntitled() {
        Scenario expected = Presets.defaultScenario();

        assertNull(viewModel.fileProperty().get());
        assertEquals("untitled — Cluster Communication Workbench", viewModel.titleProperty().get());
        assertEquals("untitled", viewModel.fileStatusProperty().get());
        assertEquals("seed " + expected.getSeed(), viewModel.seedStatusProperty().get());
        assertEquals(hostNames(expected), viewModel.topology().getDiagram().elements().stream()
            .filter(e -> e.kind() == org.ccw.visualizer.topology.ElementKind.HOST).map(TopologyElement::name).toList());
        assertEquals(expected.getName() + " : Scenario", viewModel.outlineProperty().get().label());
        assertTrue(errors.isEmpty());
    }

    @Test
    void saveWithoutAFileAsksForOneAndSaveAsThenOpenRoundTrips() {
        assertFalse(viewModel.save(), "an untitled document needs Save As");

        Path file = dir.resolve("two hosts.ccw");
        assertTrue(viewModel.saveAs(file));
        assertEquals(file, viewModel.fileProperty().get());
        assertEquals("two hosts.ccw — Cluster Communication Workbench", viewModel.titleProperty().get());
        var drawnBefore = viewModel.topology().getDiagram();

        viewModel.newScenario();
        viewModel.open(file);

        assertEquals(file, viewModel.fileProperty().get());
        assertEquals(drawnBefore, viewModel.topology().getDiagram());
        assertTrue(viewModel.save(), "a document with a file saves in place");
        assertTrue(errors.isEmpty(), errors::toString);
    }

    @Test
    void aMalformedFileIsReportedInOneLineAndTheOpenDocumentStays() throws Exception {
        Path broken = dir.resolve("broken.ccw");
        Files.writeString(broken, "<?xml version=\"1.0\"?><cluster:Scenario xmlns:cluster=\"http://www.ccw.org/clu");
        Scenario before = viewModel.scenarioProperty().get();

        viewModel.open(broken);

        assertEquals(1, errors.size());
        assertTrue(errors.get(0).contains("broken.ccw"), errors.get(0));
        assertEquals(1, errors.get(0).lines().count());
        assertSame(before, viewModel.scenarioProperty().get());
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

    private static List<String> hostNames(Scenario scenario) {
        return scenario.getCluster().getNodes().stream().filter(Host.class::isInstance).map(n -> n.getName()).toList();
    }
}
