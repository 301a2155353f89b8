package org.ccw.engine.ssam.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.validation.ClusterValidator;
import org.ccw.model.validation.Problem;
import org.junit.jupiter.api.Test;
import org.ccw.engine.ssam.SsamPresets;

/** What SSAM's registration adds to validation: a host running SSAM needs kernel costs on its path. */
class SsamStackTest {

    @Test
    void aHostWhoseTrapCostsNothingIsAProblemBeforeTheRun() {
        Scenario scenario = SsamPresets.ssamThroughSwitch();
        ((Host) scenario.getCluster().getNodes().get(1)).getKernel().setTrapEntryExitNanos(0);

        List<Problem> problems = ClusterValidator.validate(scenario);

        assertEquals(1, problems.size(), problems::toString);
        assertEquals(SsamStack.KERNEL_COSTS, problems.get(0).constraintId());
        assertEquals("cluster/nodes[ss20-a]", problems.get(0).elementPath());
        assertTrue(problems.get(0).message().contains("runs SSAM over fast traps, but a trap's entry and exit cost 0"),
                problems.get(0).message());
    }

    @Test
    void thePresetsItContributesValidateClean() {
        new SsamStack().presets().forEach(preset ->
                assertEquals(List.of(), ClusterValidator.validate(preset.scenario().get()), preset.title()));
    }
}
