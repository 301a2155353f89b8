package org.ccw.engine.pvmam.driver;

import org.ccw.engine.pvmam.pvm.fft.Fft2d;
import org.ccw.engine.pvmam.pvm.fft.FftCost;

import org.ccw.engine.pvmam.pvm.PvmJob;
import org.ccw.engine.stack.SimulatedRun;
import org.ccw.engine.stack.StackDriver;
import org.ccw.engine.topology.JobSpec;

/**
 * A PVMAM scenario's 2-D FFT workload ({@code FFT_2D}): the job's tasks run {@link Fft2d} over the route the job
 * names, task 0 the master. The workload's message bytes are one row, {@code 16 n} (n complex doubles); its message
 * count is not used (the counts follow from n and the tasks). Each task's 1-D FFTs cost its own processor
 * {@link FftCost}. {@link #elapsedPs()} is the master's time, as the paper's benchmark prints it.
 */
public final class PvmFftDriver extends PvmamDriver {
    private final long[] elapsed;

    private PvmFftDriver(JobSpec spec, PvmJob job, long[] elapsed) {
        super(spec, job);
        this.elapsed = elapsed;
    }

    /**
     * The driver of {@code run}'s PVMAM job.
     *
     * @throws IllegalArgumentException for a row that is not a whole number of complex doubles, fewer rows than
     *                                  tasks, or a route or transport this build does not run
     */
    public static StackDriver of(SimulatedRun run) {
        JobSpec job = run.job();
        Fft2d fft = new Fft2d(side(job.name(), run.workload().messageBytes(), job.processes().size()));
        long[] elapsed = {-1};
        PvmJob tasks = PvmJob.of(job, run.fabric(), run.scheduler(), run.tracer(), i -> {
            JobSpec.Placement p = job.processes().get(i);
            long fftPs = FftCost.fftPs(fft.n(), run.fabric().processor(p.host(), p.cpu()).costs());
            return fft.program(i, fftPs, t -> elapsed[0] = t);
        });
        return new PvmFftDriver(job, tasks, elapsed);
    }

    /**
     * The side n of the array whose rows are {@code rowBytes}, checked against {@code tasks}.
     *
     * @throws IllegalArgumentException naming {@code job} when the row is not 16 n bytes or n is under the tasks
     */
    public static int side(String job, int rowBytes, int tasks) {
        if (rowBytes < Fft2d.bytes(1) || rowBytes % Fft2d.bytes(1) != 0) {
            throw new IllegalArgumentException("PVMAM job " + job + "'s 2-D FFT has rows of " + rowBytes
                    + " bytes; a row is n complex doubles, a positive multiple of 16 bytes");
        }
        int n = rowBytes / Fft2d.bytes(1);
        if (n < tasks) {
            throw new IllegalArgumentException("PVMAM job " + job + "'s 2-D FFT of side " + n + " has fewer rows"
                    + " than its " + tasks + " tasks");
        }
        return n;
    }

    /** The master's time from before the partition to the last column's arrival, ps; -1 until it has finished. */
    public long elapsedPs() {
        return elapsed[0];
    }

    /** The whole FFT is done: the master has gathered every column. */
    @Override
    public long repliesHandled() {
        return elapsed[0] >= 0 ? 1 : 0;
    }
}
