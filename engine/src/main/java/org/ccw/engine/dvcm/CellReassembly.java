package org.ccw.engine.dvcm;

import java.util.HashMap;
import java.util.Map;

import org.ccw.engine.hw.cell.Cell;

/**
 * The receiving unit's AAL5 reassembly, one packet under way per sending host and circuit (seed 001 §3: the units
 * speak AAL5 to each other): a packet is good only when every one of its cells came, in order and undamaged. A lost
 * cell spoils the packet it belonged to, and only that one: the next packet of the same source starts afresh at its
 * first cell. The units' control messages travel on a circuit of their own, as AAL5 cannot interleave two packets on
 * one: a sending unit puts a control cell ahead of the rest of a data message under way, and that cell must not
 * spoil the data packet (with the reliable data service, acknowledgments flow while data does).
 */
final class CellReassembly {
    /** What a cell did to its source's packet. */
    enum Outcome {
        /** More cells of the packet are due. */
        INCOMPLETE,
        /** The cell was the last of a packet whose every cell came, in order and undamaged. */
        GOOD,
        /** The cell was the last of a packet that lost or damaged a cell: the packet is discarded. */
        BROKEN
    }

    private static final class Partial {
        long messageId;
        int cells;
        boolean broken;
    }

    private final Map<Circuit, Partial> byCircuit = new HashMap<>();

    private record Circuit(int source, boolean control) {
    }

    /** Adds {@code cell} to its source's packet under way on the cell's circuit. */
    Outcome add(Cell cell) {
        Partial p = byCircuit.computeIfAbsent(new Circuit(cell.source(), cell.payload() instanceof Packet.Control),
                c -> new Partial());
        if (p.cells == 0) {
            p.messageId = cell.messageId();
            p.broken = cell.index() != 0;
        } else if (cell.messageId() != p.messageId || cell.index() != p.cells) {
            p.broken = true;
        }
        p.cells++;
        p.broken |= cell.corrupted();
        if (!cell.lastOfMessage()) {
            return Outcome.INCOMPLETE;
        }
        boolean good = !p.broken && p.cells == cell.count();
        p.cells = 0;
        return good ? Outcome.GOOD : Outcome.BROKEN;
    }
}
