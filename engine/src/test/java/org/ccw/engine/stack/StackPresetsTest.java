package org.ccw.engine.stack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import org.ccw.model.cluster.Scenario;
import org.ccw.model.io.ClusterModelIO;
import org.ccw.model.validation.ClusterValidator;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What every registered stack's ready-made scenarios promise (File → New from preset): they validate clean, are laid
 * out with no two nodes on one spot, have one job with a stack and one workload, no faults and seed 1, and survive a
 * save and load unchanged.
 */
class StackPresetsTest {

    static Stream<Stack.Preset> presets() {
        return Stacks.all().stream().flatMap(s -> s.presets().stream());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("presets")
    void aPresetValidatesCleanLaidOutWithOneJobOneWorkloadNoFaultsAndSeedOne(Stack.Preset preset) {
        Scenario scenario = preset.scenario().get();
        assertEquals(List.of(), ClusterValidator.validate(scenario), preset.title());
        Set<String> positions = new HashSet<>();
        scenario.getCluster().getNodes().forEach(n -> positions.add(Math.round(n.getX()) + "," + Math.round(n.getY())));
        assertEquals(scenario.getCluster().getNodes().size(), positions.size(), "distinct positions");
        assertEquals(1, scenario.getCluster().getJobs().size());
        assertNotNull(scenario.getCluster().getJobs().get(0).getStack());
        assertEquals(1, scenario.getWorkloads().size());
        assertEquals(0, scenario.getFaults().getLossRate());
        assertEquals(1, scenario.getSeed());
        assertFalse(preset.scenario().get() == scenario, "each preset is a fresh copy");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("presets")
    void aPresetSurvivesSaveAndLoad(Stack.Preset preset, @TempDir Path dir) throws Exception {
        Scenario original = preset.scenario().get();
        Path file = dir.resolve("preset.ccw");
        ClusterModelIO.save(original, file);
        assertTrue(EcoreUtil.equals(original, ClusterModelIO.load(file)), preset.title());
    }

    @Test
    void theDefaultScenarioIsTheFirstRegisteredPreset() {
        Scenario first = presets().findFirst().orElseThrow().scenario().get();
        assertTrue(EcoreUtil.equals(first, Stacks.defaultScenario()), first.getName());
    }
}
