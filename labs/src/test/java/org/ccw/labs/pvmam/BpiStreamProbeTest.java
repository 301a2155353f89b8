package org.ccw.labs.pvmam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.stream.Collectors;

import org.ccw.engine.pvmam.TransportCosts;
import org.ccw.engine.trace.TraceFingerprint;
import org.ccw.labs.LabOptions;
import org.ccw.labs.ledger.CostLedger;
import org.ccw.labs.ledger.FigureLedger;
import org.ccw.labs.ledger.LedgerLine;
import org.ccw.labs.pvmam.PvmamMpbenchLab.Config;
import org.ccw.labs.pvmam.PvmamMpbenchLab.Platform;
import org.ccw.labs.pvmam.PvmamMpbenchLab.RawCurve;
import org.junit.jupiter.api.Test;

/**
 * Figure 10's raw BPI test: a stream of BPI messages through the BPI alone, timed to the receiver's answer, charging
 * what PVMAM's BPI transport charges and nothing of the AM layer or PVM; its peak moves with the BPI's own costs.
 */
class BpiStreamProbeTest {
    private static final long US = 1_000_000L;
    private static final double CLOCK_MHZ = 300;

    @Test
    void bandwidthIsTheStreamsBytesOverTheTimeToTheAnswer() {
        // 128 messages of 8 KB answered 10 ms after the first send
        assertEquals(128 * 8_192 / 10_000.0, BpiStreamProbe.bandwidthMBps(new long[] {0, 10_000 * US}, 8_192,
                128), 1e-9);
    }

    @Test
    void theRawStreamPaysOnlyTheBpisOwnChargesNoActiveMessageOrPvmLayer() {
        BpiStreamProbe stream = BpiStreamProbe.measure(PvmamMpbenchLab.configured(Platform.LINUX, Config.BPI, 1),
                8_192, 128, TransportCosts.myrinetBpi(), new TraceFingerprint(), new CostLedger());

        assertTrue(stream.complete());
        FigureLedger ledger = stream.ledger("raw");
        Set<String> charged = ledger.lines().stream().map(LedgerLine::cost).collect(Collectors.toSet());
        assertEquals(Set.of("bpi.send", "bpi.copy", "bpi.flush", "bpi.receive"), charged, ledger::toText);
        // each message sent once and taken once: its copy in, its copy out
        LedgerLine copies = ledger.lines().stream().filter(l -> l.cost().equals("bpi.copy")).findFirst().orElseThrow();
        assertEquals(2.0, copies.count(), 0.02, ledger::toText);
    }

    @Test
    void theRawPeakRisesWhenTheBpisPerMessageCostFalls() {
        TransportCosts bpi = TransportCosts.myrinetBpi();
        TransportCosts cheaper = bpi.withCallCycles(bpi.sendCycles() / 2, bpi.receiveCycles() / 2);
        RawCurve before = PvmamMpbenchLab.rawBpi(new LabOptions(1), new TraceFingerprint(), bpi);
        RawCurve after = PvmamMpbenchLab.rawBpi(new LabOptions(1), new TraceFingerprint(), cheaper);

        assertTrue(after.peakMBps() > before.peakMBps(), () -> before.peakMBps() + " -> " + after.peakMBps());
        // at 8 KB the receiver bounds the stream (one call and a copy at the memory's rate, more than the sender's
        // call, cached copy and flush): each message takes what its receive call saves less
        BpiStreamProbe slow = before.peak();
        BpiStreamProbe fast = after.peak();
        assertEquals(8_192, slow.bytes());
        double savedUs = slow.bytes() / slow.bandwidthMBps() - fast.bytes() / fast.bandwidthMBps();
        double receiveCallUs = (bpi.receiveCycles() - cheaper.receiveCycles()) / CLOCK_MHZ;
        assertEquals(receiveCallUs, savedUs, 0.05 * receiveCallUs, () -> "saved " + savedUs + " us a message");
    }
}
