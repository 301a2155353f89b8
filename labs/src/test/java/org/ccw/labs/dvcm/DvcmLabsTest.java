package org.ccw.labs.dvcm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.ccw.engine.dvcm.coordination.TokenMoved;
import org.ccw.engine.run.HeadlessRun;
import org.ccw.engine.run.RunSummary;
import org.ccw.labs.LabOptions;
import org.ccw.labs.LabResult;
import org.ccw.labs.Series;
import org.junit.jupiter.api.Test;

/** The DVCM labs' sweeps draw the paper's three figures, and their short scenarios run through the DVCM driver. */
class DvcmLabsTest {

    @Test
    void contentionSweepFillsFiguresTwoThreeAndFourWithOneCurvePerSenderCount() {
        LabResult result = new DvcmContentionLab().run(LabOptions.defaults());

        Map<String, List<String>> byFigure = result.series().stream().collect(Collectors.groupingBy(Series::yLabel,
                java.util.LinkedHashMap::new, Collectors.mapping(Series::name, Collectors.toList())));
        assertEquals(List.of("receive bandwidth without coordination (Figure 2)",
                "receive bandwidth with coordination (Figure 3)", "receive bandwidth, ETR (Figure 4)"),
                List.copyOf(byFigure.keySet()), "one chart per figure: the charts group curves by axes");
        assertEquals(List.of("1 sender, no coordination", "2 senders, no coordination", "3 senders, no coordination",
                "2 senders, no coordination, EPD (partial)", "3 senders, no coordination, EPD (partial)"),
                byFigure.get("receive bandwidth without coordination (Figure 2)"));
        assertEquals(List.of("1 sender, no coordination", "2 senders, coordination", "2 senders, coordination + ETR"),
                byFigure.get("receive bandwidth, ETR (Figure 4)"));
        for (Series s : result.series()) {
            assertEquals(DvcmContentionLab.SIZES.stream().map(Integer::doubleValue).toList(),
                    s.ours().stream().map(Series.Point::x).toList(), s.name());
            assertEquals("MB/s", s.yUnit());
        }
        Series twoWithEtr = result.series().get(result.series().size() - 1);
        assertEquals(result.metric("receive_MBps_2s_10240B_token_etr").value(),
                twoWithEtr.ours().get(twoWithEtr.ours().size() - 1).y());
    }

    @Test
    void contentionCollapsesWithoutTheTokenAndNotWithIt() {
        DvcmContentionLab.Outcome alone = DvcmContentionLab.measure(
                new DvcmContentionLab.Point(1, 4096, ContentionMode.NONE), 1);
        DvcmContentionLab.Outcome contended = DvcmContentionLab.measure(
                new DvcmContentionLab.Point(3, 4096, ContentionMode.NONE), 1);
        DvcmContentionLab.Outcome coordinated = DvcmContentionLab.measure(
                new DvcmContentionLab.Point(3, 4096, ContentionMode.TOKEN_ETR), 1);

        assertTrue(contended.lossRate() > 0.5, "three senders overrun the port: " + contended.lossRate());
        assertTrue(contended.receiveMBps() < 0.25 * alone.receiveMBps(), "and the receiver gets little");
        assertEquals(0, coordinated.lossRate(), "the token keeps the port from overflowing");
        assertTrue(coordinated.receiveMBps() > 0.9 * alone.receiveMBps(), "at nearly one sender's bandwidth");
        assertTrue(coordinated.tokenViolations().isEmpty() && coordinated.starved().isEmpty());
    }

    @Test
    void thePapersOwnTokenPassCapsOneKilobyteMessagesBelowSeventyPercentButNotTwo() {
        // 1 KB is 22 cells: 22 of every 32 cell slots carry data, and the last cell is padded (1024 of 1056 bytes)
        assertEquals(22.0 / 32 * 1024 / 1056, ContentionChecks.paperTokenCap(1024), 1e-12);
        assertTrue(ContentionChecks.paperTokenCap(1024) < 0.70);
        assertTrue(ContentionChecks.paperTokenCap(2048) > 0.70, "43 cells of 53: " + ContentionChecks.paperTokenCap(2048));
    }

    @Test
    void contentionScenarioRunsHeadlessWithTheTokenMovingBetweenTheSenders() throws Exception {
        List<TokenMoved> moves = new java.util.ArrayList<>();
        RunSummary summary = HeadlessRun.of(new DvcmContentionLab().scenario().orElseThrow())
                .sink(e -> {
                    TokenMoved.KIND.payloadOf(e).filter(m -> m.from() >= 0).ifPresent(moves::add);
                }).run();

        assertEquals("dvcm", summary.stack());
        assertEquals(6, summary.messagesSent(), "two senders, three messages each");
        assertEquals(6, summary.messagesDelivered());
        assertTrue(moves.size() >= 2, "the token passed at least once: " + moves);
    }

    @Test
    void latencyScenarioIsAnApplicationPingPong() throws Exception {
        RunSummary summary = HeadlessRun.of(new DvcmLatencyLab().scenario().orElseThrow()).run();

        assertEquals(6, summary.messagesDelivered(), "three round trips");
        assertTrue(summary.finishedPs() > 0);
    }
}
