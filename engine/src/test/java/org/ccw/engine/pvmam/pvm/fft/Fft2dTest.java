package org.ccw.engine.pvmam.pvm.fft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.ccw.engine.pvmam.config.PvmRoute;
import org.ccw.engine.pvmam.config.PvmamConfig;
import org.ccw.engine.run.HeadlessRun;
import org.ccw.engine.run.RunSummary;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.validation.ClusterValidator;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;
import org.ccw.engine.pvmam.PvmamPresets;

class Fft2dTest {

    /** An 8 x 8 FFT on three tasks: blocks of 3, 3 and 2 rows (and columns). */
    private static Scenario smallFft(boolean atm, PvmRoute route) {
        Scenario scenario = atm ? PvmamPresets.pvmamFftSolarisAtm(3) : PvmamPresets.pvmamFftSolarisEthernet(3);
        scenario.getWorkloads().get(0).setMessageBytes(16 * 8);
        ((PvmamConfig) scenario.getCluster().getJobs().get(0).getStack()).setRoute(route);
        return scenario;
    }

    @Test
    void blocksAreAsEvenAsTheSideAllows() {
        Fft2d fft = new Fft2d(8);

        assertEquals(List.of(3, 3, 2), List.of(fft.block(0, 3), fft.block(1, 3), fft.block(2, 3)));
        assertEquals(144, new Fft2d(1152).block(7, 8));
    }

    @ParameterizedTest
    @EnumSource(value = PvmRoute.class, names = {"AM", "DIRECT"})
    void everyTaskSendsTheMessagesOfItsPartInOrder(PvmRoute route) throws IOException {
        List<TraceEvent.MessageSent> sent = new ArrayList<>();

        RunSummary summary = HeadlessRun.of(smallFft(false, route)).sink(e -> {
            if (e instanceof TraceEvent.MessageSent m && m.kind().equals("pvm")) {
                sent.add(m);
            }
        }).run();

        // "from host -> to host: bytes x count"; hosts 1..3 are the tasks 0..2 (node 0 is the switch)
        Map<String, Integer> pattern = new TreeMap<>();
        sent.forEach(m -> pattern.merge(m.source() + "->" + m.destination() + ":" + m.bytes(), 1, Integer::sum));
        assertEquals(Map.of(
                // the master's rows (8 complex doubles, 128 bytes), then its row slices: 3 of width 3 and 3 of 2
                "1->2:128", 3, "1->3:128", 2, "1->2:48", 3, "1->3:32", 3,
                // each slave's row slices to the others, then its columns back to the master
                "2->3:32", 3, "2->1:48", 3, "2->1:128", 3,
                "3->1:48", 2, "3->2:48", 2, "3->1:128", 2), pattern);
        assertEquals(List.of(128, 128, 128, 128, 128, 48, 32, 48, 32, 48, 32),
                sent.stream().filter(m -> m.source() == 1).map(TraceEvent.MessageSent::bytes).toList(),
                "the master's rows slave by slave, then each row's slices from its neighbour on");
        assertEquals(26, summary.messagesDelivered(), summary::toString);
        assertTrue(summary.finishedPs() > 0, summary::toString);
    }

    @Test
    void oneTaskComputesEveryRowAndColumnAndSendsNothing() throws IOException {
        Scenario scenario = PvmamPresets.pvmamFftSolarisEthernet(1);

        RunSummary summary = HeadlessRun.of(scenario).run();

        long fft = FftCost.fftPs(1152, new org.ccw.engine.hw.cpu.CpuCostModel(
                org.ccw.engine.topology.TopologyBuilder.from(scenario).host(1).processors().get(0)));
        assertEquals(0, summary.messagesSent());
        assertTrue(summary.finishedPs() >= 2 * 1152 * fft, summary::toString);
        assertTrue(summary.finishedPs() < 2 * 1152 * fft + fft, summary::toString);
    }

    @Test
    void theFftPresetsValidateCleanAndRunOverAtmCells() throws IOException {
        assertEquals(List.of(), ClusterValidator.validate(PvmamPresets.pvmamFftSolarisAtm(8)));
        assertEquals(List.of(), ClusterValidator.validate(PvmamPresets.pvmamFftSolarisEthernet(8)));

        RunSummary summary = HeadlessRun.of(smallFft(true, PvmRoute.AM)).run();

        assertEquals(26, summary.messagesDelivered(), summary::toString);
        assertTrue(summary.finishedPs() > 0, summary::toString);
    }

    @Test
    void anFftOfOneOperationPerElementCountsFiveNLogN() {
        assertEquals(5.0 * 1024 * 10, FftCost.flops(1024), 1e-6);
        assertEquals(0, FftCost.flops(1));
    }
}
