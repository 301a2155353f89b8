package org.ccw.model.presets;

import java.util.List;
import java.util.Optional;

import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Job;
import org.ccw.model.cluster.Scenario;

/**
 * The papers' LogGP figures for the machines the presets model, to print beside a fit of a run on this machine
 * ("your machine: o_s = …, the 1994 SPARCstation-20: 5.0 µs"). A figure the paper does not give is NaN: nothing
 * here is derived or assumed.
 *
 * @param machine  the machine and year, as a student reads it
 * @param source   where the figures are in the paper
 * @param osUs     send overhead o_s, µs
 * @param orUs     receive overhead o_r, µs
 * @param rttUs    round trip of a short request and its reply, µs
 * @param latencyUs L, µs
 * @param gapUs    g, µs
 */
public record LogGPFigures(String machine, String source, double osUs, double orUs, double rttUs, double latencyUs,
                           double gapUs) {

    /** The SSAM paper's SS-20 (seed 000): Table 3's send request and handle request (no reply); §3.4.4's read. */
    static final LogGPFigures SS20 = new LogGPFigures("the 1994 SPARCstation-20 (SSAM)",
            Papers.SSAM + ", Table 3 (send request; handle request, no reply) and §3.4.4 (remote read)",
            5.0, 5.6, 32, Double.NaN, Double.NaN);
    /** AM-II's Clump across Myrinet (seed 002, Table 2, mp_myri column). */
    static final LogGPFigures E5000_MYRINET = new LogGPFigures("the 1997 Sun Enterprise 5000 across Myrinet (AM-II)",
            Papers.AM_II + ", Table 2 (mp_myri)", 3.3, 8.6, 55, 15.5, 17.6);
    /** AM-II between two processes of one Enterprise 5000 (seed 002, Table 2, shm column). */
    static final LogGPFigures E5000_SHARED_MEMORY = new LogGPFigures(
            "the 1997 Sun Enterprise 5000 through shared memory (AM-II)", Papers.AM_II + ", Table 2 (shm)",
            1.8, 1.3, 5.6, -0.3, 3.1);

    /**
     * The paper's figures for the machine {@code scenario}'s first job with processes runs on — between its first
     * two processes, so an SMP's pair is its shared-memory column — or empty when no paper measured that machine.
     */
    public static Optional<LogGPFigures> of(Scenario scenario) {
        for (Job job : scenario.getCluster().getJobs()) {
            List<Host> hosts = job.getProcesses().stream()
                    .filter(p -> p.getProcessor() != null && p.getProcessor().eContainer() instanceof Host)
                    .map(p -> (Host) p.getProcessor().eContainer()).limit(2).toList();
            if (!hosts.isEmpty()) {
                boolean oneHost = hosts.size() == 1 || hosts.get(0) == hosts.get(1);
                return forPreset(String.valueOf(hosts.get(0).getPreset()), oneHost);
            }
        }
        return Optional.empty();
    }

    /** The figures of the machine preset {@code preset} ({@link MachinePresets}' names), within one host or across. */
    public static Optional<LogGPFigures> forPreset(String preset, boolean withinOneHost) {
        return switch (preset) {
            case MachinePresets.SS20 -> withinOneHost ? Optional.empty() : Optional.of(SS20);
            case MachinePresets.ENTERPRISE_5000 ->
                Optional.of(withinOneHost ? E5000_SHARED_MEMORY : E5000_MYRINET);
            default -> Optional.empty();
        };
    }
}
