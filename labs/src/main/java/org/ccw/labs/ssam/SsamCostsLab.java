package org.ccw.labs.ssam;

import java.util.List;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.ssam.KernelPath;
import org.ccw.engine.ssam.Operation;
import org.ccw.engine.ssam.SsamCluster;
import org.ccw.engine.ssam.SsamEndpoint;
import org.ccw.labs.Check;
import org.ccw.labs.Lab;
import org.ccw.labs.LabGuide;
import org.ccw.labs.LabOptions;
import org.ccw.labs.LabResult;
import org.ccw.labs.Metric;
import org.ccw.model.presets.Presets;

/**
 * Table 3 of the SSAM paper (seed 000 §3.4.3): the overhead of each Active Message operation on an SS-20, read
 * from the processes' cost ledgers. As in the paper's measurement, cells are handled in batches ("reading 16
 * cells per trap"): the responder is busy while 16 requests arrive (8 without reply, then 8 with), and the
 * requester is busy while the replies come back; a second run sends 16 requests that are acknowledged one by one.
 */
public final class SsamCostsLab implements Lab {
    private static final int BATCH = 16;
    private static final String CALIBRATED = "library cycles calibrated once against this table (LibraryCosts);"
            + " the traps' parts come from Table 1";

    @Override
    public String id() {
        return "ssam-costs";
    }

    /** Four remote reads between the two SS-20s, one after another: requests, handlers, replies. */
    @Override
    public java.util.Optional<org.ccw.model.cluster.Scenario> scenario() {
        return java.util.Optional.of(Workloads.shortened(Presets.ssamTwoHosts(), 4, 8));
    }

    @Override
    public String title() {
        return "SSAM Table 3: overheads of sending and handling requests, replies and acknowledgments (SS-20)";
    }

    @Override
    public LabGuide instructions() {
        return new LabGuide(
            "Table 3 of the SSAM paper gives the processor overhead of each Active Message operation on an "
                + "SS-20: sending a request, handling a request with and without a reply, handling an "
                + "acknowledgment and a reply. Each is a trap from Table 1 plus about 1 us of user-level library "
                + "work (cell formatting, flow-control bookkeeping, handler dispatch). This lab reads the overheads "
                + "from the hosts' cost ledgers, with cells handled in batches of 16 per read trap as in the paper.",
            "von Eicken et al. (seeds 000 and 004), §3.3.1 and §3.4.3, Table 3",
            List.of(
                LabGuide.step("Open the scenario",
                        "Choose Lab > ssam-costs: the two SS-20s doing four remote reads one after another."),
                LabGuide.step("Run it",
                        "Press Run (Ctrl+R), then play (Space) or step (Right arrow) through the four "
                        + "request/reply pairs."),
                LabGuide.step("Read o_s and o_r",
                        "Open the Timing diagram tab, turn on LogP and read the send overhead o_s on the "
                        + "requester's lane and the receive overhead o_r before read_h runs on the responder's; "
                        + "turn on Layers to see which part of each is the trap and which the library."),
                LabGuide.step("Run the checks",
                        "Press Run checks: send_request_us, handle_request_no_reply_us, "
                        + "handle_request_send_reply_us, handle_ack_us and handle_reply_us appear beside Table 3 "
                        + "with their ratios.")),
            "o_s is the write trap (2.72 us) plus the library's formatting and window bookkeeping; o_r is the "
                + "share of a 16-cell read trap one cell pays plus the dispatch of its handler. A request whose "
                + "handler replies costs more than one whose handler returns nothing, by what the reply's write "
                + "trap adds.",
            "Table 3 (SS-20): send request 5.0 us, handle request with no reply 5.6 us, handle request and "
                + "send a reply 7.7 us, handle an ack 5.0 us, handle a reply 5.2 us. The library adds only about 1 "
                + "us to each trap; the paper calibrates nothing else in. These per-step library costs are the ones "
                + "the model calibrates once against this table, so this lab checks the calibration rather than "
                + "validating it.",
            List.of(
                "Of the 5.0 us a request costs its sender, how much is kernel trap and how much is SSAM's "
                    + "library?",
                "What does the extra cost of handling a request that sends a reply pay for?",
                "If you could halve either the library's cycles or the cost of pushing a cell across the "
                    + "SBus, which would you pick, and why?"));
    }

    @Override
    public LabResult run(LabOptions options) {
        SsamRig rig = new SsamRig(options.seed());
        SsamEndpoint[] batched = batch(rig, true);
        SsamEndpoint[] oneByOne = batch(rig, false);
        List<Metric> metrics = List.of(
                Metric.of("send_request_us", batched[0].ledger().meanMicros(Operation.SEND_REQUEST), "us", 5.0),
                Metric.of("handle_request_no_reply_us",
                        batched[1].ledger().meanMicros(Operation.HANDLE_REQUEST_NO_REPLY), "us", 5.6),
                Metric.of("handle_request_send_reply_us",
                        batched[1].ledger().meanMicros(Operation.HANDLE_REQUEST_SEND_REPLY), "us", 7.7),
                Metric.of("handle_ack_us", oneByOne[0].ledger().meanMicros(Operation.HANDLE_ACK), "us", 5.0),
                Metric.of("handle_reply_us", batched[0].ledger().meanMicros(Operation.HANDLE_REPLY), "us", 5.2));
        List<Check> checks = new java.util.ArrayList<>();
        for (Metric metric : metrics) {
            checks.add(Check.nearPaper(metric, 0.15, CALIBRATED));
        }
        long handled = batched[1].requestsHandled() + oneByOne[1].requestsHandled();
        checks.add(new Check("every_request_handled", handled == 2 * BATCH,
                handled + " of " + 2 * BATCH + " requests ran their handler"));
        return new LabResult(id(), metrics, checks, rig.fingerprint());
    }

    /**
     * {@code withReplies}: 8 requests without and 8 with a reply, responder and requester busy while cells queue;
     * otherwise 16 requests without reply that the responder handles and acknowledges as they come.
     */
    private static SsamEndpoint[] batch(SsamRig rig, boolean withReplies) {
        SsamCluster cluster = rig.cluster(Presets::ssamTwoHosts, BATCH, KernelPath.FAST_TRAPS);
        SsamEndpoint requester = cluster.endpoint(0);
        SsamEndpoint responder = cluster.endpoint(1);
        Workloads.echoHandlers(requester);
        int echo = Workloads.echoHandlers(responder);
        int connection = requester.connect(responder.node());
        responder.connect(requester.node());
        long busyUntil = Time.micros(300);
        if (withReplies) {
            cluster.kernel().schedule(busyUntil, responder::serve);
        } else {
            responder.serve();
        }
        int[] sent = {0};
        Runnable[] next = new Runnable[1];
        next[0] = () -> {
            if (sent[0] == BATCH) {
                cluster.kernel().schedule(2 * busyUntil - cluster.kernel().now(), () -> requester.drain(() -> { }));
                return;
            }
            int handler = withReplies && sent[0] >= BATCH / 2 ? echo : Workloads.sink(echo);
            requester.requestBuffer(connection).putInt(sent[0]++);
            requester.request(connection, handler, next[0]);
        };
        next[0].run();
        cluster.run(Time.micros(10_000));
        return new SsamEndpoint[] {requester, responder};
    }
}
