package org.ccw.engine.net.echo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.realtime.RealTimeScheduler;
import org.ccw.engine.realtime.SocketNetworkPort;
import org.ccw.engine.realtime.TcpNetworkPort;
import org.ccw.engine.realtime.UdpNetworkPort;
import org.ccw.engine.trace.Tracer;
import org.junit.jupiter.api.Test;

/**
 * The echo stack over real sockets between two endpoints on 127.0.0.1, each with its own real-time scheduler
 * as two processes would have. Traffic is bounded (a few hundred small frames on loopback); the waits are
 * bounded so a broken transport fails the test instead of hanging it.
 */
class EchoStackRealTimeTest {
    private static final int FRAMES = 500;
    private static final long GIVE_UP_SECONDS = 30;

    /** Opens a port of one transport for a node on 127.0.0.1, on a free port. */
    private interface Transport {
        SocketNetworkPort open(RealTimeScheduler scheduler, int node, InetSocketAddress bind) throws Exception;
    }

    @Test
    void echoesEveryFrameOverUdp() throws Exception {
        EchoStack.Client client = echo((scheduler, node, bind) ->
                UdpNetworkPort.open(scheduler, node, bind, UdpNetworkPort.DEFAULT_MTU_BYTES));

        assertEquals(FRAMES, client.repliesReceived());
        assertEquals(0, client.corruptReplies());
    }

    @Test
    void echoesEveryFrameOverTcpWithoutRetransmitting() throws Exception {
        EchoStack.Client client = echo((scheduler, node, bind) ->
                TcpNetworkPort.open(scheduler, node, bind, TcpNetworkPort.DEFAULT_MTU_BYTES));

        assertEquals(FRAMES, client.repliesReceived());
        assertEquals(0, client.retransmissions() + client.duplicateReplies() + client.corruptReplies());
    }

    private static EchoStack.Client echo(Transport transport) throws Exception {
        InetSocketAddress anyLoopbackPort = new InetSocketAddress(InetAddress.getLoopbackAddress(), 0);
        CountDownLatch done = new CountDownLatch(1);
        try (RealTimeScheduler serverSide = new RealTimeScheduler(1);
                RealTimeScheduler clientSide = new RealTimeScheduler(2);
                SocketNetworkPort serverPort = transport.open(serverSide, 0, anyLoopbackPort);
                SocketNetworkPort clientPort = transport.open(clientSide, 1, anyLoopbackPort)) {
            serverPort.peer(1, clientPort.localAddress());
            clientPort.peer(0, serverPort.localAddress());
            EchoStack.Server server = new EchoStack.Server(serverPort, Tracer.OFF);
            EchoStack.Client client = new EchoStack.Client(clientSide, clientPort, 0, FRAMES, 16, 1024,
                    Time.micros(200_000), Tracer.OFF, done::countDown);
            serverPort.receiver(server);
            clientPort.receiver(client);
            clientSide.schedule(0, client::onStart);
            serverSide.start();
            clientSide.start();

            if (!done.await(GIVE_UP_SECONDS, TimeUnit.SECONDS)) {
                throw new AssertionError("only " + client.repliesReceived() + " of " + FRAMES + " replies arrived");
            }
            clientSide.close();
            serverSide.close();
            assertNull(clientSide.failure());
            assertNull(serverSide.failure());
            assertTrue(server.framesEchoed() >= FRAMES, "the server answered every frame at least once");
            return client;
        }
    }
}
