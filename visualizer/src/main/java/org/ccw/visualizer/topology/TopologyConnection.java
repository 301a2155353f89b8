package org.ccw.visualizer.topology;

import java.util.Objects;

/**
 * A line of the topology drawing between two elements' centres: a physical link (NIC to switch port, NIC to
 * NIC, switch to switch) or the attachment of a NIC to its host.
 *
 * @param elementId id of the model element the line stands for (a link), empty for a NIC's attachment
 * @param fromId the {@link TopologyElement#id()} of one end
 * @param toId   the {@link TopologyElement#id()} of the other end
 * @param kind   a physical link or a NIC's attachment to its host (drawn differently)
 * @param label  text beside the line's middle (a link's name and rate), empty for none
 */
public record TopologyConnection(String elementId, String fromId, String toId, Kind kind, String label) {

    /** What the line stands for. */
    public enum Kind {
        /** A cable with bandwidth and delay (the model's Link). */
        LINK("topology-link"),
        /** A NIC sitting on its host's I/O bus. */
        ATTACHMENT("topology-attachment");

        private final String styleClass;

        Kind(String styleClass) {
            this.styleClass = styleClass;
        }

        /** The CSS style class of lines of this kind. */
        public String styleClass() {
            return styleClass;
        }
    }

    public TopologyConnection {
        Objects.requireNonNull(elementId, "elementId");
        Objects.requireNonNull(fromId, "fromId");
        Objects.requireNonNull(toId, "toId");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(label, "label");
    }

    /** An unlabelled line that stands for no model element of its own (a NIC's attachment). */
    public TopologyConnection(String fromId, String toId, Kind kind) {
        this("", fromId, toId, kind, "");
    }
}
