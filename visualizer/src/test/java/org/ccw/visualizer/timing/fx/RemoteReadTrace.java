package org.ccw.visualizer.timing.fx;

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
import org.ccw.engine.ssam.SsamPresets;

/** The fixture of the view tests: the SSAM two-host preset's remote reads, run once. */
final class RemoteReadTrace {
    static final List<TraceEvent> TRACE;
    static final IntFunction<String> NAMES;

    static {
        Scenario scenario = SsamPresets.ssamTwoHosts();
        scenario.getWorkloads().get(0).setMessageCount(5);
        TraceLog log = new TraceLog();
        try {
            HeadlessRun.of(scenario).sink(log).run();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        TraceLog.Snapshot snapshot = log.snapshot();
        TRACE = IntStream.range(0, snapshot.size()).mapToObj(snapshot::at).toList();
        NAMES = TopologyBuilder.from(scenario)::nodeName;
    }

    private RemoteReadTrace() {
    }
}
