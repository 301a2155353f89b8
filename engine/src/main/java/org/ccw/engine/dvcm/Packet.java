package org.ccw.engine.dvcm;

import org.ccw.engine.dvcm.module.ControlMessage;
import org.ccw.engine.trace.CellIdentity;

/**
 * What one AAL5 packet between execution units carries (the opaque payload of its cells): a control message of the
 * reliable layer, or a data message of the default service.
 */
sealed interface Packet {

    /** Bytes of the AAL5 payload (before the 8-byte trailer and padding). */
    int payloadBytes();

    /**
     * A control packet of the pair's sliding window: sequence number {@code seq} (-1 for a bare acknowledgment,
     * which is not sequenced) and the cumulative acknowledgment {@code ack} (the next sequence number the sender
     * expects from the receiver).
     */
    record Control(long seq, long ack, ControlMessage message) implements Packet {
        @Override
        public int payloadBytes() {
            return message == null ? ControlMessage.HEADER_BYTES : message.sizeBytes();
        }

        boolean bareAck() {
            return message == null;
        }
    }

    /**
     * A data message of {@code bytes} user bytes with the application's {@code tag}, and its number {@code seq}
     * toward its destination when the units make the service reliable ({@link ReliableData}; -1 otherwise).
     */
    record Data(int bytes, long tag, int seq) implements Packet {
        @Override
        public int payloadBytes() {
            return bytes;
        }
    }

    /** This packet as the trace shows one a unit discards whole: one cell-sized record. */
    default CellIdentity asDropped() {
        return new Dropped(this);
    }

    /** A whole packet a unit discards, for the trace. */
    record Dropped(Packet packet) implements CellIdentity {
        @Override
        public long cellId() {
            return -1;
        }

        @Override
        public long messageId() {
            return packet instanceof Packet.Control c ? c.seq() : -1;
        }

        @Override
        public String kind() {
            return packet instanceof Packet.Control c && !c.bareAck() ? c.message().type()
                    : packet instanceof Packet.Data ? "data" : "dvcm-packet";
        }

        @Override
        public int sizeBytes() {
            return packet.payloadBytes();
        }
    }
}
