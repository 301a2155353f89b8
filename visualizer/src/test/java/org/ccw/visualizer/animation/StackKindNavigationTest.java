package org.ccw.visualizer.animation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.ccw.engine.dvcm.DvcmPresets;
import org.ccw.engine.dvcm.coordination.TokenMoved;
import java.util.HashMap;
import java.util.Map;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.visualizer.branch.Branch;
import org.ccw.visualizer.branch.TestRuns;
import org.junit.jupiter.api.Test;

/**
 * "Next event of this kind" (Shift+→) and Ctrl+B's breakpoint on a stack's own record stay with that record's kind,
 * not every record the stack makes: on a DVCM star, the next record of one kind past the others, and a breakpoint that
 * fires on that kind only.
 */
class StackKindNavigationTest {
    private final Branch dvcm = TestRuns.run(DvcmPresets.dvcmStar(4), 1);

    @Test
    void nextOfAStacksKindSkipsItsOtherRecords() {
        var trace = dvcm.index().trace();
        // two records of one DVCM kind with a record of another DVCM kind between them
        Map<String, Integer> lastOfKind = new HashMap<>();
        int from = -1;
        int to = -1;
        for (int p = trace.nextOf(TraceEvent.StackRecord.class, -1); p >= 0 && to < 0;
                p = trace.nextOf(TraceEvent.StackRecord.class, p)) {
            String kind = ((TraceEvent.StackRecord) trace.at(p)).kind();
            Integer last = lastOfKind.put(kind, p);
            if (last != null && trace.nextOf(TraceEvent.StackRecord.class, last) < p) {
                from = last;
                to = p;
            }
        }
        assertTrue(to > 0, "the star makes records of several DVCM kinds, interleaved");
        Playback playback = new Playback(dvcm.index());
        KindChoice choice = KindChoice.of(trace.at(from));
        while (playback.position() < from) {
            assertTrue(playback.next(choice));
        }
        assertEquals(from, playback.position(), "next of a kind stops at each record of it");

        assertTrue(playback.next(choice));
        assertEquals(to, playback.position(), choice.label() + ": past the other DVCM records to the next of its own");
    }

    @Test
    void ctrlBOnAStacksRecordBreaksOnItsKindAlone() {
        TraceEvent tokenMove = dvcm.index().trace().at(firstTokenMove());
        Breakpoint breakpoint = Breakpoint.forKindOf(tokenMove);

        assertEquals("token passed", breakpoint.description(), "a token move is the token-passed breakpoint");
        TraceEvent other = otherStackRecord();
        Breakpoint onOther = Breakpoint.forKindOf(other);
        assertEquals(new Breakpoint.StackRecordOf(((TraceEvent.StackRecord) other).kind(), onOther.description()),
            onOther);
        assertTrue(onOther.firesOn(other));
        assertFalse(onOther.firesOn(tokenMove), "a breakpoint on " + onOther.description() + " ignores token moves");
    }

    private int firstTokenMove() {
        var trace = dvcm.index().trace();
        for (int p = trace.nextOf(TraceEvent.StackRecord.class, -1); p >= 0;
                p = trace.nextOf(TraceEvent.StackRecord.class, p)) {
            if (TokenMoved.KIND.payloadOf(trace.at(p)).isPresent()) {
                return p;
            }
        }
        throw new AssertionError("the DVCM star records no token move");
    }

    private TraceEvent otherStackRecord() {
        var trace = dvcm.index().trace();
        for (int p = trace.nextOf(TraceEvent.StackRecord.class, -1); p >= 0;
                p = trace.nextOf(TraceEvent.StackRecord.class, p)) {
            if (TokenMoved.KIND.payloadOf(trace.at(p)).isEmpty()) {
                return trace.at(p);
            }
        }
        throw new AssertionError("the DVCM star records nothing but token moves");
    }

}
