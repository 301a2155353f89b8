package org.ccw.labs.pvmam;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.ccw.labs.LabPin;

/** The pins {@code LabsTest} holds this package's labs to ({@link LabPin}); a deliberate change updates them. */
final class LabPins {
    static final Map<String, LabPin> PINS = Map.ofEntries(
            Map.entry("pvmam-real", LabPin.realTime(List.of("udp_rtt_ratio_p50", "udp_rtt_ratio_p99",
                    "tcp_bulk_fraction_of_raw", "raw_udp_rtt_p50_us", "raw_udp_rtt_p99_us", "pvmam_udp_rtt_p50_us",
                    "pvmam_udp_rtt_p99_us", "raw_tcp_bulk_MBps", "pvmam_tcp_bulk_MBps"))),
            Map.entry("pvmam-mpbench", LabPin.simulated(
                    "65a9c8d809ba36e90c7f81d70aee37488800cab3a13859b7aeba3a42f5ecc95c",
                    Stream.concat(Stream.of("solaris_pvm_direct", "solaris_pvmam_udp", "solaris_pvmam_tcp",
                                    "solaris_pvm_daemon", "linux_pvm_direct", "linux_pvmam_udp", "linux_pvmam_tcp",
                                    "linux_pvmam_bpi", "linux_pvm_daemon", "linux_pvmam_bpi_no_receive_copy")
                                    .flatMap(c -> Stream.of(c + "_latency_8B_us", c + "_peak_MBps")),
                            Stream.of("linux_bpi_raw_peak_MBps", "solaris_udp_bw_over_pvm_direct",
                                    "linux_bpi_bw_over_pvm_direct", "linux_udp_latency_8B_over_pvm_direct",
                                    "linux_pvm_direct_bw_32KB_over_4KB", "linux_pvm_direct_bw_16KB_over_8KB",
                                    "linux_bpi_no_receive_copy_bw_MBps", "linux_bpi_no_receive_copy_bw_over_with_copy",
                                    "linux_bpi_receive_copy_cost_MBps", "linux_udp_latency_8B_over_pvm_daemon"))
                            .toList())),
            Map.entry("pvmam-fft", LabPin.simulated(
                    "7803dafbae7140f8b1adab9c811044546fbcedf5e5e3cc90c70b0c31d601c832",
                    Stream.concat(Stream.of("pvm_atm", "pvmam_atm", "pvm_ethernet", "pvmam_ethernet")
                                    .flatMap(c -> Stream.of("time_1_" + c + "_s", "time_2_" + c + "_s",
                                            "speedup_2_" + c, "time_4_" + c + "_s", "speedup_4_" + c,
                                            "time_8_" + c + "_s", "speedup_8_" + c)),
                            Stream.of("time_8_pvmam_atm_over_ethernet", "time_8_pvmam_over_pvm_atm",
                                    "time_8_pvmam_over_pvm_ethernet", "time_8_pvm_atm_lossless_s",
                                    "time_8_pvmam_atm_lossless_s", "time_8_pvm_ethernet_lossless_s",
                                    "time_8_pvmam_ethernet_lossless_s", "row_latency_atm_over_ethernet",
                                    "row_bandwidth_atm_over_ethernet"))
                            .toList())));

    private LabPins() {
    }
}
