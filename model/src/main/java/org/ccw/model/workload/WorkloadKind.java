package org.ccw.model.workload;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What a workload asks its job to do, by name, as a scenario file writes it ({@code kind="REMOTE_READ"}). The kinds
 * every stack may play are defined here, once; a stack's own kinds (a paper's microbenchmark or application) are
 * declared by the stack ({@code StackRules.workloadKinds()}) and live in its packages. A name no registered stack
 * declares still loads, so validation can refuse it naming the workload, rather than the file failing to open.
 *
 * <p>One instance per name ({@link #valueOf}), so kinds compare by {@code ==} as well as by {@code equals}. EMF
 * reads and writes the {@code kind} attribute through {@link #valueOf} and {@link #toString}.
 */
public final class WorkloadKind {
    private static final Map<String, WorkloadKind> BY_NAME = new ConcurrentHashMap<>();

    /** One process sends a message to another, which answers when the whole message has arrived; repeated. */
    public static final WorkloadKind PING_PONG = valueOf("PING_PONG");
    /** A request that reads a word of the other process's memory and the reply that brings it. */
    public static final WorkloadKind REMOTE_READ = valueOf("REMOTE_READ");
    /** A request that stores a word into the other process's memory, and its acknowledgment. */
    public static final WorkloadKind REMOTE_STORE = valueOf("REMOTE_STORE");
    /** The second participant sends long messages back to back to the first. */
    public static final WorkloadKind BULK_TRANSFER = valueOf("BULK_TRANSFER");
    /** Every participant but the first sends its messages back to back to the first at the same time. */
    public static final WorkloadKind ALL_TO_ONE_BURST = valueOf("ALL_TO_ONE_BURST");
    /** Phases of a permutation: in phase k every process i sends a message to process (i + k) mod n. */
    public static final WorkloadKind ALL_TO_ALL_PERMUTATION = valueOf("ALL_TO_ALL_PERMUTATION");

    /** The kinds that belong to no stack, in the order the property sheet lists them. */
    public static final List<WorkloadKind> GENERIC = List.of(PING_PONG, REMOTE_READ, REMOTE_STORE, BULK_TRANSFER,
            ALL_TO_ONE_BURST, ALL_TO_ALL_PERMUTATION);

    private final String name;

    private WorkloadKind(String name) {
        this.name = name;
    }

    /**
     * The kind called {@code name} (as a scenario file writes it, e.g. {@code MPBENCH}); the same instance for the
     * same name, whether or not a stack of this build declares it.
     */
    public static WorkloadKind valueOf(String name) {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a workload kind has a name, not \"" + name + "\"");
        }
        return BY_NAME.computeIfAbsent(name.strip(), WorkloadKind::new);
    }

    /** Whether this kind is one every stack may play, rather than a stack's own. */
    public boolean isGeneric() {
        return GENERIC.contains(this);
    }

    /** The name, as the scenario file writes it. */
    public String name() {
        return name;
    }

    /** The name, as the scenario file writes it (EMF serializes the attribute with this). */
    @Override
    public String toString() {
        return name;
    }
}
