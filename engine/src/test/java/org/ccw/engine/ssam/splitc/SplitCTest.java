package org.ccw.engine.ssam.splitc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.ssam.SsamCluster;
import org.junit.jupiter.api.Test;
import org.ccw.engine.ssam.SsamPresets;

/** Split-C primitives between the two SS-20s of the SSAM paper's set-up, in virtual time. */
class SplitCTest {
    private final SsamCluster cluster = SsamCluster.of(SsamPresets.ssamTwoHosts());
    private final SplitC a = new SplitC(cluster.endpoint(0), new GlobalMemory(1024));
    private final SplitC b = new SplitC(cluster.endpoint(1), new GlobalMemory(1024));
    private final int toB = cluster.endpoint(0).connect(cluster.endpoint(1).node());

    SplitCTest() {
        cluster.endpoint(1).connect(cluster.endpoint(0).node());
        cluster.endpoint(1).serve();
    }

    @Test
    void readDoubleBringsTheRemoteValueHomeAndCountsTheReadDone() {
        b.memory().write(7, 0x1234_5678_9ABCL);
        long[] doneAt = {-1};
        a.readDouble(toB, 7, 3, () -> doneAt[0] = cluster.kernel().now());
        cluster.run(Time.micros(10_000));

        assertEquals(0x1234_5678_9ABCL, a.memory().read(3));
        assertEquals(0, a.outstandingReads());
        assertTrue(doneAt[0] > 0, "the read completed");
    }

    @Test
    void splitPhaseReadsOverlapUntilSync() {
        for (int i = 0; i < 6; i++) {
            b.memory().write(i, 100 + i);
        }
        int[] started = {0};
        Runnable[] next = new Runnable[1];
        next[0] = () -> {
            if (started[0] == 6) {
                a.sync(() -> { });
                return;
            }
            int i = started[0]++;
            a.get(toB, i, 10 + i, next[0]);
        };
        next[0].run();
        cluster.run(Time.micros(10_000));

        for (int i = 0; i < 6; i++) {
            assertEquals(100 + i, a.memory().read(10 + i));
        }
        assertEquals(0, a.outstandingReads());
    }

    @Test
    void storeLandsInRemoteMemoryAndIsAcknowledged() {
        long[] storedAt = {-1};
        a.store(toB, 5, 42, () -> a.storeSync(() -> storedAt[0] = cluster.kernel().now()));
        cluster.run(Time.micros(10_000));

        assertEquals(42, b.memory().read(5));
        assertEquals(0, cluster.endpoint(0).inFlight(toB));
        assertEquals(1, cluster.endpoint(1).acksSent());
        assertTrue(storedAt[0] > 0, "storeSync returned once the ACK came back");
    }

    @Test
    void bulkWriteCopiesEveryWordOneCellAtATime() {
        long[] words = new long[1000];
        for (int i = 0; i < words.length; i++) {
            words[i] = i * 7919L;
        }
        long[] doneAt = {-1};
        a.bulkWrite(toB, 0, words, () -> a.storeSync(() -> doneAt[0] = cluster.kernel().now()));
        cluster.run(Time.micros(100_000));

        long[] copied = new long[words.length];
        for (int i = 0; i < words.length; i++) {
            copied[i] = b.memory().read(i);
        }
        assertArrayEquals(words, copied);
        assertEquals(words.length / SplitC.BULK_WORDS_PER_CELL, cluster.endpoint(1).requestsHandled());
        assertTrue(doneAt[0] > 0);
        assertTrue(cluster.endpoint(1).acksSent() < words.length / SplitC.BULK_WORDS_PER_CELL,
                "explicit ACKs are coalesced over a stream of stores");
    }
}
