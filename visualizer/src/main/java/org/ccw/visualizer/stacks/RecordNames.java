package org.ccw.visualizer.stacks;

/** The names of a run's nodes and links, for a presentation that describes its stack's records in words. */
public interface RecordNames {
    /** The node's name, {@code "-"} for -1. */
    String node(int node);

    /** The link's name. */
    String link(int link);
}
