package org.ccw.labs.amii;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.amii.AmIIPresets;
import org.ccw.model.cluster.Scenario;
import org.junit.jupiter.api.Test;

/**
 * amii-em3d's NOW on a tree of 8-port switches (seed 002 §5.3): where the layouts put the workstations, and what the
 * tree's one link a leaf does to EM3D's phase. On one crossbar the layout cannot matter; on the tree it matters as
 * far as the leaves' uplinks bind, which at Myrinet's 160 MB/s they hardly do.
 */
class AmIINowTreeTest {
    private static final Em3dGraph GRAPH = Em3dGraph.draw(AmIIEm3dLab.NODES, AmIIEm3dLab.DEGREE, AmIIEm3dLab.REMOTE,
            1);

    @Test
    void eachLayoutsBlockOfEightSitsOnEightConsecutiveWorkstations() {
        for (boolean good : new boolean[] {false, true}) {
            boolean[] taken = new boolean[Em3dGraph.PROCESSORS];
            for (int p = 0; p < Em3dGraph.PROCESSORS; p++) {
                int machine = Em3dGraph.machineOf(p, good);
                assertEquals(Em3dGraph.smpOf(p, good), machine / 8, "the SMP's block, on the NOW");
                assertTrue(!taken[machine], "one processor a workstation");
                taken[machine] = true;
            }
        }
    }

    @Test
    void onLeavesOfFourTheNaiveLayoutSpreadsTheFacesBetweenBranchesEvenlyAndTheGoodOneDoesNot() {
        // face-adjacent processor pairs that cross from one leaf to another, per leaf
        assertEquals(List.of(8, 8, 8, 8, 8, 8, 8, 8), facesLeavingEachLeaf(false));
        assertEquals(List.of(6, 6, 6, 6, 10, 10, 10, 10), facesLeavingEachLeaf(true).stream().sorted().toList());
    }

    @Test
    void onOneCrossbarTheLayoutMakesNoDifference() {
        double naive = ExchangePhase.onNow(AmIIPresets.now(Em3dGraph.PROCESSORS), p -> Em3dGraph.machineOf(p, false),
                GRAPH.messages(), 0, 0, 1, e -> { }).phaseUs();
        double good = ExchangePhase.onNow(AmIIPresets.now(Em3dGraph.PROCESSORS), p -> Em3dGraph.machineOf(p, true),
                GRAPH.messages(), 0, 0, 1, e -> { }).phaseUs();

        assertEquals(naive, good, naive * 0.001);
    }

    @Test
    void theTreeFavoursTheNaiveLayoutOnceItsUplinksBindAndHardlyAtMyrinetsRate() {
        double crossbar = ExchangePhase.onNow(GRAPH.messages(), 0, 0, 1, e -> { }).phaseUs();
        double naive = onTree(false, 1);
        double good = onTree(true, 1);
        // what the model shows at 160 MB/s: the tree moves neither layout's phase by 1%
        assertEquals(crossbar, naive, crossbar * 0.01);
        assertEquals(crossbar, good, crossbar * 0.01);

        // the uplinks a fortieth as fast: every packet between leaves crosses them, and the good layout's busiest
        // leaves (10 faces against the naive layout's 8) end the phase; without the tree neither would slow
        double thinNaive = onTree(false, 40);
        double thinGood = onTree(true, 40);
        assertTrue(thinNaive > 2 * crossbar, thinNaive + " us");
        assertTrue(thinGood > 1.2 * thinNaive, thinGood + " us against " + thinNaive);
    }

    private static double onTree(boolean good, double uplinkSlowdown) {
        Scenario tree = AmIIPresets.nowTree(Em3dGraph.PROCESSORS, AmIIEm3dLab.HOSTS_PER_LEAF);
        tree.getCluster().getLinks().stream().filter(l -> l.getName().endsWith("-uplink"))
                .forEach(l -> l.setBandwidthMbps(l.getBandwidthMbps() / uplinkSlowdown));
        return ExchangePhase.onNow(tree, p -> Em3dGraph.machineOf(p, good), GRAPH.messages(), 0, 0, 1, e -> { })
                .phaseUs();
    }

    private static List<Integer> facesLeavingEachLeaf(boolean good) {
        List<Integer> out = new ArrayList<>();
        for (int leaf = 0; leaf < Em3dGraph.PROCESSORS / AmIIEm3dLab.HOSTS_PER_LEAF; leaf++) {
            int faces = 0;
            for (int p = 0; p < Em3dGraph.PROCESSORS; p++) {
                if (Em3dGraph.machineOf(p, good) / AmIIEm3dLab.HOSTS_PER_LEAF != leaf) {
                    continue;
                }
                for (int q : Em3dGraph.neighbours(p)) {
                    faces += Em3dGraph.machineOf(q, good) / AmIIEm3dLab.HOSTS_PER_LEAF != leaf ? 1 : 0;
                }
            }
            out.add(faces);
        }
        return out;
    }
}
