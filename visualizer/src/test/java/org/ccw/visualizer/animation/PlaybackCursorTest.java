package org.ccw.visualizer.animation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.visualizer.branch.Branch;
import org.ccw.visualizer.branch.TestRuns;
import org.ccw.visualizer.spacetime.fx.SpaceTimeViewModel;
import org.ccw.visualizer.timing.MessageArrow;
import org.ccw.visualizer.timing.TimingDiagram;
import org.ccw.visualizer.timing.TimingLayout;
import org.ccw.visualizer.timing.fx.TimeCursor;
import org.ccw.visualizer.timing.fx.TimingDiagramViewModel;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * One cursor everywhere, without a window (issue 27, item 4): the playback is the mover of its run's one
 * {@link TimeCursor}; the timing diagram, the space-time view and the event list follow that one property, and a
 * move from any source — a step, step back, run to, End, next of a kind, a timing-diagram pick or click, a
 * space-time click, an event-list row — shows in all of them.
 */
class PlaybackCursorTest {

    private static Branch run;

    @BeforeAll
    static void runOnce() {
        run = TestRuns.run(TestRuns.throughSwitch(0, 400), 3);
    }

    private final Playback playback = new Playback(new StateIndex(run.index().trace(), StateIndex.FADE_PS, 64));
    private final TimeCursor cursor = playback.cursor();
    private final TimingDiagramViewModel timing = new TimingDiagramViewModel(playback.records(), run.names()::node,
        "run", cursor);
    private final SpaceTimeViewModel spaceTime = new SpaceTimeViewModel(playback.records(), run.names()::node,
        cursor);
    private final EventList events = new EventList(playback.trace(), run.names());
    private final List<TimeCursor.Position> seen = new ArrayList<>();

    {
        cursor.positionProperty().addListener((o, was, now) -> seen.add(now));
    }

    /** Moves from {@code source} and checks every view shows the playback's record and clock. */
    private void movesEverywhere(String source, Consumer<Playback> move) {
        int changesBefore = seen.size();
        move.accept(playback);
        assertFalse(playback.playingProperty().get(), source + ": the run rests where it was moved");
        TraceEvent current = playback.current();
        assertEquals(current == null ? -1 : current.number(), cursor.eventNumber(), source + ": the record");
        assertEquals(playback.clockPs(), cursor.timePs(), source + ": the clock");
        assertTrue(seen.size() > changesBefore, source + ": the cursor's followers were told");
        assertSame(cursor, timing.cursor(), source);
        assertSame(cursor, spaceTime.cursor(), source);
        if (current != null) {
            assertEquals(playback.position(), events.rowsProperty().get().get(events.rowOf(playback.position())),
                source + ": the event list has the cursor's record as its row");
        }
        long from = timing.diagram().fromPs();
        long to = timing.diagram().toPs();
        assertTrue(from >= 0 && to <= endOf(playback), source + ": the timing view keeps within the run");
        assertTrue(from <= cursor.timePs() && (cursor.timePs() <= to || to == endOf(playback)),
            source + ": the timing view shows the cursor, or the run's last span when it is past the last message");
    }

    @Test
    void aMoveFromEverySourceMovesTheOneCursorForEveryView() {
        timing.selectRange(0, endOf(playback) / 8);
        movesEverywhere("step", p -> {
            p.play();
            p.step();
        });
        movesEverywhere("run to", p -> p.runTo(endOf(p) / 2));
        movesEverywhere("step back", Playback::stepBack);
        movesEverywhere("next of a kind", p -> assertTrue(p.next(EventKind.HANDLER_RAN)));
        assertInstanceOf(TraceEvent.HandlerRan.class, playback.current());

        TimingLayout layout = timing.layout();
        MessageArrow arrow = timing.diagram().arrows().get(timing.diagram().arrows().size() / 2);
        movesEverywhere("a timing-diagram arrow", p -> {
            p.play();
            timing.pick((layout.x(arrow.sendPs()) + layout.x(arrow.arrivePs())) / 2,
                (layout.laneY(arrow.fromLane()) + layout.laneY(arrow.toLane())) / 2);
        });
        assertEquals(arrow.number(), playback.current().number(), "the run is at the arrow's departure");

        double y = layout.laneY(0);
        double x = layout.plotLeft() + 3;
        while (layout.arrowAt(x, y, 8) != null) {
            x += 3;
        }
        double between = x;
        movesEverywhere("a timing-diagram moment", p -> timing.pick(between, y));
        assertEquals(layout.timeAt(between), playback.clockPs(), "the moment clicked");

        long moment = endOf(playback) / 3;
        movesEverywhere("a space-time click", p -> spaceTime.click(spaceTime.figure().x(moment), 1));
        assertEquals(moment, playback.clockPs(), endOf(playback) / 500);

        int row = events.rowsProperty().get().get(events.rowsProperty().get().size() / 4);
        // what the event list does with a row selected
        movesEverywhere("an event-list row", p -> cursor.seek(p.trace().at(row).number(), p.trace().at(row).timePs()));
        assertEquals(row, playback.position());

        movesEverywhere("End", Playback::toEnd);
        assertEquals(playback.trace().size() - 1, playback.position(), "End is the last record");
        assertInstanceOf(TraceEvent.RunEnded.class, playback.current());
    }

    @Test
    void theStatusCountsTheLastRecordAsNOfN() {
        playback.toEnd();
        int n = playback.trace().size();
        String status = EventText.position(playback.current(), playback.position(), n);
        assertTrue(status.startsWith(String.format(java.util.Locale.ROOT, "event %,d of %,d (#", n, n)), status);
        assertEquals(String.format(java.util.Locale.ROOT, "before the first of %,d events", n),
            EventText.position(null, -1, n));
    }

    @Test
    void playingMovesTheCursorToTheCurrentRecordAndTheAnimationClock() {
        assertEquals(-1, cursor.eventNumber(), "before the first record");
        playback.play();
        for (int frame = 0; playback.position() < 40; frame++) {
            assertTrue(frame < 100_000, "stuck at " + playback.position() + ", clock " + playback.clockPs()
                + ", playing " + playback.playingProperty().get() + ", end " + playback.trace().endTimePs());
            playback.advance(0.01);
            assertEquals(playback.current() == null ? -1 : playback.current().number(), cursor.eventNumber());
            assertEquals(playback.clockPs(), cursor.timePs());
        }
        assertTrue(cursor.timePs() > 0);
    }

    @Test
    void aRecordNumberOutsideTheRunGoesToItsTimeInstead() {
        cursor.seek(-5, endOf(playback) / 2);
        assertEquals(endOf(playback) / 2, playback.clockPs());
        assertEquals(playback.current().number(), cursor.eventNumber());
    }

    /** The end of the run as the timing diagram's Fit shows it: its last activity. */
    private static long endOf(Playback p) {
        return TimingDiagram.lastActivityPs(p.records());
    }
}
