package org.ccw.engine.pvmam;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.ccw.engine.net.Frame;
import org.ccw.engine.net.FrameTag;
import org.ccw.engine.net.NetworkPort;
import org.ccw.engine.trace.Tracer;
import org.junit.jupiter.api.Test;

/**
 * How {@link SocketTransport} packs Active Messages into a UDP socket's datagrams and reads them back: messages to one
 * peer wait for the loop to have nothing due and leave together, in the order sent; a frame is read as messages back
 * to back, and a tail that is no whole message is dropped as malformed, never thrown over.
 */
class SocketTransportTest {
    private static final FrameTag TAG = new FrameTag("request", 1);

    /** Node 0's socket: keeps each frame sent, hands out the frames a test puts in. */
    private static final class Socket implements NetworkPort {
        final List<byte[]> sent = new ArrayList<>();
        final List<Integer> sentTo = new ArrayList<>();
        final ArrayDeque<Frame> waiting = new ArrayDeque<>();

        @Override
        public int node() {
            return 0;
        }

        @Override
        public String address() {
            return "udp://127.0.0.1:7000";
        }

        @Override
        public int mtuBytes() {
            return AmHeader.MAX_AM_BYTES;
        }

        @Override
        public boolean reliableInOrder() {
            return false;
        }

        @Override
        public void send(int destination, FrameTag tag, byte[] payload, int offset, int length) {
            sent.add(Arrays.copyOfRange(payload, offset, offset + length));
            sentTo.add(destination);
        }

        @Override
        public int available() {
            return waiting.size();
        }

        @Override
        public Frame poll() {
            return waiting.poll();
        }

        @Override
        public void onArrival(Runnable listener) {
        }
    }

    private final Socket socket = new Socket();
    private final List<Runnable> beforeWaiting = new ArrayList<>();
    private final SocketTransport udp = new SocketTransport("udp", socket, StreamFraming.ACTIVE_MESSAGES,
            node -> "host" + node, Map.of("host0", 0, "host1", 1, "host2", 2), Set.of(1, 2), Tracer.OFF);

    /** A request from t80001 with {@code data} data bytes, each {@code fill}. */
    private static byte[] am(int data, int fill) {
        byte[] bytes = new byte[data];
        Arrays.fill(bytes, (byte) fill);
        return new AmHeader(Tid.of(2, 1), AmHeader.BYTES + data, 0, 0, AmHeader.REQUEST, 1).encode(bytes, 0, data);
    }

    private void send(int to, byte[] am) {
        assertTrue(udp.send(new NativeAddress(to), am, am.length, TAG));
    }

    private void loopWaits() {
        beforeWaiting.forEach(Runnable::run);
    }

    private static byte[] joined(byte[]... pieces) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] piece : pieces) {
            out.writeBytes(piece);
        }
        return out.toByteArray();
    }

    @Test
    void withoutBundlingEachMessageLeavesAtOnceInADatagramOfItsOwn() {
        send(1, am(1, 7));
        send(1, am(0, 0));

        assertEquals(2, socket.sent.size());
        assertEquals(2, udp.datagramsSent());
        assertEquals(0, udp.datagramsShared());
    }

    @Test
    void messagesToOnePeerWaitForTheLoopAndLeaveTogetherInTheOrderSent() {
        udp.bundle(beforeWaiting::add);
        byte[] reply = am(0, 0);
        byte[] request = am(8, 5);
        send(1, reply);
        send(1, request);
        assertEquals(0, socket.sent.size(), "nothing leaves while the loop still has work due");

        loopWaits();

        assertEquals(1, socket.sent.size());
        assertArrayEquals(joined(reply, request), socket.sent.get(0), "back to back, each whole");
        assertEquals(List.of(1), socket.sentTo);
        assertEquals(2, udp.framesSent(), "two messages");
        assertEquals(1, udp.datagramsShared(), "in one shared datagram");
        loopWaits();
        assertEquals(1, socket.sent.size(), "nothing waits any more");
    }

    @Test
    void aMessageToAnotherPeerOrOneTooLargeToShareSendsWhatWaitsFirst() {
        udp.bundle(beforeWaiting::add);
        byte[] small = am(1, 1);
        byte[] large = am(AmHeader.MAX_DATA_BYTES, 2);
        send(1, small);
        send(2, small);
        assertEquals(List.of(1), socket.sentTo, "node 1's message left before node 2's could join it");
        send(2, large);
        assertEquals(List.of(1, 2, 2), socket.sentTo, "the large one at once, after the one it could not join");
        assertArrayEquals(large, socket.sent.get(2));
        loopWaits();
        assertEquals(3, socket.sent.size());
    }

    @Test
    void aFrameIsReadAsItsMessagesInTurnAndATailThatIsNoWholeMessageIsDropped() {
        byte[] first = am(1, 1);
        byte[] second = am(3, 2);
        byte[] tail = Arrays.copyOf(am(40, 3), 20); // a header whose length runs past the frame's end
        byte[] frame = joined(first, second, tail);
        socket.waiting.add(new Frame(1, 0, frame, 0, frame.length));
        byte[] alone = am(2, 4);
        socket.waiting.add(new Frame(2, 0, alone, 0, alone.length));

        Transport.Received a = udp.receive();
        Transport.Received b = udp.receive();
        Transport.Received c = udp.receive();

        assertArrayEquals(first, Arrays.copyOf(a.bytes(), a.length()), "the first read where it arrived");
        assertFalse(a.handedOver(), "the frame's array holds the others too: the AM layer copies what it keeps");
        assertArrayEquals(second, b.bytes());
        assertEquals(1, a.source().node());
        assertTrue(b.handedOver(), "each after the first its own array, the handler's to keep");
        assertNotNull(c);
        assertArrayEquals(alone, c.bytes());
        assertEquals(2, c.source().node());
        assertNull(udp.receive());
        assertEquals(1, udp.framesMalformed(), "the tail, once");
    }
}
