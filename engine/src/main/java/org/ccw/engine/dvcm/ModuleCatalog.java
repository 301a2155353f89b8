package org.ccw.engine.dvcm;

import org.ccw.engine.dvcm.coordination.SenderCoordination;
import org.ccw.engine.dvcm.module.ExtensionModule;
import org.ccw.model.cluster.ExtensionModuleConfig;
import org.ccw.model.cluster.ModuleParameter;

import java.util.function.IntFunction;

/**
 * The extension modules a scenario can load by name ({@code DvcmConfig.modules}), and how their parameters are
 * read. Known: {@value SenderCoordination#NAME}, with optional parameters {@code threshold-bytes} and
 * {@code early-release-cells} that override the DVCM configuration's values for this module.
 */
public final class ModuleCatalog {
    private ModuleCatalog() {
    }

    /**
     * A factory that makes the module of {@code config} for each unit (by the unit's node id).
     *
     * @throws IllegalArgumentException for an unknown module name or a malformed parameter
     */
    public static IntFunction<ExtensionModule> factory(ExtensionModuleConfig config, DvcmOptions options) {
        if (SenderCoordination.NAME.equals(config.getName())) {
            int threshold = intParameter(config, "threshold-bytes", options.coordinationThresholdBytes());
            int release = intParameter(config, "early-release-cells", options.earlyTokenReleaseCells());
            return unit -> new SenderCoordination(threshold, release);
        }
        throw new IllegalArgumentException("no DVCM extension module called '" + config.getName() + "' (known: "
                + SenderCoordination.NAME + ")");
    }

    private static int intParameter(ExtensionModuleConfig config, String key, int otherwise) {
        for (ModuleParameter p : config.getParameters()) {
            if (key.equals(p.getKey())) {
                try {
                    return Integer.parseInt(p.getValue().trim());
                } catch (NumberFormatException | NullPointerException e) {
                    throw new IllegalArgumentException("module " + config.getName() + ": parameter " + key
                            + " must be an integer, not '" + p.getValue() + "'");
                }
            }
        }
        return otherwise;
    }
}
