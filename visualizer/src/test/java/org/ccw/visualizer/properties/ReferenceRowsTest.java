package org.ccw.visualizer.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.NetworkInterface;
import org.ccw.model.cluster.Process;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.cluster.Workload;
import org.ccw.model.validation.StackRules;
import org.ccw.model.workload.WorkloadKind;
import org.ccw.visualizer.editor.ScenarioEditor;
import org.ccw.engine.amii.AmIIPresets;
import org.junit.jupiter.api.Test;
import org.ccw.engine.amii.AmIIWorkloads;

/** A process's processor and NIC are rows of the property sheet, chosen among the scenario's elements, undoably. */
class ReferenceRowsTest {
    private final Scenario clump = AmIIPresets.clump(2);
    private final ScenarioEditor editor = new ScenarioEditor(clump);
    private final PropertySheetViewModel sheet = new PropertySheetViewModel(editor);
    private final Process p0 = clump.getCluster().getJobs().get(0).getProcesses().get(0);
    private final Host smp = (Host) p0.getProcessor().eContainer();

    @Test
    void aProcessShowsItsProcessorAndItsNicAmongTheScenariosChoices() {
        editor.select(List.of(p0));

        FeatureProperty nic = sheet.item("nic").orElseThrow();
        FeatureProperty processor = sheet.item("processor").orElseThrow();

        assertTrue(nic.isReference() && processor.isReference());
        assertNull(nic.getValue(), "no NIC named: the stack's choice");
        assertNull(nic.choices().get(0), "a NIC may be unset");
        assertEquals(6, nic.choices().stream().filter(NetworkInterface.class::isInstance).count(),
                "three NICs on each of two SMPs");
        assertEquals(16, processor.choices().size(), "a processor is required: eight on each SMP, no none");
        assertEquals("e5000-0 › nic1", FeatureProperty.label(smp.getNics().get(1)));
        assertEquals("(none)", FeatureProperty.label(null));
    }

    @Test
    void choosingANicSetsItAndUndoTakesItBack() {
        editor.select(List.of(p0));
        FeatureProperty nic = sheet.item("nic").orElseThrow();

        nic.setValue(smp.getNics().get(2));
        assertSame(smp.getNics().get(2), p0.getNic());
        assertSame(smp.getNics().get(2), nic.getValue());

        editor.undo();
        assertNull(p0.getNic());
    }

    @Test
    void aWorkloadsKindIsChosenAmongTheGenericKindsAndEveryRegisteredStacksOwn() {
        Workload workload = clump.getWorkloads().get(0);
        editor.select(List.of(workload));
        FeatureProperty kind = sheet.item("kind").orElseThrow();

        assertTrue(kind.hasChoices() && !kind.isReference());
        assertEquals(StackRules.knownWorkloadKinds(), kind.choices());
        assertTrue(kind.choices().containsAll(WorkloadKind.GENERIC));
        assertTrue(kind.choices().contains(AmIIWorkloads.LOGGP_MICROBENCHMARK), "the stack's own kind");

        kind.setValue(WorkloadKind.PING_PONG);
        assertSame(WorkloadKind.PING_PONG, workload.getKind());
        editor.undo();
        assertSame(AmIIWorkloads.LOGGP_MICROBENCHMARK, workload.getKind());
    }

    /** A kind from a file that this build does not know stays shown (validation names it), not silently replaced. */
    @Test
    void anUnknownKindFromAFileStaysAmongTheChoices() {
        Workload workload = clump.getWorkloads().get(0);
        workload.setKind(WorkloadKind.valueOf("NOT_A_KIND_OF_THIS_BUILD"));
        editor.select(List.of(workload));
        FeatureProperty kind = sheet.item("kind").orElseThrow();

        assertEquals(WorkloadKind.valueOf("NOT_A_KIND_OF_THIS_BUILD"), kind.getValue());
        assertEquals(StackRules.knownWorkloadKinds().size() + 1, kind.choices().size());
    }
}
