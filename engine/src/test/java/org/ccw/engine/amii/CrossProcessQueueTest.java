package org.ccw.engine.amii;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.ccw.engine.realtime.RealTimeScheduler;
import org.ccw.engine.realtime.Waits;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.Tracer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The mapped queue block across two real JVMs (#14, "real shared memory"): a second JVM ({@link RealPeerMain}, on
 * this test's class path) maps this one's block and this one maps its; a ping-pong both ways goes through the same
 * handshake the simulation runs. No assertion here depends on how fast the machine is.
 */
class CrossProcessQueueTest {
    private static final int ROUNDS = 2_000;
    private Path dir;

    @BeforeEach
    void directory() throws IOException {
        dir = Files.createTempDirectory(MappedQueueBlock.defaultDirectory(), "amii-test-");
    }

    @AfterEach
    void clean() throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    private Process launch(String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Xshare:auto", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                RealPeerMain.class.getName()));
        command.addAll(List.of(args));
        return new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(dir.resolve("peer-" + args[0] + ".log").toFile()).start();
    }

    private String output(String mode) throws IOException {
        return Files.readString(dir.resolve("peer-" + mode + ".log")).strip();
    }


    @Test
    void aPingPongBothWaysBetweenTwoJvmsDeliversEveryMessageOnceInOrderAndFreesEveryPacket() throws Exception {
        long tag = 0x5EED;
        try (RealEndpoint test = RealEndpoint.create(dir, RealPeerMain.TEST, tag + 1, RealPeerMain.PACKETS)) {
            RealPeerMain.PingPong run = new RealPeerMain.PingPong(test, ROUNDS);
            Process peer = launch("pingpong", dir.toString(), Integer.toString(ROUNDS), Long.toString(tag));
            Path peerBlock = MappedQueueBlock.fileOf(dir, RealPeerMain.PEER);
            Waits.until(() -> "the peer JVM to create " + peerBlock, 30_000, () -> Files.exists(peerBlock));
            test.map(1, RealPeerMain.PEER, tag);

            boolean done;
            try {
                done = run.run(30_000);
                assertTrue(peer.waitFor(30, TimeUnit.SECONDS), "the peer JVM ends");
            } finally {
                peer.destroyForcibly();
            }
            assertTrue(done, () -> "timed out: " + run);
            assertTrue(run.ok(), run::toString);
            assertEquals(0, peer.exitValue(), this::peerOutput);
            assertEquals("ok", output("pingpong"));
            assertEquals(0, test.packetsInUse(), "every packet of this endpoint's queues is free again");
            assertEquals(2L * ROUNDS, test.messagesSent());
            assertEquals(0, test.staleClaims());
        }
    }

    private String peerOutput() {
        try {
            return output("pingpong");
        } catch (IOException e) {
            return e.toString();
        }
    }

    @Test
    void aSenderThatDiesHoldingAClaimIsReportedAndTheQueueMovesOn() throws Exception {
        long tag = 0xD1E;
        try (RealEndpoint test = RealEndpoint.create(dir, RealPeerMain.TEST, tag, RealPeerMain.PACKETS)) {
            List<String> reports = new ArrayList<>();
            List<Integer> requests = new ArrayList<>();
            List<TraceEvent> records = new ArrayList<>();
            test.setReporter(reports::add);
            test.setTracer(new Tracer(new RealTimeScheduler(1), records::add));
            test.setStaleAfterMs(100);
            test.setRequestHandler(RealPeerMain.PingPong.REQUEST, (token, a) -> requests.add(a[0]));
            Process dying = launch("die", dir.toString(), Long.toString(tag));
            boolean ended = dying.waitFor(30, TimeUnit.SECONDS);
            dying.destroyForcibly();
            assertTrue(ended, "the dying JVM ends");
            assertTrue(output("die").startsWith("claimed packet 3"), () -> "the child: " + peerDied());

            assertTrue(test.pollUntil(() -> test.staleClaims() == 1 && requests.size() == 3, 10_000),
                    () -> "requests " + requests + ", stale claims " + test.staleClaims());
            test.map(2, RealPeerMain.TEST, tag);
            test.request4(2, RealPeerMain.PingPong.REQUEST, 99);
            assertTrue(test.pollUntil(() -> requests.size() == 4, 10_000), "a request after the dead claim arrives");

            assertEquals(List.of(0, 1, 2, 99), requests);
            assertEquals(1, reports.size());
            assertTrue(reports.get(0).contains("packet 3 of its shm-request queue was left claimed ")
                    && reports.get(0).contains(" ms ago by process " + dying.pid() + ", which no longer runs"),
                    reports::toString);
            assertEquals(List.of("stale-claim at 0:1"), records.stream().map(r -> (TraceEvent.TimerFired) r)
                    .map(r -> r.timer() + " at " + r.node() + ":" + r.component()).toList());
            assertEquals(0, test.packetsInUse());
        }
    }

    @Test
    void aSenderThatDiesBetweenItsTwoCompareAndSwapsDoesNotWedgeTheQueue() throws Exception {
        long tag = 0xAB;
        try (RealEndpoint test = RealEndpoint.create(dir, RealPeerMain.TEST, tag, RealPeerMain.PACKETS)) {
            List<String> reports = new ArrayList<>();
            List<Integer> requests = new ArrayList<>();
            test.setReporter(reports::add);
            test.setStaleAfterMs(20);
            test.setRequestHandler(RealPeerMain.PingPong.REQUEST, (token, a) -> requests.add(a[0]));
            Process dying = launch("abandon", dir.toString(), Long.toString(tag));
            boolean ended = dying.waitFor(30, TimeUnit.SECONDS);
            dying.destroyForcibly();
            assertTrue(ended, "the dying JVM ends");
            assertTrue(output("abandon").startsWith("took the assignment to packet 3"), output("abandon"));

            assertTrue(test.pollUntil(() -> test.staleClaims() == 1 && requests.size() == 3, 10_000),
                    () -> "requests " + requests + ", stale claims " + test.staleClaims());
            test.map(2, RealPeerMain.TEST, tag);
            test.request4(2, RealPeerMain.PingPong.REQUEST, 99);
            assertTrue(test.pollUntil(() -> requests.size() == 4, 10_000), "a request after the dead claim arrives");

            assertEquals(List.of(0, 1, 2, 99), requests);
            assertTrue(reports.size() == 1 && reports.get(0).contains("packet 3 of its shm-request queue was assigned ")
                    && reports.get(0).contains(" ms ago to a sender that never claimed it"), reports::toString);
            assertEquals(0, test.packetsInUse());
        }
    }

    @Test
    void aBulkBlockADeadSenderLeftClaimedIsFreedForTheNextSender() throws Exception {
        long tag = 0xB1;
        try (RealEndpoint test = RealEndpoint.create(dir, RealPeerMain.TEST, tag, RealPeerMain.PACKETS);
             RealEndpoint sender = RealEndpoint.create(dir, new EndpointName(0, 9), 9, RealPeerMain.PACKETS)) {
            List<String> reports = new ArrayList<>();
            List<Integer> transfers = new ArrayList<>();
            test.setReporter(reports::add);
            test.setStaleAfterMs(20);
            test.setSegment(64);
            test.setRequestHandler(RealPeerMain.PingPong.REQUEST, (token, a) -> transfers.add(a[0]));
            Process dying = launch("die-bulk", dir.toString(), Long.toString(tag));
            boolean ended = dying.waitFor(30, TimeUnit.SECONDS);
            dying.destroyForcibly();
            assertTrue(ended && output("die-bulk").startsWith("claimed bulk block 0"), this::peerDied);
            Thread receiver = new Thread(() -> test.pollUntil(() -> transfers.size() == 4, 20_000));
            receiver.start();

            sender.map(1, RealPeerMain.TEST, tag);
            for (int i = 0; i < 4; i++) {
                // the fourth transfer is assigned block 0, which only the receiver's recovery frees
                sender.requestXfer4(1, 16 * i, new byte[] {(byte) i}, RealPeerMain.PingPong.REQUEST, i);
            }
            receiver.join(20_000);

            assertEquals(List.of(0, 1, 2, 3), transfers);
            assertEquals(1, test.staleClaims());
            assertTrue(reports.get(0).contains("bulk block 0 was left claimed ") && reports.get(0)
                    .contains("by process " + dying.pid() + ", which no longer runs"), reports::toString);
            assertEquals(3, test.segment(48, 1)[0]);
        }
    }

    private String peerDied() {
        try {
            return Files.exists(dir.resolve("peer-die-bulk.log")) ? output("die-bulk") : output("die");
        } catch (IOException e) {
            return e.toString();
        }
    }
}
