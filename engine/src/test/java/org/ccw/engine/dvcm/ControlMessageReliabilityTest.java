package org.ccw.engine.dvcm;

import org.ccw.engine.dvcm.module.ExtensionModule;
import org.ccw.engine.dvcm.module.ModuleContext;
import org.ccw.engine.dvcm.module.TimeoutService;
import org.ccw.engine.kernel.Time;
import org.ccw.model.cluster.Scenario;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Control messages between execution units arrive exactly once and in order per sender, whatever the links lose,
 * duplicate, damage or reorder; a module written against the documented API sees only that, and so do the remote
 * commands that travel as control messages.
 */
class ControlMessageReliabilityTest {
    private static final int MESSAGES = 60;

    /**
     * Every unit sends {@code messages} numbered COUNT messages to every other unit, started by a cheap timeout, and
     * records the COUNT commands it is given by their tags.
     */
    private static final class Counter implements ExtensionModule {
        final Map<Integer, List<Integer>> received = new TreeMap<>();
        final Map<Integer, List<Integer>> commanded = new TreeMap<>();
        private final int messages;
        boolean deactivated;

        Counter(int messages) {
            this.messages = messages;
        }

        @Override
        public String name() {
            return "counter";
        }

        @Override
        public void init(ModuleContext unit) {
            unit.onControlMessage("COUNT", m -> received.computeIfAbsent(m.source(), s -> new ArrayList<>())
                    .add(m.arg(0)));
            unit.onCommand("COUNT", c -> commanded.computeIfAbsent(c.issuer(), s -> new ArrayList<>())
                    .add((int) c.tag()));
            unit.timeout(TimeoutService.CHEAP, Time.micros(1), "start", () -> {
                for (int peer : unit.units()) {
                    for (int i = 0; peer != unit.unit() && i < messages; i++) {
                        unit.send(peer, "COUNT", i);
                    }
                }
            });
        }

        @Override
        public void deactivate() {
            deactivated = true;
        }
    }

    /** A three-host star whose links lose, duplicate, reorder and damage cells at the given rates. */
    private static Scenario faultyStar(long seed, double loss, double duplication, double reorder,
                                       double corruption) {
        Scenario s = DvcmPresets.dvcmStar(3);
        s.setSeed(seed);
        s.getFaults().setLossRate(loss);
        s.getFaults().setDuplicationRate(duplication);
        s.getFaults().setReorderRate(reorder);
        s.getFaults().setCorruptionRate(corruption);
        return s;
    }

    private static List<Counter> run(long seed, double loss, double duplication, double reorder, double corruption) {
        DvcmCluster c = DvcmCluster.of(faultyStar(seed, loss, duplication, reorder, corruption), null);
        List<Counter> counters = load(c, MESSAGES);
        c.run(Time.micros(500_000));
        checkQuiet(c, loss);
        return counters;
    }

    private static List<Counter> load(DvcmCluster c, int messages) {
        List<Counter> counters = new ArrayList<>();
        c.dvcm().load(unit -> {
            Counter counter = new Counter(messages);
            counters.add(counter);
            return counter;
        });
        return counters;
    }

    /** Every control message was acknowledged, and with loss some had to be sent again. */
    private static void checkQuiet(DvcmCluster c, double loss) {
        assertTrue(c.dvcm().units().stream().allMatch(ExecutionUnit::controlQuiet), "all acknowledged");
        if (loss > 0) {
            assertTrue(c.dvcm().units().stream().mapToLong(ExecutionUnit::controlRetransmissions).sum() > 0,
                    "the faults did cost retransmissions");
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6})
    void everyMessageArrivesOnceAndInOrderDespiteFaults(long seed) {
        List<Counter> counters = run(seed, 0.05, 0.03, 0.05, 0.02);
        List<Integer> expected = java.util.stream.IntStream.range(0, MESSAGES).boxed().toList();
        for (Counter counter : counters) {
            assertEquals(2, counter.received.size(), "heard from both peers");
            counter.received.values().forEach(got -> assertEquals(expected, got));
            assertTrue(counter.deactivated, "deactivation ran at the end");
        }
    }

    @Test
    void withoutFaultsNothingIsSentTwice() {
        Scenario s = DvcmPresets.dvcmStar(3);
        DvcmCluster c = DvcmCluster.of(s, null);
        load(c, MESSAGES);
        c.run(Time.micros(500_000));
        assertEquals(0, c.dvcm().units().stream().mapToLong(ExecutionUnit::controlRetransmissions).sum());
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6})
    void remoteCommandsRunOnceAndInOrderDespiteFaults(long seed) {
        DvcmCluster c = DvcmCluster.of(faultyStar(seed, 0.05, 0.03, 0.05, 0.02), null);
        List<Counter> counters = load(c, 0);
        List<DvcmProcess> apps = c.dvcm().processes();
        // each application has the next host's unit count MESSAGES commands
        for (int p = 0; p < apps.size(); p++) {
            int target = apps.get((p + 1) % apps.size()).node();
            for (int i = 0; i < MESSAGES; i++) {
                apps.get(p).postRemote(target, "COUNT", -1, 0, i, () -> { });
            }
        }
        c.run(Time.micros(500_000));
        checkQuiet(c, 0.05);

        List<Integer> expected = java.util.stream.IntStream.range(0, MESSAGES).boxed().toList();
        List<Integer> units = c.dvcm().units().stream().map(ExecutionUnit::node).toList();
        for (int p = 0; p < apps.size(); p++) {
            int target = apps.get((p + 1) % apps.size()).node();
            assertEquals(Map.of(apps.get(p).node(), expected), counters.get(units.indexOf(target)).commanded,
                    "unit " + target);
        }
    }
}
