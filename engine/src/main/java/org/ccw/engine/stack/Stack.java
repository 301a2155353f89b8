package org.ccw.engine.stack;

import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

import org.ccw.engine.topology.JobSpec;
import org.ccw.engine.topology.StackOptions;
import org.ccw.engine.trace.StackRecordKind;
import org.ccw.engine.trace.WireFormat;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.cluster.StackConfig;
import org.ccw.model.presets.LogGPFigures;
import org.ccw.model.validation.StackRules;

/**
 * A protocol stack as the engine runs it: a stack is its own packages plus one of these, registered once as a
 * {@code META-INF/services/org.ccw.model.validation.StackRules} service (so the model's validation, the
 * topology's import of its options and {@link Stacks} all find it). Nothing outside the stack's packages names
 * it: a run asks {@link Stacks} for the stack of its job.
 *
 * <p>Besides its rules (what a job of it needs, and the workload kinds only it plays,
 * {@link StackRules#workloadKinds()}) and its {@linkplain StackOptions.Reader options}, a stack brings its simulated
 * driver, optionally a real-time one, the decoder of the headers it records, and the presets that show it (built in
 * its own packages from the model's machines and {@code model.presets.Scenarios}).
 */
public interface Stack extends StackRules, StackOptions.Reader, StackRecordKind.Declarer {

    /** A title for menus and help, e.g. {@code "Echo: frames sent back"}. */
    String title();

    /**
     * The driver that plays the run's workload on this stack in virtual time.
     *
     * @throws IllegalArgumentException when the run's job or workload is one this stack cannot run (the message
     *                                  names it; a run turns it into a refusal at set-up)
     */
    StackDriver simulated(SimulatedRun run);

    /** How this stack runs over real sockets; empty when it runs only simulated (a real run refuses it). */
    default Optional<RealTimeStack> realTime() {
        return Optional.empty();
    }

    /**
     * How this stack runs one OS process per process of a job on this machine's shared memory; empty when it does
     * not ({@code peer --transport shm} refuses it).
     */
    default Optional<SharedMemoryProcesses> sharedMemory() {
        return Optional.empty();
    }

    /**
     * The real systems a user would run instead of this stack, each set beside it by {@code workbench bench --peers};
     * empty when it has none.
     */
    default List<Peer> peers() {
        return List.of();
    }

    /** How the headers and message ids this stack records read; empty when it records none. */
    default Optional<WireFormat> wireFormat() {
        return Optional.empty();
    }

    /** The ready-made scenarios that show this stack (File → New from preset). */
    default List<Preset> presets() {
        return List.of();
    }

    /**
     * The LogGP figures this stack's paper measured on the machine preset {@code machinePreset} (a host's
     * {@code preset}), between two processes of one host or of two: printed beside a fit of a run there
     * ({@code run --loggp}); empty where the paper measured nothing.
     */
    default Optional<LogGPFigures> paperLogGP(String machinePreset, boolean withinOneHost) {
        return Optional.empty();
    }

    /** What the editor's palette offers as this stack's Job tool; empty when it offers none. */
    default Optional<JobTemplate> paletteJob() {
        return Optional.empty();
    }

    /** A ready-made scenario: its menu title and a fresh copy of it each time. */
    record Preset(String title, Supplier<Scenario> scenario) {
    }

    /**
     * A new job of this stack as the palette makes it: a fresh configuration each time and the workload that comes
     * with it (a job without a workload would not run).
     *
     * @param label    the tool's name, e.g. {@code SSAM job}
     * @param tooltip  what the tool makes and what the job needs to run
     * @param config   a fresh configuration of the stack
     * @param workload the workload's kind, message count and bytes per message
     */
    record JobTemplate(String label, String tooltip, Supplier<StackConfig> config, JobSpec.Workload workload) {
    }
}
