package org.ccw.labs.ssam;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.function.Supplier;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.ssam.CostLedger;
import org.ccw.engine.ssam.KernelPath;
import org.ccw.engine.ssam.Operation;
import org.ccw.engine.ssam.SsamCluster;
import org.ccw.engine.ssam.SsamEndpoint;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Scenario;
import org.junit.jupiter.api.Test;
import org.ccw.engine.ssam.SsamPresets;

/**
 * Table 3's figures emerge from their parts: doubling one input, the SBA-100's push of a cell (Table 1's 2.05 us),
 * moves each operation that pushes a cell by exactly one more push, and leaves alone those that only read.
 */
class SsamSensitivityTest {
    private static final long PUSH_PS = Time.nanos(2_050);

    @Test
    void doublingThePushMovesEverySendByOnePushAndNoReadAtAll() {
        CostLedger[] base = oneRequest(SsamPresets::ssamTwoHosts);
        CostLedger[] doubled = oneRequest(SsamSensitivityTest::pushDoubled);

        assertEquals(PUSH_PS, movedPs(base[0], doubled[0], Operation.SEND_REQUEST), "a request pushes one cell");
        assertEquals(PUSH_PS, movedPs(base[1], doubled[1], Operation.HANDLE_REQUEST_SEND_REPLY),
                "its reply pushes one cell");
        assertEquals(0, movedPs(base[0], doubled[0], Operation.HANDLE_REPLY), "handling a reply only reads");
        assertEquals(0, movedPs(base[1], doubled[1], Operation.KERNEL_READ_ONE_CELL), "a read trap only reads");
    }

    private static Scenario pushDoubled() {
        Scenario scenario = SsamPresets.ssamTwoHosts();
        scenario.getCluster().getNodes().stream().filter(Host.class::isInstance).map(Host.class::cast)
                .map(h -> h.getNics().get(0)).forEach(nic -> nic.setHostPushCellNanos(2 * nic.getHostPushCellNanos()));
        return scenario;
    }

    private static long movedPs(CostLedger base, CostLedger doubled, Operation operation) {
        return doubled.totalPs(operation) / doubled.count(operation) - base.totalPs(operation) / base.count(operation);
    }

    /** One request answered by a reply; the requester's and the responder's ledgers. */
    private static CostLedger[] oneRequest(Supplier<Scenario> preset) {
        SsamCluster cluster = new SsamRig(1).cluster(preset, 8, KernelPath.FAST_TRAPS);
        SsamEndpoint requester = cluster.endpoint(0);
        SsamEndpoint responder = cluster.endpoint(1);
        Workloads.echoHandlers(requester);
        int echo = Workloads.echoHandlers(responder);
        int connection = requester.connect(responder.node());
        responder.connect(requester.node());
        responder.serve();
        requester.request(connection, echo, () -> requester.drain(() -> { }));
        cluster.run(Time.micros(10_000));
        return new CostLedger[] {requester.ledger(), responder.ledger()};
    }
}
