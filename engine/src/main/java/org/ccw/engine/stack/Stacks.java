package org.ccw.engine.stack;

import java.util.List;
import java.util.Optional;

import org.ccw.engine.topology.JobSpec;
import org.ccw.engine.trace.WireFormat;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Job;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.presets.LogGPFigures;
import org.ccw.model.presets.Presets;
import org.ccw.model.validation.StackRules;

/**
 * The registry of the stacks this build runs: the registered {@link StackRules} services that are engine
 * {@link Stack}s. Runs, real-time runs, the trace's header decoding and the window's presets ask here; none of
 * them names a stack.
 */
public final class Stacks {
    private static final List<Stack> ALL = StackRules.installed().stream()
            .filter(Stack.class::isInstance).map(Stack.class::cast).toList();

    private Stacks() {
    }

    /** Every registered stack, in registration order (the first is the editor's default). */
    public static List<Stack> all() {
        return ALL;
    }

    /**
     * The scenario a new window opens: the first preset of the first registered stack that has one, else an empty
     * scenario.
     */
    public static Scenario defaultScenario() {
        return ALL.stream().flatMap(s -> s.presets().stream()).findFirst().map(p -> p.scenario().get())
                .orElseGet(Presets::empty);
    }

    /** The stack called {@code name}, if registered. */
    public static Optional<Stack> named(String name) {
        return ALL.stream().filter(s -> s.name().equals(name)).findFirst();
    }

    /**
     * The stack that runs {@code job}.
     *
     * @throws IllegalArgumentException when no registered stack runs it (one line naming the job and its stack)
     */
    public static Stack of(JobSpec job) {
        return Optional.ofNullable(job.options()).flatMap(o -> named(job.stack())).orElseThrow(() -> new IllegalArgumentException("job " + job.name() + "'s stack, "
                        + job.stack() + ", is not one this build runs yet (it runs " + String.join(", ",
                        ALL.stream().map(s -> s.configClass().getName()).toList()) + ")"));
    }

    /**
     * The paper's figures for the machine {@code scenario}'s first job with processes runs on, as that job's stack
     * keeps them — between its first two processes, so an SMP's pair is its shared-memory column — or empty when no
     * paper measured that stack there.
     */
    public static Optional<LogGPFigures> paperLogGP(Scenario scenario) {
        for (Job job : scenario.getCluster().getJobs()) {
            List<Host> hosts = job.getProcesses().stream()
                    .filter(p -> p.getProcessor() != null && p.getProcessor().eContainer() instanceof Host)
                    .map(p -> (Host) p.getProcessor().eContainer()).limit(2).toList();
            if (!hosts.isEmpty()) {
                boolean oneHost = hosts.size() == 1 || hosts.get(0) == hosts.get(1);
                return StackRules.of(job.getStack()).filter(Stack.class::isInstance).map(Stack.class::cast)
                        .flatMap(stack -> stack.paperLogGP(String.valueOf(hosts.get(0).getPreset()), oneHost));
            }
        }
        return Optional.empty();
    }

    /** The wire format recorded as {@code format} (a stack's name), if that stack records one. */
    public static Optional<WireFormat> wireFormat(String format) {
        return named(format).flatMap(Stack::wireFormat);
    }

    /** The first registered wire format that reads {@code messageId}, as one line; empty for ids no stack made. */
    public static Optional<String> message(long messageId, java.util.function.IntFunction<String> nodeName) {
        return ALL.stream().flatMap(s -> s.wireFormat().stream())
                .flatMap(f -> f.message(messageId, nodeName).stream()).findFirst();
    }
}
