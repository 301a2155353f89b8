package org.ccw.engine.os;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;

/**
 * The one core placement of real runs (#28): core lists read as the kernel and taskset write them, a ping-pong's two
 * ends placed on the first cores, and a pinned thread given back its cores. Where taskset is missing, only what
 * needs none runs.
 */
class CorePinningTest {

    @Test
    void aCoreListReadsAsTheKernelWritesIt() {
        assertEquals(List.of(0, 1, 2, 5), CorePinning.cpuList("0-2,5"));
        assertEquals(List.of(3), CorePinning.cpuList(" 3\n"));
        assertEquals(List.of(), CorePinning.cpuList("?"), "unreadable: nothing known, nothing pinned");
    }

    @Test
    void aPairsEndsTakeTheFirstTwoCoresOrShareTheFirst() {
        CorePinning.Pair apart = CorePinning.pair(false);
        CorePinning.Pair shared = CorePinning.pair(true);
        if (!CorePinning.available()) {
            assertEquals(new CorePinning.Pair(CorePinning.NONE, CorePinning.NONE), apart);
            return;
        }
        List<Integer> cpus = CorePinning.allowedCpus();
        assertEquals(cpus.get(0), apart.ping());
        assertEquals(cpus.get(Math.min(1, cpus.size() - 1)), apart.echo());
        assertEquals(new CorePinning.Pair(cpus.get(0), cpus.get(0)), shared);
        assertEquals(1, shared.cores());
        assertEquals(Math.min(2, cpus.size()), apart.cores());
    }

    @Test
    void aPinnedThreadRunsOnItsCoreAloneUntilClosedThenGetsItsCoresBack() throws Exception {
        assumeTrue(CorePinning.available(), "no taskset here");
        AtomicReference<List<Integer>> before = new AtomicReference<>();
        AtomicReference<List<Integer>> during = new AtomicReference<>();
        AtomicReference<List<Integer>> after = new AtomicReference<>();
        Thread t = new Thread(() -> {
            before.set(CorePinning.allowedCpus());
            try (CorePinning.Pinned pinned = CorePinning.pinThisThread(before.get().get(before.get().size() - 1))) {
                assertTrue(pinned.pinned());
                during.set(CorePinning.allowedCpus());
            }
            after.set(CorePinning.allowedCpus());
        });
        t.start();
        t.join(30_000);

        assertEquals(List.of(before.get().get(before.get().size() - 1)), during.get());
        assertEquals(before.get(), after.get());
        assertEquals(before.get(), CorePinning.allowedCpus(), "only the pinned thread moved");
    }

    @Test
    void noCoreMeansNotPinned() {
        try (CorePinning.Pinned pinned = CorePinning.pinThisThread(CorePinning.NONE)) {
            assertFalse(pinned.pinned());
        }
    }
}
