package org.ccw.engine.ssam;

import java.util.List;

import org.ccw.model.provenance.Input;
import org.ccw.model.provenance.Source;

/**
 * The user-level SSAM library's own work per step, in CPU cycles of the host's processor (seed 000 §3.3.2,
 * §3.4.3). The paper gives no breakdown, only that formatting and flow control add "little (about 1 µs on the
 * SS-20)" to the traps; these figures are therefore <b>calibrated</b> against Table 3 once (see
 * {@link #SPARCSTATION_20}) and everything the labs validate (round trips, stores, bulk bandwidth) must emerge
 * from them without further tuning.
 *
 * @param formatCellCycles      fill in a cell's header (flow control, handler) around the user's data
 * @param sendFlowControlCycles requester: find a window slot, keep the copy for retransmission, arm the timer
 * @param receiveFlowControlCycles responder: check the sequence number, keep the request in its buffer
 * @param acknowledgeCycles     requester: retire an acknowledged request and its copy, slide the window
 * @param dispatchCycles        look the handler up and call it
 */
public record LibraryCosts(double formatCellCycles, double sendFlowControlCycles, double receiveFlowControlCycles,
                           double acknowledgeCycles, double dispatchCycles) {

    /**
     * SS-20 (60 MHz) calibration against Table 3: send request 5.0 µs = write-read trap with no cell read (3.71)
     * + format + send flow control (77 cycles ≈ 1.28 µs); handle ack 5.0 = a sixteenth of a read trap's entry
     * + one cell's pull, demux and store (4.62) + acknowledge (23 cycles); handle reply 5.2 adds dispatch (12);
     * handle request without reply 5.6 = 4.62 + receive flow control and dispatch (46) + a share of the batch's
     * explicit ACK.
     */
    public static final LibraryCosts SPARCSTATION_20 = new LibraryCosts(20, 57, 34, 23, 12);

    /** What these costs were fitted to: SSAM's one calibrated input. */
    public static final Source CALIBRATION = Source.calibrated("seed 000 Table 3, SS-20 column (send request,"
            + " handle ack, handle reply, handle request without reply)");

    /** These costs as inputs ({@code lab inputs}), each calibrated against Table 3; names as the charges'. */
    public List<Input> inputs() {
        return List.of(
                new Input("ssam.format_cell", formatCellCycles, "cycles", CALIBRATION),
                new Input("ssam.send_flow_control", sendFlowControlCycles, "cycles", CALIBRATION),
                new Input("ssam.receive_flow_control", receiveFlowControlCycles, "cycles", CALIBRATION),
                new Input("ssam.acknowledge", acknowledgeCycles, "cycles", CALIBRATION),
                new Input("ssam.dispatch", dispatchCycles, "cycles", CALIBRATION));
    }

    public LibraryCosts {
        for (double c : new double[] {formatCellCycles, sendFlowControlCycles, receiveFlowControlCycles,
                acknowledgeCycles, dispatchCycles}) {
            if (!(c >= 0)) {
                throw new IllegalArgumentException("library costs are cycles >= 0: " + c);
            }
        }
    }
}
