package org.ccw.visualizer.topology;

import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ccw.model.cluster.AtmSwitch;
import org.ccw.model.cluster.Cluster;
import org.ccw.model.cluster.EthernetSwitch;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.HostKind;
import org.ccw.model.cluster.Link;
import org.ccw.model.cluster.MyrinetSwitch;
import org.ccw.model.cluster.LinkEndpoint;
import org.ccw.model.cluster.NetworkInterface;
import org.ccw.model.cluster.NicKind;
import org.ccw.model.cluster.Node;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.cluster.Switch;
import org.eclipse.emf.ecore.EObject;
import org.ccw.visualizer.ElementRefs;

/**
 * Copies a scenario's cluster into a {@link TopologyDiagram}: a box per host and switch at the model's
 * position (the model stores top-left corners; the diagram holds centres), a box per NIC beside its host on
 * the side that faces the NIC's link (a NIC without a link beside its linked siblings, else below its host), a line per link (a link ending on a switch port is drawn to the switch)
 * and a dashed line from each NIC to its host. Element ids are {@link ElementRefs} of the scenario,
 * e.g. {@code @cluster/@nodes.0/@nics.1}, so they are unique even when names are not and the editor can map a
 * box or a line back to its model element.
 */
public final class ScenarioDiagrams {

    /** Space between a host's box and the NICs beside it, canvas pixels. */
    public static final double NIC_GAP_PX = 16;
    /** Space between neighbouring NICs on the same side of a host, canvas pixels. */
    public static final double NIC_SPACING_PX = 8;

    private static final DecimalFormat RATE = new DecimalFormat("0.##", DecimalFormatSymbols.getInstance(Locale.ROOT));

    private ScenarioDiagrams() {
    }

    /** The diagram of {@code scenario}'s cluster; {@link TopologyDiagram#EMPTY} when it has none. */
    public static TopologyDiagram of(Scenario scenario) {
        Cluster cluster = scenario.getCluster();
        if (cluster == null) {
            return TopologyDiagram.EMPTY;
        }
        List<TopologyElement> elements = new ArrayList<>();
        List<TopologyConnection> connections = new ArrayList<>();
        Map<Node, TopologyElement> boxes = new LinkedHashMap<>();
        for (Node node : cluster.getNodes()) {
            TopologyElement box = nodeBox(scenario, node);
            boxes.put(node, box);
            elements.add(box);
        }
        Map<NetworkInterface, Link> linkOf = new HashMap<>();
        for (Link link : cluster.getLinks()) {
            if (link.getEnd1() instanceof NetworkInterface nic) {
                linkOf.putIfAbsent(nic, link);
            }
            if (link.getEnd2() instanceof NetworkInterface nic) {
                linkOf.putIfAbsent(nic, link);
            }
        }
        for (Node node : cluster.getNodes()) {
            if (node instanceof Host host) {
                placeNics(scenario, host, boxes, linkOf, elements, connections);
            }
        }
        for (Link link : cluster.getLinks()) {
            String from = endId(scenario, link.getEnd1());
            String to = endId(scenario, link.getEnd2());
            if (from != null && to != null) {
                connections.add(new TopologyConnection(ElementRefs.id(scenario, link), from, to,
                    TopologyConnection.Kind.LINK, linkLabel(link)));
            }
        }
        return new TopologyDiagram(elements, connections);
    }

    private static TopologyElement nodeBox(Scenario scenario, Node node) {
        ElementKind kind = ElementKind.of(node);
        return new TopologyElement(ElementRefs.id(scenario, node), kind, nameOf(node.getName()), detail(node),
            node.getX() + kind.widthPx() / 2, node.getY() + kind.heightPx() / 2, node.isPinned());
    }

    /** Puts each NIC of {@code host} on the side of the host's box that faces the other end of its link. */
    private static void placeNics(Scenario scenario, Host host, Map<Node, TopologyElement> boxes,
            Map<NetworkInterface, Link> linkOf, List<TopologyElement> elements, List<TopologyConnection> connections) {
        TopologyElement hostBox = boxes.get(host);
        Map<NetworkInterface, Side> sides = new LinkedHashMap<>();
        for (NetworkInterface nic : host.getNics()) {
            Link link = linkOf.get(nic);
            TopologyElement peer = link == null ? null : boxes.get(ownerNode(link.getEnd1() == nic ? link.getEnd2() : link.getEnd1()));
            sides.put(nic, peer == null || peer == hostBox ? null : Side.facing(hostBox, peer));
        }
        // A spare NIC joins its linked siblings, where the layout left room; a host with none hangs them below.
        Side spareSide = sides.values().stream().filter(java.util.Objects::nonNull).findFirst().orElse(Side.BOTTOM);
        Map<Side, List<NetworkInterface>> bySide = new LinkedHashMap<>();
        sides.forEach((nic, side) -> bySide.computeIfAbsent(side == null ? spareSide : side, s -> new ArrayList<>()).add(nic));
        bySide.forEach((side, nics) -> {
            for (int i = 0; i < nics.size(); i++) {
                NetworkInterface nic = nics.get(i);
                double along = (i - (nics.size() - 1) / 2.0) * side.pitch();
                TopologyElement box = new TopologyElement(ElementRefs.id(scenario, nic), ElementKind.NIC,
                    nameOf(nic.getName()), nicType(nic), hostBox.x() + side.dx * side.reach() + side.dy * along,
                    hostBox.y() + side.dy * side.reach() + side.dx * along, false);
                elements.add(box);
                connections.add(new TopologyConnection(hostBox.id(), box.id(), TopologyConnection.Kind.ATTACHMENT));
            }
        });
    }

    /** A side of a host's box, as the unit vector pointing out of it. */
    private enum Side {
        LEFT(-1, 0), RIGHT(1, 0), TOP(0, -1), BOTTOM(0, 1);

        final int dx;
        final int dy;

        Side(int dx, int dy) {
            this.dx = dx;
            this.dy = dy;
        }

        /**
         * The side towards {@code to}: left or right whenever {@code to} lies beyond the host's box sideways,
         * top or bottom only when it sits straight above or below. Hosts are stacked in columns beside their
         * switch (see {@code ClusterLayout}), which leaves room beside a host but none above or below it: a
         * host above its switch with its NIC on top would put the NIC on the next host of the column.
         */
        static Side facing(TopologyElement from, TopologyElement to) {
            double dx = to.x() - from.x();
            double dy = to.y() - from.y();
            if (Math.abs(dx) > ElementKind.HOST.widthPx() / 2) {
                return dx < 0 ? LEFT : RIGHT;
            }
            return dy < 0 ? TOP : BOTTOM;
        }

        /** Distance from the host's centre to the centre of a NIC on this side. */
        double reach() {
            return dx != 0
                ? (ElementKind.HOST.widthPx() + ElementKind.NIC.widthPx()) / 2 + NIC_GAP_PX
                : (ElementKind.HOST.heightPx() + ElementKind.NIC.heightPx()) / 2 + NIC_GAP_PX;
        }

        /** Distance between the centres of neighbouring NICs along this side. */
        double pitch() {
            return (dx != 0 ? ElementKind.NIC.heightPx() : ElementKind.NIC.widthPx()) + NIC_SPACING_PX;
        }
    }

    /** The diagram element a link end is drawn to: the NIC itself, or the switch that owns the port. */
    private static String endId(Scenario scenario, LinkEndpoint end) {
        if (end instanceof NetworkInterface) {
            return ElementRefs.id(scenario, end);
        }
        Node owner = ownerNode(end);
        return owner == null ? null : ElementRefs.id(scenario, owner);
    }

    /** The host or switch a link end belongs to; null for a dangling end. */
    private static Node ownerNode(LinkEndpoint end) {
        EObject container = end == null ? null : end.eContainer();
        return container instanceof Node node ? node : null;
    }

    private static String nameOf(String name) {
        return name == null ? "" : name;
    }

    /** The second label line of a host or switch: its preset, else what kind of machine it is. */
    private static String detail(Node node) {
        if (node.getPreset() != null && !node.getPreset().isBlank()) {
            return node.getPreset();
        }
        if (node instanceof AtmSwitch) {
            return "ATM switch";
        }
        if (node instanceof MyrinetSwitch) {
            return "Myrinet switch";
        }
        if (node instanceof EthernetSwitch) {
            return "Ethernet switch";
        }
        return node instanceof Host host && host.getKind() == HostKind.SMP ? "SMP" : "workstation";
    }

    /** E.g. {@code "taxi · 140 Mb/s"}: the link's name and its rate, the figure that matters most on a wire. */
    static String linkLabel(Link link) {
        String rate = RATE.format(link.getBandwidthMbps()) + " Mb/s";
        return link.getName() == null || link.getName().isBlank() ? rate : link.getName() + " · " + rate;
    }

    private static String nicType(NetworkInterface nic) {
        return nicLabel(nic.getKind());
    }

    /** The papers' short name of a NIC kind, short enough for a NIC's box: {@code SBA-100}, {@code Myrinet}. */
    public static String nicLabel(NicKind kind) {
        return switch (kind) {
            case ATM_SBA100 -> "SBA-100";
            case ATM_SBA200 -> "SBA-200";
            case ATM_SBA200E -> "SBA-200E";
            case MYRINET_LANAI -> "Myrinet";
            case FAST_ETHERNET -> "Fast Eth";
        };
    }
}
