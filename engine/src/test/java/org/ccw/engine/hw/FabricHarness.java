package org.ccw.engine.hw;

import org.ccw.engine.hw.cell.Cell;
import org.ccw.engine.kernel.SimulationKernel;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceLog;
import org.ccw.engine.trace.Tracer;

import java.util.ArrayList;
import java.util.List;

/** A fabric on a kernel with every record kept, for hardware tests that inject cells by hand. */
public final class FabricHarness {
    public final SimulationKernel kernel;
    public final TraceLog log = new TraceLog();
    public final Fabric fabric;

    public FabricHarness(Topology topology) {
        kernel = new SimulationKernel(topology.seed());
        fabric = Fabric.build(topology, kernel, new Tracer(kernel, log));
    }

    /** Pushes a message of {@code cells} cells of {@code bytes} from host {@code from} to {@code to}, now. */
    public List<Cell> push(int from, int to, int cells, int bytes) {
        List<Cell> pushed = new ArrayList<>();
        long messageId = fabric.cellIdsIssued();
        for (int i = 0; i < cells; i++) {
            Cell cell = new Cell(fabric.newCellId(), messageId, "data", bytes, from, to, i, cells, null);
            fabric.nic(from, 0).push(cell);
            pushed.add(cell);
        }
        return pushed;
    }

    /** Runs until nothing is pending. */
    public void run() {
        kernel.run();
    }

    /** Every record of {@code type}, in trace order. */
    public <T extends TraceEvent> List<T> all(Class<T> type) {
        TraceLog.Snapshot snapshot = log.snapshot();
        List<T> found = new ArrayList<>();
        for (int position : snapshot.positionsOf(type)) {
            found.add(type.cast(snapshot.at(position)));
        }
        return found;
    }

    /** Records of {@code type} at node {@code node}. */
    public <T extends TraceEvent> List<T> at(int node, Class<T> type) {
        return all(type).stream().filter(e -> e.node() == node).toList();
    }
}
