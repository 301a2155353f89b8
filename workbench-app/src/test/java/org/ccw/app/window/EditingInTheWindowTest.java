package org.ccw.app.window;

import static javafx.scene.input.KeyCode.A;
import static javafx.scene.input.KeyCode.CONTROL;
import static javafx.scene.input.KeyCode.ENTER;
import static javafx.scene.input.KeyCode.N;
import static javafx.scene.input.KeyCode.O;
import static javafx.scene.input.KeyCode.S;
import static javafx.scene.input.KeyCode.SHIFT;
import static javafx.scene.input.KeyCode.Z;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeoutException;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.stage.Stage;
import org.ccw.model.cluster.AtmSwitch;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Link;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.validation.StackRules;
import org.ccw.model.workload.WorkloadKind;
import org.ccw.visualizer.ElementRefs;
import org.ccw.visualizer.properties.PropertySheetView;
import org.ccw.visualizer.topology.ElementKind;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Edits a cluster in the real main window (headless Monocle) with the robot's mouse and keyboard: palette
 * clicks, canvas clicks and drags, accelerators, property fields.
 */
@ExtendWith(ApplicationExtension.class)
class EditingInTheWindowTest {

    @TempDir
    Path settings;
    @TempDir
    Path files;

    /** Answers the Open and Save As dialogs with this file. */
    private Path chosenFile;
    private WindowDriver driver;

    @Start
    void start(Stage unused) {
        // Each test opens its own window (WindowDriver.open) in the method below.
    }

    @BeforeEach
    void openTheWindow(FxRobot robot) {
        driver = WindowDriver.open(robot, settings, Optional.empty(),
            new FakeFilePrompt(() -> chosenFile, name -> null));
    }

    @AfterEach
    void closeTheWindow() throws TimeoutException {
        FxToolkit.cleanupStages();
    }

    private Scenario scenario() {
        return driver.viewModel().scenario();
    }

    @Test
    void twoHostsAndASwitchFromThePaletteLinkedOnTheCanvas() {
        buildTwoHostsOnASwitch();

        List<Host> hosts = newHosts();
        AtmSwitch atm = (AtmSwitch) scenario().getCluster().getNodes().stream()
            .filter(AtmSwitch.class::isInstance).findFirst().orElseThrow();
        assertEquals(List.of("ws1", "ws2"), hosts.stream().map(Host::getName).toList());
        List<Link> links = scenario().getCluster().getLinks().stream()
            .filter(l -> l.getEnd2().eContainer() == atm || l.getEnd1().eContainer() == atm).toList();
        assertEquals(2, links.size(), "one link from each new host to the switch");
        for (Host host : hosts) {
            assertTrue(links.stream().anyMatch(l -> l.getEnd1().eContainer() == host || l.getEnd2().eContainer() == host),
                host.getName() + " is linked to the switch");
        }
        assertEquals(2, atm.getPorts().size());
        assertTrue(driver.viewModel().dirtyProperty().get());
    }

    @Test
    void undoAndRedoWithTheKeyboardStepThroughTheWholeConstruction() {
        Scenario before = EcoreUtil.copy(scenario());
        buildTwoHostsOnASwitch();
        Scenario built = EcoreUtil.copy(scenario());

        for (int i = 0; i < 5; i++) {
            driver.keys(CONTROL, Z);
        }
        assertTrue(EcoreUtil.equals(before, scenario()), "five undos take the three creations and two links back");
        assertFalse(driver.viewModel().dirtyProperty().get());
        assertEquals(2, driver.canvas().lookupAll(".topology-host").size());

        for (int i = 0; i < 5; i++) {
            driver.keys(CONTROL, SHIFT, Z);
        }
        assertTrue(EcoreUtil.equals(built, scenario()), "five redos bring them back");
        assertEquals(4, driver.canvas().lookupAll(".topology-host").size());
        assertEquals(3, driver.canvas().lookupAll(".topology-link").size(), "the old link and the two new ones");
    }

    @Test
    void anOutOfRangePropertyValueIsRefusedWithTheLimitAndItsUnit() {
        Host host = (Host) scenario().getCluster().getNodes().get(0);
        int memoryMB = host.getMemoryMB();
        driver.robot.clickOn(driver.box(host));
        WindowDriver.await("the property sheet to show the host", () -> hostSection(driver).isPresent());
        TitledPane hostSection = hostSection(driver).orElseThrow();
        // Unanimated, or the robot may click the memory field while the section still slides open (a loaded machine).
        WindowDriver.later(() -> hostSection.setAnimated(false));
        driver.robot.clickOn(hostSection.lookup(".title"));
        TextField memory = driver.robot.lookup("#" + PropertySheetView.FIELD_ID_PREFIX + "memoryMB").queryAs(TextField.class);

        driver.robot.clickOn(memory);
        driver.keys(CONTROL, A);
        driver.robot.write("0");
        driver.keys(ENTER);

        Label message = driver.robot.lookup("#" + PropertySheetView.MESSAGE_ID).queryAs(Label.class);
        WindowDriver.await("the refusal to show", message::isVisible);
        assertEquals(host.getName() + ": Memory 0 MB is below the minimum of 1 MB", message.getText(),
            "the element as the outline names it, the value as typed, the limit and the unit");
        assertEquals(memoryMB, host.getMemoryMB(), "the model keeps its value");
        assertEquals(Integer.toString(memoryMB), memory.getText(), "the field springs back to it");
        assertFalse(driver.viewModel().editor().canUndoProperty().get(), "nothing reached the command stack");
    }

    @Test
    void saveReopenGivesTheSameModelWithTheSamePositions() {
        Host host = (Host) scenario().getCluster().getNodes().get(0);
        double x = host.getX();
        double y = host.getY();
        driver.dragBy(driver.box(host), 0, 60);
        assertTrue(host.getY() > y && host.getX() == x, "the drag moved the host straight down");
        Scenario saved = EcoreUtil.copy(scenario());

        chosenFile = files.resolve("moved.ccw");
        driver.keys(CONTROL, SHIFT, S);
        assertEquals("moved.ccw — Cluster Communication Workbench", driver.stage.getTitle());
        driver.keys(CONTROL, N);
        assertEquals(scenario().getName() + " (untitled) — Cluster Communication Workbench", driver.stage.getTitle());
        driver.keys(CONTROL, O);

        assertEquals("moved.ccw — Cluster Communication Workbench", driver.stage.getTitle());
        assertTrue(EcoreUtil.equals(saved, scenario()), "the reopened model equals the saved one");
        Host reopened = (Host) scenario().getCluster().getNodes().get(0);
        assertEquals(host.getX(), reopened.getX());
        assertEquals(host.getY(), reopened.getY());
        Point2D drawnCentre = boxCentre(reopened);
        assertEquals(reopened.getX() + ElementKind.HOST.widthPx() / 2, drawnCentre.getX(), 1e-6);
        assertEquals(reopened.getY() + ElementKind.HOST.heightPx() / 2, drawnCentre.getY(), 1e-6);
    }

    /**
     * Arms Workstation, ATM switch and Workstation in the palette, each placed by a click on an empty spot of
     * the canvas; links the first host with the link tool and the second by dragging from its NIC.
     */
    private void buildTwoHostsOnASwitch() {
        placeFromPalette("workstation", false);
        placeFromPalette("atm-switch", true);
        placeFromPalette("workstation", false);
        List<Host> hosts = newHosts();
        EObject atm = scenario().getCluster().getNodes().stream().filter(AtmSwitch.class::isInstance)
            .findFirst().orElseThrow();

        driver.clickPaletteEntry("link");
        driver.drag(driver.box(hosts.get(0)), driver.box(atm));
        driver.clickPaletteEntry("link");
        // Every edit redraws the canvas, so boxes are looked up afresh.
        driver.drag(driver.box(hosts.get(1).getNics().get(0)), driver.box(atm));
    }

    /**
     * Clicks the palette entry, then an empty spot of the canvas; checks the element is centred there, in the
     * model and on the screen, and that the boxes already drawn stayed where they were (no re-fit after an add).
     */
    private void placeFromPalette(String entryId, boolean fromBottom) {
        int before = scenario().getCluster().getNodes().size();
        Point2D spot = driver.emptySpot(fromBottom);
        Point2D expectedCentre = driver.toCanvas(spot);
        org.ccw.model.cluster.Node first = scenario().getCluster().getNodes().get(0);
        Point2D firstOnScreen = screenCentre(first);

        driver.clickPaletteEntry(entryId);
        driver.robot.clickOn(spot);

        List<org.ccw.model.cluster.Node> nodes = scenario().getCluster().getNodes();
        assertEquals(before + 1, nodes.size(), entryId + " placed");
        org.ccw.model.cluster.Node created = nodes.get(nodes.size() - 1);
        ElementKind kind = ElementKind.of(created);
        assertEquals(expectedCentre.getX(), created.getX() + kind.widthPx() / 2, 1e-6);
        assertEquals(expectedCentre.getY(), created.getY() + kind.heightPx() / 2, 1e-6);
        assertEquals(spot.getX(), screenCentre(created).getX(), 1.5, entryId + " drawn where the user clicked");
        assertEquals(spot.getY(), screenCentre(created).getY(), 1.5, entryId + " drawn where the user clicked");
        assertEquals(firstOnScreen.getX(), screenCentre(first).getX(), 0.5, "the drawing did not move");
        assertEquals(firstOnScreen.getY(), screenCentre(first).getY(), 0.5, "the drawing did not move");
        assertEquals(null, driver.viewModel().editor().topology().armedEntryProperty().get(),
            "one click places one element and disarms the entry");
    }

    private Point2D screenCentre(EObject element) {
        Node box = driver.canvas().box(ElementRefs.id(scenario(), element)).orElseThrow();
        Bounds b = box.localToScreen(box.getBoundsInLocal());
        return new Point2D(b.getCenterX(), b.getCenterY());
    }

    @Test
    void aProcessIsAssignedANicFromTheChoicesOfThePropertySheet() {
        org.ccw.model.cluster.Process p0 = scenario().getCluster().getJobs().get(0).getProcesses().get(0);
        Host host = (Host) p0.getProcessor().eContainer();
        WindowDriver.later(() -> driver.viewModel().editor().select(List.of(p0)));
        WindowDriver.await("the property sheet to show the process", () -> section(driver, "Process").isPresent());
        TitledPane processSection = section(driver, "Process").orElseThrow();
        // expanded at once, not animated, so the robot clicks the field where it will stay
        WindowDriver.later(() -> {
            processSection.setAnimated(false);
            processSection.setExpanded(true);
        });
        javafx.scene.control.ComboBox<?> nic = driver.robot.lookup("#" + PropertySheetView.FIELD_ID_PREFIX + "nic")
            .queryAs(javafx.scene.control.ComboBox.class);
        assertEquals(null, nic.getValue(), "no NIC named yet");

        driver.robot.clickOn(nic);
        WindowDriver.await("the choices to open", nic::isShowing);
        String label = org.ccw.visualizer.properties.FeatureProperty.label(host.getNics().get(0));
        WindowDriver.await("the NIC among the choices", () -> driver.robot.lookup(label).tryQuery().isPresent());
        driver.robot.clickOn(label);

        assertEquals(host.getNics().get(0), p0.getNic());
        assertTrue(driver.viewModel().editor().canUndoProperty().get(), "one undoable edit");
    }

    @Test
    void aWorkloadsKindIsChosenAmongTheKindsTheRegisteredStacksKnow() {
        org.ccw.model.cluster.Workload workload = scenario().getWorkloads().get(0);
        WindowDriver.later(() -> driver.viewModel().editor().select(List.of(workload)));
        WindowDriver.await("the property sheet to show the workload", () -> section(driver, "Workload").isPresent());
        TitledPane workloadSection = section(driver, "Workload").orElseThrow();
        WindowDriver.later(() -> {
            workloadSection.setAnimated(false);
            workloadSection.setExpanded(true);
        });
        javafx.scene.control.ComboBox<?> kind = driver.robot.lookup("#" + PropertySheetView.FIELD_ID_PREFIX + "kind")
            .queryAs(javafx.scene.control.ComboBox.class);
        assertEquals(WorkloadKind.REMOTE_READ, kind.getValue());
        assertEquals(StackRules.knownWorkloadKinds(), List.copyOf(kind.getItems()),
            "the generic kinds and every registered stack's own, a choice list rather than free text");

        driver.robot.clickOn(kind);
        WindowDriver.await("the choices to open", kind::isShowing);
        WindowDriver.await("the kinds among the choices", () -> driver.robot.lookup("PING_PONG").tryQuery().isPresent());
        driver.robot.clickOn("PING_PONG");

        assertEquals(WorkloadKind.PING_PONG, workload.getKind());
        assertTrue(driver.viewModel().editor().canUndoProperty().get(), "one undoable edit");
    }

    private static Optional<TitledPane> section(WindowDriver driver, String title) {
        return driver.robot.lookup(".titled-pane").queryAllAs(TitledPane.class).stream()
            .filter(p -> p.getText().equals(title)).findFirst();
    }

    private static Optional<TitledPane> hostSection(WindowDriver driver) {
        return section(driver, "Host");
    }

    private List<Host> newHosts() {
        return scenario().getCluster().getNodes().stream().filter(Host.class::isInstance).map(Host.class::cast)
            .filter(h -> h.getName().startsWith("ws")).toList();
    }

    /** Centre of the element's box in canvas (model) coordinates, as drawn. */
    private Point2D boxCentre(EObject element) {
        Node box = driver.canvas().box(ElementRefs.id(scenario(), element)).orElseThrow();
        return new Point2D(box.getBoundsInParent().getCenterX(), box.getBoundsInParent().getCenterY());
    }
}
