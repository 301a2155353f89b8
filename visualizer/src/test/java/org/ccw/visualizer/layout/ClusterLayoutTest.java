package org.ccw.visualizer.layout;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import org.ccw.model.cluster.Node;
import org.ccw.model.cluster.Scenario;
import org.ccw.visualizer.topology.ElementKind;
import org.ccw.visualizer.topology.ScenarioDiagrams;
import org.ccw.visualizer.topology.TopologyDiagram;
import org.ccw.visualizer.topology.TopologyElement;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.ccw.engine.amii.AmIIPresets;
import org.ccw.engine.dvcm.DvcmPresets;
import org.ccw.engine.ssam.SsamPresets;

/** ELK's layout as the canvas draws it: boxes — NICs included — never lie on one another. */
class ClusterLayoutTest {

    static Stream<Arguments> presets() {
        return Stream.of(
            Arguments.of("SSAM two hosts", SsamPresets.ssamTwoHosts()),
            Arguments.of("SSAM through a switch", SsamPresets.ssamThroughSwitch()),
            Arguments.of("ATM cluster of 16", SsamPresets.atmCluster(16)),
            Arguments.of("ATM cluster of 64", SsamPresets.atmCluster(64)),
            Arguments.of("DVCM star of 4", DvcmPresets.dvcmStar(4)),
            Arguments.of("clump of 2 SMPs", AmIIPresets.clump(2)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("presets")
    void noBoxOfTheLaidOutDrawingOverlapsAnother(String name, Scenario scenario) {
        Map<Node, ClusterLayout.Position> positions = ClusterLayout.compute(scenario.getCluster());
        positions.forEach((node, p) -> {
            node.setX(p.x());
            node.setY(p.y());
        });

        List<TopologyElement> boxes = ScenarioDiagrams.of(scenario).elements();

        for (int i = 0; i < boxes.size(); i++) {
            for (int j = i + 1; j < boxes.size(); j++) {
                assertTrue(!bounds(boxes.get(i)).intersects(bounds(boxes.get(j))),
                    boxes.get(i).name() + " (" + boxes.get(i).kind() + ") overlaps " + boxes.get(j).name()
                        + " (" + boxes.get(j).kind() + ")");
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("presets")
    void everyNicSitsBesideItsHostNotAboveOrBelowIt(String name, Scenario scenario) {
        ClusterLayout.compute(scenario.getCluster()).forEach((node, p) -> {
            node.setX(p.x());
            node.setY(p.y());
        });
        TopologyDiagram diagram = ScenarioDiagrams.of(scenario);

        for (TopologyElement nic : diagram.elements().stream().filter(e -> e.kind() == ElementKind.NIC).toList()) {
            TopologyElement host = diagram.elements().stream()
                .filter(e -> e.kind() == ElementKind.HOST && nic.id().startsWith(e.id() + "/")).findFirst().orElseThrow();
            assertTrue(Math.abs(nic.y() - host.y()) < ElementKind.HOST.heightPx() / 2 + 1e-9
                || Math.abs(nic.x() - host.x()) > ElementKind.HOST.widthPx() / 2,
                nic.name() + " of " + host.name() + " beside its host");
        }
    }

    private static Bounds bounds(TopologyElement e) {
        return new BoundingBox(e.x() - e.kind().widthPx() / 2, e.y() - e.kind().heightPx() / 2,
            e.kind().widthPx(), e.kind().heightPx());
    }
}
