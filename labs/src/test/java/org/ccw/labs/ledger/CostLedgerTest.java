package org.ccw.labs.ledger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.ccw.engine.trace.TraceEvent;
import org.ccw.labs.LabOptions;
import org.ccw.labs.LabResult;
import org.ccw.labs.Metric;
import org.ccw.labs.folder.Labs;
import org.junit.jupiter.api.Test;

class CostLedgerTest {

    @Test
    void sumsEachNamedChargePerOperationLargestFirst() {
        CostLedger ledger = new CostLedger();
        ledger.accept(new TraceEvent.CostCharged(0, 0, 1, 0, -1, "memcpy", 0, 4_000_000));
        ledger.accept(new TraceEvent.CostCharged(1, 0, 1, 0, -1, "cas", 4_000_000, 100_000));
        ledger.accept(new TraceEvent.CostCharged(2, 0, 1, 0, -1, "memcpy", 5_000_000, 6_000_000));
        ledger.accept(new TraceEvent.CostCharged(3, 0, 2, 0, -1, "memcpy", 0, 9_000_000));

        FigureLedger onHostOne = ledger.figure("copy_us", "per message", c -> c.node() == 1, 2);

        assertEquals(List.of(new LedgerLine("memcpy", 1, 5.0, 5.0), new LedgerLine("cas", 0.5, 0.1, 0.05)),
                onHostOne.lines());
        assertEquals(5.05, onHostOne.chargedUs(), 1e-9);
    }

    @Test
    void askingForALedgerChangesNoFigureAndAccountsForTheTimeChargedOnTheWay() {
        var lab = Labs.byId("dvcm-latency").orElseThrow();
        LabResult plain = lab.run(LabOptions.defaults());
        LabResult ledgered = lab.run(LabOptions.defaults().withLedger());

        assertEquals(plain.metrics(), ledgered.metrics(), "recording the charges changes nothing the run does");
        assertEquals(List.of(), plain.ledgers());
        Map<String, FigureLedger> byFigure = ledgered.ledgers().stream()
                .collect(Collectors.toMap(FigureLedger::figure, l -> l));
        for (Metric m : ledgered.metrics()) {
            assertTrue(byFigure.containsKey(m.name()), m.name() + " has a ledger");
        }
        FigureLedger application = byFigure.get("application_latency_us");
        double latency = ledgered.metric("application_latency_us").value();
        assertTrue(application.chargedUs() > 0.5 * latency && application.chargedUs() <= latency,
                "a one-way trip's latency is mostly charged work on its path: " + application.chargedUs()
                        + " of " + latency + " us");
        assertTrue(application.lines().stream().anyMatch(l -> l.cost().startsWith("dma.")),
                "the DMAs across the SBus are in it: " + application.lines());
    }
}
