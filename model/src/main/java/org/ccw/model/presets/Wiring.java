package org.ccw.model.presets;

import org.ccw.model.cluster.Cluster;
import org.ccw.model.cluster.ClusterFactory;
import org.ccw.model.cluster.Link;
import org.ccw.model.cluster.LinkEndpoint;
import org.ccw.model.cluster.LinkMedium;
import org.ccw.model.cluster.Switch;
import org.ccw.model.cluster.SwitchPort;

/** Builds links and switch ports for the presets: the next free port of a switch, a named link between two ends. */
public final class Wiring {

    private Wiring() {
    }

    /** Creates the switch's lowest unused port (ports are numbered from 0). */
    public static SwitchPort nextPort(Switch sw) {
        int index = 0;
        while (hasPort(sw, index)) {
            index++;
        }
        SwitchPort port = ClusterFactory.eINSTANCE.createSwitchPort();
        port.setIndex(index);
        port.setName("port" + index);
        sw.getPorts().add(port);
        return port;
    }

    private static boolean hasPort(Switch sw, int index) {
        return sw.getPorts().stream().anyMatch(port -> port.getIndex() == index);
    }

    /**
     * Adds a link named {@code name} between {@code end1} and {@code end2}.
     *
     * @param bandwidthMbps        signalling rate in Mb/s
     * @param propagationDelayNanos time of flight in ns
     */
    public static Link link(Cluster cluster, String name, LinkEndpoint end1, LinkEndpoint end2, LinkMedium medium,
            double bandwidthMbps, int propagationDelayNanos) {
        Link link = ClusterFactory.eINSTANCE.createLink();
        link.setName(name);
        link.setEnd1(end1);
        link.setEnd2(end2);
        link.setMedium(medium);
        link.setBandwidthMbps(bandwidthMbps);
        link.setPropagationDelayNanos(propagationDelayNanos);
        cluster.getLinks().add(link);
        return link;
    }
}
