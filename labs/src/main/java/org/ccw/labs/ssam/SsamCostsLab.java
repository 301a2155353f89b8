package org.ccw.labs.ssam;

import java.util.List;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.ssam.KernelPath;
import org.ccw.engine.ssam.Operation;
import org.ccw.engine.ssam.SsamCluster;
import org.ccw.engine.ssam.SsamEndpoint;
import org.ccw.labs.Check;
import org.ccw.labs.Lab;
import org.ccw.labs.LabOptions;
import org.ccw.labs.LabResult;
import org.ccw.labs.Metric;
import org.ccw.labs.ledger.FigureLedger;
import org.ccw.model.provenance.Input;
import org.ccw.engine.ssam.SsamPresets;

/**
 * Table 3 of the SSAM paper (seed 000 §3.4.3): the overhead of each Active Message operation on an SS-20, read
 * from the processes' cost ledgers. As in the paper's measurement, cells are handled in batches ("reading 16
 * cells per trap"): the responder is busy while 16 requests arrive (8 without reply, then 8 with), and the
 * requester is busy while the replies and the explicit ACK come back, which it then reads in one trap.
 */
public final class SsamCostsLab implements Lab {
    private static final int BATCH = 16;
    /** How long each side is busy while cells queue for it. */
    private static final long BUSY_PS = Time.micros(300);
    private static final String CALIBRATED = "library cycles calibrated once against this table (LibraryCosts);"
            + " the traps' parts come from Table 1";

    @Override
    public String id() {
        return "ssam-costs";
    }

    /** Four remote reads between the two SS-20s, one after another: requests, handlers, replies. */
    @Override
    public java.util.Optional<org.ccw.model.cluster.Scenario> scenario() {
        return java.util.Optional.of(Workloads.shortened(SsamPresets.ssamTwoHosts(), 4, 8));
    }


    @Override
    public List<Input> inputs() {
        return SsamInputs.of(SsamPresets.ssamTwoHosts(), KernelPath.FAST_TRAPS);
    }

    @Override
    public LabResult run(LabOptions options) {
        SsamRig rig = new SsamRig(options);
        SsamEndpoint[] batched = batch(rig);
        List<Metric> metrics = List.of(
                Metric.calibrated("send_request_us", batched[0].ledger().meanMicros(Operation.SEND_REQUEST), "us", 5.0),
                Metric.calibrated("handle_request_no_reply_us",
                        batched[1].ledger().meanMicros(Operation.HANDLE_REQUEST_NO_REPLY), "us", 5.6),
                Metric.calibrated("handle_request_send_reply_us",
                        batched[1].ledger().meanMicros(Operation.HANDLE_REQUEST_SEND_REPLY), "us", 7.7),
                Metric.calibrated("handle_ack_us", batched[0].ledger().meanMicros(Operation.HANDLE_ACK), "us", 5.0),
                Metric.calibrated("handle_reply_us", batched[0].ledger().meanMicros(Operation.HANDLE_REPLY), "us", 5.2));
        List<Check> checks = new java.util.ArrayList<>();
        for (Metric metric : metrics) {
            checks.add(Check.nearPaper(metric, 0.15, CALIBRATED));
        }
        long handled = batched[1].requestsHandled();
        checks.add(new Check("every_request_handled", handled == BATCH,
                handled + " of " + BATCH + " requests ran their handler"));
        LabResult result = new LabResult(id(), metrics, checks, rig.fingerprint());
        return options.ledger() ? result.withLedgers(ledgers(rig, batched)) : result;
    }

    /**
     * Where the batch's time went, by host: the requester's charges while it sends (per request), the responder's
     * over the run (per request handled: the two handle figures together, its explicit ACK included) and the
     * requester's once it reads the answers (per reply or ACK: the two figures of the reply side together). The
     * engine splits a read trap's cost over the cells it moved; a ledger lists the trap as charged.
     */
    private static List<FigureLedger> ledgers(SsamRig rig, SsamEndpoint[] batched) {
        int requester = batched[0].node();
        int responder = batched[1].node();
        long answers = batched[0].ledger().count(Operation.HANDLE_REPLY) + batched[0].ledger().count(
                Operation.HANDLE_ACK);
        return List.of(
                rig.ledgerOfLastRun("send_request_us", "per request, requester",
                        c -> c.node() == requester && c.startPs() < BUSY_PS, BATCH),
                rig.ledgerOfLastRun("handle_request_no_reply_us + handle_request_send_reply_us",
                        "per request handled (8 without a reply, 8 with), responder", c -> c.node() == responder,
                        BATCH),
                rig.ledgerOfLastRun("handle_reply_us + handle_ack_us", "per reply or ACK read, requester",
                        c -> c.node() == requester && c.startPs() >= BUSY_PS, answers));
    }

    /** 8 requests without and 8 with a reply, responder and requester busy while cells queue. */
    private static SsamEndpoint[] batch(SsamRig rig) {
        SsamCluster cluster = rig.cluster(SsamPresets::ssamTwoHosts, BATCH, KernelPath.FAST_TRAPS);
        SsamEndpoint requester = cluster.endpoint(0);
        SsamEndpoint responder = cluster.endpoint(1);
        Workloads.echoHandlers(requester);
        int echo = Workloads.echoHandlers(responder);
        int connection = requester.connect(responder.node());
        responder.connect(requester.node());
        long busyUntil = BUSY_PS;
        cluster.kernel().schedule(busyUntil, responder::serve);
        int[] sent = {0};
        Runnable[] next = new Runnable[1];
        next[0] = () -> {
            if (sent[0] == BATCH) {
                cluster.kernel().schedule(2 * busyUntil - cluster.kernel().now(), () -> requester.drain(() -> { }));
                return;
            }
            int handler = sent[0] >= BATCH / 2 ? echo : Workloads.sink(echo);
            requester.requestBuffer(connection).putInt(sent[0]++);
            requester.request(connection, handler, next[0]);
        };
        next[0].run();
        cluster.run(Time.micros(10_000));
        return new SsamEndpoint[] {requester, responder};
    }
}
