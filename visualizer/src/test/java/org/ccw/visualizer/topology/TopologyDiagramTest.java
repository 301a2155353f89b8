package org.ccw.visualizer.topology;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class TopologyDiagramTest {

    private static final TopologyElement HOST = new TopologyElement("h", ElementKind.HOST, "h", "", 0, 0, false);
    private static final TopologyElement NIC = new TopologyElement("n", ElementKind.NIC, "n", "SBA-100", 0, 60, false);

    @Test
    void rejectsTwoElementsWithOneId() {
        TopologyElement copy = new TopologyElement("h", ElementKind.SWITCH, "other", "", 9, 9, false);
        assertThrows(IllegalArgumentException.class, () -> new TopologyDiagram(List.of(HOST, copy), List.of()));
    }

    @Test
    void rejectsAConnectionToAnUnknownElement() {
        TopologyConnection dangling = new TopologyConnection("h", "gone", TopologyConnection.Kind.LINK);
        assertThrows(IllegalArgumentException.class, () -> new TopologyDiagram(List.of(HOST), List.of(dangling)));
    }

    @Test
    void countsElementsAndConnectionsByKind() {
        TopologyDiagram diagram = new TopologyDiagram(List.of(HOST, NIC),
            List.of(new TopologyConnection("h", "n", TopologyConnection.Kind.ATTACHMENT)));
        assertEquals(1, diagram.count(ElementKind.HOST));
        assertEquals(0, diagram.count(ElementKind.SWITCH));
        assertEquals(1, diagram.count(TopologyConnection.Kind.ATTACHMENT));
        assertEquals(0, diagram.count(TopologyConnection.Kind.LINK));
        assertEquals(NIC, diagram.element("n").orElseThrow());
    }

    @Test
    void viewModelSummarizesTheDiagramOnShowForTheStatusBar() {
        TopologyViewModel viewModel = new TopologyViewModel();
        assertEquals("0 hosts · 0 NICs · 0 switches · 0 links", viewModel.summaryProperty().get());

        viewModel.diagramProperty().set(new TopologyDiagram(List.of(HOST, NIC), List.of()));

        assertEquals("1 host · 1 NIC · 0 switches · 0 links", viewModel.summaryProperty().get());
    }
}
