package org.ccw.engine.realtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.DatagramChannel;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * The user-space switch on 127.0.0.1: a burst larger than an output port's buffer is partly forwarded, from the
 * sender's face to the receiver's socket, and partly dropped at the full queue; every datagram is one or the other.
 */
class UserSpaceSwitchTest {

    private static DatagramChannel socket() throws Exception {
        DatagramChannel channel = DatagramChannel.open();
        channel.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        return channel;
    }

    @Test
    void aBurstLargerThanThePortBufferIsForwardedInPartAndTheRestDroppedAndCounted() throws Exception {
        try (DatagramChannel a = socket(); DatagramChannel b = socket();
             UserSpaceSwitch sw = UserSpaceSwitch.open(Map.of(0, (InetSocketAddress) a.getLocalAddress(),
                     1, (InetSocketAddress) b.getLocalAddress()), new UserSpaceSwitch.Settings(3000, 8_000_000))) {
            for (int i = 0; i < 40; i++) {
                a.send(ByteBuffer.wrap(new byte[1000]), sw.face(1));
            }
            Waits.until(() -> "each datagram forwarded or dropped: " + sw.port(1), 10_000,
                    () -> handled(sw.port(1)) >= 40);
            UserSpaceSwitch.PortCounts toB = sw.port(1);
            assertEquals(40, handled(toB), "each datagram forwarded or dropped: " + toB);
            assertTrue(toB.dropped() > 0, "three fit the buffer; a burst of forty overruns it: " + toB);
            assertTrue(toB.forwarded() >= 3, "what the buffer holds goes on: " + toB);
            b.configureBlocking(true);
            ByteBuffer in = ByteBuffer.allocate(2000);
            for (long i = 0; i < toB.forwarded(); i++) {
                in.clear();
                assertEquals(sw.face(0), b.receive(in), "it comes from the face that stands for the sender");
                assertEquals(1000, in.position());
            }
            assertEquals(0, sw.port(0).forwarded() + sw.port(0).dropped(), "nothing went toward the sender");
        }
    }

    /** Datagrams the port forwarded or dropped. */
    private static long handled(UserSpaceSwitch.PortCounts port) {
        return port.forwarded() + port.dropped();
    }

    @Test
    void aPortNeedsABufferAndARate() {
        assertThrows(IllegalArgumentException.class, () -> new UserSpaceSwitch.Settings(0, 1e6));
        assertThrows(IllegalArgumentException.class, () -> new UserSpaceSwitch.Settings(1000, 0));
    }
}
