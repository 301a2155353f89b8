package org.ccw.labs.amii;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.ccw.labs.LabPin;

/** The pins {@code LabsTest} holds this package's labs to ({@link LabPin}); a deliberate change updates them. */
final class LabPins {
    static final Map<String, LabPin> PINS = Map.ofEntries(
            Map.entry("amii-send-breakdown", LabPin.simulated(
                    "e062cb03c7ff29f7bf36b259d52079fb15d0b147aab10ead9be1abd257772eaf",
                    List.of("send_overhead_base_cycles", "send_overhead_shm_cycles", "send_overhead_shm_us",
                            "shm_rtt_us", "send_overhead_mp_cycles", "send_call_cycles", "send_checks_cycles",
                            "send_poll_cycles", "send_locate_cycles", "send_tail_cas_cycles",
                            "send_overflow_check_cycles", "send_claim_cas_cycles", "send_fill_cycles"))),
            Map.entry("amii-loggp", LabPin.simulated(
                    "3af1a4b44d44fc78bbdcf1fb1f47a98c58df96fe66d9aa7475be10d2a2987966",
                    Stream.of("shm", "mp_shm", "mp_myri", "myri")
                            .flatMap(column -> Stream.of("L_us", "os_us", "or_us", "g_us", "rtt_us", "G_us_per_byte",
                                    "bw_MBps", "half_power_kB").map(parameter -> column + "_" + parameter))
                            .toList())),
            Map.entry("amii-em3d", LabPin.simulated(
                    "7d09cf94467e5c3eec67dc19c5bc79ca6da2df983e8e2d0656b6e9a003ca37d5",
                    List.of("pct_local_naive", "pct_local_good", "net_max_over_mean_naive", "net_max_over_mean_good",
                            "net_min_over_mean_naive", "net_min_over_mean_good", "phase_us_naive", "phase_us_good",
                            "phase_us_now", "phase_us_now_naive", "good_over_naive", "balance_naive", "balance_good",
                            "now_over_good", "now_over_naive"))),
            Map.entry("amii-nic-balance", LabPin.simulated(
                    "f5b316fe49e442dbc070841b76a37c3e291b4ed5dac2169721823e8cd331b2c3",
                    List.of("pct_local", "exchange_us_clump", "exchange_us_now", "exchange_clump_over_now",
                            "fft_phase_us_clump", "fft_phase_us_now", "clump_over_now", "clump_MBps_per_nic"))),
            Map.entry("amii-polling", LabPin.simulated(
                    "adaee281e3aa1da8745d2133857f906aa37bac43eaa6dd68319402b66506f027",
                    List.of("shm_alone_rtt_us", "mp_shm_rtt_every_poll_us", "mp_shm_rtt_one_in_eight_us",
                            "mp_shm_rtt_adaptive_us", "adaptive_rtt_increase_pct", "local_overhead_added_us",
                            "network_os_saving_us", "network_or_added_us", "in_smp_phase_slowdown_pct"))),
            Map.entry("amii-real", LabPin.realTime(List.of("shm_os_us", "shm_or_us", "shm_rtt_us", "udp_rtt_us",
                    "shm_L_us", "shm_os_p99_us", "shm_or_p99_us", "shm_rtt_p99_us"))));

    private LabPins() {
    }
}
