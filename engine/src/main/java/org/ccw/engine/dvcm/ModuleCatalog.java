package org.ccw.engine.dvcm;

import org.ccw.engine.dvcm.coordination.SenderCoordination;
import org.ccw.engine.dvcm.module.ExtensionModule;

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
    public static IntFunction<ExtensionModule> factory(DvcmOptions.Module config, DvcmOptions options) {
        if (SenderCoordination.NAME.equals(config.name())) {
            int threshold = intParameter(config, "threshold-bytes", options.coordinationThresholdBytes());
            int release = intParameter(config, "early-release-cells", options.earlyTokenReleaseCells());
            return unit -> new SenderCoordination(threshold, release);
        }
        throw new IllegalArgumentException("no DVCM extension module called '" + config.name() + "' (known: "
                + SenderCoordination.NAME + ")");
    }

    private static int intParameter(DvcmOptions.Module config, String key, int otherwise) {
        String value = config.parameters().get(key);
        if (value == null) {
            return otherwise;
        }
        try {
            return Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("module " + config.name() + ": parameter " + key
                    + " must be an integer, not '" + value + "'");
        }
    }
}
