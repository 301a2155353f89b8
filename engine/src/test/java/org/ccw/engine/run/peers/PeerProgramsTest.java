package org.ccw.engine.run.peers;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.ccw.engine.stack.Peer;
import org.junit.jupiter.api.Test;

/** What the peers' C programs print, read back; which share a core. No peer runs here (BenchCommandTest). */
class PeerProgramsTest {

    @Test
    void aProgramsRoundTripsAreSortedAndItsBulkIsBytesOverSeconds() {
        Peer.Figures f = PeerPrograms.figures(List.of("rtt 9.5", "rtt 7.25", "rtt 8", "bulk 2097152 0.5"));

        assertArrayEquals(new double[] {7.25, 8, 9.5}, f.roundTripsUs());
        assertEquals(4_194_304, f.bulkBytesPerSecond().getAsDouble(), 1e-6);
    }

    @Test
    void aProgramThatPrintedNoRoundTripIsNotAMeasurement() {
        assertThrows(IllegalStateException.class, () -> PeerPrograms.figures(List.of("bulk 1 1")));
    }

    @Test
    void pvmsTasksShareOneCoreAndMpisRanksHaveOneEach() {
        assertTrue(PeerPrograms.oneCore(new Peer.Program.Pvm(true)), "PVM's tasks block: one core, as ours");
        assertFalse(PeerPrograms.oneCore(new Peer.Program.Mpi("self,vader")), "MPI's ranks busy-poll");
    }
}
