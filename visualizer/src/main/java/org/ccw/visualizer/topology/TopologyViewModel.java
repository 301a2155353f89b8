package org.ccw.visualizer.topology;

import javafx.beans.binding.Bindings;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ObservableStringValue;
import org.ccw.model.cluster.Scenario;

/**
 * State behind the {@link TopologyView}: the diagram on show and a one-line summary of it for the status bar.
 * Usable without a window (JavaFX properties need no running toolkit).
 */
public final class TopologyViewModel {

    private final ObjectProperty<TopologyDiagram> diagram = new SimpleObjectProperty<>(this, "diagram",
        TopologyDiagram.EMPTY);
    private final ObservableStringValue summary = Bindings.createStringBinding(
        () -> summarize(diagram.get()), diagram);

    /** Shows the cluster of {@code scenario}, read through {@link ScenarioDiagrams#of(Scenario)}. */
    public void show(Scenario scenario) {
        diagram.set(ScenarioDiagrams.of(scenario));
    }

    public ObjectProperty<TopologyDiagram> diagramProperty() {
        return diagram;
    }

    public TopologyDiagram getDiagram() {
        return diagram.get();
    }

    /** E.g. {@code "4 hosts · 4 NICs · 1 switch · 4 links"}. */
    public ObservableStringValue summaryProperty() {
        return summary;
    }

    static String summarize(TopologyDiagram diagram) {
        return plural(diagram.count(ElementKind.HOST), "host", "hosts")
            + " · " + plural(diagram.count(ElementKind.NIC), "NIC", "NICs")
            + " · " + plural(diagram.count(ElementKind.SWITCH), "switch", "switches")
            + " · " + plural(diagram.count(TopologyConnection.Kind.LINK), "link", "links");
    }

    private static String plural(long count, String one, String many) {
        return count + " " + (count == 1 ? one : many);
    }
}
