package org.ccw.visualizer.topology;

import java.util.Objects;

/**
 * One box of the topology drawing: a host, NIC or switch at its model position.
 *
 * @param id     unique within its diagram (the model element's path), used to connect links and find the box
 * @param kind   what the box stands for
 * @param name   the element's name, the box's first label line
 * @param detail a second label line (e.g. the NIC or switch type), empty when there is none
 * @param x      centre of the box, canvas pixels (the model's x)
 * @param y      centre of the box, canvas pixels (the model's y)
 * @param pinned true when automatic layout leaves this element where the user put it
 */
public record TopologyElement(String id, ElementKind kind, String name, String detail, double x, double y,
        boolean pinned) {
    public TopologyElement {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(detail, "detail");
    }
}
