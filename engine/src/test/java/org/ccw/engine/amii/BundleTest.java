package org.ccw.engine.amii;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.model.cluster.Scenario;
import org.junit.jupiter.api.Test;

/**
 * A process that opens several endpoints (a bundle, {@code AM_AllocateBundle}): each endpoint has its own queues
 * and translation-table entry, and the process's one processor runs them in turn, polling the bundle.
 */
class BundleTest {

    private static Scenario pairWithABundleOfThree() {
        Scenario smp = AmIIPresets.enterprise5000SharedMemory(2);
        smp.getCluster().getJobs().get(0).getProcesses().get(0).setEndpointCount(3);
        return smp;
    }

    @Test
    void aBundlesEndpointsAreNumberedAfterEveryProcesssFirst() {
        AmIICluster cluster = AmIICluster.of(pairWithABundleOfThree(), null);

        assertEquals(List.of(0, 2, 3), cluster.bundle(0).stream().map(e -> e.name().endpoint()).toList());
        assertEquals(List.of(1), cluster.bundle(1).stream().map(e -> e.name().endpoint()).toList());
        assertEquals(2, cluster.endpoints().size(), "the processes' first endpoints, as before");
    }

    @Test
    void messagesToEachEndpointOfTheBundleRunOnTheBundlesProcessor() {
        List<TraceEvent> trace = new java.util.ArrayList<>();
        AmIICluster cluster = AmIICluster.of(pairWithABundleOfThree(), trace::add);
        List<Endpoint> bundle = cluster.bundle(0);
        Endpoint sender = cluster.bundle(1).get(0);
        Map<Integer, Integer> handled = new TreeMap<>();
        for (Endpoint e : bundle) {
            e.setRequestHandler(1, (token, args) -> handled.merge(e.name().endpoint(), 1, Integer::sum));
        }
        for (int round = 0; round < 4; round++) {
            for (Endpoint e : bundle) {
                sender.request4(e.name().endpoint(), 1, round);
            }
        }
        bundle.forEach(Endpoint::start);
        sender.start();
        cluster.kernel().runUntil(Time.micros(300));

        assertEquals(Map.of(0, 4, 2, 4, 3, 4), handled, "every endpoint of the bundle took its four requests");
        assertTrue(bundle.stream().allMatch(e -> e.receives().size() == 4), "each endpoint polled its own queues");
        List<TraceEvent.HandlerRan> ran = trace.stream().filter(TraceEvent.HandlerRan.class::isInstance)
                .map(TraceEvent.HandlerRan.class::cast).toList();
        assertEquals(12, ran.size());
        assertTrue(ran.stream().allMatch(h -> h.component() == 0), "all on the bundle's processor, cpu0");
        assertEquals(12, ran.stream().map(TraceEvent::timePs).distinct().count(), "one at a time");
    }
}
