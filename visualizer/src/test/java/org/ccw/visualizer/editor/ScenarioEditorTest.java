package org.ccw.visualizer.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.ccw.model.cluster.AtmSwitch;
import org.ccw.model.cluster.Cluster;
import org.ccw.model.cluster.ClusterFactory;
import org.ccw.model.cluster.ClusterPackage;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Link;
import org.ccw.model.cluster.LinkMedium;
import org.ccw.model.cluster.NetworkInterface;
import org.ccw.model.cluster.Node;
import org.ccw.model.cluster.Processor;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.cluster.SwitchPort;
import org.ccw.model.validation.Problem;
import org.ccw.visualizer.ElementRefs;
import org.ccw.visualizer.topology.ElementKind;
import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.Test;
import org.ccw.engine.ssam.SsamPresets;
import org.ccw.engine.stack.Stacks;

class ScenarioEditorTest {

    private final Scenario scenario = emptyScenario();
    private final ScenarioEditor editor = new ScenarioEditor(scenario);

    @Test
    void aListenerOnTheSelectionKeepsHearingAfterAGarbageCollection() {
        assertSame(editor.selection(), editor.selection(), "one read-only view, not a weakly held one per call");
        assertSame(editor.problems(), editor.problems());
        List<List<EObject>> heard = new java.util.ArrayList<>();
        editor.selection().addListener((javafx.collections.ListChangeListener<EObject>) c -> heard.add(List.copyOf(editor.selection())));
        System.gc();

        editor.select(List.of(scenario.getCluster()));

        assertEquals(List.of(List.of(scenario.getCluster())), heard);
    }

    @Test
    void twoWorkstationsAndAnAtmSwitchFromThePaletteLinkIntoAStarThatValidates() {
        Host a = (Host) create("workstation", 100, 100);
        Host b = (Host) create("workstation", 100, 300);
        AtmSwitch sw = (AtmSwitch) create("atm-switch", 400, 200);

        assertTrue(editor.link(a, sw));
        assertTrue(editor.link(b.getNics().get(0), sw));

        Cluster cluster = scenario.getCluster();
        assertEquals(List.of("ws1", "ws2", "atm1"), cluster.getNodes().stream().map(Node::getName).toList());
        assertEquals(List.of(0, 1), sw.getPorts().stream().map(SwitchPort::getIndex).toList());
        Link first = cluster.getLinks().get(0);
        assertSame(a.getNics().get(0), first.getEnd1());
        assertSame(sw.getPorts().get(0), first.getEnd2());
        assertEquals(LinkMedium.TAXI_FIBER, first.getMedium(), "an SBA-100 drives a TAXI fibre");
        assertEquals(140, first.getBandwidthMbps());
        assertEquals(List.of("nothing-to-run"), editor.problems().stream()
            .map(org.ccw.model.validation.Problem::constraintId).toList(), "a drawn star is a valid model, no job yet");
        assertEquals(3 + 2, editor.topology().getDiagram().elements().size(), "two hosts, their NICs, one switch");
        assertEquals(400 - ElementKind.SWITCH.widthPx() / 2, sw.getX(), "the drop point is the box's centre");
        assertTrue(editor.dirtyProperty().get());
    }

    @Test
    void everyEditUndoesAndRedoesInOrder() {
        Host a = (Host) create("workstation", 100, 100);
        AtmSwitch sw = (AtmSwitch) create("atm-switch", 400, 100);
        editor.link(a, sw);
        String drawn = scenarioText();

        editor.undo();
        assertEquals(0, scenario.getCluster().getLinks().size());
        assertEquals(0, sw.getPorts().size(), "undoing a link takes its switch port back");
        editor.undo();
        editor.undo();
        assertEquals(0, scenario.getCluster().getNodes().size());
        assertFalse(editor.dirtyProperty().get(), "back at the save point");
        assertFalse(editor.canUndoProperty().get());

        editor.redo();
        editor.redo();
        editor.redo();
        assertEquals(drawn, scenarioText());
        assertEquals("Undo Link ws1 to atm1", editor.undoLabelProperty().get());
    }

    @Test
    void aHostWithoutAFreeNicOrASwitchWithoutAFreePortIsRefusedWithAMessage() {
        Host a = (Host) create("workstation", 100, 100);
        Host b = (Host) create("workstation", 400, 100);
        Host c = (Host) create("workstation", 700, 100);
        assertTrue(editor.link(a, b));

        assertFalse(editor.link(a, c));
        assertEquals("host ws1 has no free network interface: drop a NIC on it first", editor.messageProperty().get());

        AtmSwitch sw = (AtmSwitch) create("atm-switch", 400, 400);
        editor.setFeature(sw, ClusterPackage.Literals.SWITCH__PORT_COUNT, 1);
        assertTrue(editor.link(c, sw));
        editor.select(List.of(sw));
        Host d = (Host) create("workstation", 700, 400);
        assertFalse(editor.link(d, sw));
        assertEquals("switch atm1 has all 1 ports in use", editor.messageProperty().get());
    }

    @Test
    void nicsAndProcessorsDropOntoTheirHostAndProcessesOntoAHostsFirstProcessor() {
        Host a = (Host) create("workstation", 100, 100);
        String hostId = ElementRefs.id(scenario, a);

        editor.create(Palette.entry("nic:ATM_SBA200E").orElseThrow(), hostId, 0, 0);
        editor.create(Palette.entry("processor").orElseThrow(), hostId, 0, 0);
        editor.create(Palette.entry("process").orElseThrow(), hostId, 0, 0);

        NetworkInterface nic = a.getNics().get(1);
        assertEquals("nic1", nic.getName());
        assertTrue(nic.isDma(), "an SBA-200E moves data by DMA");
        assertSame(a.getIoBuses().get(0), nic.getIoBus());
        assertEquals(List.of("cpu0", "cpu1"), a.getProcessors().stream().map(Processor::getName).toList());
        assertEquals(1, scenario.getCluster().getJobs().size(), "a process needs a job: one is made");
        assertSame(a.getProcessors().get(0), scenario.getCluster().getJobs().get(0).getProcesses().get(0).getProcessor());
        editor.select(List.of());
        assertTrue(editor.create(Palette.entry("processor").orElseThrow(), null, 0, 0).isEmpty());
        assertEquals("drop it on a host (or select a host first)", editor.messageProperty().get());
    }

    @Test
    void aPaletteClickPlacesANewNodeRightOfTheDrawing() {
        Node a = (Node) editor.createAtFreeSpot(Palette.entry("workstation").orElseThrow()).orElseThrow();
        Node b = (Node) editor.createAtFreeSpot(Palette.entry("preset:Fore ASX-100").orElseThrow()).orElseThrow();

        assertTrue(b.getX() >= a.getX() + ElementKind.HOST.widthPx(), "no overlap");
        assertEquals("Fore ASX-100", b.getPreset());
        assertEquals("switch1", b.getName());
    }

    @Test
    void deletingEveryHostAtOnceRedrawsTheCanvasWithNone() {
        ScenarioEditor twoHosts = new ScenarioEditor(Stacks.defaultScenario());
        twoHosts.select(List.copyOf(twoHosts.scenario().getCluster().getNodes()));
        // JavaFX hands a listener's exception to the thread's handler (a stack trace on the console) and goes on.
        List<Throwable> listenerFailures = new java.util.ArrayList<>();
        Thread.UncaughtExceptionHandler before = Thread.currentThread().getUncaughtExceptionHandler();
        Thread.currentThread().setUncaughtExceptionHandler((t, e) -> listenerFailures.add(e));
        try {
            twoHosts.deleteSelection();
        } finally {
            Thread.currentThread().setUncaughtExceptionHandler(before);
        }

        assertEquals(List.of(), listenerFailures, "the selection's listeners saw no detached element");
        assertEquals(List.of(), twoHosts.topology().getDiagram().elements(), "nothing left to draw");
        assertTrue(twoHosts.topology().selectedIds().isEmpty());
    }

    @Test
    void aPaletteJobComesWithTheWorkloadThatDrivesIt() {
        EObject job = editor.create(Palette.entry("job:ssam").orElseThrow(), null, 0, 0).orElseThrow();

        assertTrue(scenario.getWorkloads().stream().anyMatch(w -> w.getJob() == job), "a workload runs the new job");
        editor.undo();
        assertTrue(scenario.getWorkloads().stream().noneMatch(w -> w.getJob() == job), "undone as one");
    }

    @Test
    void aProcessorDroppedOnAHostIsLikeItsOthers() {
        ScenarioEditor twoHosts = new ScenarioEditor(Stacks.defaultScenario());
        Host host = (Host) twoHosts.scenario().getCluster().getNodes().get(0);
        host.getProcessors().get(0).setClockMHz(167);
        Processor added = (Processor) twoHosts.create(Palette.entry("processor").orElseThrow(),
            ElementRefs.id(twoHosts.scenario(), host), 0, 0).orElseThrow();

        assertEquals(167, added.getClockMHz());
    }

    @Test
    void deletingAHostTakesItsLinksTheirSwitchPortsAndItsProcessesAlongAndUndoesAsOne() {
        Scenario preset = SsamPresets.ssamThroughSwitch();
        ScenarioEditor presetEditor = new ScenarioEditor(preset);
        Host a = (Host) preset.getCluster().getNodes().stream().filter(n -> n.getName().equals("ss20-a")).findFirst()
            .orElseThrow();
        AtmSwitch sw = (AtmSwitch) preset.getCluster().getNodes().get(0);

        presetEditor.select(List.of(a));
        presetEditor.deleteSelection();

        assertEquals(1, preset.getCluster().getLinks().size());
        assertEquals(1, sw.getPorts().size());
        assertEquals(1, preset.getCluster().getJobs().get(0).getProcesses().size());
        assertTrue(presetEditor.selection().isEmpty());
        presetEditor.undo();
        assertTrue(preset.getCluster().getNodes().contains(a));
        assertEquals(2, preset.getCluster().getLinks().size());
        assertEquals(2, sw.getPorts().size());
        assertEquals(2, preset.getCluster().getJobs().get(0).getProcesses().size());
    }

    @Test
    void aMoveOfSeveralNodesIsOneCommand() {
        Node a = (Node) create("workstation", 100, 100);
        Node b = (Node) create("workstation", 100, 300);

        editor.selectIds(List.of(ElementRefs.id(scenario, a), ElementRefs.id(scenario, b)), false);
        editor.topology().gesturesProperty().get().moveBy(List.copyOf(editor.topology().selectedIds()), 50, -20);

        assertEquals(100 - ElementKind.HOST.widthPx() / 2 + 50, a.getX());
        assertEquals(300 - ElementKind.HOST.heightPx() / 2 - 20, b.getY());
        editor.undo();
        assertEquals(100 - ElementKind.HOST.widthPx() / 2, a.getX());
        assertEquals(300 - ElementKind.HOST.heightPx() / 2, b.getY());
    }

    @Test
    void anOutOfRangeValueIsRefusedNamingTheLimitAndUnitAndChangesNothing() {
        Host a = (Host) create("workstation", 100, 100);
        Processor cpu = a.getProcessors().get(0);
        boolean dirtyBefore = editor.dirtyProperty().get();
        String undoBefore = editor.undoLabelProperty().get();

        assertFalse(editor.setFeature(cpu, ClusterPackage.Literals.PROCESSOR__CLOCK_MHZ, "-5"));

        assertEquals("ws1 › cpu0: Clock -5 MHz is below the minimum of 1 MHz",
            editor.messageProperty().get());
        assertEquals(60.0, cpu.getClockMHz());
        assertEquals(undoBefore, editor.undoLabelProperty().get());
        assertEquals(dirtyBefore, editor.dirtyProperty().get());

        assertFalse(editor.setFeature(a, ClusterPackage.Literals.HOST__MEMORY_MB, "1.5"));
        assertEquals("ws1: Memory 1.5 must be a whole number", editor.messageProperty().get());

        assertTrue(editor.setFeature(cpu, ClusterPackage.Literals.PROCESSOR__CLOCK_MHZ, "167"));
        assertEquals(167.0, cpu.getClockMHz());
        assertEquals("", editor.messageProperty().get());
        editor.undo();
        assertEquals(60.0, cpu.getClockMHz());
    }

    @Test
    void aProblemSelectsTheElementItNames() {
        Host a = (Host) create("workstation", 100, 100);
        Host b = (Host) create("workstation", 400, 100);

        editor.setFeature(b, ClusterPackage.Literals.NAMED_ELEMENT__NAME, "ws1");

        Problem clash = editor.problems().stream().filter(p -> p.constraintId().equals("unique-name")).findFirst()
            .orElseThrow();
        editor.select(List.of());
        assertTrue(editor.selectProblem(clash));
        assertTrue(editor.selection().get(0) == a || editor.selection().get(0) == b, clash.toString());
        assertTrue(editor.topology().selectedIds().contains(ElementRefs.id(scenario, editor.selection().get(0))));
    }

    @Test
    void layoutMovesEveryUnpinnedNodeInOneCommandAndLeavesPinnedOnesWhereTheyAre() {
        Scenario star = SsamPresets.atmCluster(6);
        ScenarioEditor starEditor = new ScenarioEditor(star);
        Node sw = star.getCluster().getNodes().get(0);
        starEditor.select(List.of(sw));
        starEditor.setPinned(true);
        double pinnedX = sw.getX();
        double[] before = star.getCluster().getNodes().stream().mapToDouble(Node::getY).toArray();

        starEditor.layout();

        assertEquals(pinnedX, sw.getX());
        assertTrue(starEditor.selectionPinned());
        double[] after = star.getCluster().getNodes().stream().mapToDouble(Node::getY).toArray();
        assertFalse(java.util.Arrays.equals(before, after));
        assertEquals("Undo Layout", starEditor.undoLabelProperty().get());
        starEditor.undo();
        assertTrue(java.util.Arrays.equals(before, star.getCluster().getNodes().stream().mapToDouble(Node::getY).toArray()));
    }

    @Test
    void aFileWithoutPositionsIsLaidOutOnOpenWithoutCountingAsAChange() {
        Scenario unplaced = SsamPresets.atmCluster(4);
        unplaced.getCluster().getNodes().forEach(n -> {
            n.setX(0);
            n.setY(0);
        });
        ScenarioEditor opened = new ScenarioEditor(unplaced);

        assertTrue(opened.layoutIfOverlapping());
        assertFalse(opened.dirtyProperty().get());
        assertFalse(opened.layoutIfOverlapping(), "laid out once, it no longer overlaps");
        assertFalse(new ScenarioEditor(SsamPresets.ssamTwoHosts()).layoutIfOverlapping(), "a file's own layout stays");
    }

    private org.eclipse.emf.ecore.EObject create(String entryId, double x, double y) {
        return editor.create(Palette.entry(entryId).orElseThrow(), null, x, y).orElseThrow();
    }

    private String scenarioText() {
        StringBuilder text = new StringBuilder();
        scenario.eAllContents().forEachRemaining(e -> text.append(e).append('\n'));
        return text.toString();
    }

    private static Scenario emptyScenario() {
        Scenario scenario = ClusterFactory.eINSTANCE.createScenario();
        scenario.setName("empty");
        Cluster cluster = ClusterFactory.eINSTANCE.createCluster();
        cluster.setName("cluster");
        scenario.setCluster(cluster);
        return scenario;
    }
}
