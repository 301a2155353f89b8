package org.ccw.visualizer.animation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.ccw.engine.dvcm.coordination.TokenMoved;
import org.ccw.engine.trace.QueueId;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceLog;
import org.ccw.visualizer.branch.TestRuns;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.ccw.engine.dvcm.DvcmPresets;

/**
 * A real DVCM run (a star of four UltraSPARCs bursting to one host): the animation state follows each link token
 * from holder to holder — nobody holds it while its GRANT_LINK travels — and keeps the registered requests.
 */
class DvcmTokenTest {

    private static TraceLog.Snapshot trace;

    @BeforeAll
    static void runOnce() {
        trace = TestRuns.run(DvcmPresets.dvcmStar(4), 1).index().trace();
    }

    private static VisualState stateAfter(int position) {
        return new StateIndex(trace, StateIndex.FADE_PS, 4096).stateAt(position);
    }

    /** Position of the first pass's record at the giver (node == from). */
    private static int firstGive() {
        for (int p = nextMove(-1); p >= 0; p = nextMove(p)) {
            if (move(p).from() >= 0 && trace.at(p).node() == move(p).from()) {
                return p;
            }
        }
        throw new AssertionError("no token was passed in the run");
    }

    /** Position of the next token move's record after {@code position}, -1 when none. */
    private static int nextMove(int position) {
        int p = trace.nextOf(TraceEvent.StackRecord.class, position);
        while (p >= 0 && TokenMoved.KIND.payloadOf(trace.at(p)).isEmpty()) {
            p = trace.nextOf(TraceEvent.StackRecord.class, p);
        }
        return p;
    }

    private static TokenMoved move(int position) {
        return TokenMoved.KIND.payloadOf(trace.at(position)).orElseThrow();
    }

    @Test
    void aPassedTokenTravelsWithNoHolderAndIsThenHeldByTheRequesterWhoseNiIsHaloed() {
        int give = firstGive();
        TokenMoved given = move(give);
        VisualState before = stateAfter(give - 1);
        assertEquals(given.from(), before.tokens().get(given.token()).holder(), "the giver held it");

        VisualState travelling = stateAfter(give);
        VisualState.TokenPlace inFlight = travelling.tokens().get(given.token());
        assertTrue(inFlight.inTransit());
        assertEquals(-1, inFlight.holder(), "nobody holds a token on the wire");

        int take = nextMove(give);
        while (trace.at(take).node() != given.to()) {
            take = nextMove(take);
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

        assertTrue(state.tokens().get(move(give).token()).inTransit());
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
