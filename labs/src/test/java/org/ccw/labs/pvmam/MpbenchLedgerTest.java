package org.ccw.labs.pvmam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.ccw.engine.trace.TraceFingerprint;
import org.ccw.labs.ledger.CostLedger;
import org.ccw.labs.ledger.FigureLedger;
import org.ccw.labs.pvmam.PvmamMpbenchLab.Config;
import org.ccw.labs.pvmam.PvmamMpbenchLab.Platform;
import org.junit.jupiter.api.Test;

class MpbenchLedgerTest {

    @Test
    void anEightByteLatencyLedgerOverUdpShowsTheDatagramCallsEachWay() {
        int rounds = PvmamMpbenchLab.rounds(8);
        MpbenchProbe plain = MpbenchProbe.measure(PvmamMpbenchLab.configured(Platform.LINUX, Config.UDP, 1), 8,
                rounds, new TraceFingerprint());
        MpbenchProbe ledgered = MpbenchProbe.measure(PvmamMpbenchLab.configured(Platform.LINUX, Config.UDP, 1), 8,
                rounds, new TraceFingerprint(), new CostLedger());

        assertEquals(plain.latencyUs(), ledgered.latencyUs(), "recording the charges changes nothing the run does");
        FigureLedger latency = ledgered.latencyLedger("linux_pvmam_udp_latency_8B_us");
        for (String call : new String[] {"udp.send", "udp.receive"}) {
            assertTrue(latency.lines().stream().anyMatch(l -> l.cost().equals(call) && l.count() >= 1.0),
                    "every one-way message pays " + call + ": " + latency.toText());
        }
        // both hosts' charges over the timed span: at most two processors' whole time, and the AM layer's
        // acknowledgment overlaps the next message, so the sum may exceed the one-way latency itself
        assertTrue(latency.chargedUs() > 0 && latency.chargedUs() <= 2 * ledgered.latencyUs(),
                "the ledger holds only the timed span's charges: " + latency.toText() + " latency "
                        + ledgered.latencyUs());
    }
}
