package org.ccw.labs.ssam;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.ccw.labs.LabPin;

/** The pins {@code LabsTest} holds this package's labs to ({@link LabPin}); a deliberate change updates them. */
final class LabPins {
    static final Map<String, LabPin> PINS = Map.ofEntries(
            Map.entry("ssam-traps", LabPin.simulated(
                    "11eb71b0ae8d20f595f05847977ab37f86531c66822447df00cb66f03109945f",
                    List.of("write_trap_us", "read_trap_1cell_us", "write_syscall_us",
                            "read_syscall_1cell_us"))),
            Map.entry("ssam-costs", LabPin.simulated(
                    "aad98bdda5c4492a2a5d56493ed88d7ad86ada975a667718b68244246f45434b",
                    List.of("send_request_us", "handle_request_no_reply_us",
                            "handle_request_send_reply_us", "handle_ack_us", "handle_reply_us"))),
            Map.entry("ssam-remote-read", LabPin.simulated(
                    "cdbe2922d68712cde68517f5ad2f2f9c1a63cf9a1848a325378f733fbefb86cb",
                    List.of("remote_read_rtt_us", "remote_store_us",
                            "remote_store_to_handler_us", "remote_read_rtt_switch_us", "switch_added_rtt_us"))),
            Map.entry("ssam-bulk", LabPin.simulated(
                    "b2f904c14fc887341b371a14763b5a3b223a3f5b679c18267adbd8d58cfb02f6",
                    List.of("bulk_write_MBps", "fiber_payload_MBps"))),
            Map.entry("ssam-loss", LabPin.simulated(
                    "c686fb9b58680b95c4669aa43d63fcfeff81942a7e013529d22a5cfc7253a777",
                    List.of("goodput_loss0_requests_per_ms", "retransmissions_loss5",
                            "goodput_ratio_loss5", "retransmissions_loss10", "goodput_ratio_loss10", "retransmissions_loss30",
                            "goodput_ratio_loss30"))),
            Map.entry("ssam-contention", LabPin.simulated(
                    "f80758cef6750cf92737118f4c77f62cb41a0888c677984e70846424cf136e7e",
                    ssamContentionMetrics())));

    private LabPins() {
    }

    /** Per (pattern, hosts, window): loss, where cells died, retransmissions, goodput, phase time (issue 4). */
    private static List<String> ssamContentionMetrics() {
        List<String> names = new ArrayList<>();
        for (String pattern : List.of("cyclic_shift", "data_dependent")) {
            for (int hosts : List.of(8, 16)) {
                for (int window : List.of(1, 4, 8, 32)) {
                    String tag = pattern + "_" + hosts + "h_w" + window;
                    for (String metric : List.of("cell_loss_rate_", "switch_drops_", "fifo_drops_",
                            "retransmissions_", "goodput_MBps_", "phase_time_us_")) {
                        names.add(metric + tag);
                    }
                }
            }
        }
        return names;
    }
}
