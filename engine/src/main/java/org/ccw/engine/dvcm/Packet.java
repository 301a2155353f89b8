package org.ccw.engine.dvcm;

import org.ccw.engine.dvcm.module.ControlMessage;

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
}
