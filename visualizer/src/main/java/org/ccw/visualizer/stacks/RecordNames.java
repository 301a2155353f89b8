package org.ccw.visualizer.stacks;

/** The names of a run's nodes and links, for a presentation that describes its stack's records in words. */
public interface RecordNames {
    /** The node's name, {@code "-"} for -1. */
    String node(int node);

    /** The link's name. */
    String link(int link);

    /** Names from {@code nodes}, links by number ({@code link N}). */
    static RecordNames ofNodes(java.util.function.IntFunction<String> nodes) {
        return new RecordNames() {
            @Override
            public String node(int node) {
                return nodes.apply(node);
            }

            @Override
            public String link(int link) {
                return "link " + link;
            }
        };
    }
}
