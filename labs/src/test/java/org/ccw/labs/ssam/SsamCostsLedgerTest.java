package org.ccw.labs.ssam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.ccw.labs.LabOptions;
import org.ccw.labs.LabResult;
import org.ccw.labs.ledger.FigureLedger;
import org.junit.jupiter.api.Test;

class SsamCostsLedgerTest {

    @Test
    void aLedgeredRunMeasuresTheSameAndItsSendRequestLedgerAddsUpToTheFigure() {
        SsamCostsLab lab = new SsamCostsLab();
        LabResult plain = lab.run(LabOptions.defaults());
        LabResult ledgered = lab.run(LabOptions.defaults().withLedger());

        assertEquals(plain.metrics(), ledgered.metrics(), "recording the charges changes nothing the run does");
        assertEquals(List.of(), plain.ledgers());
        FigureLedger send = ledgered.ledgers().stream().filter(l -> l.figure().equals("send_request_us"))
                .findFirst().orElseThrow();
        double measured = ledgered.metric("send_request_us").value();
        assertEquals(measured, send.chargedUs(), 0.02 * measured,
                "a request's overhead is the requester's charges while it sends: " + send.toText());
        assertTrue(send.lines().stream().anyMatch(l -> l.cost().equals("kernel.write") && l.count() == 1.0),
                "one write trap per request: " + send.toText());
    }
}
