package org.ccw.engine.topology;

import java.util.List;

import org.ccw.engine.tcp.TcpSettings;

/**
 * A workstation or SMP: one or more processors and one or more NICs (NIC i is the host's port i).
 *
 * @param id                     node id, dense and shared with switches
 * @param kernel                 the costs of its kernel's communication paths; null when the model gives none
 * @param memoryBytesPerSecond   aggregate bandwidth of its memory banks, which its processors' copies share; 0:
 *                               not limited
 * @param tcp                    its operating system's TCP (the kernel's timers and default socket buffers)
 */
public record HostSpec(int id, String name, List<ProcessorSpec> processors, List<NicSpec> nics,
                       KernelCostTable kernel, double memoryBytesPerSecond, TcpSettings tcp) {
    public HostSpec {
        processors = List.copyOf(processors);
        nics = List.copyOf(nics);
        if (processors.isEmpty()) {
            throw new IllegalArgumentException("host " + name + " has no processor");
        }
        if (tcp == null) {
            throw new IllegalArgumentException("host " + name + " has no TCP");
        }
    }

    /** A host whose TCP is {@link TcpSettings#BSD_1998}. */
    public HostSpec(int id, String name, List<ProcessorSpec> processors, List<NicSpec> nics,
            KernelCostTable kernel, double memoryBytesPerSecond) {
        this(id, name, processors, nics, kernel, memoryBytesPerSecond, TcpSettings.BSD_1998);
    }

    /** A host whose kernel costs nothing is modelled (hardware-only tests and benchmarks). */
    public HostSpec(int id, String name, List<ProcessorSpec> processors, List<NicSpec> nics) {
        this(id, name, processors, nics, null, 0);
    }
}
