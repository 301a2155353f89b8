package org.ccw.visualizer.timing;

import java.util.Set;

/**
 * What part of a trace a timing diagram shows.
 *
 * @param fromPs start of the time range, ps
 * @param toPs   end of the time range, ps; {@link Long#MAX_VALUE} for the trace's last activity
 * @param nodes  node ids to show; empty for every node
 * @param kinds  cell kinds to show ({@code request}, {@code ack}, ...); empty for every kind
 * @param layers whether hosts get one lane per layer (application, AM library / trap, NIC; a DVCM host:
 *               application, NI coprocessor, NIC)
 * @param logP   whether to measure and show LogP's o_s, L, o_r and g on the first request/reply pair in range
 * @param polls  whether a process that polls gets a strip under its lane with a tick per recorded poll
 */
public record TimingOptions(long fromPs, long toPs, Set<Integer> nodes, Set<String> kinds, boolean layers,
                            boolean logP, boolean polls) {

    public TimingOptions {
        if (toPs < fromPs) {
            throw new IllegalArgumentException("time range ends (" + toPs + " ps) before it starts (" + fromPs + ")");
        }
        nodes = Set.copyOf(nodes);
        kinds = Set.copyOf(kinds);
    }

    /** Without polls strips. */
    public TimingOptions(long fromPs, long toPs, Set<Integer> nodes, Set<String> kinds, boolean layers, boolean logP) {
        this(fromPs, toPs, nodes, kinds, layers, logP, false);
    }

    /** The whole trace, every node and kind, one lane per node, no overlay, no polls strips. */
    public static TimingOptions all() {
        return new TimingOptions(0, Long.MAX_VALUE, Set.of(), Set.of(), false, false);
    }

    public TimingOptions withRange(long from, long to) {
        return new TimingOptions(from, to, nodes, kinds, layers, logP, polls);
    }

    public TimingOptions withNodes(Set<Integer> shown) {
        return new TimingOptions(fromPs, toPs, shown, kinds, layers, logP, polls);
    }

    public TimingOptions withKinds(Set<String> shown) {
        return new TimingOptions(fromPs, toPs, nodes, shown, layers, logP, polls);
    }

    public TimingOptions withLayers(boolean perLayer) {
        return new TimingOptions(fromPs, toPs, nodes, kinds, perLayer, logP, polls);
    }

    public TimingOptions withLogP(boolean overlay) {
        return new TimingOptions(fromPs, toPs, nodes, kinds, layers, overlay, polls);
    }

    public TimingOptions withPolls(boolean strips) {
        return new TimingOptions(fromPs, toPs, nodes, kinds, layers, logP, strips);
    }

    boolean showsNode(int node) {
        return nodes.isEmpty() || nodes.contains(node);
    }

    boolean showsKind(String kind) {
        return kinds.isEmpty() || kinds.contains(kind);
    }
}
