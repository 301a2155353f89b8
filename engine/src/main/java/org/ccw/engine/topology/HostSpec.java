package org.ccw.engine.topology;

import java.util.List;

/**
 * A workstation or SMP: one or more processors and one or more NICs (NIC i is the host's port i).
 *
 * @param id node id, dense and shared with switches
 */
public record HostSpec(int id, String name, List<ProcessorSpec> processors, List<NicSpec> nics) {
    public HostSpec {
        processors = List.copyOf(processors);
        nics = List.copyOf(nics);
        if (processors.isEmpty()) {
            throw new IllegalArgumentException("host " + name + " has no processor");
        }
    }
}
