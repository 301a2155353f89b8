package org.ccw.engine.topology;

import java.util.List;
import java.util.Objects;

import org.ccw.model.workload.WorkloadKind;

/**
 * A parallel job of the scenario: its stack, that stack's options and where its processes run.
 *
 * @param stack     the name of the registered stack that runs the job; when none does, the model's name of the
 *                  job's configuration class (e.g. {@code AmIIConfig}), as the refusal names it; null for a job
 *                  without a stack (its workload runs as raw cells)
 * @param options   the stack's options; null when no registered stack runs this configuration (such a job
 *                  cannot run, and a run refuses it)
 * @param processes the job's processes in process order (process 0 first)
 * @param workload  what the scenario's workload asks of this job; null when no workload drives it
 */
public record JobSpec(String name, String stack, StackOptions options, List<Placement> processes,
                      Workload workload) {

    public JobSpec {
        Objects.requireNonNull(name);
        processes = List.copyOf(processes);
    }

    /**
     * One process: its name, the host's node id, the index of the processor it runs on and of the NIC its
     * endpoints use ({@link #ANY_NIC}: the stack's choice), and how many endpoints it opens (AM-II: a bundle).
     */
    public record Placement(String name, int host, int cpu, int nic, int endpoints) {
        /** The process names no NIC of its own. */
        public static final int ANY_NIC = -1;

        public Placement {
            if (endpoints < 1) {
                throw new IllegalArgumentException("process " + name + " opens at least one endpoint, not "
                        + endpoints);
            }
        }

        /** A process with one endpoint that names no NIC. */
        public Placement(String name, int host, int cpu) {
            this(name, host, cpu, ANY_NIC, 1);
        }
    }

    /**
     * A workload as a stack's driver plays it.
     *
     * @param kind         the experiment (an enum of the model's vocabulary: an immutable value, not an EMF object)
     * @param messages     messages, reads, blocks or phases (the driver's documentation says which)
     * @param messageBytes user bytes per message
     */
    public record Workload(WorkloadKind kind, int messages, int messageBytes) {
    }

    /** The options as {@code type}; a stack asks for its own. */
    public <T extends StackOptions> T options(Class<T> type) {
        if (!type.isInstance(options)) {
            throw new IllegalArgumentException("job " + name + " runs " + stack + ", not " + type.getSimpleName());
        }
        return type.cast(options);
    }

    /** The node ids of the job's hosts in process order (a host twice if it runs two processes). */
    public List<Integer> hosts() {
        return processes.stream().map(Placement::host).toList();
    }
}
