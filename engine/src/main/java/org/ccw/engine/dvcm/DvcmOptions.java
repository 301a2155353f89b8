package org.ccw.engine.dvcm;

import org.ccw.model.cluster.ClusterPackage;
import org.ccw.model.cluster.DvcmConfig;

/**
 * A DVCM job's configuration as the engine runs it, copied from the model's {@link DvcmConfig}.
 *
 * @param controlWindow              control messages a unit may have unacknowledged toward one peer
 * @param coordinationThresholdBytes messages (and bursts) up to this size bypass sender coordination; -1 when the
 *                                   scenario leaves it unset, so that the coordination module derives it from the
 *                                   switch's port buffer
 * @param earlyTokenReleaseCells     release a link token this many cells before a message ends; 0 disables ETR
 */
public record DvcmOptions(int controlWindow, int coordinationThresholdBytes, int earlyTokenReleaseCells) {

    public DvcmOptions {
        if (controlWindow < 1 || earlyTokenReleaseCells < 0 || coordinationThresholdBytes < -1) {
            throw new IllegalArgumentException("DVCM options: window >= 1, ETR cells >= 0, threshold >= -1");
        }
    }

    /** The options of {@code config}; an unset threshold stays -1 (derived from the switch). */
    public static DvcmOptions from(DvcmConfig config) {
        boolean thresholdSet = config.eIsSet(ClusterPackage.Literals.DVCM_CONFIG__COORDINATION_THRESHOLD_BYTES);
        return new DvcmOptions(config.getControlWindow(),
                thresholdSet ? config.getCoordinationThresholdBytes() : -1, config.getEarlyTokenReleaseCells());
    }
}
