package org.ccw.engine.amii;

import java.util.function.IntConsumer;

/**
 * A bulk transfer as seed 002 §4.1's second benchmark makes it: any length fragmented into 8 kB chunks (the last one
 * shorter), one {@code AM_RequestXfer4} per chunk, issued back to back so the copies and DMAs of different chunks
 * overlap. Each chunk's handler replies, as every AM-II request handler does (§2.2); across Myrinet the NIC
 * deposits the chunk in the receiver's segment and the handler copies it out from there, through shared memory the
 * layer's copy out of the bulk block is the receiver's already. The one piece both the {@code amii-loggp} lab (G and
 * the half-power point) and a run's {@code BULK_TRANSFER} workload ({@link AmIIDriver}) play.
 */
public final class BulkTransfer {
    /** The paper's chunk: a bulk transfer's largest ({@link BulkBlocks#BLOCK_BYTES}). */
    public static final int CHUNK = BulkBlocks.BLOCK_BYTES;

    private BulkTransfer() {
    }

    /** Chunks of a transfer of {@code bytes}. */
    public static int chunks(int bytes) {
        return (bytes + CHUNK - 1) / CHUNK;
    }

    /**
     * The receiver's side: a segment of {@code bytes} and a handler that replies to each chunk and then, when
     * {@code copyOut}, copies it out of the segment on the receiver's processor; {@code chunkIn} is told the chunk's
     * index once it is in the receive buffer.
     */
    public static void receive(Endpoint receiver, int bytes, boolean copyOut, IntConsumer chunkIn) {
        receiver.setSegment(bytes);
        receiver.setRequestHandler(AmIIDriver.PING, (token, args) -> {
            receiver.reply4(token, AmIIDriver.PONG, args[0]);
            if (copyOut) {
                receiver.stream(args[1], () -> chunkIn.accept(args[0]));
            } else {
                chunkIn.accept(args[0]);
            }
        });
    }

    /** The sender's program issues a transfer of {@code bytes} to {@code receiver}'s segment, chunk by chunk. */
    public static void send(Endpoint sender, Endpoint receiver, int bytes) {
        for (int c = 0; c * CHUNK < bytes; c++) {
            int length = Math.min(CHUNK, bytes - c * CHUNK);
            sender.requestXfer4(receiver.name().endpoint(), c * CHUNK, new byte[length], AmIIDriver.PING, c, length);
        }
    }

    /**
     * Whether a chunk from {@code sender} reaches {@code receiver} through the network protocol, whose NIC deposits
     * it in the segment (so the handler copies it out): across SMPs, or on one when the layer is Myrinet alone.
     */
    public static boolean throughNetwork(Endpoint sender, Endpoint receiver) {
        return sender.name().host() != receiver.name().host() || !sender.multiProtocol();
    }
}
