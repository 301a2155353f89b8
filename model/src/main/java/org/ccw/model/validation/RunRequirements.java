package org.ccw.model.validation;

import java.util.HashMap;
import java.util.Map;
import org.ccw.model.cluster.Cluster;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Job;
import org.ccw.model.cluster.KernelCosts;
import org.ccw.model.cluster.NetworkInterface;
import org.ccw.model.cluster.Process;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.cluster.Workload;
import org.ccw.model.workload.WorkloadKind;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;

/**
 * What a run needs that a well-formed model may still lack: the constraints that keep a scenario which validates
 * clean from failing when it runs. A job's workload needs two processes to talk; a job without a workload would
 * run nothing (and the run would drive raw cells instead, which is not what the user drew); a process's host
 * needs a linked network interface (its first: the one the run sends through); a job's stack must be one this
 * build runs ({@link StackRules}, registered by each stack), and the stack adds what its processes need of their
 * hosts (a stack that charges kernel costs for every send and poll needs them: a palette host saved with every
 * cost 0 once made a process poll forever at one instant), and every host cost the stack charges set, not left
 * at the metamodel's default ({@code cost-unset}). The engine guards the same at run set-up; this names the
 * problem first.
 */
final class RunRequirements {

    static final String JOB_STACK = "job-stack";
    static final String JOB_PROCESSES = "job-processes";
    static final String JOB_WORKLOAD = "job-workload";
    static final String PROCESS_NETWORK = "process-network";
    static final String KERNEL_COSTS = "kernel-costs";
    static final String COST_UNSET = "cost-unset";
    static final String NOTHING_TO_RUN = "nothing-to-run";
    static final String WORKLOAD_KIND = "workload-kind";

    /** Processes a job's workload needs: a sender and a receiver. */
    static final int MIN_PROCESSES = 2;

    private RunRequirements() {
    }

    static void checkJob(Job job, ClusterConstraints.Checks checks) {
        if (job.getStack() == null) {
            return;
        }
        Scenario scenario = scenarioOf(job);
        boolean driven = scenario == null || scenario.getWorkloads().stream().anyMatch(w -> w.getJob() == job);
        StackRules rules = StackRules.of(job.getStack()).orElse(null);
        if (rules == null) {
            checks.error(JOB_STACK, "job " + job.getName() + " runs " + job.getStack().eClass().getName()
                    + ", a stack this build does not run yet (it runs " + String.join(", ",
                    StackRules.installed().stream().map(r -> r.configClass().getName()).toList())
                    + "); choose one of those");
        } else if (!driven) {
            checks.error(JOB_WORKLOAD, "job " + job.getName() + " has no workload, so a run would not use it;"
                    + " add a workload for it or delete the job");
        } else if (job.getProcesses().size() < MIN_PROCESSES) {
            checks.error(JOB_PROCESSES, "job " + job.getName() + " has " + job.getProcesses().size()
                    + (job.getProcesses().size() == 1 ? " process" : " processes") + "; its workload needs at least "
                    + MIN_PROCESSES + " (drop the Process tool on two hosts)");
        } else if (rules.oneProcessPerHost()) {
            checkOneProcessPerHost(job, checks);
        }
    }

    /** Stacks that name a process's peers by host run one of the job's processes per host. */
    private static void checkOneProcessPerHost(Job job, ClusterConstraints.Checks checks) {
        Map<EObject, Process> byHost = new HashMap<>();
        for (Process process : job.getProcesses()) {
            EObject host = process.getProcessor() == null ? null : process.getProcessor().eContainer();
            Process earlier = host == null ? null : byHost.putIfAbsent(host, process);
            if (earlier != null) {
                checks.error(JOB_PROCESSES, "job " + job.getName() + " has two processes on host "
                        + ((Host) host).getName() + " (" + earlier.getName() + ", " + process.getName()
                        + "); its stack connects one process per host");
                return;
            }
        }
    }

    /**
     * A scenario with no job and no workload runs, but sends nothing (a run of two events and an empty timing
     * diagram): a warning, not an error, since drawing a cluster before its job is a normal first step. A job without
     * a workload is an error of its own ({@code job-workload}).
     */
    static void checkSomethingRuns(Scenario scenario, ClusterConstraints.Checks checks) {
        if (scenario.getWorkloads().isEmpty() && (scenario.getCluster() == null
                || scenario.getCluster().getJobs().isEmpty())) {
            checks.warning(NOTHING_TO_RUN, "scenario " + scenario.getName() + " has no job, so a run sends no"
                    + " message: put one on two hosts (the palette's Process tool, under Jobs, on each host; not"
                    + " Processor, which adds a CPU)");
        }
    }

    static void checkWorkload(Workload workload, ClusterConstraints.Checks checks) {
        if (workload.getJob() == null) {
            checks.error(JOB_WORKLOAD, "workload " + workload.getName() + " names no job to run it");
        } else {
            checkKind(workload, workload.getJob(), checks);
        }
    }

    /**
     * A kind this build knows, and a stack's own kind only on a job of that stack: anything else would run as
     * something other than what the scenario asks for. A job on a stack this build does not run is reported as such
     * ({@code job-stack}), not again here.
     */
    private static void checkKind(Workload workload, Job job, ClusterConstraints.Checks checks) {
        WorkloadKind kind = workload.getKind();
        java.util.Optional<StackRules> rules = StackRules.of(job.getStack());
        if (job.getStack() != null && rules.isEmpty() || kind.isGeneric()) {
            return;
        }
        java.util.Optional<StackRules> owner = StackRules.installed().stream()
                .filter(r -> r.workloadKinds().contains(kind)).findFirst();
        if (owner.isEmpty()) {
            checks.error(WORKLOAD_KIND, "workload " + workload.getName() + " asks for " + kind + ", a kind this"
                    + " build does not know (it knows " + String.join(", ", StackRules.knownWorkloadKinds().stream()
                    .map(WorkloadKind::name).toList()) + ")");
        } else if (rules.isEmpty() || !rules.get().workloadKinds().contains(kind)) {
            checks.error(WORKLOAD_KIND, "workload " + workload.getName() + " asks for " + kind + ", which only the "
                    + owner.get().name() + " stack plays, but its job " + job.getName() + (rules.isEmpty()
                    ? " has no stack" : " runs " + rules.get().name()));
        }
    }

    static void checkProcess(Process process, ClusterConstraints.Checks checks) {
        if (process.getProcessor() == null || !(process.getProcessor().eContainer() instanceof Host host)
                || !(process.eContainer() instanceof Job job) || host.eContainer() != job.eContainer()) {
            return; // the placement checks report it
        }
        java.util.Optional<StackRules> rules = StackRules.of(job.getStack());
        boolean network = rules.map(r -> r.needsNetwork(process)).orElse(true);
        if (network && host.getNics().isEmpty()) {
            checks.error(PROCESS_NETWORK, "process " + process.getName() + " runs on host " + host.getName()
                    + ", which has no network interface");
        } else if (network) {
            NetworkInterface nic = (rules.isPresent() ? rules.get().nicOf(process, host)
                    : StackRules.namedOrFirstNic(process, host)).orElseThrow();
            if (!isLinked((Cluster) host.eContainer(), nic)) {
                checks.error(PROCESS_NETWORK, process.getNic() == nic
                        ? "process " + process.getName() + " sends through network interface " + nic.getName()
                                + " of host " + host.getName() + ", which is not linked"
                        : "process " + process.getName() + " runs on host " + host.getName()
                                + ", whose network interface " + nic.getName() + " is not linked");
            }
        }
        rules.ifPresent(r -> r.checkProcess(process, host, checks::errorAt));
        rules.ifPresent(r -> checkHostCosts(r, process, host, checks));
    }

    /**
     * No silent defaults: every host cost the stack charges is set on the host (by its preset, a file or the user),
     * never the metamodel's default, which is no machine's figure. Reported once per host, on the host.
     */
    private static void checkHostCosts(StackRules rules, Process process, Host host, ClusterConstraints.Checks checks) {
        Job job = (Job) process.eContainer();
        boolean firstOnHost = job.getProcesses().stream().filter(p -> p.getProcessor() != null
                && p.getProcessor().eContainer() == host).findFirst().orElse(null) == process;
        if (!firstOnHost) {
            return;
        }
        for (EAttribute cost : rules.hostCosts()) {
            if (!host.eIsSet(cost)) {
                checks.errorAt(host, COST_UNSET, "host " + host.getName() + " leaves " + cost.getName()
                        + " unset, and the " + rules.name() + " stack of job " + job.getName() + " charges it: set it"
                        + " from a source (its default " + host.eGet(cost) + " is no machine's figure)");
            }
        }
    }

    /** A read call that moves a cell does all an empty one does, and more. */
    static void checkKernelCosts(KernelCosts k, ClusterConstraints.Checks checks) {
        if (k.getReadSyscallOneCellNanos() < k.getReadSyscallEmptyNanos()) {
            String host = k.eContainer() instanceof Host h ? "host " + h.getName() + ": " : "";
            checks.error(KERNEL_COSTS, host + "a read system call that finds a cell (" + k.getReadSyscallOneCellNanos()
                    + " ns) cannot cost less than one that finds none (" + k.getReadSyscallEmptyNanos() + " ns)");
        }
    }

    private static boolean isLinked(Cluster cluster, NetworkInterface nic) {
        return cluster.getLinks().stream().anyMatch(link -> link.getEnd1() == nic || link.getEnd2() == nic);
    }

    private static Scenario scenarioOf(Job job) {
        for (EObject e = job.eContainer(); e != null; e = e.eContainer()) {
            if (e instanceof Scenario scenario) {
                return scenario;
            }
        }
        return null;
    }
}
