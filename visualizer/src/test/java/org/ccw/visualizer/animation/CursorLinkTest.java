package org.ccw.visualizer.animation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.ccw.engine.trace.TraceEvent;
import org.ccw.visualizer.timing.MessageArrow;
import org.ccw.visualizer.timing.fx.TimeCursor;
import org.ccw.visualizer.timing.fx.TimingDiagramViewModel;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The animation and the timing diagram share one cursor, in both directions, without a window. */
class CursorLinkTest {

    private static Branch run;

    @BeforeAll
    static void runOnce() {
        run = TestRuns.run(TestRuns.throughSwitch(0, 200), 3);
    }

    private static Playback playback() {
        return new Playback(new StateIndex(run.index().trace(), Branches.FADE_PS, 64));
    }

    @Test
    void playingMovesTheCursorToTheCurrentRecordAndTheAnimationClock() {
        Playback playback = playback();
        TimeCursor cursor = new TimeCursor();
        CursorLink.link(playback, cursor);
        assertEquals(-1, cursor.eventNumber(), "before the first record");

        playback.play();
        while (playback.position() < 40) {
            playback.advance(0.01);
            assertEquals(playback.current() == null ? -1 : playback.current().number(), cursor.eventNumber());
            assertEquals(playback.clockPs(), cursor.timePs());
        }
        assertTrue(cursor.timePs() > 0);
    }

    @Test
    void pickingAnArrowInTheTimingDiagramPausesAndSeeksTheAnimationToItsDeparture() {
        Playback playback = playback();
        TimeCursor cursor = new TimeCursor();
        CursorLink.link(playback, cursor);
        TimingDiagramViewModel timing = new TimingDiagramViewModel(playback.records(), run.names()::node, "run",
            cursor);
        MessageArrow arrow = timing.diagram().arrows().get(timing.diagram().arrows().size() / 2);
        var layout = timing.layout();
        double x = (layout.x(arrow.sendPs()) + layout.x(arrow.arrivePs())) / 2;
        double y = (layout.laneY(arrow.fromLane()) + layout.laneY(arrow.toLane())) / 2;
        playback.play();

        MessageArrow picked = timing.pick(x, y);

        assertFalse(playback.playingProperty().get(), "picking pauses the animation");
        assertEquals(picked.number(), playback.current().number());
        assertInstanceOf(TraceEvent.CellDeparted.class, playback.current(), "an arrow starts at a departure");
        assertEquals(playback.current().timePs(), cursor.timePs(), "the cursor sits on the departure");
    }

    @Test
    void pickingAnArrowAfterTheAnimationMovedTheCursorStillSeeksTheAnimation() {
        Playback playback = playback();
        TimeCursor cursor = new TimeCursor();
        CursorLink.link(playback, cursor);
        TimingDiagramViewModel timing = new TimingDiagramViewModel(playback.records(), run.names()::node, "run",
            cursor);
        // the animation moves the cursor and nobody reads its number (the window's case after --pause-at)
        playback.seek(playback.lastPosition() / 2);
        MessageArrow arrow = timing.diagram().arrows().get(3);
        var layout = timing.layout();

        timing.pick((layout.x(arrow.sendPs()) + layout.x(arrow.arrivePs())) / 2,
            (layout.laneY(arrow.fromLane()) + layout.laneY(arrow.toLane())) / 2);

        assertEquals(timing.selectedProperty().get(), playback.current().number(), "the animation followed the pick");
        assertEquals(playback.clockPs(), cursor.timePs());
    }

    @Test
    void seekingTheAnimationFromTheEventListMovesTheCursorToo() {
        Playback playback = playback();
        TimeCursor cursor = new TimeCursor();
        CursorLink.link(playback, cursor);
        int handler = playback.trace().nextOf(TraceEvent.HandlerRan.class, -1);

        playback.seek(handler);

        assertEquals(playback.trace().at(handler).number(), cursor.eventNumber());
        assertEquals(playback.trace().at(handler).timePs(), cursor.timePs());
    }

    @Test
    void aClosedLinkLeavesTheCursorAlone() {
        Playback playback = playback();
        TimeCursor cursor = new TimeCursor();
        CursorLink.link(playback, cursor).close();

        playback.seek(10);

        assertEquals(-1, cursor.eventNumber());
    }
}
