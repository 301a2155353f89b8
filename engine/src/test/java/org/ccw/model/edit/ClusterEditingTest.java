package org.ccw.model.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.ccw.model.cluster.ClusterPackage;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Processor;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.io.ClusterModelIO;
import org.ccw.model.presets.MachinePresets;
import org.ccw.model.ExampleScenarios;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.command.BasicCommandStack;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.edit.command.AddCommand;
import org.eclipse.emf.edit.command.RemoveCommand;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.emf.edit.domain.AdapterFactoryEditingDomain;
import org.eclipse.emf.edit.provider.IItemLabelProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ClusterEditingTest {

    private final Scenario scenario = ExampleScenarios.load("ssam-two-hosts");
    private final AdapterFactoryEditingDomain domain = ClusterEditing.createDomain(scenario);
    private final BasicCommandStack stack = (BasicCommandStack) domain.getCommandStack();

    @Test
    void setCommandUndoesAndRedoes() {
        Processor cpu = host(0).getProcessors().get(0);
        execute(SetCommand.create(domain, cpu, ClusterPackage.Literals.PROCESSOR__CLOCK_MHZ, 75.0));
        assertEquals(75.0, cpu.getClockMHz());

        stack.undo();
        assertEquals(60.0, cpu.getClockMHz());
        stack.redo();
        assertEquals(75.0, cpu.getClockMHz());
    }

    @Test
    void addCommandUndoesAndRedoes() {
        Host third = MachinePresets.sparcStation1Plus("ss1-c");
        execute(AddCommand.create(domain, scenario.getCluster(), ClusterPackage.Literals.CLUSTER__NODES, third));
        assertEquals(3, scenario.getCluster().getNodes().size());

        stack.undo();
        assertEquals(2, scenario.getCluster().getNodes().size());
        assertFalse(scenario.getCluster().getNodes().contains(third));
        stack.redo();
        assertSame(third, scenario.getCluster().getNodes().get(2));
    }

    @Test
    void removeCommandUndoesBackToTheSameModel() {
        Scenario before = EcoreUtil.copy(scenario);
        execute(RemoveCommand.create(domain, scenario.getCluster(), ClusterPackage.Literals.CLUSTER__LINKS,
                scenario.getCluster().getLinks().get(0)));
        assertTrue(scenario.getCluster().getLinks().isEmpty());

        stack.undo();
        assertTrue(EcoreUtil.equals(before, scenario));
        stack.redo();
        assertTrue(scenario.getCluster().getLinks().isEmpty());
    }

    @Test
    void savePointTracksUnsavedChanges() {
        assertFalse(stack.isSaveNeeded());
        execute(SetCommand.create(domain, host(0), ClusterPackage.Literals.NODE__X, 120.0));
        assertTrue(stack.isSaveNeeded());
        stack.undo();
        assertFalse(stack.isSaveNeeded());
    }

    @Test
    void generatedItemProvidersLabelElements() {
        IItemLabelProvider labels = (IItemLabelProvider) domain.getAdapterFactory()
                .adapt(host(0), IItemLabelProvider.class);
        assertEquals("Host ss20-a", labels.getText(host(0)));
    }

    @Test
    void loadedScenarioIsEditedInItsOwnResourceSet(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("s.ccw");
        ClusterModelIO.save(scenario, file);
        Scenario loaded = ClusterModelIO.load(file);
        AdapterFactoryEditingDomain loadedDomain = ClusterEditing.createDomain(loaded);
        assertSame(loaded.eResource().getResourceSet(), loadedDomain.getResourceSet());
        assertTrue(loadedDomain.getResourceSet().getResourceFactoryRegistry().getExtensionToFactoryMap()
                .containsKey(ClusterModelIO.FILE_EXTENSION));
    }

    private void execute(Command command) {
        assertTrue(command.canExecute(), "command cannot execute: " + command);
        stack.execute(command);
    }

    private Host host(int index) {
        return (Host) scenario.getCluster().getNodes().get(index);
    }
}
