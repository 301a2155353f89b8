package org.ccw.engine.pvmam.driver;

import org.ccw.engine.pvmam.TransportCosts;
import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.pvmam.pvmd.DaemonCosts;
import org.ccw.model.provenance.Input;

/**
 * The PVMAM stack's own cost inputs, each with its source, for the labs that run it: the transports' and the AM
 * library's ({@link TransportCosts}) and the daemon route's ({@link DaemonCosts}). The machines' costs (clock,
 * memcpy, cache line) come with their presets.
 */
public final class PvmamInputs {
    private PvmamInputs() {
    }

    /** Every stack cost a PVMAM figure may rest on. */
    public static List<Input> all() {
        List<Input> inputs = new ArrayList<>(TransportCosts.inputs());
        inputs.addAll(DaemonCosts.inputs());
        return inputs;
    }
}
