package org.ccw.visualizer.layout;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ccw.model.cluster.Cluster;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Link;
import org.ccw.model.cluster.LinkEndpoint;
import org.ccw.model.cluster.Node;
import org.ccw.model.cluster.Switch;
import org.ccw.visualizer.topology.ElementKind;
import org.ccw.visualizer.topology.ScenarioDiagrams;
import org.eclipse.elk.alg.layered.options.LayeredMetaDataProvider;
import org.eclipse.elk.alg.layered.options.LayeredOptions;
import org.eclipse.elk.alg.layered.options.OrderingStrategy;
import org.eclipse.elk.core.RecursiveGraphLayoutEngine;
import org.eclipse.elk.core.data.LayoutMetaDataService;
import org.eclipse.elk.core.options.CoreOptions;
import org.eclipse.elk.core.options.Direction;
import org.eclipse.elk.core.util.BasicProgressMonitor;
import org.eclipse.elk.graph.ElkNode;
import org.eclipse.elk.graph.util.ElkGraphUtil;
import org.eclipse.emf.ecore.EObject;

/**
 * Automatic layout of a cluster with ELK's layered algorithm, left to right. As ELK itself does with its own
 * EMF graph, the cluster is copied into an ELK graph (a node per host and switch, sized to hold the host's NIC
 * boxes beside it; an edge per link), laid out, and the positions are handed back; the caller applies them as
 * one undoable command. Hosts alternate between the two sides of their switch — the edge of every other host
 * points into the switch, the next one out of it — so a star reads as the papers draw it, switch in the middle.
 *
 * <p>Pinned nodes keep their place: the layout is computed over every node, then shifted so that the pinned
 * nodes' laid-out centroid lands on their actual centroid, and only unpinned nodes move.
 */
public final class ClusterLayout {

    /** Where a node's box goes: its top-left corner in canvas pixels, as the model's x and y store it. */
    public record Position(double x, double y) {
    }

    /** Vertical gap between neighbouring boxes of one layer, px. */
    static final double NODE_SPACING_PX = 24;
    /** Gap between layers, px: room for a link's label ("taxi · 140 Mb/s") between the boxes. */
    static final double LAYER_SPACING_PX = 150;
    /** Where the drawing starts when no node is pinned, px. */
    static final double ORIGIN_PX = 40;

    private static final double NIC_REACH_PX = ScenarioDiagrams.NIC_GAP_PX + ElementKind.NIC.widthPx();
    private static final double NIC_PITCH_PX = ElementKind.NIC.heightPx() + ScenarioDiagrams.NIC_SPACING_PX;

    static {
        LayoutMetaDataService.getInstance().registerLayoutMetaDataProviders(new LayeredMetaDataProvider());
    }

    private ClusterLayout() {
    }

    /** New positions of every unpinned host and switch of {@code cluster}, in model order. */
    public static Map<Node, Position> compute(Cluster cluster) {
        ElkNode graph = ElkGraphUtil.createGraph();
        graph.setProperty(CoreOptions.ALGORITHM, LayeredOptions.ALGORITHM_ID);
        graph.setProperty(CoreOptions.DIRECTION, Direction.RIGHT);
        graph.setProperty(CoreOptions.SPACING_NODE_NODE, NODE_SPACING_PX);
        graph.setProperty(LayeredOptions.SPACING_NODE_NODE_BETWEEN_LAYERS, LAYER_SPACING_PX);
        graph.setProperty(LayeredOptions.CONSIDER_MODEL_ORDER_STRATEGY, OrderingStrategy.NODES_AND_EDGES);

        Map<Node, int[]> degree = directions(cluster);
        Map<Node, ElkNode> elkNodes = new LinkedHashMap<>();
        for (Node node : cluster.getNodes()) {
            ElkNode elk = ElkGraphUtil.createNode(graph);
            elk.setDimensions(width(node, degree.get(node)), height(node));
            elkNodes.put(node, elk);
        }
        for (Edge edge : edges(cluster)) {
            ElkGraphUtil.createSimpleEdge(elkNodes.get(edge.from), elkNodes.get(edge.to));
        }
        new RecursiveGraphLayoutEngine().layout(graph, new BasicProgressMonitor());
        return positions(elkNodes, degree);
    }

    private record Edge(Node from, Node to) {
    }

    /**
     * Hosts alternate sides: every other host of a switch points into it (left of it), the rest out of it.
     * A host-to-host link points from the first host to the second; switch to switch keeps the model's order.
     */
    private static Edge orient(Node a, Node b, Map<Switch, Integer> hostsPerSwitch) {
        if (a instanceof Host host && b instanceof Switch sw) {
            return alternate(host, sw, hostsPerSwitch);
        }
        if (b instanceof Host host && a instanceof Switch sw) {
            return alternate(host, sw, hostsPerSwitch);
        }
        return new Edge(a, b);
    }

    private static Edge alternate(Host host, Switch sw, Map<Switch, Integer> hostsPerSwitch) {
        int n = hostsPerSwitch.merge(sw, 1, Integer::sum);
        return n % 2 == 1 ? new Edge(host, sw) : new Edge(sw, host);
    }

    /**
     * For each host, how many of its links leave to the right ([0]) and to the left ([1]) once oriented; this
     * decides on which side its NIC boxes sit and so how wide its layout box must be.
     */
    private static Map<Node, int[]> directions(Cluster cluster) {
        Map<Node, int[]> degree = new HashMap<>();
        cluster.getNodes().forEach(node -> degree.put(node, new int[2]));
        for (Edge edge : edges(cluster)) {
            degree.get(edge.from)[0]++;
            degree.get(edge.to)[1]++;
        }
        return degree;
    }

    /** One oriented edge per link between two different nodes of the cluster, in link order. */
    private static List<Edge> edges(Cluster cluster) {
        Map<Switch, Integer> hostsPerSwitch = new HashMap<>();
        List<Edge> edges = new ArrayList<>();
        for (Link link : cluster.getLinks()) {
            Node a = owner(link.getEnd1());
            Node b = owner(link.getEnd2());
            if (a != null && b != null && a != b && a.eContainer() == cluster && b.eContainer() == cluster) {
                edges.add(orient(a, b, hostsPerSwitch));
            }
        }
        return edges;
    }

    private static double width(Node node, int[] degree) {
        if (!(node instanceof Host host) || host.getNics().isEmpty()) {
            return ElementKind.of(node).widthPx();
        }
        boolean right = degree[0] > 0;
        boolean left = degree[1] > 0;
        int sides = (right ? 1 : 0) + (left ? 1 : 0);
        return ElementKind.HOST.widthPx() + sides * NIC_REACH_PX;
    }

    private static double height(Node node) {
        if (node instanceof Host host) {
            return Math.max(ElementKind.HOST.heightPx(), host.getNics().size() * NIC_PITCH_PX);
        }
        return ElementKind.of(node).heightPx();
    }

    private static Map<Node, Position> positions(Map<Node, ElkNode> elkNodes, Map<Node, int[]> degree) {
        Map<Node, Position> laidOut = new LinkedHashMap<>();
        elkNodes.forEach((node, elk) -> {
            boolean nicsOnLeft = node instanceof Host host && !host.getNics().isEmpty() && degree.get(node)[1] > 0;
            double x = elk.getX() + (nicsOnLeft ? NIC_REACH_PX : 0);
            double y = elk.getY() + (elk.getHeight() - ElementKind.of(node).heightPx()) / 2;
            laidOut.put(node, new Position(x, y));
        });
        double[] shift = shift(laidOut);
        Map<Node, Position> moves = new LinkedHashMap<>();
        laidOut.forEach((node, p) -> {
            if (!node.isPinned()) {
                moves.put(node, new Position(p.x() + shift[0], p.y() + shift[1]));
            }
        });
        return moves;
    }

    /** The shift that puts the pinned nodes' laid-out centroid on their real one (or the drawing at the origin). */
    private static double[] shift(Map<Node, Position> laidOut) {
        List<Node> pinned = new ArrayList<>(laidOut.keySet().stream().filter(Node::isPinned).toList());
        if (pinned.isEmpty()) {
            double minX = laidOut.values().stream().mapToDouble(Position::x).min().orElse(0);
            double minY = laidOut.values().stream().mapToDouble(Position::y).min().orElse(0);
            return new double[] {ORIGIN_PX - minX, ORIGIN_PX - minY};
        }
        double dx = 0;
        double dy = 0;
        for (Node node : pinned) {
            dx += node.getX() - laidOut.get(node).x();
            dy += node.getY() - laidOut.get(node).y();
        }
        return new double[] {dx / pinned.size(), dy / pinned.size()};
    }

    private static Node owner(LinkEndpoint end) {
        EObject container = end == null ? null : end.eContainer();
        return container instanceof Node node ? node : null;
    }
}
