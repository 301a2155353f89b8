package org.ccw.visualizer.animation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceLog;
import org.ccw.visualizer.branch.Branch;
import org.ccw.visualizer.branch.TestRuns;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class PlaybackTest {

    private static Branch lossy;

    @BeforeAll
    static void runOnce() {
        lossy = TestRuns.run(TestRuns.throughSwitch(0.05, 3_000), 3);
    }

    private static Playback playback() {
        return new Playback(new StateIndex(lossy.index().trace(), StateIndex.FADE_PS, 8));
    }

    @Test
    void stepBackLandsOnTheSameVisualStateAsBefore() {
        Playback playback = playback();
        playback.play();
        while (playback.position() < 20) {
            playback.advance(0.5);
        }
        playback.pause();
        VisualState before = playback.state().copy();
        long clockBefore = playback.trace().at(playback.position()).timePs();

        playback.step();
        assertNotEquals(before, playback.state(), "a step changes the state");
        playback.stepBack();

        assertEquals(before, playback.state());
        assertEquals(before.position(), playback.position());
        assertEquals(clockBefore, playback.clockPs());
    }

    @Test
    void everyPositionSeekedFromAfarEqualsAReplayFromTheStart() {
        TraceLog.Snapshot trace = lossy.index().trace();
        Playback playback = playback();
        VisualState replayed = new VisualState(StateIndex.FADE_PS);
        for (int p = 0; p < trace.size(); p++) {
            replayed.apply(p, trace.at(p));
            playback.seek(trace.size() - 1);
            playback.seek(p);
            assertEquals(replayed, playback.state(), "position " + p);
        }
    }

    @Test
    void aBreakpointOnCellDroppedPausesOnTheFirstDrop() {
        Playback playback = playback();
        playback.breakpoints().add(new Breakpoint.CellDropped());
        int firstDrop = playback.trace().nextOf(TraceEvent.CellDropped.class, -1);
        assertTrue(firstDrop > 0, "the lossy run drops a cell");

        playback.play();
        while (playback.playingProperty().get()) {
            playback.advance(1);
        }

        assertEquals(firstDrop, playback.position());
        assertInstanceOf(TraceEvent.CellDropped.class, playback.current());
        assertEquals(playback.current().timePs(), playback.clockPs(), "the clock stops at the drop");
        assertTrue(playback.breakMessageProperty().get().contains("cell dropped"));
        assertEquals(1, playback.state().dropCount());

        playback.stepBack();
        assertEquals("", playback.breakMessageProperty().get(), "a step elsewhere leaves the breakpoint's message");
    }

    @Test
    void playingMovesTheClockBySpeedTimesWallTimeAndCellsGlide() {
        Playback playback = playback();
        playback.speedProperty().set(2);
        int departure = playback.trace().nextOf(TraceEvent.CellDeparted.class, -1);
        playback.seek(departure);
        CellFlight flight = playback.state().flights().iterator().next();
        playback.play();

        playback.advance(0.25);

        assertEquals(flight.departPs() + 500_000, playback.clockPs(), "2 µs/s for 0.25 s is 0.5 µs");
        double progress = flight.progressAt(playback.clockPs());
        assertTrue(progress > 0 && progress < 1, "the cell is part-way along its link: " + progress);
    }

    @Test
    void nextOfAKindAndNextAtANodeSkipEverythingElse() {
        Playback playback = playback();
        assertTrue(playback.next(EventKind.HANDLER_RAN));
        assertInstanceOf(TraceEvent.HandlerRan.class, playback.current());
        int switchNode = 0;
        assertTrue(playback.nextAt(switchNode));
        assertEquals(switchNode, playback.current().node());
        playback.toEnd();
        assertFalse(playback.next(EventKind.HANDLER_RAN), "nothing after the end");
        assertEquals(playback.lastPosition(), playback.position());
    }

    @Test
    void runToATimeStopsEarlyAtABreakpointAndOtherwiseLandsOnTheTime() {
        Playback playback = playback();
        long end = playback.trace().endTimePs();
        playback.runTo(end / 2);
        assertEquals(end / 2, playback.clockPs());
        assertEquals(playback.trace().lastAtOrBefore(end / 2), playback.position());

        playback.seek(-1);
        playback.breakpoints().add(new Breakpoint.Retransmission());
        assertTrue(playback.runTo(end));
        assertInstanceOf(TraceEvent.Retransmitted.class, playback.current());
    }

    @Test
    void aRetransmittedCellIsMarkedAsSuchWhileOnTheWire() {
        Playback playback = playback();
        playback.next(EventKind.RETRANSMITTED);
        playback.next(EventKind.CELL_DEPARTED);
        CellFlight resent = playback.state().flights().stream().filter(CellFlight::retransmission).findFirst()
            .orElseThrow();
        assertEquals(1, resent.attempt());
        assertEquals(1, playback.state().recentRetransmissions().size());
    }
}
