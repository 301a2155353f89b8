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
            "ssam-remote-read", List.of("remote_read_rtt_us", "remote_store_us", "remote_read_rtt_switch_us",
                    "switch_added_rtt_us"),
            "ssam-bulk", List.of("bulk_write_MBps", "fiber_payload_MBps"));

    private static final Map<String, String> FINGERPRINTS = Map.of(
            "ssam-traps", "9d6b71e85d560adb36708427f8352e2c3147affeffe26ccf11690deb66db1930",
            "ssam-costs", "8243856d62b8b0c20beb1fb61a4d38b942dd4adda8175583f552849763119a5b",
            "ssam-remote-read", "1353f249a61f97c09489c90d2e7a0a89e935a8ab227cf362c054bebecdfb52a6",
            "ssam-bulk", "c5c9dba0bbbe27fc4335bc9dbcea92fbe4bd48825f35bda2ce723409d583be42");

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
            assertEquals(List.of("name", "passed", "detail"), fieldNames(check));
        }
        assertEquals(METRICS.get(lab.id()), result.metrics().stream().map(Metric::name).toList());
        assertTrue(result.metrics().stream().allMatch(m -> Double.isFinite(m.value()) && m.value() > 0));
        assertEquals(FINGERPRINTS.get(lab.id()), result.fingerprint());
        assertEquals(result.fingerprint(), lab.run(LabOptions.defaults()).fingerprint(), "same seed, same trace");
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new java.util.ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
