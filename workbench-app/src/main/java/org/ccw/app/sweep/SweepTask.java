package org.ccw.app.sweep;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;
import org.ccw.labs.Lab;

/**
 * One task of a sweep ({@code workbench sweep-task}): runs some indices of a manifest one after another in this
 * JVM and writes each one's row, a run that throws being a row with its error. An index that already has its row
 * is skipped, so a task that Slurm requeues, or a sweep run again, does not run anything twice. Tells its caller
 * {@code finished I} (or {@code finished I failed}, for an error or a failed check) on {@code out} after each row.
 */
public final class SweepTask {
    static final String FINISHED = "finished ";
    static final String FAILED = " failed";

    private SweepTask() {
    }

    /**
     * Runs {@code indices} of the manifest at {@code manifestFile}.
     *
     * @param labs     the lab a manifest names, by id or folder
     * @param describe the one line a failed run's row keeps for its exception
     * @return how many of them failed or failed their check
     */
    public static int run(Path manifestFile, List<Integer> indices, Function<String, Lab> labs,
                          Function<Exception, String> describe, PrintWriter out) throws IOException {
        Path dir = manifestFile.toAbsolutePath().getParent();
        SweepManifest manifest = SweepManifest.read(manifestFile);
        indices.forEach(manifest::run);
        SweepSource source = SweepSource.of(manifest.source(), manifest.check(), dir, labs);
        SweepRows rows = new SweepRows(dir);
        int failed = 0;
        for (int index : indices) {
            if (rows.done(index)) {
                continue;
            }
            SweepManifest.Run run = manifest.run(index);
            ObjectNode row = run.toJson();
            try {
                row.setAll(source.run(run));
            } catch (Exception e) {
                row = SweepRows.failed(run, describe.apply(e));
            } catch (StackOverflowError e) {
                row = SweepRows.failed(run, "the run overflowed its stack: " + e);
            }
            rows.write(row);
            boolean error = row.has("error") || SweepRows.checkFailed(row);
            failed += error ? 1 : 0;
            out.println(FINISHED + index + (error ? FAILED : ""));
            out.flush();
        }
        return failed;
    }
}
