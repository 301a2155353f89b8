package org.ccw.engine.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;

import org.ccw.engine.kernel.RandomStream;
import org.junit.jupiter.api.Test;

/** The permutation phases' plans: who sends which block where, and where it lands. */
class PermutationPlanTest {

    @Test
    void aCyclicShiftGivesEveryDestinationOneSenderPerPhase() {
        PermutationPlan plan = PermutationPlan.cyclicShift(8, 7);

        assertEquals(56, plan.blocks());
        for (int k = 0; k < 7; k++) {
            int phase = k;
            Set<Integer> destinations = new HashSet<>();
            IntStream.range(0, 8).forEach(p -> destinations.add(plan.sends(p).get(phase).destination()));
            assertEquals(8, destinations.size(), "phase " + (k + 1) + " is a permutation of the hosts");
        }
        assertEquals(new PermutationPlan.Block(3, 1, 1), plan.sends(1).get(1), "phase 2 of host 1: to host 3");
        assertEquals(8, plan.slots(), "host p's block lands at slot p");
    }

    @Test
    void aDataDependentPlanSendsWhereTheKeysSayAndGivesEachBlockItsOwnSlot() {
        PermutationPlan plan = PermutationPlan.dataDependent(8, 7, new RandomStream(1, "keys"));

        assertEquals(56, plan.blocks(), "as many blocks as the cyclic shift of 8 hosts");
        Set<List<Integer>> places = new HashSet<>();
        Set<Integer> keys = new HashSet<>();
        for (int p = 0; p < 8; p++) {
            for (PermutationPlan.Block block : plan.sends(p)) {
                assertNotEquals(p, block.destination(), "no block stays at home");
                assertTrue(places.add(List.of(block.destination(), block.slot())), "one block per slot");
                keys.add(block.key());
            }
        }
        assertEquals(56, keys.size(), "every block distinguishable at its destination");
        int busiest = IntStream.range(0, 8).map(plan::receivedBy).max().orElseThrow();
        assertEquals(busiest, plan.slots(), "slots are packed from 0 at each destination");
        assertTrue(busiest > 7, "random keys load some destination above its fair share: " + busiest);
    }

    @Test
    void theSameKeysGiveTheSamePlan() {
        PermutationPlan a = PermutationPlan.dataDependent(16, 15, new RandomStream(7, "keys"));
        PermutationPlan b = PermutationPlan.dataDependent(16, 15, new RandomStream(7, "keys"));

        for (int p = 0; p < 16; p++) {
            assertEquals(a.sends(p), b.sends(p));
        }
    }

    @Test
    void rejectsShiftsThatWouldSendAHostToItself() {
        assertThrows(IllegalArgumentException.class, () -> PermutationPlan.cyclicShift(4, 4));
        assertThrows(IllegalArgumentException.class, () -> PermutationPlan.dataDependent(1, 3,
                new RandomStream(1, "keys")));
    }
}
