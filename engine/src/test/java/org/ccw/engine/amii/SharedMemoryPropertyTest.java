package org.ccw.engine.amii;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.trace.TraceEvent;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Over random interleavings (processes, queue depths, message counts, start times and destinations from a seed):
 * every request arrives exactly once, in the order its sender sent it to that destination, and every packet's
 * handshake ends free.
 */
class SharedMemoryPropertyTest {

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25,
        26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40})
    void nothingIsLostDuplicatedOrReordered(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int processes = 2 + random.nextInt(5);
        OneSmp smp = new OneSmp(processes, 1 + random.nextInt(8));
        Map<String, List<Integer>> received = new HashMap<>();
        Map<String, List<Integer>> expected = new HashMap<>();
        for (Endpoint e : smp.endpoints) {
            e.setRequestHandler(1, (token, args) -> received.computeIfAbsent(token.source().endpoint() + "→"
                    + e.name().endpoint(), k -> new ArrayList<>()).add(args[0]));
        }
        for (int p = 0; p < processes; p++) {
            int messages = random.nextInt(25);
            for (int m = 0; m < messages; m++) {
                int to = (p + 1 + random.nextInt(processes - 1)) % processes;
                int sender = p;
                int seq = m;
                // the order a sender issues its requests in is the order each destination must see them in
                smp.kernel.schedule(Time.nanos(random.nextInt(20_000)), () -> {
                    expected.computeIfAbsent(sender + "→" + to, k -> new ArrayList<>()).add(seq);
                    smp.get(sender).request4(to, 1, seq);
                });
            }
        }

        smp.run(5_000);

        assertEquals(sorted(expected), sorted(received), "seed " + seed);
        long ready = smp.trace.stream().filter(TraceEvent.QueueLengthChanged.class::isInstance)
                .map(TraceEvent.QueueLengthChanged.class::cast)
                .collect(java.util.stream.Collectors.toMap(q -> q.queue(), q -> q.length(), (a, b) -> b))
                .values().stream().mapToLong(Integer::longValue).sum();
        assertEquals(0, ready, "every packet freed in the end");
        assertTrue(smp.count(TraceEvent.MessageDelivered.class) == smp.count(TraceEvent.MessageSent.class));
    }

    private static Map<String, List<Integer>> sorted(Map<String, List<Integer>> m) {
        return new java.util.TreeMap<>(m);
    }
}
