package org.ccw.engine.dvcm;

import java.util.List;
import java.util.Map;

import org.ccw.engine.dvcm.config.DvcmConfig;
import org.ccw.engine.dvcm.config.DvcmPackage;
import org.ccw.engine.dvcm.config.ModuleParameter;
import org.ccw.engine.topology.StackOptions;

/**
 * A DVCM job's configuration as the engine runs it, copied from the model's {@link DvcmConfig}.
 *
 * @param controlWindow              control messages a unit may have unacknowledged toward one peer
 * @param coordinationThresholdBytes messages (and bursts) up to this size bypass sender coordination; -1 when the
 *                                   scenario leaves it unset, so that the coordination module derives it from the
 *                                   switch's port buffer
 * @param earlyTokenReleaseCells     release a link token this many cells before a message ends; 0 disables ETR
 * @param modules                    the extension modules to load, in load order ({@link ModuleCatalog} knows them)
 * @param reliableData               the units make the default data service reliable ({@link ReliableData}) in a
 *                                   simulated run too; a real run always does
 */
public record DvcmOptions(int controlWindow, int coordinationThresholdBytes, int earlyTokenReleaseCells,
                          List<Module> modules, boolean reliableData) implements StackOptions {

    /** An extension module to load by name, with its parameters as the scenario gives them (key → text). */
    public record Module(String name, Map<String, String> parameters) {
        public Module {
            parameters = Map.copyOf(parameters);
        }
    }

    public DvcmOptions {
        modules = List.copyOf(modules);
        if (controlWindow < 1 || earlyTokenReleaseCells < 0 || coordinationThresholdBytes < -1) {
            throw new IllegalArgumentException("DVCM options: window >= 1, ETR cells >= 0, threshold >= -1");
        }
    }

    /** The options of {@code config}; an unset threshold stays -1 (derived from the switch). */
    public static DvcmOptions from(DvcmConfig config) {
        boolean thresholdSet = config.eIsSet(DvcmPackage.Literals.DVCM_CONFIG__COORDINATION_THRESHOLD_BYTES);
        List<Module> modules = config.getModules().stream().map(m -> new Module(m.getName(),
                m.getParameters().stream().collect(java.util.stream.Collectors.toMap(ModuleParameter::getKey,
                        p -> p.getValue() == null ? "" : p.getValue(), (a, b) -> b)))).toList();
        return new DvcmOptions(config.getControlWindow(),
                thresholdSet ? config.getCoordinationThresholdBytes() : -1, config.getEarlyTokenReleaseCells(), modules,
                config.isReliableData());
    }
}
