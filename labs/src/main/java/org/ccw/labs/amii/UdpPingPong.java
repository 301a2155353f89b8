package org.ccw.labs.amii;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.realtime.RealTimeTransport;
import org.ccw.engine.run.RealTimeRun;
import org.ccw.engine.run.RealTimeSummary;
import org.ccw.engine.trace.JsonLinesTraceReader;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.workload.WorkloadKind;
import org.ccw.engine.amii.AmIIPresets;

/**
 * AM-II's network protocol (the simulated stack's own code) between two workstations' processes over real UDP
 * sockets on 127.0.0.1 ({@code workbench run now.ccw --transport udp}): a ping-pong of short requests and
 * replies, each round trip read from the pinger's trace — from the moment the request is handed to the layer to
 * its reply's delivery, both on the pinger's clock.
 *
 * @param rttUs    the median round trip after the warm-up, µs
 * @param rounds   round trips timed
 * @param complete whether every request was handled once and every reply came back
 * @param summary  the run as {@code workbench run --json} reports it
 */
record UdpPingPong(double rttUs, int rounds, boolean complete, RealTimeSummary summary) {
    static final int WARM_UP = 200;

    /** Runs {@code rounds} timed round trips (and {@value #WARM_UP} first), tracing into {@code dir}. */
    static UdpPingPong run(int rounds, Path dir) throws IOException {
        Scenario now = AmIIPresets.now(2);
        now.getWorkloads().get(0).setKind(WorkloadKind.PING_PONG);
        now.getWorkloads().get(0).setMessageCount(WARM_UP + rounds);
        now.getWorkloads().get(0).setMessageBytes(PingPongProbe.MESSAGE_BYTES);
        Path trace = dir.resolve("amii-udp.jsonl");
        RealTimeSummary summary;
        try {
            summary = RealTimeRun.of(now, RealTimeTransport.UDP).until(60 * Time.PS_PER_S).traceFile(trace).run();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while AM-II ran over UDP", e);
        }
        List<TraceEvent> events = JsonLinesTraceReader.readAll(trace);
        int pinger = events.stream().filter(TraceEvent.MessageSent.class::isInstance)
                .map(TraceEvent.MessageSent.class::cast).filter(m -> m.kind().equals("request")).findFirst()
                .map(TraceEvent::node).orElse(-1);
        long[] sent = events.stream().filter(TraceEvent.MessageSent.class::isInstance)
                .map(TraceEvent.MessageSent.class::cast)
                .filter(m -> m.node() == pinger && m.kind().equals("request")).mapToLong(TraceEvent::timePs).toArray();
        long[] answered = events.stream().filter(TraceEvent.MessageDelivered.class::isInstance)
                .map(TraceEvent.MessageDelivered.class::cast)
                .filter(m -> m.node() == pinger && m.kind().equals("reply")).mapToLong(TraceEvent::timePs).toArray();
        int timed = Math.min(sent.length, answered.length) - WARM_UP;
        double[] rtt = new double[Math.max(0, timed)];
        for (int i = 0; i < rtt.length; i++) {
            rtt[i] = Time.toMicros(answered[WARM_UP + i] - sent[WARM_UP + i]);
        }
        java.util.Arrays.sort(rtt);
        boolean complete = summary.complete() && summary.repliesHandled() == WARM_UP + rounds && timed == rounds;
        return new UdpPingPong(rtt.length == 0 ? Double.NaN : rtt[rtt.length / 2], Math.max(0, timed), complete,
                summary);
    }
}
