package org.ccw.engine.realtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.DatagramChannel;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * The user-space switch as an OS process of its own: started as a child JVM, it names its faces, forwards a burst
 * from one host's face to the other host's socket as far as its port's buffer allows, drops and counts the rest,
 * reports every port's counts when told to stop, and exits. Bad settings are refused with one line.
 */
class SwitchProcessTest {

    private static DatagramChannel socket() throws IOException {
        DatagramChannel channel = DatagramChannel.open();
        channel.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        return channel;
    }

    @Test
    void aChildSwitchForwardsWhatItsBufferHoldsDropsTheRestReportsBothAndExits() throws Exception {
        try (DatagramChannel a = socket(); DatagramChannel b = socket()) {
            SwitchProcess sw = SwitchProcess.start(Map.of(0, (InetSocketAddress) a.getLocalAddress(),
                    1, (InetSocketAddress) b.getLocalAddress()), new UserSpaceSwitch.Settings(3000, 8_000_000));
            ProcessHandle child = ProcessHandle.of(sw.pid()).orElseThrow();
            assertNotEquals(ProcessHandle.current().pid(), sw.pid(), "the switch is another OS process");
            assertTrue(child.isAlive());
            for (int i = 0; i < 40; i++) {
                a.send(ByteBuffer.wrap(new byte[1000]), sw.face(1));
            }
            // what the port forwards arrives at b from a's face: count it until three quiet seconds (the child may be
            // starved a while on a loaded machine; a datagram late beyond that would show as a count that disagrees)
            b.socket().setSoTimeout(3_000);
            int received = 0;
            java.net.DatagramPacket in = new java.net.DatagramPacket(new byte[2000], 2000);
            while (true) {
                try {
                    b.socket().receive(in);
                } catch (java.net.SocketTimeoutException quietForThreeSeconds) {
                    break;
                }
                assertEquals(1000, in.getLength());
                received++;
            }

            Map<Integer, UserSpaceSwitch.PortCounts> counts = sw.stop();

            UserSpaceSwitch.PortCounts toB = counts.get(1);
            assertEquals(40, toB.forwarded() + toB.dropped(), "every datagram forwarded or dropped: " + counts);
            assertTrue(toB.dropped() > 0, "a 40 kB burst overruns a 3 kB port: " + counts);
            assertEquals(toB.forwarded(), received, "what it counts as forwarded reached b: " + counts);
            assertEquals(1000 * toB.dropped(), toB.droppedBytes());
            assertEquals(new UserSpaceSwitch.PortCounts(0, 0, 0, 0), counts.get(0), "nothing went toward a");
            assertTrue(child.onExit().toCompletableFuture().get(30, java.util.concurrent.TimeUnit.SECONDS) != null);
            assertFalse(child.isAlive(), "the switch process has exited");
            sw.close();
        }
    }

    @Test
    void aChildThatRefusesToStartIsOneLineAndGone() {
        IOException e = assertThrows(IOException.class, () -> SwitchProcess.launch(
                java.util.List.of("0", "1e6", "0=127.0.0.1:9"), java.util.Set.of(0)));

        assertTrue(e.getMessage().startsWith("the switch process refused: a switch port needs a buffer"),
                e.getMessage());
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
    }

    @Test
    void theProcessRefusesBadArgumentsWithOneLineAndStatusTwo() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = SwitchProcess.serve(new String[] {"0", "1e6", "0=127.0.0.1:9"},
                new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8));

        assertEquals(2, status);
        String said = out.toString(StandardCharsets.UTF_8);
        assertTrue(said.startsWith("error ") && said.indexOf('\n') == said.length() - 1, said);
    }

    @Test
    void theProcessStopsAtTheEndOfItsInputAndReportsItsPorts() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = SwitchProcess.serve(new String[] {"3000", "1e6", "0=127.0.0.1:9", "1=127.0.0.1:10"},
                new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8));

        assertEquals(0, status);
        String[] lines = out.toString(StandardCharsets.UTF_8).split("\n");
        assertTrue(lines[0].matches("face 0 127\\.0\\.0\\.1:\\d+"), lines[0]);
        assertTrue(lines[1].matches("face 1 127\\.0\\.0\\.1:\\d+"), lines[1]);
        assertEquals(java.util.List.of("ready", "port 0 0 0 0 0", "port 1 0 0 0 0", "end"),
                java.util.List.of(lines).subList(2, lines.length));
    }
}
