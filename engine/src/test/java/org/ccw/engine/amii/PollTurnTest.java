package org.ccw.engine.amii;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.amii.config.AmIIConfig;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceSink;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.workload.WorkloadKind;
import org.junit.jupiter.api.Test;

/**
 * Every call to poll counts towards the network's turn (seed 002 §3.4: "a strategy that polls the network only once
 * in every four calls to poll"): a call that takes a shared-memory message is a call to poll too, and on its turn it
 * reads NIC memory after the shared-memory queues.
 */
class PollTurnTest {

    @Test
    void aPollThatTakesALocalMessageStillPollsTheNetworkOnItsTurn() {
        List<TraceEvent> trace = new ArrayList<>();
        Scenario clump = AmIIPresets.clumpWithLocalPeer();
        AmIIConfig config = (AmIIConfig) clump.getCluster().getJobs().get(0).getStack();
        config.setAdaptivePolling(false);
        config.setPollRatioMin(1);
        AmIICluster cluster = AmIICluster.of(clump, new TraceSink() {
            @Override
            public void accept(TraceEvent event) {
                trace.add(event);
            }

            @Override
            public boolean wantsCosts() {
                return true;
            }
        });
        Endpoint ping = cluster.endpoints().get(0);
        Endpoint pong = cluster.endpoints().get(2);
        AmIIDriver driver = new AmIIDriver(List.of(ping, pong), cluster.kernel(), WorkloadKind.PING_PONG, 5, 16);
        driver.start();
        cluster.run(Time.micros(1_000));

        assertEquals(5, driver.repliesHandled());
        int cpu = ping.cpuIndex();
        long polls = trace.stream().filter(TraceEvent.CostCharged.class::isInstance)
                .map(TraceEvent.CostCharged.class::cast)
                .filter(e -> e.component() == cpu && (e.cost().equals("poll") || e.cost().equals("send.poll")))
                .count();
        long localFinds = trace.stream().filter(TraceEvent.PollPerformed.class::isInstance)
                .map(TraceEvent.PollPerformed.class::cast)
                .filter(e -> e.component() == cpu && e.found() && !e.target().equals(Endpoint.NETWORK)).count();
        long networkPolls = trace.stream().filter(TraceEvent.PollPerformed.class::isInstance)
                .map(TraceEvent.PollPerformed.class::cast)
                .filter(e -> e.component() == cpu && e.target().equals(Endpoint.NETWORK)).count();
        assertTrue(localFinds >= 5, "the requester took its five replies from shared memory");
        assertEquals(polls, networkPolls, "one network poll in every call to poll, the calls that took a reply too");
    }
}
