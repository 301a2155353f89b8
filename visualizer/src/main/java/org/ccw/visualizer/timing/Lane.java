package org.ccw.visualizer.timing;

/**
 * One horizontal line of the diagram: a node, or one layer of a host.
 *
 * @param node  the trace's node id
 * @param layer which part of the node
 * @param label what the lane is called on the left, e.g. {@code ss20-a} or {@code ss20-a NIC}
 * @param polls whether the lane has a polls strip under it (its process polls somewhere in the trace)
 */
public record Lane(int node, Layer layer, String label, boolean polls) {

    /** This lane with a polls strip. */
    Lane withPolls() {
        return new Lane(node, layer, label, true);
    }
}
