package org.ccw.labs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every lab as a regression test: it runs, its JSON has exactly the agreed shape, its metrics are the ones the
 * issue lists, and its trace fingerprint is the pinned one (a deliberate model change updates the pin in the same
 * commit).
 */
class LabsTest {
    private static final Map<String, List<String>> METRICS = Map.of(
            "ssam-traps", List.of("write_trap_us", "read_trap_1cell_us", "write_syscall_us", "read_syscall_1cell_us"),
            "ssam-costs", List.of("send_request_us", "handle_request_no_reply_us", "handle_request_send_reply_us",
                    "handle_ack_us", "handle_reply_us"),
            "ssam-remote-read", List.of("remote_read_rtt_us", "remote_store_us", "remote_store_to_handler_us",
                    "remote_read_rtt_switch_us", "switch_added_rtt_us"),
            "ssam-bulk", List.of("bulk_write_MBps", "fiber_payload_MBps"),
            "ssam-loss", List.of("goodput_loss0_requests_per_ms", "retransmissions_loss5", "goodput_ratio_loss5",
                    "retransmissions_loss10", "goodput_ratio_loss10", "retransmissions_loss30", "goodput_ratio_loss30"),
            "ssam-contention", ssamContentionMetrics(),
            "dvcm-contention", contentionMetrics(),
            "dvcm-latency", List.of("coprocessor_latency_us", "application_latency_us", "interrupt_kernel_handler_us",
                    "interrupt_signal_handler_us"));

    /** Per (pattern, hosts, window): loss, where cells died, retransmissions, goodput, phase time (issue 4). */
    private static List<String> ssamContentionMetrics() {
        List<String> names = new java.util.ArrayList<>();
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

    /** Per (mode, senders, size): receive bandwidth, fraction of the link, message loss rate (issue 8). */
    private static List<String> contentionMetrics() {
        List<String> names = new java.util.ArrayList<>();
        for (String mode : List.of("none", "none_epd", "token", "token_etr")) {
            for (int senders = 1; senders <= 3; senders++) {
                for (int bytes : List.of(64, 256, 512, 768, 1024, 2048, 4096, 6144, 8192, 10240)) {
                    String tag = senders + "s_" + bytes + "B_" + mode;
                    names.addAll(List.of("receive_MBps_" + tag, "link_fraction_" + tag, "message_loss_rate_" + tag));
                }
            }
        }
        return names;
    }

    private static final Map<String, String> FINGERPRINTS = Map.of(
            "ssam-traps", "310c016a06daf626fbd4f3680de3603bdfd0daed9fed3096ff4c5b7a8b6aed2e",
            "ssam-costs", "1e46138338691578fd8b35c4a6c400c1dcbb1fc69e36b60f9951e91b45c1ebc1",
            "ssam-remote-read", "8ec6d7f5f173c0bffc7d7e7f380149e8c1d1b15dc9bf8d89838d2b16b4ca7ac6",
            "ssam-bulk", "8dde415afd9dd450f52f7a3faf6af0f5e8a6ea17124a54e74fa3cea29fbcac14",
            "ssam-loss", "9af22f39e646d927b330e8692544ef965010c725c5162fa7f339e32fe3dad26a",
            "ssam-contention", "8ec1b18d937120aa4df3bae2accf44e60e665d01dd3fbe3801d6357aa804d070",
            "dvcm-contention", "350efb9eac9938e995db56b8c08b87805ad05aaaf7b783c176431f5f0dcbca69",
            "dvcm-latency", "4176f889576ce929121cbe26ffc0bb9f5b72adbb0334f8077b691b433e856399");

    static List<Lab> labs() {
        return Labs.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("labs")
    void runsReportsItsMetricsAsJsonAndKeepsItsFingerprint(Lab lab) throws Exception {
        LabResult result = lab.run(LabOptions.defaults());

        JsonNode json = new ObjectMapper().readTree(result.toJson());
        assertEquals(lab.id(), json.get("lab").asText());
        assertEquals(List.of("lab", "metrics", "checks"), fieldNames(json));
        for (JsonNode metric : json.get("metrics")) {
            assertEquals(List.of("name", "value", "unit", "paper", "ratio"), fieldNames(metric));
        }
        for (JsonNode check : json.get("checks")) {
            assertEquals(List.of("name", "passed", "outcome", "detail"), fieldNames(check));
            assertEquals(check.get("outcome").asText().equals("fail"), !check.get("passed").asBoolean());
        }
        assertEquals(METRICS.get(lab.id()), result.metrics().stream().map(Metric::name).toList());
        // a loss rate may be 0; nothing measured is negative or undefined
        assertTrue(result.metrics().stream().allMatch(m -> Double.isFinite(m.value()) && m.value() >= 0));
        assertTrue(result.passed(), () -> result.checks().stream().filter(c -> !c.passed()).toList().toString());
        assertEquals(FINGERPRINTS.get(lab.id()), result.fingerprint());
        assertEquals(result.fingerprint(), lab.run(LabOptions.defaults()).fingerprint(), "same seed, same trace");
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new java.util.ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
