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
import org.ccw.model.cluster.Job;
import org.ccw.model.cluster.Link;
import org.ccw.model.cluster.MyrinetSwitch;
import org.ccw.model.cluster.LinkEndpoint;
import org.ccw.model.cluster.NetworkInterface;
import org.ccw.model.cluster.NicKind;
import org.ccw.model.cluster.Node;
import org.ccw.model.cluster.Process;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.cluster.Switch;
import org.ccw.model.validation.StackRules;
import org.eclipse.emf.ecore.EObject;
import org.ccw.visualizer.ElementRefs;

/**
 * Copies a scenario's cluster into a {@link TopologyDiagram}: a box per host and switch at the model's
 * position (the model stores top-left corners; the diagram holds centres), a box per NIC beside its host on
 * the side that faces the NIC's link (a NIC without a link beside its linked siblings, else below its host) —
 * or, where that side has no room (another host, or a neighbour's NIC, e.g. two hosts side by side above a
 * switch), on the next free side — a line per link (a link ending on a switch port is drawn to the switch)
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
        List<NicGroup> groups = new ArrayList<>();
        for (Node node : cluster.getNodes()) {
            if (node instanceof Host host) {
                groups.addAll(nicGroups(host, boxes, linkOf));
            }
        }
        fanOut(groups, List.copyOf(boxes.values()));
        Map<NetworkInterface, Integer> senders = sendersByNic(cluster);
        for (NicGroup group : groups) {
            group.orderTowardsPeers();
            for (int i = 0; i < group.nics.size(); i++) {
                NetworkInterface nic = group.nics.get(i);
                double[] centre = group.centre(i);
                TopologyElement box = new TopologyElement(ElementRefs.id(scenario, nic), ElementKind.NIC,
                    nameOf(nic.getName()), nicDetail(nic, senders.getOrDefault(nic, 0)), centre[0], centre[1],
                    false);
                elements.add(box);
                connections.add(new TopologyConnection(group.host.id(), box.id(), TopologyConnection.Kind.ATTACHMENT));
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

    /**
     * The NICs of {@code host} grouped by the side of its box they prefer: the side that faces the other end of
     * their link. A spare NIC (no link) joins its linked siblings, where the layout left room; a host with no
     * linked NIC hangs its NICs below.
     */
    private static List<NicGroup> nicGroups(Host host, Map<Node, TopologyElement> boxes,
            Map<NetworkInterface, Link> linkOf) {
        TopologyElement hostBox = boxes.get(host);
        Map<NetworkInterface, TopologyElement> peers = new LinkedHashMap<>();
        for (NetworkInterface nic : host.getNics()) {
            Link link = linkOf.get(nic);
            TopologyElement peer = link == null ? null : boxes.get(ownerNode(link.getEnd1() == nic ? link.getEnd2() : link.getEnd1()));
            peers.put(nic, peer == hostBox ? null : peer);
        }
        TopologyElement sparePeer = peers.values().stream().filter(java.util.Objects::nonNull).findFirst().orElse(null);
        List<NicGroup> groups = new ArrayList<>();
        peers.forEach((nic, peer) -> {
            TopologyElement towards = peer == null ? sparePeer : peer;
            List<Side> sides = towards == null ? List.of(Side.BOTTOM) : Side.preferences(hostBox, towards);
            NicGroup group = groups.stream().filter(g -> g.sides.get(0) == sides.get(0)).findFirst().orElse(null);
            if (group == null) {
                group = new NicGroup(hostBox, sides);
                groups.add(group);
            }
            group.nics.add(nic);
            // where along the side the NIC's link leaves for: a spare NIC keeps to the far end, out of the lines
            group.towards.put(nic, peer != null ? peer : sparePeer == null ? hostBox : mirror(sparePeer, hostBox));
        });
        return groups;
    }

    /** A point opposite {@code point} across {@code centre}: where a spare NIC should lean. */
    private static TopologyElement mirror(TopologyElement point, TopologyElement centre) {
        return new TopologyElement(point.id(), point.kind(), point.name(), point.detail(),
            2 * centre.x() - point.x(), 2 * centre.y() - point.y(), point.pinned());
    }

    /**
     * Moves NIC groups off each other: while a group's boxes touch a host or switch box or another group's
     * boxes, every group in such a clash moves on to its next preferred side, all at once — so two hosts above a
     * switch whose NICs meet between them both hang their NICs towards the switch, a symmetric fan rather than
     * one winner. A group that has run out of sides keeps its last (the user placed the hosts too close).
     */
    private static void fanOut(List<NicGroup> groups, List<TopologyElement> nodes) {
        for (int round = 0; round < Side.values().length; round++) {
            List<NicGroup> clashing = groups.stream().filter(g -> g.clashes(nodes, groups)).toList();
            boolean moved = false;
            for (NicGroup group : clashing) {
                moved |= group.advance();
            }
            if (!moved) {
                return;
            }
        }
    }

    /** The NICs of one host on one side of its box, with the sides they may take in order of preference. */
    private static final class NicGroup {
        final TopologyElement host;
        final List<Side> sides;
        final List<NetworkInterface> nics = new ArrayList<>();
        /** For each NIC, the point its line heads to (its link's other end; a spare one's mirrored sibling's). */
        final Map<NetworkInterface, TopologyElement> towards = new HashMap<>();
        int choice;

        NicGroup(TopologyElement host, List<Side> sides) {
            this.host = host;
            this.sides = sides;
        }

        Side side() {
            return sides.get(choice);
        }

        boolean advance() {
            if (choice + 1 >= sides.size()) {
                return false;
            }
            choice++;
            return true;
        }

        /**
         * Orders the NICs along the side as their lines leave: the one whose link heads furthest along goes at that
         * end, so no line crosses a sibling NIC's box (the DVCM hosts' spare fe0 sat across nic0's line).
         */
        void orderTowardsPeers() {
            Side side = side();
            nics.sort(java.util.Comparator.comparingDouble(nic -> {
                TopologyElement to = towards.get(nic);
                return side.dy * (to.x() - host.x()) + side.dx * (to.y() - host.y());
            }));
        }

        /** Centre of the {@code i}-th NIC: spread along the side, centred on the host. */
        double[] centre(int i) {
            Side side = side();
            double along = (i - (nics.size() - 1) / 2.0) * side.pitch();
            return new double[] {host.x() + side.dx * side.reach() + side.dy * along,
                host.y() + side.dy * side.reach() + side.dx * along};
        }

        /** True when one of this group's NIC boxes (with a margin) touches a node box or another group's NIC. */
        boolean clashes(List<TopologyElement> nodes, List<NicGroup> groups) {
            for (int i = 0; i < nics.size(); i++) {
                double[] c = centre(i);
                for (TopologyElement node : nodes) {
                    if (overlap(c[0], c[1], ElementKind.NIC, node.x(), node.y(), node.kind())) {
                        return true;
                    }
                }
                for (NicGroup other : groups) {
                    for (int j = 0; other != this && j < other.nics.size(); j++) {
                        double[] o = other.centre(j);
                        if (overlap(c[0], c[1], ElementKind.NIC, o[0], o[1], ElementKind.NIC)) {
                            return true;
                        }
                    }
                }
            }
            return false;
        }

        private static boolean overlap(double ax, double ay, ElementKind a, double bx, double by, ElementKind b) {
            return Math.abs(ax - bx) < (a.widthPx() + b.widthPx()) / 2 + NIC_SPACING_PX
                && Math.abs(ay - by) < (a.heightPx() + b.heightPx()) / 2 + NIC_SPACING_PX;
        }
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

        /**
         * The sides a NIC linked towards {@code to} may take, best first: {@link #facing}, then the side
         * towards {@code to} on the other axis, then the remaining two (the one nearer {@code to} first).
         */
        static List<Side> preferences(TopologyElement from, TopologyElement to) {
            Side first = facing(from, to);
            double dx = to.x() - from.x();
            double dy = to.y() - from.y();
            Side vertical = dy < 0 ? TOP : BOTTOM;
            Side horizontal = dx < 0 ? LEFT : RIGHT;
            Side second = first.dx != 0 ? vertical : horizontal;
            List<Side> order = new ArrayList<>(List.of(first, second));
            for (Side side : List.of(horizontal, vertical, opposite(horizontal), opposite(vertical))) {
                if (!order.contains(side)) {
                    order.add(side);
                }
            }
            return order;
        }

        static Side opposite(Side side) {
            return switch (side) {
                case LEFT -> RIGHT;
                case RIGHT -> LEFT;
                case TOP -> BOTTOM;
                case BOTTOM -> TOP;
            };
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

    /**
     * A NIC's second label line: its kind and, where processes share NICs (a host with several, or a NIC that
     * several processes send through), how many send through this one, so an SMP's processors spread over its NICs
     * show (seed 002 §5.1's processor-to-NIC balance): {@code Myrinet ×3}, short enough for a NIC's box (Help →
     * Legend says what it means). A workstation's one NIC with its one process shows its kind alone.
     */
    public static String nicDetail(NetworkInterface nic, int senders) {
        String kind = nicLabel(nic.getKind());
        boolean shared = senders > 1 || nic.eContainer() instanceof Host host && host.getNics().size() > 1;
        return senders == 0 || !shared ? kind : kind + " ×" + senders;
    }

    /**
     * For each NIC, the processes that send through it, as their stack's rules assign them (the NIC a process
     * names, else its stack's choice); a process that talks only through its host's memory counts for none.
     */
    static Map<NetworkInterface, Integer> sendersByNic(Cluster cluster) {
        Map<NetworkInterface, Integer> senders = new HashMap<>();
        for (Job job : cluster.getJobs()) {
            java.util.Optional<StackRules> rules = StackRules.of(job.getStack());
            for (Process process : job.getProcesses()) {
                if (process.getProcessor() == null || !(process.getProcessor().eContainer() instanceof Host host)
                        || !rules.map(r -> r.needsNetwork(process)).orElse(true)) {
                    continue;
                }
                (rules.isPresent() ? rules.get().nicOf(process, host) : StackRules.namedOrFirstNic(process, host))
                    .ifPresent(nic -> senders.merge(nic, 1, Integer::sum));
            }
        }
        return senders;
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
