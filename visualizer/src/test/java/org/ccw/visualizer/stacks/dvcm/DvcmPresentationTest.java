package org.ccw.visualizer.stacks.dvcm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.ccw.engine.dvcm.coordination.TokenMoved;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.visualizer.ColourPalette;
import org.ccw.visualizer.animation.Breakpoint;
import org.ccw.visualizer.animation.EventKind;
import org.ccw.visualizer.stacks.RecordNames;
import org.ccw.visualizer.stacks.StackPresentation;
import org.ccw.visualizer.stacks.TokenPass;
import org.junit.jupiter.api.Test;

/** The DVCM's control messages are drawn as control cells and its token rides on its grants, through the seam. */
class DvcmPresentationTest {

    @Test
    void controlMessagesAndAcknowledgmentsAreDrawnAsTheCommonKinds() {
        assertEquals("control", StackPresentation.drawnAs("dvcm", "GRANT_LINK"));
        assertEquals("control", StackPresentation.drawnAs("dvcm", "UNI_REQ_LINK"));
        assertEquals("control", StackPresentation.drawnAs("dvcm", "dvcm-command"));
        assertEquals("ack", StackPresentation.drawnAs("dvcm", "dvcm-ack"));
        assertEquals("data", StackPresentation.drawnAs("dvcm", "data"), "the common kinds stay what they are");
        assertEquals("request", StackPresentation.drawnAs("dvcm", "request"));
        assertEquals("GRANT_LINK", StackPresentation.drawnAs("ssam", "GRANT_LINK"),
            "a trace of another stack is drawn in its own stack's words, not the DVCM's");
        assertEquals(ColourPalette.kindVariable("control"),
            ColourPalette.kindVariable(StackPresentation.drawnAs("dvcm", "GRANT_LINK")));
    }

    @Test
    void theTokenRidesOnGrantsOnly() {
        assertTrue(StackPresentation.tokenCarrier("dvcm", "GRANT_LINK"));
        assertFalse(StackPresentation.tokenCarrier("dvcm", "UNI_REQ_LINK"));
        assertFalse(StackPresentation.tokenCarrier("dvcm", "data"));
        assertFalse(StackPresentation.tokenCarrier("", "GRANT_LINK"), "a trace of no stack has no token carrier");
    }

    @Test
    void theTokensPassesReachTheViewsOnlyThroughThePresentation() {
        TraceEvent.StackRecord pass = new TraceEvent.StackRecord(5, 0, 1, 0, -1, TokenMoved.KIND.stack(),
            TokenMoved.KIND.name(), new TokenMoved(4, 1, 2));
        RecordNames names = new RecordNames() {
            @Override
            public String node(int node) {
                return "h" + node;
            }

            @Override
            public String link(int link) {
                return "link " + link;
            }
        };

        assertEquals(Optional.of(new TokenPass(4, 1, 2)), StackPresentation.tokenPassOf(pass));
        assertEquals("token of link 4 passed h1 → h2", StackPresentation.describeOf(pass, names));
        assertEquals("token moved", EventKind.labelOf(pass));
        assertTrue(new Breakpoint.TokenPassed().firesOn(pass));
        TraceEvent.StackRecord other = new TraceEvent.StackRecord(5, 0, 1, 0, -1, "elsewhere",
            TokenMoved.KIND.name(), new TokenMoved(4, 1, 2));
        assertEquals(Optional.empty(), StackPresentation.tokenPassOf(other), "another stack's record of that name");
        assertEquals("TokenMoved", EventKind.labelOf(other));
    }
}
