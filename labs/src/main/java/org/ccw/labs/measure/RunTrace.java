package org.ccw.labs.measure;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.stream.IntStream;

import org.ccw.engine.run.HeadlessRun;
import org.ccw.engine.run.RunSummary;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.TraceLog;
import org.ccw.model.cluster.Scenario;

/**
 * The trace of one run with the names of its nodes, which measures and trace queries read: {@code ss20-a} in
 * {@code latency(ss20-a -> ss20-b)} is the node of that name.
 *
 * @param trace     the run's records
 * @param nodeNames the name of each node, by node number (hosts, then switches, as the topology numbers them)
 * @param summary   what the run reported (its fingerprint among it); null for a trace read from elsewhere
 */
public record RunTrace(TraceLog.Snapshot trace, List<String> nodeNames, RunSummary summary) {

    public RunTrace {
        nodeNames = List.copyOf(nodeNames);
    }

    /**
     * Runs {@code scenario} as it is (its own seed and duration, so the record numbers are those the window's run
     * of the same scenario shows) and keeps its trace.
     *
     * @throws org.ccw.engine.run.UnrunnableScenarioException when the engine cannot run it as given
     */
    public static RunTrace run(Scenario scenario) {
        Topology topology = TopologyBuilder.from(scenario);
        TraceLog log = new TraceLog();
        try {
            RunSummary summary = HeadlessRun.of(scenario).sink(log).run();
            return new RunTrace(log.snapshot(), names(topology), summary);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The names of {@code topology}'s nodes by number. */
    public static List<String> names(Topology topology) {
        return IntStream.range(0, topology.nodeCount()).mapToObj(topology::nodeName).toList();
    }

    /**
     * The number of the node called {@code name} (a bare number is taken as the node's number).
     *
     * @throws MeasureException naming the nodes the run has
     */
    public int nodeId(String name) {
        int id = nodeNames.indexOf(name);
        if (id >= 0) {
            return id;
        }
        if (name.matches("[0-9]+") && Integer.parseInt(name) < nodeNames.size()) {
            return Integer.parseInt(name);
        }
        throw new MeasureException("the run has no node '" + name + "' (it has " + String.join(", ", nodeNames) + ")");
    }

    /** The name of node {@code id}, or {@code -} for none (-1). */
    public String nodeName(int id) {
        return id >= 0 && id < nodeNames.size() ? nodeNames.get(id) : id < 0 ? "-" : "node " + id;
    }
}
