package org.ccw.engine.pvmam;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.net.FrameTag;
import org.ccw.engine.pvmam.TcpWire.Fate;
import org.ccw.engine.tcp.LinuxTcp;
import org.ccw.engine.tcp.TcpSettings;
import org.ccw.engine.trace.TraceEvent.CongestionChanged;
import org.ccw.engine.trace.TraceEvent.Retransmitted;
import org.ccw.engine.trace.TraceEvent.TimerFired;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The simulated TCP end to end, over {@link TcpWire}: each mechanism as the stream shows it, with PVM's socket
 * options on a 1998 BSD kernel ({@link TcpSettings#PVM_SOCKET}) unless a test says otherwise.
 */
class TcpConnectionTest {
    private static final long MS = Time.micros(1_000);
    private static final int MSS = 1_460;

    private static byte[] stream(int bytes, long seed) {
        byte[] data = new byte[bytes];
        new Random(seed).nextBytes(data);
        return data;
    }

    private static TcpWire.Faults losing(int... dataIndices) {
        return (from, data, index, segment) -> from == 0 && data
                && java.util.Arrays.stream(dataIndices).anyMatch(i -> i == index) ? Fate.LOST : Fate.CLEAN;
    }

    @Test
    void slowStartOpensTheWindowOneSegmentPerAcknowledgmentAfterTheFirstDelayedOne() {
        TcpWire wire = new TcpWire(TcpSettings.PVM_SOCKET, losing());
        byte[] data = stream(40 * MSS, 1);

        wire.sender.write(data, new FrameTag("data", 1));
        wire.kernel.run();

        assertArrayEquals(data, wire.delivered.toByteArray());
        List<CongestionChanged> windows = wire.records(CongestionChanged.class).stream()
                .filter(c -> c.node() == 0).toList();
        assertEquals(MSS, windows.get(0).cwnd(), "one segment at first");
        assertEquals(200 * MS, windows.get(1).timePs() - TcpWire.PROPAGATION_PS - Time.serialization(40,
                TcpWire.BITS_PER_SECOND), "one segment alone is acknowledged on the 200 ms clock's tick");
        for (int i = 1; i < windows.size(); i++) {
            assertEquals("slow-start", windows.get(i).phase());
            assertEquals(windows.get(i - 1).cwnd() + MSS, windows.get(i).cwnd(), "one segment more per ack");
        }
        assertTrue(wire.records(Retransmitted.class).isEmpty());
    }

    @Test
    void aLostSegmentIsRecoveredByFastRetransmitWithinOneRoundTripNotATimeout() {
        long[] roundTripAtLoss = {0};
        TcpSettings fineClock = TcpSettings.PVM_SOCKET.withClockGranularity(0);
        List<TcpWire> wires = new ArrayList<>();
        TcpWire wire = new TcpWire(fineClock, (from, data, index, segment) -> {
            if (from == 0 && data && index == 20) {
                roundTripAtLoss[0] = wires.get(0).sender.rto().srttPs();
                return Fate.LOST;
            }
            return Fate.CLEAN;
        });
        wires.add(wire);
        byte[] data = stream(60 * MSS, 2);

        wire.sender.write(data, new FrameTag("data", 1));
        wire.kernel.run();

        assertArrayEquals(data, wire.delivered.toByteArray());
        assertEquals(List.of(), wire.records(TimerFired.class), "no timeout");
        List<Retransmitted> again = wire.records(Retransmitted.class);
        assertEquals(1, again.size());
        assertEquals(0, again.get(0).attempt(), "a fast retransmit, not a timeout's");
        assertEquals(1, wire.sender.fastRetransmits);
        long repaired = wire.records(CongestionChanged.class).stream()
                .filter(c -> c.node() == 0 && c.timePs() > again.get(0).timePs() && !c.phase().equals("fast-recovery"))
                .findFirst().orElseThrow().timePs();
        assertTrue(repaired - again.get(0).timePs() <= roundTripAtLoss[0], "the hole is acknowledged "
                + (repaired - again.get(0).timePs()) / 1e6 + " us after the retransmission; round trip "
                + roundTripAtLoss[0] / 1e6 + " us");
        assertTrue(repaired - wire.dataSentPs.get(20) < 2 * roundTripAtLoss[0] + 5 * MS / 1000,
                "found and repaired about a round trip after the loss, against a timeout of at least 1 s");
    }

    @Test
    void newRenoRepairsASecondHoleOfTheSameWindowOnItsPartialAcknowledgment() {
        TcpWire wire = new TcpWire(TcpSettings.PVM_SOCKET, losing(20, 23));
        byte[] data = stream(60 * MSS, 3);

        wire.sender.write(data, new FrameTag("data", 1));
        wire.kernel.run();

        assertArrayEquals(data, wire.delivered.toByteArray());
        assertEquals(List.of(), wire.records(TimerFired.class), "no timeout");
        assertEquals(List.of(0, 0), wire.records(Retransmitted.class).stream().map(Retransmitted::attempt).toList(),
                "the first hole by fast retransmit, the second on the partial acknowledgment");
        List<String> phases = wire.records(CongestionChanged.class).stream().filter(c -> c.node() == 0)
                .map(CongestionChanged::phase).toList();
        assertEquals(1, java.util.stream.IntStream.range(1, phases.size()).filter(i -> phases.get(i)
                .equals("fast-recovery") && !phases.get(i - 1).equals("fast-recovery")).count(), "one recovery");
        assertEquals(1, wire.sender.fastRetransmits);
    }

    @Test
    void aLostLastSegmentIsFoundByTheTimeoutOnATickOfTheSlowClock() {
        TcpWire wire = new TcpWire(TcpSettings.PVM_SOCKET, losing(2));
        byte[] data = stream(3 * MSS, 4);

        wire.sender.write(data, new FrameTag("data", 1));
        wire.kernel.run();

        assertArrayEquals(data, wire.delivered.toByteArray());
        List<TimerFired> timeouts = wire.records(TimerFired.class);
        assertEquals(1, timeouts.size(), "no duplicate acks after the last segment: only the timer finds it");
        assertEquals("tcp-retransmission-timeout", timeouts.get(0).timer());
        // segment 0 at 0 s, acked on the 200 ms tick; segments 1 and 2 then; 1 acked alone on the 400 ms tick, which
        // restarts the timer: 1 s (the minimum) later is 1.4 s, and the 500 ms clock's next tick is 1.5 s
        assertEquals(1_500 * MS, timeouts.get(0).timePs());
        assertEquals(1, wire.records(Retransmitted.class).get(0).attempt());
    }

    @Test
    void aSmallSegmentWaitsForTheDelayedAckTickAndTwoFullOnesAreAcknowledgedAtOnce() {
        List<Long> acks = new ArrayList<>();
        List<TcpWire> wires = new ArrayList<>();
        TcpWire wire = new TcpWire(TcpSettings.PVM_SOCKET, (from, data, index, segment) -> {
            if (from == 1) {
                acks.add(wires.get(0).kernel.now());
            }
            return Fate.CLEAN;
        });
        wires.add(wire);

        wire.sender.write(stream(MSS + 2 * MSS, 5), new FrameTag("data", 1));
        wire.kernel.run();

        assertEquals(200 * MS, acks.get(0), "the first segment, alone: on the 200 ms tick");
        assertTrue(acks.get(1) - acks.get(0) < MS, "the next two, full-sized: at once");
    }

    @Test
    void nagleHoldsASecondSmallWriteUntilTheFirstIsAcknowledgedAndNoDelayDoesNot() {
        TcpWire nagle = new TcpWire(TcpSettings.PVM_SOCKET.withSocket(false, 0x8000, 0x8000), losing());
        TcpWire noDelay = new TcpWire(TcpSettings.PVM_SOCKET, losing());
        for (TcpWire wire : List.of(nagle, noDelay)) {
            wire.sender.write(stream(100, 6), new FrameTag("data", 1));
            wire.sender.write(stream(100, 7), new FrameTag("data", 2));
            wire.kernel.run();
        }

        assertTrue(nagle.dataSentPs.get(1) > 200 * MS, "held until the delayed ack of the first (200 ms tick)");
        assertEquals(0, noDelay.dataSentPs.get(1), "TCP_NODELAY: both at once");
        assertEquals(200, nagle.delivered.size());
    }

    @Test
    void theSenderKeepsWithinTheReceiversWindowAndGoesOnWhenTheApplicationReads() {
        TcpWire wire = new TcpWire(TcpSettings.PVM_SOCKET.withSocket(true, 0x8000, 4_096), losing());
        wire.reading = false;
        byte[] data = stream(20_000, 8);

        wire.sender.write(data, new FrameTag("data", 1));
        wire.kernel.runUntil(10_000 * MS);

        assertEquals(4_096, wire.receiver.available(), "exactly the receive buffer, window probes included");
        wire.reading = true;
        wire.kernel.schedule(0, wire::read);
        wire.kernel.run();
        assertArrayEquals(data, wire.delivered.toByteArray(), "the read's window update restarts the sender");
    }

    @Test
    void aLinuxReceiverTakesFifteenSegmentsIntoPvmsBufferWhereBsdFillsTheWholeBuffer() {
        TcpWire linux = new TcpWire(TcpSettings.PVM_SOCKET, losing(), true, 1_500);
        TcpWire bsd = new TcpWire(TcpSettings.PVM_SOCKET, losing());
        for (TcpWire wire : List.of(linux, bsd)) {
            wire.reading = false;
            wire.sender.write(stream(60_000, 9), new FrameTag("data", 1));
            wire.kernel.runUntil(10_000 * MS);
        }

        // each segment charges 1648 bytes; the window is raised while half the free space less 2 KB holds a segment
        assertEquals(15 * MSS, linux.receiver.available(), "9 segments offered, then 4, then 2");
        assertEquals(0x8000, bsd.receiver.available(), "the whole 32 KB buffer");
        linux.reading = true;
        linux.kernel.schedule(0, linux::read);
        linux.kernel.run();
        assertEquals(60_000, linux.delivered.size(), "the application's reads open the window again");
    }

    @Test
    void overMyrinetsFramesLinuxStallsAMessageOfMoreThanOneSegmentForAProbeTimeoutButNotOneOf8Kb() {
        long[] eightKb = messagesDone(LinuxTcp.PVM_SOCKET, true, 8_192);
        long[] twentyKb = messagesDone(LinuxTcp.PVM_SOCKET, true, 20_000);

        assertTrue(longestGap(eightKb) < 2 * MS, "one segment a message: the window always has room for it");
        assertTrue(longestGap(twentyKb) >= 200 * MS, "a fraction of a segment left in the window: the sender holds"
                + " its full segment until the probe timer, at least HZ/5");
    }

    /**
     * When each of six messages of {@code bytes} is whole at the receiver, over 8 KB frames: the next is written
     * when one is read; the reader, blocked on a message, takes its data as it comes (every 100 µs).
     */
    private static long[] messagesDone(TcpSettings settings, boolean linux, int bytes) {
        TcpWire wire = new TcpWire(settings, losing(), linux, 8_320);
        wire.reading = false;
        long[] done = new long[6];
        int[] sent = {0};
        int read = 0;
        Runnable write = () -> wire.sender.write(stream(bytes, ++sent[0]), new FrameTag("data", sent[0]));
        wire.kernel.schedule(0, write);
        for (long t = 0; read < done.length && t < 10_000 * MS; t += Time.micros(100)) {
            wire.kernel.runUntil(t);
            wire.receiver.takePartial();
            if (wire.receiver.available() >= bytes) {
                wire.receiver.read(bytes);
                done[read++] = wire.kernel.now();
                if (read < done.length) {
                    wire.kernel.schedule(0, write);
                }
            }
        }
        assertEquals(done.length, read, "every message arrived");
        return done;
    }

    private static long longestGap(long[] done) {
        long longest = done[0];
        for (int i = 1; i < done.length; i++) {
            longest = Math.max(longest, done[i] - done[i - 1]);
        }
        return longest;
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void aLossyDuplicatingReorderingWireDeliversTheStreamExactlyOnceInOrder(long seed) {
        Random random = new Random(seed);
        TcpWire wire = new TcpWire(TcpSettings.PVM_SOCKET, (from, data, index, segment) -> {
            double p = random.nextDouble();
            return p < 0.05 ? Fate.LOST : p < 0.10 ? new Fate(2, 0)
                    : p < 0.20 ? new Fate(1, Math.round(random.nextDouble() * 3 * MS)) : Fate.CLEAN;
        });
        byte[] data = stream(150_000, seed);
        int written = 0;
        while (written < data.length) {
            int from = written;
            int length = Math.min(data.length - written, 1 + random.nextInt(6_000));
            byte[] piece = java.util.Arrays.copyOfRange(data, from, from + length);
            written += length;
            // pieces in stream order, a byte every 10 ns: the application writes while the stream runs
            wire.kernel.schedule(from * 10L * MS / 1_000_000, () -> wire.sender.write(piece,
                    new FrameTag("data", from)));
        }

        wire.kernel.run();

        assertArrayEquals(data, wire.delivered.toByteArray(), "seed " + seed);
        assertTrue(wire.sender.segmentsResent > 0, "the faults cost retransmissions");
    }

    @Test
    void aBsdSenderIdleLongerThanItsTimeoutSlowStartsAgainWhileSolaris25sKeepsItsWindow() {
        for (TcpSettings settings : List.of(TcpSettings.PVM_SOCKET, TcpTransport.socketOf(TcpSettings.SOLARIS_2_5))) {
            TcpWire wire = new TcpWire(settings, losing());
            wire.sender.write(stream(20 * MSS, 3), new FrameTag("data", 1));
            wire.kernel.run();
            List<CongestionChanged> opened = wire.records(CongestionChanged.class);
            long resumePs = wire.kernel.now() + 3 * settings.initialRtoPs();
            wire.kernel.schedule(resumePs - wire.kernel.now(), 0,
                    () -> wire.sender.write(stream(4 * MSS, 4), new FrameTag("data", 2)));
            wire.kernel.run();

            assertTrue(opened.get(opened.size() - 1).cwnd() > MSS, "slow start opened the window before the pause");
            boolean restarted = wire.records(CongestionChanged.class).stream()
                    .anyMatch(c -> c.node() == 0 && c.timePs() >= resumePs && c.cwnd() == MSS);
            assertEquals(settings.slowStartAfterIdle(), restarted, settings.toString());
            assertEquals(24 * MSS, wire.delivered.size());
        }
        assertFalse(TcpSettings.SOLARIS_2_5.slowStartAfterIdle(), "tcp.c 1.106: no test of idle time in tcp_wput");
    }
}
