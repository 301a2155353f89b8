package org.ccw.visualizer.timing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.function.IntFunction;
import java.util.stream.IntStream;

import org.ccw.engine.run.HeadlessRun;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceLog;
import org.ccw.model.cluster.Scenario;
import org.ccw.engine.amii.AmIIPresets;

/**
 * AM-II runs the timing tests read: a ping-pong through one Enterprise 5000's shared memory, and one across
 * Myrinet between two UltraSPARC 170s (whose processes poll the network adaptively). Each is run once.
 */
public final class AmIITraces {
    /** A run's records and its node names. */
    public record Run(List<TraceEvent> trace, IntFunction<String> names) {
    }

    public static final Run SHARED_MEMORY = run(AmIIPresets.enterprise5000SharedMemory(2));
    public static final Run MYRINET = run(AmIIPresets.now(2));

    private AmIITraces() {
    }

    private static Run run(Scenario scenario) {
        scenario.getWorkloads().get(0).setMessageCount(4);
        TraceLog log = new TraceLog();
        try {
            HeadlessRun.of(scenario).sink(log).run();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        TraceLog.Snapshot snapshot = log.snapshot();
        return new Run(IntStream.range(0, snapshot.size()).mapToObj(snapshot::at).toList(),
                TopologyBuilder.from(scenario)::nodeName);
    }
}
