package org.ccw.visualizer.timing;

/**
 * One horizontal line of the diagram: a node, or one layer of a host.
 *
 * @param node  the trace's node id
 * @param layer which part of the node
 * @param label what the lane is called on the left, e.g. {@code ss20-a} or {@code ss20-a NIC}
 */
public record Lane(int node, Layer layer, String label) {
}
