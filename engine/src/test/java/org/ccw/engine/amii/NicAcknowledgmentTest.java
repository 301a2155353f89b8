package org.ccw.engine.amii;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.model.workload.WorkloadKind;
import org.junit.jupiter.api.Test;

/**
 * Reliable delivery between the NICs (the Myrinet AM-II of seed 002's [7]): each packet a NIC files is acknowledged
 * to the NIC that sent it, a packet of its own on the wire that costs both control programs a turn.
 */
class NicAcknowledgmentTest {

    @Test
    void everyPacketFiledIsAcknowledgedToTheSendersNic() {
        List<TraceEvent.CellInjected> injected = new ArrayList<>();
        AmIICluster cluster = AmIICluster.of(AmIIPresets.clump(2), event -> {
            if (event instanceof TraceEvent.CellInjected cell) {
                injected.add(cell);
            }
        });
        List<Endpoint> pair = List.of(cluster.endpoints().get(0), cluster.endpoints().get(1));
        AmIIDriver driver = new AmIIDriver(pair, cluster.kernel(), WorkloadKind.PING_PONG, 10, 16);
        driver.start();
        cluster.run(Time.micros(5_000));

        assertEquals(10, driver.repliesHandled());
        long packets = injected.stream().filter(c -> !c.kind().equals("nic-ack")).count();
        List<TraceEvent.CellInjected> acks = injected.stream().filter(c -> c.kind().equals("nic-ack")).toList();
        assertEquals(20, packets, "ten requests and their ten replies");
        assertEquals(packets, acks.size(), "an acknowledgment for each");
        for (TraceEvent.CellInjected ack : acks) {
            TraceEvent.CellInjected acked = injected.stream().filter(c -> !c.kind().equals("nic-ack")
                && c.source() == ack.destination() && c.destination() == ack.source() && c.timePs() < ack.timePs())
                .findFirst().orElseThrow();
            assertTrue(ack.sizeBytes() >= Lanai.ACK_BYTES && ack.sizeBytes() < acked.sizeBytes(),
                "a type word and a sequence number on the wire, shorter than what it acknowledges: " + ack);
        }
    }
}
