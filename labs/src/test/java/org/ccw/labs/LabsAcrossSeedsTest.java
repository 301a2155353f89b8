package org.ccw.labs;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;

import org.ccw.labs.folder.Labs;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A student runs {@code workbench lab run ID --seed N} with any seed, so a lab's checks must state what holds for
 * the physics, not for the pinned seed: every lab passes its checks at seeds other than the default. At seeds 3 and
 * 24 ssam-contention's earlier fixed thresholds fell on the wrong side while the paper's claim still held: "the
 * shift loses at most half the sort's drops" at both, "the sort loses at least 1% at w = 32" at 24.
 */
class LabsAcrossSeedsTest {
    private static final List<Long> SEEDS = List.of(3L, 24L);

    static Stream<Arguments> labsAndSeeds() {
        return Labs.all().stream().flatMap(lab -> SEEDS.stream().map(seed -> Arguments.of(lab.id(), seed)));
    }

    @ParameterizedTest(name = "{0} --seed {1}")
    @MethodSource("labsAndSeeds")
    void passesItsChecksAtAnotherSeed(String id, long seed) {
        LabResult result = Labs.byId(id).orElseThrow().run(new LabOptions(seed));

        assertTrue(!result.checks().isEmpty(), "a lab that checks nothing passes at every seed");
        assertTrue(result.passed(), () -> id + " --seed " + seed + ": "
                + result.checks().stream().filter(c -> !c.passed()).toList());
    }
}
