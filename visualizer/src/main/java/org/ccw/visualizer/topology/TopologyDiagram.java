package org.ccw.visualizer.topology;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An immutable snapshot of what the topology canvas draws: boxes and the lines between them. It holds no model
 * objects, so a view can draw it without touching EMF and a test can build one by hand.
 */
public record TopologyDiagram(List<TopologyElement> elements, List<TopologyConnection> connections) {

    /** The diagram of an empty cluster. */
    public static final TopologyDiagram EMPTY = new TopologyDiagram(List.of(), List.of());

    /**
     * @throws IllegalArgumentException when two elements share an id or a connection names an unknown element
     */
    public TopologyDiagram {
        elements = List.copyOf(elements);
        connections = List.copyOf(connections);
        Map<String, TopologyElement> byId = new LinkedHashMap<>();
        for (TopologyElement element : elements) {
            if (byId.put(element.id(), element) != null) {
                throw new IllegalArgumentException("two elements with id " + element.id());
            }
        }
        for (TopologyConnection connection : connections) {
            if (!byId.containsKey(connection.fromId()) || !byId.containsKey(connection.toId())) {
                throw new IllegalArgumentException("connection " + connection + " names an unknown element");
            }
        }
    }

    /** The element with this id, if any. */
    public Optional<TopologyElement> element(String id) {
        return elements.stream().filter(e -> e.id().equals(id)).findFirst();
    }

    /** How many elements of this kind the diagram holds. */
    public long count(ElementKind kind) {
        return elements.stream().filter(e -> e.kind() == kind).count();
    }

    /** How many connections of this kind the diagram holds. */
    public long count(TopologyConnection.Kind kind) {
        return connections.stream().filter(c -> c.kind() == kind).count();
    }
}
