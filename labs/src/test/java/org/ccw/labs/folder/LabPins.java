package org.ccw.labs.folder;

import java.util.List;
import java.util.Map;
import org.ccw.labs.LabPin;

/** The pins {@code LabsTest} holds this package's labs to ({@link LabPin}); a deliberate change updates them. */
final class LabPins {
    static final Map<String, LabPin> PINS = Map.ofEntries(
            Map.entry("atm-loss-cluster", LabPin.simulated(
                    "3c52d6b30e4f3535da112e62fb32b530fa4c615ec17a5f182483dc1e92f6176f",
                    List.of("one_way_p50_us", "one_way_p90_us", "one_way_max_us",
                            "throughput_0_to_1_MBps", "cells_lost_on_links", "duplicates_discarded", "retransmissions",
                            "switch_port_max_cells", "bulk_handler_mean_us"))));

    private LabPins() {
    }
}
