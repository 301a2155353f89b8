package org.ccw.visualizer.animation;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.geometry.Point2D;
import org.ccw.engine.topology.Endpoint;
import org.ccw.engine.topology.LinkSpec;
import org.ccw.engine.topology.Topology;
import org.ccw.model.cluster.Cluster;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Node;
import org.ccw.model.cluster.Scenario;
import org.ccw.visualizer.ElementRefs;
import org.ccw.visualizer.topology.TopologyDiagram;
import org.ccw.visualizer.topology.TopologyElement;

/**
 * Where the trace's numbers sit on the topology drawing, in canvas (model) pixels: a node id is the centre of its
 * host or switch box, a host's NIC index the centre of that NIC's box, a link id the line between its two ends. The
 * engine numbers nodes, NICs and links in the scenario's order ({@code TopologyBuilder}); the diagram names boxes
 * by {@link ElementRefs} paths; this class joins the two once per run.
 */
public final class AnimationGeometry {

    private final Topology topology;
    private final Map<Integer, Point2D> nodes = new HashMap<>();
    private final Map<Endpoint, Point2D> nics = new HashMap<>();

    private AnimationGeometry(Topology topology) {
        this.topology = topology;
    }

    /** The geometry of {@code topology} (the engine's copy of {@code scenario}) on {@code diagram}. */
    public static AnimationGeometry of(Scenario scenario, Topology topology, TopologyDiagram diagram) {
        AnimationGeometry geometry = new AnimationGeometry(topology);
        Cluster cluster = scenario.getCluster();
        List<Node> nodes = cluster == null ? List.of() : cluster.getNodes();
        for (int id = 0; id < nodes.size(); id++) {
            Node node = nodes.get(id);
            int nodeId = id;
            diagram.element(ElementRefs.id(scenario, node))
                .ifPresent(e -> geometry.nodes.put(nodeId, centre(e)));
            if (node instanceof Host host) {
                for (int k = 0; k < host.getNics().size(); k++) {
                    int nic = k;
                    diagram.element(ElementRefs.id(scenario, host.getNics().get(k)))
                        .ifPresent(e -> geometry.nics.put(new Endpoint(nodeId, nic), centre(e)));
                }
            }
        }
        return geometry;
    }

    private static Point2D centre(TopologyElement element) {
        return new Point2D(element.x(), element.y());
    }

    public Topology topology() {
        return topology;
    }

    /** Centre of the node's box, or null when it is not drawn. */
    public Point2D node(int node) {
        return nodes.get(node);
    }

    /**
     * Where a link ends at {@code node}/{@code component}: the NIC's box on a host, the switch's box on a switch;
     * null when it is not drawn.
     */
    public Point2D end(int node, int component) {
        Point2D nic = nics.get(new Endpoint(node, component));
        return nic != null ? nic : nodes.get(node);
    }

    /** The far end of {@code link} seen from {@code node}/{@code component}, or null. */
    public Point2D farEnd(int link, int node, int component) {
        if (link < 0 || link >= topology.links().size()) {
            return null;
        }
        LinkSpec spec = topology.links().get(link);
        Endpoint from = new Endpoint(node, component);
        Endpoint to = spec.a().equals(from) ? spec.b() : spec.a();
        return end(to.node(), to.port());
    }

    /** Where a cell on {@code flight} is drawn at {@code clockPs}, or null when its link is not drawn. */
    public Point2D cellAt(CellFlight flight, long clockPs) {
        Point2D from = end(flight.fromNode(), flight.fromComponent());
        Point2D to = farEnd(flight.link(), flight.fromNode(), flight.fromComponent());
        if (from == null || to == null) {
            return null;
        }
        double t = flight.progressAt(clockPs);
        return new Point2D(from.getX() + (to.getX() - from.getX()) * t, from.getY() + (to.getY() - from.getY()) * t);
    }
}
