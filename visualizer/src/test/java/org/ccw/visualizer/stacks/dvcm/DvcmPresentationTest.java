package org.ccw.visualizer.stacks.dvcm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.ccw.visualizer.ColourPalette;
import org.ccw.visualizer.stacks.StackPresentation;
import org.junit.jupiter.api.Test;

/** The DVCM's control messages are drawn as control cells and its token rides on its grants, through the seam. */
class DvcmPresentationTest {

    @Test
    void controlMessagesAndAcknowledgmentsAreDrawnAsTheCommonKinds() {
        assertEquals("control", StackPresentation.drawnAs("GRANT_LINK"));
        assertEquals("control", StackPresentation.drawnAs("UNI_REQ_LINK"));
        assertEquals("control", StackPresentation.drawnAs("dvcm-command"));
        assertEquals("ack", StackPresentation.drawnAs("dvcm-ack"));
        assertEquals("data", StackPresentation.drawnAs("data"), "the common kinds stay what they are");
        assertEquals("request", StackPresentation.drawnAs("request"));
        assertEquals(ColourPalette.kindVariable("control"), ColourPalette.kindVariable("GRANT_LINK"));
    }

    @Test
    void theTokenRidesOnGrantsOnly() {
        assertTrue(StackPresentation.tokenCarrier("dvcm", "GRANT_LINK"));
        assertFalse(StackPresentation.tokenCarrier("dvcm", "UNI_REQ_LINK"));
        assertFalse(StackPresentation.tokenCarrier("dvcm", "data"));
        assertFalse(StackPresentation.tokenCarrier("", "GRANT_LINK"), "a trace of no stack has no token carrier");
    }
}
