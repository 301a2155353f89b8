package org.ccw.labs.pvmam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.ccw.engine.trace.TraceFingerprint;
import org.ccw.labs.ledger.CostLedger;
import org.ccw.labs.ledger.FigureLedger;
import org.ccw.labs.ledger.LedgerLine;
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

    @Test
    void directRoutedPvmOverLinuxTcpPaysTheStacksPerByteCostOnEveryByteAndTheBpiNone() {
        int bytes = 262_144;
        FigureLedger tcp = burst(Config.PVM_DIRECT, bytes);
        FigureLedger bpi = burst(Config.BPI, bytes);

        // per 8 KB of data: 19.8 ns a byte (RWCP TR-98-003's Linux TCP, less the copy and the segments), on the
        // data and PVM's fragment headers
        LedgerLine stack = tcp.lines().stream().filter(l -> l.cost().equals("tcp.stack")).findFirst().orElseThrow();
        assertEquals(19.795e-3 * 8_192, stack.subtotalUs(), 0.02 * 19.795e-3 * 8_192, tcp::toText);
        assertTrue(bpi.lines().stream().noneMatch(l -> l.cost().startsWith("tcp.")), bpi::toText);
    }

    private static FigureLedger burst(Config config, int bytes) {
        return MpbenchProbe.measure(PvmamMpbenchLab.configured(Platform.LINUX, config, 1), bytes,
                PvmamMpbenchLab.rounds(bytes), new TraceFingerprint(), new CostLedger()).burstLedger(config.key);
    }
}
