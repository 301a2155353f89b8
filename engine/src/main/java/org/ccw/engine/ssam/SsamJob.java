package org.ccw.engine.ssam;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.ssam.config.SsamConfig;
import org.ccw.engine.topology.StackOptions;

/**
 * An SSAM job's configuration as the engine runs it, copied from the model's {@link SsamConfig} when the run's
 * topology is built: every endpoint's options and the kernel path the processes reach the NI through.
 */
public record SsamJob(SsamOptions endpoint, KernelPath kernelPath) implements StackOptions {

    /** The configuration of a job in the model. */
    public static SsamJob from(SsamConfig config) {
        return new SsamJob(new SsamOptions(config.getWindow(), Time.micros(config.getRetransmitTimeoutMicros())),
                KernelPath.of(config.getKernelPath()));
    }
}
