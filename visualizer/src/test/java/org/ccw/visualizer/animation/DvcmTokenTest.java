package org.ccw.visualizer.animation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.ccw.engine.trace.QueueId;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceLog;
import org.ccw.model.presets.Presets;
import org.ccw.visualizer.branch.TestRuns;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A real DVCM run (a star of four UltraSPARCs bursting to one host): the animation state follows each link token
 * from holder to holder — nobody holds it while its GRANT_LINK travels — and keeps the registered requests.
 */
class DvcmTokenTest {

    private static TraceLog.Snapshot trace;

    @BeforeAll
    static void runOnce() {
        trace = TestRuns.run(Presets.dvcmStar(4), 1).index().trace();
    }

    private static VisualState stateAfter(int position) {
        return new StateIndex(trace, StateIndex.FADE_PS, 4096).stateAt(position);
    }

    /** Position of the first pass's record at the giver (node == from). */
    private static int firstGive() {
        for (int p = trace.nextOf(TraceEvent.TokenMoved.class, -1); p >= 0;
             p = trace.nextOf(TraceEvent.TokenMoved.class, p)) {
            TraceEvent.TokenMoved moved = (TraceEvent.TokenMoved) trace.at(p);
            if (moved.from() >= 0 && moved.node() == moved.from()) {
                return p;
            }
        }
        throw new AssertionError("no token was passed in the run");
    }

    @Test
    void aPassedTokenTravelsWithNoHolderAndIsThenHeldByTheRequesterWhoseNiIsHaloed() {
        int give = firstGive();
        TraceEvent.TokenMoved given = (TraceEvent.TokenMoved) trace.at(give);
        VisualState before = stateAfter(give - 1);
        assertEquals(given.from(), before.tokens().get(given.token()).holder(), "the giver held it");

        VisualState travelling = stateAfter(give);
        VisualState.TokenPlace inFlight = travelling.tokens().get(given.token());
        assertTrue(inFlight.inTransit());
        assertEquals(-1, inFlight.holder(), "nobody holds a token on the wire");

        int take = trace.nextOf(TraceEvent.TokenMoved.class, give);
        while (((TraceEvent.TokenMoved) trace.at(take)).node() != given.to()) {
            take = trace.nextOf(TraceEvent.TokenMoved.class, take);
        }
        VisualState.TokenPlace held = stateAfter(take).tokens().get(given.token());
        assertFalse(held.inTransit());
        assertEquals(given.to(), held.holder());
        assertEquals(trace.at(take).component(), held.toComponent(), "the halo goes round the receiving NI");
    }

    @Test
    void aGrantLinkCellIsOnAWireWhileItsTokenTravels() {
        int give = firstGive();
        int arrivedPos = trace.nextOf(TraceEvent.CellDeparted.class, give);
        while (!((TraceEvent.CellDeparted) trace.at(arrivedPos)).kind().equals("GRANT_LINK")) {
            arrivedPos = trace.nextOf(TraceEvent.CellDeparted.class, arrivedPos);
        }
        VisualState state = stateAfter(arrivedPos);

        assertTrue(state.tokens().get(((TraceEvent.TokenMoved) trace.at(give)).token()).inTransit());
        assertTrue(state.flights().stream().anyMatch(f -> f.kind().equals("GRANT_LINK")),
            "the painter rides the token's diamond on this cell");
    }

    @Test
    void registeredRequestsAreKeptPerUnitUntilTheTokenServesThem() {
        int registered = -1;
        for (int p = trace.nextOf(TraceEvent.QueueLengthChanged.class, -1); p >= 0 && registered < 0;
             p = trace.nextOf(TraceEvent.QueueLengthChanged.class, p)) {
            TraceEvent.QueueLengthChanged q = (TraceEvent.QueueLengthChanged) trace.at(p);
            if (q.queue().is(QueueId.TOKEN_REQUESTS) && q.length() > 0) {
                registered = p;
            }
        }
        TraceEvent.QueueLengthChanged q = (TraceEvent.QueueLengthChanged) trace.at(registered);

        VisualState.Occupancy shown = stateAfter(registered).queues()
            .get(new VisualState.QueueKey(q.node(), q.component(), q.queue()));

        assertEquals(q.length(), shown.length(), "one dot per registered request");
    }
}
