package org.ccw.visualizer.topology;

/**
 * What a box on the topology canvas stands for. Each kind has its own size and style class, so hosts, network
 * interfaces and switches differ in shape and label, not only in colour (classrooms have colour-blind students).
 */
public enum ElementKind {
    /** A workstation or SMP. */
    HOST("topology-host", 170, 48),
    /** A network interface (SBA-100, SBA-200, Myrinet LANai, Fast Ethernet) attached to a host. */
    NIC("topology-nic", 76, 44),
    /** An ATM, Myrinet or Ethernet switch. */
    SWITCH("topology-switch", 170, 56);

    private final String styleClass;
    private final double widthPx;
    private final double heightPx;

    ElementKind(String styleClass, double widthPx, double heightPx) {
        this.styleClass = styleClass;
        this.widthPx = widthPx;
        this.heightPx = heightPx;
    }

    /** The kind of box a host or switch is drawn as. */
    public static ElementKind of(org.ccw.model.cluster.Node node) {
        return node instanceof org.ccw.model.cluster.Switch ? SWITCH : HOST;
    }

    /** The CSS style class of this kind's box (see {@code workbench.css}). */
    public String styleClass() {
        return styleClass;
    }

    /** Box width in canvas pixels. */
    public double widthPx() {
        return widthPx;
    }

    /** Box height in canvas pixels. */
    public double heightPx() {
        return heightPx;
    }
}
