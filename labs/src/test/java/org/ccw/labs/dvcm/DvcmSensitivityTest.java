package org.ccw.labs.dvcm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.ccw.engine.dvcm.DvcmProcess;
import org.ccw.labs.LabOptions;
import org.ccw.labs.ledger.FigureLedger;
import org.ccw.labs.ledger.LedgerLine;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.NetworkInterface;
import org.ccw.model.cluster.Scenario;
import org.junit.jupiter.api.Test;

/**
 * Doubling one input moves the figures that rest on it by what the cost ledger says, and no other (issue 25): the
 * SBus DMA rate of the SBA-200E (38 MB/s, a preset input) is on every DMA of an application's one-way trip and on
 * none of the coprocessors' control messages.
 */
class DvcmSensitivityTest {
    private static final LabOptions LEDGER = LabOptions.defaults().withLedger();

    @Test
    void doublingTheDmaRateShortensTheApplicationTripByItsDmaTransferTimesAndLeavesTheCoprocessorsAlone() {
        DvcmLatencyLab.Run before = DvcmLatencyLab.pingPong(LEDGER, DvcmProcess.Notification.POLLING,
                DvcmLatencyLab.twoHosts());
        DvcmLatencyLab.Run after = DvcmLatencyLab.pingPong(LEDGER, DvcmProcess.Notification.POLLING,
                doubledDma(DvcmLatencyLab.twoHosts()));

        // the ledger's DMA lines hold start-up plus bytes at the rate: doubling the rate halves the byte part,
        // which is the difference of the two ledgers' DMA subtotals
        double predicted = dma(before.ledger("application_latency_us")) - dma(after.ledger("application_latency_us"));
        double moved = before.micros() - after.micros();
        assertTrue(predicted > 1, "104 bytes cross the SBus per trip, 2.7 us at 38 MB/s: half of it is saved");
        assertEquals(predicted, moved, 0.02 * predicted + 0.01,
                "the one-way trip shortens by what its DMAs' byte transfers saved: " + predicted + " us");

        double coprocessorBefore = DvcmLatencyLab.probe(LEDGER, DvcmLatencyLab.twoHosts()).micros();
        double coprocessorAfter = DvcmLatencyLab.probe(LEDGER, doubledDma(DvcmLatencyLab.twoHosts())).micros();
        assertEquals(coprocessorBefore, coprocessorAfter, 1e-9, "control messages between units use no DMA");
    }

    private static double dma(FigureLedger ledger) {
        return ledger.lines().stream().filter(l -> l.cost().startsWith("dma.")).mapToDouble(LedgerLine::subtotalUs)
                .sum();
    }

    private static Scenario doubledDma(Scenario pair) {
        for (Host host : pair.getCluster().getNodes().stream().filter(Host.class::isInstance).map(Host.class::cast)
                .toList()) {
            for (NetworkInterface nic : host.getNics()) {
                if (nic.isDma()) {
                    nic.setDmaMBps(2 * nic.getDmaMBps());
                }
            }
        }
        return pair;
    }
}
