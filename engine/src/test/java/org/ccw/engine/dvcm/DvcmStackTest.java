package org.ccw.engine.dvcm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.validation.ClusterValidator;
import org.ccw.model.validation.Problem;
import org.junit.jupiter.api.Test;

/** What the DVCM's registration adds to validation: its execution units need coprocessor NICs with DMA. */
class DvcmStackTest {

    @Test
    void aHostWithoutACoprocessorNicIsAProblemBeforeTheRun() {
        Scenario scenario = DvcmPresets.dvcmStar(2);
        firstHost(scenario).getNics().forEach(nic -> nic.setCoprocessorMHz(0));

        List<Problem> problems = ClusterValidator.validate(scenario);

        assertEquals(1, problems.size(), problems::toString);
        assertEquals(DvcmStack.UNIT_NIC, problems.get(0).constraintId());
        assertTrue(problems.get(0).message().contains("has no NIC with a coprocessor"), problems.get(0).message());
    }

    @Test
    void aUnitNicWithoutADmaRateIsAProblemAtThatNic() {
        Scenario scenario = DvcmPresets.dvcmStar(2);
        firstHost(scenario).getNics().forEach(nic -> nic.setDmaMBps(0));

        List<Problem> problems = ClusterValidator.validate(scenario);

        assertEquals(1, problems.size(), problems::toString);
        assertTrue(problems.get(0).elementPath().contains("/nics["), problems.get(0).elementPath());
        assertTrue(problems.get(0).message().contains("has no DMA rate"), problems.get(0).message());
    }

    @Test
    void thePresetsItContributesValidateClean() {
        new DvcmStack().presets().forEach(preset ->
                assertEquals(List.of(), ClusterValidator.validate(preset.scenario().get()), preset.title()));
    }

    private static Host firstHost(Scenario scenario) {
        return scenario.getCluster().getNodes().stream().filter(Host.class::isInstance).map(Host.class::cast)
                .findFirst().orElseThrow();
    }
}
