package org.ccw.engine.realtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.ccw.engine.net.Frame;
import org.junit.jupiter.api.Test;

/**
 * The TCP port as the scheduler's loop drives it: frames gathered and written without blocking, whole frames cut
 * from the stream, nothing lost or reordered however far the kernel's buffers fall behind.
 */
class TcpNetworkPortTest {
    private static final int FRAME_BYTES = 8_192;

    /** One host: its loop and port, and the sequence numbers of the frames it took, in arrival order. */
    private record Host(RealTimeScheduler scheduler, TcpNetworkPort port, List<Integer> received,
                        CountDownLatch all) {
        static Host open(int node, int expected) throws Exception {
            RealTimeScheduler scheduler = new RealTimeScheduler(node);
            TcpNetworkPort port = TcpNetworkPort.open(scheduler, node, RawLoopback.loopback(), FRAME_BYTES);
            Host host = new Host(scheduler, port, new ArrayList<>(), new CountDownLatch(expected));
            port.onArrival(() -> {
                Frame frame;
                while ((frame = port.poll()) != null) {
                    host.received.add(ByteBuffer.wrap(frame.payload()).getInt());
                    host.all.countDown();
                }
            });
            return host;
        }

        void close() throws Exception {
            scheduler.close();
            port.close();
        }
    }

    private static void introduce(Host a, Host b) {
        InetSocketAddress atA = a.port.localAddress();
        a.port.peer(b.port.node(), b.port.localAddress());
        b.port.peer(a.port.node(), atA);
    }

    private static byte[] numbered(int sequence) {
        return ByteBuffer.allocate(FRAME_BYTES).putInt(sequence).array();
    }

    private static List<Integer> upTo(int count) {
        List<Integer> all = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            all.add(i);
        }
        return all;
    }

    @Test
    void twoHostsBurstingMegabytesAtEachOtherInOneEventLoseNothingAndKeepTheOrder() throws Exception {
        // 16 MB each way from a single event: far more than the kernel's socket buffers hold, so most of it waits
        // in the port until the socket can take it, while both loops go on reading
        int frames = 2_000;
        Host a = Host.open(0, frames);
        Host b = Host.open(1, frames);
        try {
            introduce(a, b);
            a.scheduler.schedule(0, () -> {
                for (int i = 0; i < frames; i++) {
                    a.port.send(1, null, numbered(i), 0, FRAME_BYTES);
                }
            });
            b.scheduler.schedule(0, () -> {
                for (int i = 0; i < frames; i++) {
                    b.port.send(0, null, numbered(i), 0, FRAME_BYTES);
                }
            });
            a.scheduler.start();
            b.scheduler.start();

            assertTrue(a.all.await(60, TimeUnit.SECONDS) && b.all.await(60, TimeUnit.SECONDS),
                    "a got " + a.all.getCount() + " short, b " + b.all.getCount());
            a.scheduler.close();
            b.scheduler.close();
            assertEquals(upTo(frames), a.received);
            assertEquals(upTo(frames), b.received);
            assertEquals(0, a.port.framesRefused() + b.port.framesRefused());
        } finally {
            a.close();
            b.close();
        }
    }

    @Test
    void framesSentFromAThreadOtherThanTheLoopArriveToo() throws Exception {
        // a PVM task's thread runs stack code for its loop: what it gathers is written when the loop is told
        int frames = 50;
        Host a = Host.open(0, frames);
        Host b = Host.open(1, frames);
        try {
            introduce(a, b);
            a.scheduler.start();
            b.scheduler.start();
            for (int i = 0; i < frames; i++) {
                b.port.send(0, null, numbered(i), 0, 64);
            }

            assertTrue(a.all.await(60, TimeUnit.SECONDS), a.all.getCount() + " frames never came");
            a.scheduler.close();
            assertEquals(upTo(frames), a.received);
        } finally {
            a.close();
            b.close();
        }
    }
}
