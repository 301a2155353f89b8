package org.ccw.engine.hw.atm;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** AAL5 framing: payload plus the 8-byte trailer, padded to 48-byte cells. */
class Aal5Test {

    @Test
    void theTrailerSharesTheLastCellWhileItFits() {
        assertEquals(1, Aal5.cells(0), "an empty packet is its trailer");
        assertEquals(1, Aal5.cells(40));
        assertEquals(2, Aal5.cells(41), "41 bytes and the trailer overflow one cell");
        assertEquals(22, Aal5.cells(1024), "1 KB: 1032 bytes in 22 cells");
    }

    @Test
    void payloadFittingIsTheInverseOfCells() {
        assertEquals(1048, Aal5.payloadFitting(22));
        assertEquals(22, Aal5.cells(Aal5.payloadFitting(22)));
        assertEquals(23, Aal5.cells(Aal5.payloadFitting(22) + 1));
        assertEquals(0, Aal5.payloadFitting(0));
    }

    @Test
    void aNegativePayloadIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> Aal5.cells(-1));
    }
}
