package org.ccw.engine.pvmam.pvm;

import java.util.List;

/**
 * A packed PVM message (seed 003 §6.1): its header and its data as a list of fragments, each of which becomes one
 * Active Message in PVMAM (§6.4).
 *
 * @param header    encoding, tag and context
 * @param fragments the data of each fragment, in order, as {@link XdrPacker#fragments()} made them
 */
public record PvmMessage(MessageHeader header, List<byte[]> fragments) {
    public PvmMessage {
        fragments = List.copyOf(fragments);
        if (fragments.isEmpty()) {
            throw new IllegalArgumentException("a message has at least one fragment, even an empty one");
        }
    }

    /** What {@code packer} packed, with tag {@code tag} in context {@code context}, XDR-encoded. */
    public static PvmMessage of(XdrPacker packer, int tag, int context) {
        return new PvmMessage(new MessageHeader(MessageHeader.XDR, tag, context), packer.fragments());
    }

    /** Reads the message's data from the start. */
    public XdrUnpacker unpacker() {
        return new XdrUnpacker(fragments);
    }

    /** Data bytes over all fragments. */
    public int dataBytes() {
        int bytes = 0;
        for (byte[] fragment : fragments) {
            bytes += fragment.length; // a loop, not a stream: asked several times per message on a real run's path
        }
        return bytes;
    }
}
