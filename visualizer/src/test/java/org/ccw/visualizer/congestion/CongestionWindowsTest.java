package org.ccw.visualizer.congestion;

import static org.ccw.visualizer.congestion.CongestionTrace.ALPHA;
import static org.ccw.visualizer.congestion.CongestionTrace.BETA;
import static org.ccw.visualizer.congestion.CongestionTrace.us;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.ccw.visualizer.congestion.CongestionWindows.MarkKind;
import org.ccw.visualizer.congestion.CongestionWindows.Phase;
import org.ccw.visualizer.congestion.CongestionWindows.Step;
import org.junit.jupiter.api.Test;

/** The congestion-window view's model read from {@link CongestionTrace#realistic()}. */
class CongestionWindowsTest {
    private static final CongestionWindows RUN = CongestionWindows.of(CongestionTrace.realistic(),
            CongestionTrace::name);
    private static final CongestionWindows.Connection ALPHA_BETA = RUN.connection(ALPHA, BETA).orElseThrow();

    private static double segmentsAt(double atUs) {
        return ALPHA_BETA.at(us(atUs)).orElseThrow().cwndSegments();
    }

    @Test
    void eachSenderAndPeerThatRecordsItsWindowIsASeriesInOrderOfItsFirstRecord() {
        assertEquals(List.of("alpha to beta", "beta to alpha"),
                RUN.connections().stream().map(CongestionWindows.Connection::label).toList());
        assertEquals(us(1400), RUN.endPs(), "the trace's last record, a timer at gamma");
    }

    @Test
    void aConnectionsStepsTileItsTimeFromItsFirstRecordToTheTracesEnd() {
        List<Step> steps = ALPHA_BETA.steps();
        assertEquals(0, steps.get(0).startPs());
        for (int i = 1; i < steps.size(); i++) {
            assertEquals(steps.get(i - 1).endPs(), steps.get(i).startPs(), "no gaps");
        }
        assertEquals(us(1400), steps.get(steps.size() - 1).endPs(), "the last state holds to the trace's end");
        assertTrue(ALPHA_BETA.at(-1).isEmpty(), "nothing before the first record");
    }

    @Test
    void slowStartDoublesTheWindowEachRoundTripFromOneSegment() {
        assertEquals(1, segmentsAt(50));
        assertEquals(2, segmentsAt(150));
        assertEquals(4, segmentsAt(250));
        assertEquals(8, segmentsAt(350));
        assertEquals(16, segmentsAt(445));
        assertEquals(Phase.SLOW_START, ALPHA_BETA.at(us(445)).orElseThrow().phase());
        assertEquals(16, ALPHA_BETA.peakCwnd() / CongestionTrace.MSS);
    }

    @Test
    void aFastRetransmitHalvesTheWindowAndATimeoutDropsItToOneSegment() {
        Step recovering = ALPHA_BETA.at(us(455)).orElseThrow();
        assertEquals(Phase.FAST_RECOVERY, recovering.phase());
        assertEquals(8, recovering.ssthreshSegments(), "half the 16 in flight");
        assertEquals(11, recovering.cwndSegments(), "ssthresh plus the three duplicate acks");
        Step avoiding = ALPHA_BETA.at(us(555)).orElseThrow();
        assertEquals(Phase.CONGESTION_AVOIDANCE, avoiding.phase());
        assertEquals(8, avoiding.cwndSegments(), "deflated to ssthresh by the new ack");
        assertTrue(segmentsAt(930) > 11 && segmentsAt(930) < 12.5, "about a segment per round trip: "
                + segmentsAt(930));

        Step afterTimeout = ALPHA_BETA.at(us(960)).orElseThrow();
        assertEquals(1, afterTimeout.cwndSegments());
        assertEquals(5.5, afterTimeout.ssthreshSegments());
        assertEquals(Phase.SLOW_START, afterTimeout.phase());
        assertEquals(Phase.CONGESTION_AVOIDANCE, ALPHA_BETA.at(us(1300)).orElseThrow().phase(),
                "slow start ends at ssthresh");
    }

    @Test
    void itsMarksAreItsResentSegmentsAndItsRetransmissionTimeoutsNotOtherTimersOrConnections() {
        assertEquals(List.of(us(450), us(950), us(950)),
                ALPHA_BETA.marks().stream().map(CongestionWindows.Mark::atPs).toList(),
                "the resend to gamma at 430 us and the delayed-ack timer at 600 us are not this connection's");
        assertEquals(List.of(MarkKind.RETRANSMISSION, MarkKind.TIMEOUT, MarkKind.RETRANSMISSION),
                ALPHA_BETA.marks().stream().map(CongestionWindows.Mark::kind).toList());
        assertEquals("tcp-retransmission-timeout", ALPHA_BETA.marks().get(1).detail());
        assertEquals(2, ALPHA_BETA.count(MarkKind.RETRANSMISSION));
        assertEquals(List.of(), RUN.connection(BETA, ALPHA).orElseThrow().marks(), "beta resent nothing");
    }

    @Test
    void aResendWhoseDestinationTheTraceDoesNotTellMarksEveryConnectionOfItsNode() {
        CongestionWindows run = CongestionWindows.of(new CongestionTrace()
                .window(0, ALPHA, BETA, 1, 64, "slow-start")
                .window(0, ALPHA, CongestionTrace.GAMMA, 1, 64, "slow-start")
                .resent(10, ALPHA, 5).records, CongestionTrace::name);
        assertTrue(run.connections().stream().allMatch(c -> c.count(MarkKind.RETRANSMISSION) == 1));
    }

    @Test
    void aStateSupersededAtTheSameInstantIsNotAStepAndAnUnknownPhaseIsOther() {
        CongestionWindows run = CongestionWindows.of(new CongestionTrace()
                .window(0, ALPHA, BETA, 4, 8, "slow-start")
                .window(10, ALPHA, BETA, 1, 8, "slow-start")
                .window(10, ALPHA, BETA, 2, 8, "a-new-phase")
                .window(20, ALPHA, BETA, 3, 8, "congestion-avoidance").records, CongestionTrace::name);
        List<Step> steps = run.connections().get(0).steps();
        assertEquals(List.of(4.0, 2.0, 3.0), steps.stream().map(Step::cwndSegments).toList());
        assertEquals(Phase.OTHER, steps.get(1).phase());
    }

    @Test
    void itTellsAConnectionsStateAtAMomentInSegmentsAndBytes() {
        assertEquals("cwnd 11 segments (11000 B), ssthresh 8, fast recovery", ALPHA_BETA.describeAt(us(455)));
        assertEquals("no window yet", ALPHA_BETA.describeAt(-5));
        assertEquals("8.1", CongestionWindows.segments(8.125));
    }

    @Test
    void aTraceWithoutCongestionRecordsHasNoConnections() {
        CongestionWindows none = CongestionWindows.of(new CongestionTrace().resent(1, ALPHA, 3).records,
                CongestionTrace::name);
        assertTrue(none.connections().isEmpty());
    }
}
