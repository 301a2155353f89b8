package org.ccw.labs.dvcm;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.ccw.labs.LabPin;

/** The pins {@code LabsTest} holds this package's labs to ({@link LabPin}); a deliberate change updates them. */
final class LabPins {
    static final Map<String, LabPin> PINS = Map.ofEntries(
            Map.entry("dvcm-contention", LabPin.simulated(
                    "72f210e0d2337f170284dab190d80ca3ded8aa8f3bc7818c44f1bc434f05a8ec",
                    contentionMetrics())),
            Map.entry("dvcm-latency", LabPin.simulated(
                    "40ffd443cebc37317283068bc1186a99d55e8b888f1ae9f3df3c37bed6d96387",
                    List.of("coprocessor_latency_us", "application_latency_us",
                            "interrupt_kernel_handler_us", "interrupt_signal_handler_us"))),
            Map.entry("dvcm-real", LabPin.realTime(List.of("uncoordinated_message_loss",
                    "coordinated_message_loss", "uncoordinated_switch_drops", "coordinated_switch_drops",
                    "uncoordinated_receive_fraction_of_link", "coordinated_receive_fraction_of_link"))));

    private LabPins() {
    }

    /** Per (mode, senders, size): receive bandwidth, fraction of the link, message loss rate (issue 8). */
    private static List<String> contentionMetrics() {
        List<String> names = new ArrayList<>();
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
}
