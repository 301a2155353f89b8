package org.ccw.model.validation;

import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

import org.ccw.model.cluster.Cluster;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.NetworkInterface;
import org.ccw.model.cluster.Process;
import org.ccw.model.cluster.StackConfig;
import org.ccw.model.workload.WorkloadKind;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;

/**
 * What this build knows of one protocol stack before a run: which job configurations it runs and what a process
 * of it needs from its host. Stacks register as a {@link ServiceLoader} service of this type (the engine's
 * stacks extend it), so validation names every stack the build runs without naming any: a job whose stack no
 * registered rules run is a problem before the run, never a run of something else.
 */
public interface StackRules {

    /** The stack's short name, as run summaries and traces call it, e.g. {@code echo}. */
    String name();

    /** The configuration class of the jobs this stack runs (a subclass of {@code StackConfig}). */
    EClass configClass();

    /** Whether a job configured with {@code config} runs on this stack. */
    default boolean runs(StackConfig config) {
        return config != null && configClass().isSuperTypeOf(config.eClass());
    }

    /**
     * Whether each host runs at most one of a job's processes: true for stacks that name a process's peers by
     * host (one connection, one socket per host).
     */
    default boolean oneProcessPerHost() {
        return true;
    }

    /**
     * Whether {@code process} (of a job of this stack) sends through its host's network interface, which must then
     * be linked; false for a process that talks only through its host's memory.
     */
    default boolean needsNetwork(Process process) {
        return true;
    }

    /**
     * The network interface of {@code host} that {@code process} (of a job of this stack) sends and receives
     * through: the one it names, else the host's first; empty when the host has none. A stack whose processes
     * share an SMP's NICs (AM-II) spreads them; the engine, validation and the canvas all ask this.
     */
    default Optional<NetworkInterface> nicOf(Process process, Host host) {
        return namedOrFirstNic(process, host);
    }

    /** The NIC {@code process} names, else its host's first: the rule of a stack that has none of its own. */
    static Optional<NetworkInterface> namedOrFirstNic(Process process, Host host) {
        if (process.getNic() != null) {
            return Optional.of(process.getNic());
        }
        return host.getNics().stream().findFirst();
    }

    /** The NICs of {@code host} that a link reaches, in the host's order. */
    static List<NetworkInterface> linkedNics(Host host) {
        if (!(host.eContainer() instanceof Cluster cluster)) {
            return List.of();
        }
        return host.getNics().stream().filter(nic -> cluster.getLinks().stream()
                .anyMatch(link -> link.getEnd1() == nic || link.getEnd2() == nic)).toList();
    }

    /**
     * The host costs this stack charges its processes' hosts (attributes of {@code Host}, e.g. {@code memcpyMBps}):
     * validation reports a host that leaves one unset ({@code cost-unset}), so no figure rests on a silent default.
     */
    default List<EAttribute> hostCosts() {
        return List.of();
    }

    /**
     * The workload kinds only this stack plays (a paper's own benchmark or application), beside the generic ones
     * ({@link WorkloadKind#GENERIC}); a workload of one of them on a job of another stack is a problem before the run.
     */
    default List<WorkloadKind> workloadKinds() {
        return List.of();
    }

    /**
     * Reports what {@code process} (of a job of this stack, on {@code host}, whose placement is sound) needs
     * beyond a well-formed model; nothing by default.
     */
    default void checkProcess(Process process, Host host, Problems problems) {
    }

    /** Where a stack's rules report a problem. */
    interface Problems {
        /**
         * An error at {@code at} (the element the user should fix) under {@code constraint}, a short id such as
         * {@code kernel-costs}.
         */
        void errorAt(EObject at, String constraint, String message);
    }

    /** The rules of every stack on the class path, in registration order. */
    static List<StackRules> installed() {
        return Installed.ALL;
    }

    /** Every workload kind this build knows: the generic ones, then each registered stack's, in registration order. */
    static List<WorkloadKind> knownWorkloadKinds() {
        return java.util.stream.Stream.concat(WorkloadKind.GENERIC.stream(),
                installed().stream().flatMap(r -> r.workloadKinds().stream())).distinct().toList();
    }

    /** The registered rules whose stack runs {@code config}, if any. */
    static Optional<StackRules> of(StackConfig config) {
        return installed().stream().filter(r -> r.runs(config)).findFirst();
    }

    /** Loaded once: the class path does not change while the workbench runs. */
    final class Installed {
        private static final List<StackRules> ALL = ServiceLoader.load(StackRules.class, StackRules.class.getClassLoader()).stream()
                .map(ServiceLoader.Provider::get)
                .toList();

        private Installed() {
        }
    }
}
