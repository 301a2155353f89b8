package org.ccw.engine.dvcm;

import org.ccw.engine.dvcm.config.DvcmConfig;
import org.ccw.engine.dvcm.module.ControlMessage;
import org.ccw.engine.dvcm.module.ExtensionModule;
import org.ccw.engine.dvcm.module.ModuleContext;
import org.ccw.engine.dvcm.module.TimeoutService;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.model.cluster.Scenario;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Control messages go ahead of data (ExecutionUnit): also when the next data cell is still waiting for its bytes
 * to arrive by DMA, which with a burst of commands posted can be hundreds of microseconds away.
 */
class ControlAheadOfDataTest {
    private static final String PING = "PING";
    private static final long PING_AT_PS = Time.micros(100);

    /** Sends one PING from {@code from} to {@code to} at {@link #PING_AT_PS}; the other end just takes it. */
    private record Pinger(int from, int to) implements ExtensionModule {
        @Override
        public String name() {
            return "pinger";
        }

        @Override
        public void init(ModuleContext unit) {
            unit.onControlMessage(PING, (ControlMessage m) -> { });
            if (unit.unit() == from) {
                unit.timeout(TimeoutService.ACCURATE, PING_AT_PS, "ping", () -> unit.send(to, PING));
            }
        }

        @Override
        public void deactivate() {
            // no state
        }
    }

    @Test
    void aControlMessageDoesNotWaitForTheDmaOfTheDataBehindIt() {
        Scenario pair = DvcmPresets.dvcmStar(2);
        ((DvcmConfig) pair.getCluster().getJobs().get(0).getStack()).getModules().clear();
        List<TraceEvent> trace = new ArrayList<>();
        DvcmCluster c = DvcmCluster.of(pair, trace::add);
        int sender = c.process(0).node();
        int receiver = c.process(1).node();
        c.dvcm().load(node -> new Pinger(sender, receiver));
        // twenty 10 KB messages: their command fetches keep the DMA engine busy for about 180 us, so the first
        // message's bytes are not in NI memory when the PING is sent
        for (int i = 0; i < 20; i++) {
            c.process(0).post(Dvcm.SEND, receiver, 10_240, i, () -> { });
        }
        c.run(Time.micros(1_000));

        long firstData = trace.stream().filter(e -> e instanceof TraceEvent.CellInjected i && i.kind().equals("data"))
                .mapToLong(TraceEvent::timePs).min().orElseThrow();
        long ping = trace.stream().filter(e -> e instanceof TraceEvent.CellInjected i && i.kind().equals(PING))
                .mapToLong(TraceEvent::timePs).min().orElseThrow();
        assertTrue(firstData > PING_AT_PS + Time.micros(50), "the data is still on its way: " + firstData);
        assertTrue(ping < PING_AT_PS + Time.micros(10), "the PING left at " + Time.toMicros(ping) + " us");
        assertEquals(0, c.dvcm().unit(sender).controlRetransmissions());
    }
}
