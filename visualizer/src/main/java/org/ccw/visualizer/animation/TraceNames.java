package org.ccw.visualizer.animation;

import org.ccw.engine.topology.HostSpec;
import org.ccw.engine.topology.LinkSpec;
import org.ccw.engine.topology.Topology;
import org.ccw.visualizer.stacks.RecordNames;

/**
 * The names behind the trace's numbers: node ids, NIC indices and switch ports, link ids — taken from the engine's
 * topology of the run, so the event list and the inspectors speak the scenario's words.
 */
public final class TraceNames implements RecordNames {
    private final Topology topology;

    public TraceNames(Topology topology) {
        this.topology = topology;
    }

    public Topology topology() {
        return topology;
    }

    /** The node's name, {@code "-"} for -1 (the run as a whole). */
    @Override
    public String node(int node) {
        if (node < 0 || node >= topology.nodeCount()) {
            return "-";
        }
        return topology.nodeName(node);
    }

    /** E.g. {@code ss20-a/sba100} for a NIC or {@code asx100/port 3} for a switch port; just the node otherwise. */
    public String place(int node, int component) {
        if (component < 0 || node < 0 || node >= topology.nodeCount()) {
            return node(node);
        }
        HostSpec host = topology.host(node);
        if (host != null) {
            return component < host.nics().size() ? host.name() + "/" + host.nics().get(component).name()
                : host.name() + "/nic " + component;
        }
        return node(node) + "/port " + component;
    }

    /** The link's name, or {@code link N} when it has none. */
    @Override
    public String link(int link) {
        if (link < 0 || link >= topology.links().size()) {
            return "-";
        }
        LinkSpec spec = topology.links().get(link);
        return spec.name() == null || spec.name().isBlank() ? "link " + link : spec.name();
    }

    /** Whether {@code node} is a host (not a switch). */
    public boolean isHost(int node) {
        return node >= 0 && node < topology.nodeCount() && topology.host(node) != null;
    }
}
