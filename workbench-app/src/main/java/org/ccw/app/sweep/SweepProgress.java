package org.ccw.app.sweep;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * A sweep's progress on stderr: on a terminal a bar redrawn in place, with the runs done, the failures and an ETA;
 * otherwise (a log file, CI) a plain line at every 5% of the runs. The ETA is the mean time per run so far in this
 * session times the runs left: resumed rows do not count as fast runs.
 */
public final class SweepProgress {
    private static final int WIDTH = 30;

    private final PrintWriter err;
    private final boolean terminal;
    private final int total;
    private final LongSupplier nanoTime;
    private final long started;
    private final int resumed;
    private int done;
    private int failed;
    private int lastStep = -1;
    private String note = "";

    /**
     * @param total    runs in the sweep
     * @param resumed  of them, already finished before this session
     * @param terminal whether {@code err} is a terminal (redraw in place) or a log (plain lines)
     */
    public SweepProgress(PrintWriter err, boolean terminal, int total, int resumed, LongSupplier nanoTime) {
        this.err = err;
        this.terminal = terminal;
        this.total = total;
        this.resumed = resumed;
        this.done = resumed;
        this.nanoTime = nanoTime;
        this.started = nanoTime.getAsLong();
    }

    /** One more run finished, failed or not. */
    public synchronized void finished(boolean failedRun) {
        done++;
        failed += failedRun ? 1 : 0;
        show(false);
    }

    /** A word on what the backend is doing, shown after the count (e.g. Slurm's "12 pending, 2 running"). */
    public synchronized void note(String text) {
        if (!text.equals(note)) {
            note = text;
            show(true);
        }
    }

    /** Ends the bar's line. */
    public synchronized void close() {
        if (terminal) {
            err.println();
        }
        err.flush();
    }

    /** Runs finished so far, this session and before. */
    public synchronized int done() {
        return done;
    }

    private void show(boolean noteChanged) {
        String line = String.format(Locale.ROOT, "%d/%d runs%s%s%s", done, total,
                failed > 0 ? ", " + failed + " failed" : "", eta(), note.isEmpty() ? "" : " (" + note + ")");
        if (terminal) {
            int filled = total == 0 ? WIDTH : done * WIDTH / total;
            err.print("\r\033[2K[" + "#".repeat(filled) + "-".repeat(WIDTH - filled) + "] " + line);
            err.flush();
            return;
        }
        int step = total == 0 ? 20 : done * 20 / total;
        if (step != lastStep || noteChanged && done == resumed) {
            lastStep = step;
            err.println("sweep: " + line);
            err.flush();
        }
    }

    private String eta() {
        int ran = done - resumed;
        if (ran == 0 || done >= total) {
            return "";
        }
        long nanosLeft = (nanoTime.getAsLong() - started) / ran * (total - done);
        long seconds = Math.round(nanosLeft / 1e9);
        return String.format(Locale.ROOT, ", ETA %d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60);
    }
}
