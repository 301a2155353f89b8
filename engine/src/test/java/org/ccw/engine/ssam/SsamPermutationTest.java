package org.ccw.engine.ssam;

import org.ccw.engine.ssam.driver.SsamDriver;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.run.PermutationPlan;
import org.ccw.model.cluster.AtmSwitch;
import org.ccw.model.cluster.Scenario;
import org.junit.jupiter.api.Test;

/** {@link SsamDriver#permutation}: SSAM processes carry out a plan's permutation phase, every block in place. */
class SsamPermutationTest {
    private static final int BLOCK_BYTES = 256;

    private static SsamCluster cluster(int hosts, int bufferCellsPerPort) {
        Scenario scenario = SsamPresets.atmCluster(hosts);
        scenario.getCluster().getNodes().stream().filter(AtmSwitch.class::isInstance).map(AtmSwitch.class::cast)
                .forEach(sw -> sw.setBufferCellsPerPort(bufferCellsPerPort));
        return SsamCluster.of(scenario);
    }

    @Test
    void aDataDependentPhaseDeliversEveryBlockOnceInPlaceThroughLoss() {
        SsamCluster cluster = cluster(8, 8);
        PermutationPlan plan = PermutationPlan.dataDependent(8, 7, cluster.kernel().random("permutation-keys"));
        SsamDriver driver = SsamDriver.permutation(cluster.endpoints(), cluster.kernel(), plan, BLOCK_BYTES);

        driver.start();
        cluster.run(Time.micros(10_000_000));

        assertTrue(driver.finishedPs() > 0, "every process finished its part");
        assertTrue(cluster.fabric().cellsDropped() > 0, "converging senders overflow 8-cell port buffers");
        assertTrue(driver.retransmissions() > 0, "and the windows' timeouts resend what was lost");
        assertEquals(56L * BLOCK_BYTES / 32, driver.messagesSent(), "one request per 32-byte bulk cell");
        assertEquals(driver.messagesSent(), driver.messagesDelivered(), "each request's handler ran once");
        assertEquals(0, driver.misplacedWords());
        assertEquals(56L * BLOCK_BYTES, driver.userBytes());
    }

    @Test
    void theScenariosPermutationIsTheCyclicShiftPlan() {
        SsamCluster viaPlan = cluster(4, 64);
        PermutationPlan shift = PermutationPlan.cyclicShift(4, 3);
        SsamDriver planned = SsamDriver.permutation(viaPlan.endpoints(), viaPlan.kernel(), shift, BLOCK_BYTES);
        SsamCluster viaKind = cluster(4, 64);
        SsamDriver scenario = new SsamDriver(viaKind.endpoints(), viaKind.kernel(),
                org.ccw.model.workload.WorkloadKind.ALL_TO_ALL_PERMUTATION, 3, BLOCK_BYTES);

        planned.start();
        viaPlan.run(Time.micros(10_000_000));
        scenario.start();
        viaKind.run(Time.micros(10_000_000));

        assertEquals(0, scenario.misplacedWords());
        assertEquals(planned.finishedPs(), scenario.finishedPs());
        assertEquals(planned.cellsSent(), scenario.cellsSent());
    }

    @Test
    void aPlanForOtherProcessesIsRefused() {
        SsamCluster cluster = cluster(4, 64);
        assertThrows(IllegalArgumentException.class, () -> SsamDriver.permutation(cluster.endpoints(),
                cluster.kernel(), PermutationPlan.cyclicShift(8, 7), BLOCK_BYTES));
    }
}
