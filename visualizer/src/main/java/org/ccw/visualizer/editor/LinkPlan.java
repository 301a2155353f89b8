package org.ccw.visualizer.editor;

import java.util.ArrayList;
import java.util.List;
import org.ccw.model.cluster.AtmSwitch;
import org.ccw.model.cluster.Cluster;
import org.ccw.model.cluster.ClusterFactory;
import org.ccw.model.cluster.ClusterPackage;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Link;
import org.ccw.model.cluster.LinkEndpoint;
import org.ccw.model.cluster.LinkMedium;
import org.ccw.model.cluster.MyrinetSwitch;
import org.ccw.model.cluster.NetworkInterface;
import org.ccw.model.cluster.Node;
import org.ccw.model.cluster.Switch;
import org.ccw.model.cluster.SwitchPort;
import org.ccw.model.presets.MachinePresets;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.command.CompoundCommand;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.edit.command.AddCommand;
import org.eclipse.emf.edit.domain.EditingDomain;

/**
 * Turns "drag from this box to that box" into a link: which NIC or switch port each end uses, the new port a
 * switch needs, and the medium and rate the NIC kind implies (TAXI 140 Mb/s for the SBA-100, OC-3 for the
 * SBA-200/200E, Myrinet cable, UTP for Fast Ethernet). A host end uses its first NIC without a link; a switch end
 * gets its lowest free port, refused once all {@code portCount} ports are in use.
 */
final class LinkPlan {

    /** Time of flight of the papers' machine-room cables (about 10 m), ns. */
    static final int MACHINE_ROOM_PROPAGATION_NANOS = 50;

    private final Cluster cluster;
    private final List<SwitchPort> newPorts = new ArrayList<>();
    private final List<Switch> portOwners = new ArrayList<>();

    private LinkPlan(Cluster cluster) {
        this.cluster = cluster;
    }

    /**
     * The command that links {@code from} to {@code to} (hosts, NICs or switches), named {@code name}.
     *
     * @throws RefusedException when an end has no free NIC or port, or both ends belong to the same node
     */
    static Command command(EditingDomain domain, Cluster cluster, EObject from, EObject to, String name)
            throws RefusedException {
        LinkPlan plan = new LinkPlan(cluster);
        if (owner(from) == owner(to)) {
            throw new RefusedException("cannot link " + label(from) + " to itself");
        }
        LinkEndpoint end1 = plan.end(from);
        LinkEndpoint end2 = plan.end(to);
        Link link = ClusterFactory.eINSTANCE.createLink();
        link.setName(name);
        link.setEnd1(end1);
        link.setEnd2(end2);
        NetworkInterface nic = end1 instanceof NetworkInterface n ? n : end2 instanceof NetworkInterface n ? n : null;
        Switch sw = nic == null ? (Switch) owner(from) : null;
        link.setMedium(nic != null ? medium(nic) : medium(sw));
        link.setBandwidthMbps(rateMbps(link.getMedium()));
        link.setPropagationDelayNanos(MACHINE_ROOM_PROPAGATION_NANOS);

        CompoundCommand command = new CompoundCommand("Link " + label(from) + " to " + label(to));
        for (int i = 0; i < plan.newPorts.size(); i++) {
            command.append(AddCommand.create(domain, plan.portOwners.get(i), ClusterPackage.Literals.SWITCH__PORTS,
                plan.newPorts.get(i)));
        }
        command.append(AddCommand.create(domain, cluster, ClusterPackage.Literals.CLUSTER__LINKS, link));
        return command;
    }

    private LinkEndpoint end(EObject element) throws RefusedException {
        if (element instanceof NetworkInterface nic) {
            if (isLinked(nic)) {
                throw new RefusedException(label(nic) + " already has a link");
            }
            return nic;
        }
        if (element instanceof Host host) {
            return host.getNics().stream().filter(nic -> !isLinked(nic)).findFirst()
                .orElseThrow(() -> new RefusedException("host " + host.getName()
                    + " has no free network interface: drop a NIC on it first"));
        }
        if (element instanceof Switch sw) {
            return newPort(sw);
        }
        throw new RefusedException("only hosts, NICs and switches can be linked, not " + label(element));
    }

    private SwitchPort newPort(Switch sw) throws RefusedException {
        int index = 0;
        while (portInUse(sw, index)) {
            index++;
        }
        if (index >= sw.getPortCount()) {
            throw new RefusedException("switch " + sw.getName() + " has all " + sw.getPortCount() + " ports in use");
        }
        SwitchPort port = ClusterFactory.eINSTANCE.createSwitchPort();
        port.setIndex(index);
        port.setName("port" + index);
        newPorts.add(port);
        portOwners.add(sw);
        return port;
    }

    private boolean portInUse(Switch sw, int index) {
        // Both ends never belong to one switch (refused above), so a plan adds at most one port per switch.
        return sw.getPorts().stream().anyMatch(p -> p.getIndex() == index);
    }

    private boolean isLinked(LinkEndpoint end) {
        return cluster.getLinks().stream().anyMatch(l -> l.getEnd1() == end || l.getEnd2() == end);
    }

    /** The host or switch an element belongs to (itself for a node). */
    static Node owner(EObject element) {
        for (EObject e = element; e != null; e = e.eContainer()) {
            if (e instanceof Node node) {
                return node;
            }
        }
        return null;
    }

    private static LinkMedium medium(NetworkInterface nic) {
        return switch (nic.getKind()) {
            case ATM_SBA100 -> LinkMedium.TAXI_FIBER;
            case ATM_SBA200, ATM_SBA200E -> LinkMedium.OC3_FIBER;
            case MYRINET_LANAI -> LinkMedium.MYRINET_CABLE;
            case FAST_ETHERNET -> LinkMedium.UTP_ETHERNET;
        };
    }

    private static LinkMedium medium(Switch sw) {
        if (sw instanceof AtmSwitch) {
            return LinkMedium.OC3_FIBER;
        }
        return sw instanceof MyrinetSwitch ? LinkMedium.MYRINET_CABLE : LinkMedium.UTP_ETHERNET;
    }

    private static double rateMbps(LinkMedium medium) {
        return switch (medium) {
            case TAXI_FIBER -> MachinePresets.TAXI_MBPS;
            case OC3_FIBER -> MachinePresets.OC3_MBPS;
            case MYRINET_CABLE -> MachinePresets.MYRINET_MBPS;
            case UTP_ETHERNET -> MachinePresets.FAST_ETHERNET_MBPS;
        };
    }

    private static String label(EObject element) {
        return element instanceof org.ccw.model.cluster.NamedElement named && named.getName() != null
            ? named.getName() : element.eClass().getName();
    }
}
