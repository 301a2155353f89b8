package org.ccw.engine.run;

import org.ccw.engine.dvcm.Dvcm;
import org.ccw.engine.dvcm.DvcmProcess;
import org.ccw.engine.hw.Fabric;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.ssam.LibraryCosts;
import org.ccw.engine.ssam.SsamCluster;
import org.ccw.engine.trace.Tracer;
import org.ccw.model.cluster.DvcmConfig;
import org.ccw.model.cluster.Job;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.cluster.SsamConfig;
import org.ccw.model.cluster.StackConfig;
import org.ccw.model.cluster.Workload;

/**
 * What makes a run's traffic: the protocol stack of the workload's job driving the scenario's workload
 * ({@link SsamDriver} for SSAM, {@link DvcmDriver} for DVCM; AM-II and PVMAM plug in here next), or, for a job
 * without a stack, raw cells ({@link TrafficGenerator}). {@link HeadlessRun} builds the kernel, tracer and
 * fabric, asks {@link #forScenario} for the driver, starts it and reads these counters into its
 * {@link RunSummary}.
 */
public interface StackDriver {

    /** Schedules the workload's first steps; call once before running the kernel. */
    void start();

    /** Cells the hosts handed to their NICs (retransmissions and acknowledgments included). */
    long cellsSent();

    /** Cells that reached their destination host undamaged. */
    long cellsDelivered();

    /** Cells that arrived damaged and were dropped by the receiver's checksum. */
    long cellsDamaged();

    /** Messages the workload sent (a stack's requests; raw cells' AAL5 packets). */
    long messagesSent();

    /** Messages delivered: handlers run (each request once), or raw packets whose every cell arrived. */
    long messagesDelivered();

    /** Cells the stack sent again to recover from loss; 0 for raw cells, which are never recovered. */
    default long retransmissions() {
        return 0;
    }

    /** Virtual time in picoseconds at which every process finished the workload, or -1 when it did not. */
    default long finishedPs() {
        return -1;
    }

    /** The stack's name in {@link RunSummary#stack()}: {@code raw}, {@code ssam}, … */
    String stack();

    /**
     * The driver for {@code scenario}'s first workload on {@code fabric} (built from that scenario): its job's
     * stack with the workload, or raw cells when the job names no stack. A job whose stack this engine does not
     * run is refused (set-up turns it into {@link UnrunnableScenarioException}): running it as raw cells would
     * show something other than what the scenario asks for.
     */
    static StackDriver forScenario(Scenario scenario, Fabric fabric, Scheduler scheduler, Tracer tracer) {
        StackConfig stack = stackOf(scenario);
        if (stack instanceof DvcmConfig) {
            Workload workload = scenario.getWorkloads().get(0);
            return new DvcmDriver(Dvcm.attach(scenario, fabric, scheduler, tracer, DvcmProcess.Notification.POLLING),
                    scheduler, workload.getKind(), workload.getMessageCount(), workload.getMessageBytes());
        }
        if (stack instanceof SsamConfig) {
            Workload workload = scenario.getWorkloads().get(0);
            return new SsamDriver(SsamCluster.attach(scenario, fabric, scheduler, tracer, null,
                    LibraryCosts.SPARCSTATION_20), scheduler, workload.getKind(), workload.getMessageCount(),
                    workload.getMessageBytes());
        }
        if (stack != null) {
            Workload workload = scenario.getWorkloads().get(0);
            String job = workload.getJob() != null ? workload.getJob().getName() : "of the workload";
            throw new IllegalArgumentException("job " + job + "'s stack, " + stack.eClass().getName()
                    + ", is not one this build runs yet (it runs SsamConfig and DvcmConfig jobs)");
        }
        return new TrafficGenerator(fabric, scheduler, tracer);
    }

    /** The stack of the first workload's job (or of the first job, when the workload names none); null if none. */
    private static StackConfig stackOf(Scenario scenario) {
        if (scenario.getWorkloads().isEmpty()) {
            return null;
        }
        Job job = scenario.getWorkloads().get(0).getJob();
        if (job == null && !scenario.getCluster().getJobs().isEmpty()) {
            job = scenario.getCluster().getJobs().get(0);
        }
        return job == null ? null : job.getStack();
    }
}
