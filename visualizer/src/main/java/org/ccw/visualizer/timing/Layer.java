package org.ccw.visualizer.timing;

/**
 * Which part of a node a lane shows. Without per-layer lanes a host has one {@link #HOST} lane; with them it has
 * {@link #APPLICATION} (handler runs), {@link #LIBRARY} (the AM library and its traps: the CPU overheads o_s and
 * o_r) and {@link #NIC} (where cells leave and arrive) — or, on a host whose NI runs a DVCM execution unit,
 * {@link #APPLICATION} (command posts, completion polls), {@link #UNIT} (the unit's handlers and DMAs) and
 * {@link #NIC}. A switch always has one {@link #SWITCH} lane.
 */
public enum Layer {
    HOST(""), APPLICATION("application"), LIBRARY("AM library / trap"), UNIT("NI coprocessor"), NIC("NIC"), SWITCH("");

    private final String title;

    Layer(String title) {
        this.title = title;
    }

    /** The lane label's suffix, empty for a whole node. */
    public String title() {
        return title;
    }
}
