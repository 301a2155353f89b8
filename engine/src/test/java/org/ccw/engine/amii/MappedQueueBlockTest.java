package org.ccw.engine.amii;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.trace.QueueId;
import org.ccw.engine.trace.SlotState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The mapped queue block in one process, through two mappings of one file: its layout and its handshake. */
class MappedQueueBlockTest {
    private static final EndpointName NAME = new EndpointName(3, 5);
    @TempDir
    Path dir;

    @Test
    void theFileIsLaidOutAsItsJavadocSays() throws IOException {
        try (MappedQueueBlock block = MappedQueueBlock.create(dir, NAME, 0xABCDL, 4, 2, 1)) {
            ByteBuffer file = ByteBuffer.wrap(Files.readAllBytes(block.path())).order(ByteOrder.nativeOrder());
            assertEquals(64L * (4 + 4 + 2 + 1 + 8192 / 64), file.capacity());
            assertEquals(MappedQueueBlock.MAGIC, file.getLong(0));
            assertEquals(List.of(2, 64, 4, 2, 1, 8192, 3, 5), List.of(file.getInt(8), file.getInt(12),
                    file.getInt(16), file.getInt(20), file.getInt(24), file.getInt(28), file.getInt(32),
                    file.getInt(36)));
            assertEquals(0xABCDL, file.getLong(40));
            assertEquals(ProcessHandle.current().pid(), file.getInt(56));
            assertEquals(1, block.requests().tailLine());
            assertEquals(6, block.replies().tailLine());
            assertEquals(9, block.bulk().tailLine());
        }
    }

    @Test
    void aPacketClaimedAndFilledThroughOneMappingIsReadyThroughTheOther() throws IOException {
        try (MappedQueueBlock owner = MappedQueueBlock.create(dir, NAME, 1, 4, 4, 1);
             MappedQueueBlock sender = MappedQueueBlock.open(MappedQueueBlock.fileOf(dir, NAME))) {
            PacketQueue out = new PacketQueue(new QueueId("shm-request", 3, 5), sender.requests(), 1);
            PacketQueue in = new PacketQueue(new QueueId("shm-request", 3, 5), owner.requests(), 1);
            assertTrue(Handshake.assign(out, 0));
            assertFalse(Handshake.assign(out, 0), "the tail moved on");
            assertTrue(Handshake.claim(out, 0));
            assertEquals(SlotState.CLAIMED, in.state(0));
            assertEquals(ProcessHandle.current().pid(), owner.requests().claim(0).pid());
            Packet packet = new Packet(42, new EndpointName(1, 2), 7, new int[] {1, -2, 3}, null);
            Handshake.fill(out, 0, packet, SlotState.READY);

            assertEquals(SlotState.READY, in.state(in.headSlot()));
            Packet read = Handshake.free(in, 0);
            assertEquals(List.of(42L, new EndpointName(1, 2), 7), List.of(read.messageId(), read.source(),
                    read.handler()));
            assertArrayEquals(new int[] {1, -2, 3}, read.args());
            assertNull(read.reason());
            assertEquals(SlotState.FREE, out.state(0));
            assertEquals(0, sender.requests().claim(0).pid(), "the receiver forgot the claimer");
        }
    }

    @Test
    void aFullQueueRefusesTheClaimUntilTheReceiverFreesThePacket() throws IOException {
        try (MappedQueueBlock block = MappedQueueBlock.create(dir, NAME, 1, 1, 1, 0)) {
            PacketQueue q = new PacketQueue(new QueueId("shm-request", 3, 5), block.requests(), 1);
            Handshake.assign(q, 0);
            Handshake.claim(q, 0);
            Handshake.fill(q, 0, new Packet(0, NAME, 1, new int[0], ReturnReason.BAD_TAG), SlotState.READY);
            assertTrue(Handshake.assign(q, 1));
            assertFalse(Handshake.claim(q, q.slotOf(1)), "the one packet is still ready: the queue is full");
            assertEquals(ReturnReason.BAD_TAG, Handshake.free(q, 0).reason());
            assertTrue(Handshake.claim(q, q.slotOf(1)));
        }
    }

    @Test
    void aBulkBlockCarriesItsDataAndWhereItGoes() throws IOException {
        try (MappedQueueBlock block = MappedQueueBlock.create(dir, NAME, 1, 2, 2, 2)) {
            BulkBlocks bulk = new BulkBlocks(block.bulk(), block.bulk().tailLine());
            PacketQueue q = new PacketQueue(new QueueId("shm-request", 3, 5), block.requests(), 1);
            byte[] data = new byte[8192];
            data[0] = 1;
            data[8191] = 9;
            assertTrue(Handshake.assign(bulk, 0));
            assertTrue(Handshake.claim(bulk, 0));
            bulk.put(0, data);
            Handshake.assign(q, 0);
            Handshake.claim(q, 0);
            Handshake.fill(q, 0, new Packet(1, NAME, 2, new int[] {5}, null, new Packet.Bulk(0, 128, 8192)),
                    SlotState.READY_BULK);

            Packet read = Handshake.free(q, 0);
            assertEquals(new Packet.Bulk(0, 128, 8192), read.bulk());
            assertArrayEquals(data, bulk.take(0));
            assertEquals(SlotState.FREE, bulk.state(0));
        }
    }

    @Test
    void aFileThatIsNotAQueueBlockIsRefusedByName() throws IOException {
        Path other = Files.write(dir.resolve("other.qb"), new byte[4096]);
        IOException e = assertThrows(IOException.class, () -> MappedQueueBlock.open(other));
        assertTrue(e.getMessage().contains("other.qb is not an AM-II queue block"), e.getMessage());
    }

    @Test
    void aClaimHeldByALiveProcessIsWaitedForNotRecovered() throws IOException {
        try (RealEndpoint receiver = RealEndpoint.create(dir, NAME, 9, 4);
             MappedQueueBlock sender = MappedQueueBlock.open(receiver.blockFile())) {
            List<Integer> got = new ArrayList<>();
            receiver.setRequestHandler(1, (token, a) -> got.add(a[0]));
            receiver.setStaleAfterMs(20);
            PacketQueue q = new PacketQueue(new QueueId("shm-request", 3, 5), sender.requests(), 1);
            Handshake.assign(q, 0);
            Handshake.claim(q, 0);
            assertFalse(receiver.pollUntil(() -> !got.isEmpty(), 150), "nothing is ready yet");
            assertEquals(0, receiver.staleClaims(), "this process claimed it and still runs");
            Handshake.fill(q, 0, new Packet(0, NAME, 1, new int[] {8}, null), SlotState.READY);
            assertTrue(receiver.pollUntil(() -> !got.isEmpty(), 1_000));
            assertEquals(List.of(8), got);
        }
    }
}
