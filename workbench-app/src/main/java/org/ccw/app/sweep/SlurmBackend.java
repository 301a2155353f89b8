package org.ccw.app.sweep;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The Slurm backend: writes {@code DIR/sweep.sbatch}, a job array with one task per run left
 * ({@code workbench sweep-task --manifest DIR/manifest.json --index $SLURM_ARRAY_TASK_ID}), submits it with
 * {@code sbatch --parsable}, follows it with {@code squeue} (the progress bar counts the rows the tasks write into
 * the shared DIR) and asks {@code sacct}, where the cluster keeps accounts, why a task left no row. Ctrl-C cancels
 * the job ({@code scancel}); the sweep run again submits only what is left.
 *
 * @param partition {@code --partition}, or null for the cluster's default
 * @param time      {@code --time} per task, or null
 * @param memory    {@code --mem} per task, or null
 * @param account   {@code --account}, or null
 * @param parallel  how many tasks may run at once ({@code %K} of {@code --array}), or null for no limit
 */
public record SlurmBackend(String partition, String time, String memory, String account, Integer parallel)
        implements SweepBackend {
    public static final String SCRIPT = "sweep.sbatch";
    private static final long POLL_MILLIS = 2_000;

    /** The job array script for {@code todo} of the sweep in {@code dir}. */
    public String script(Path dir, List<Integer> todo) {
        Path logs = dir.resolve("logs");
        StringBuilder s = new StringBuilder("#!/bin/bash\n")
                .append("# A workbench sweep: one run of ").append(dir.resolve(SweepManifest.FILE))
                .append(" per array task, its row written into ").append(dir.resolve("rows")).append(".\n")
                .append("# Written by 'workbench sweep --backend slurm'; run that command again to collect the results.\n")
                .append("#SBATCH --job-name=ccw-sweep\n")
                .append("#SBATCH --array=").append(Indices.format(todo))
                .append(parallel == null ? "" : "%" + parallel).append('\n')
                .append("#SBATCH --ntasks=1\n#SBATCH --cpus-per-task=1\n")
                .append("#SBATCH --output=").append(logs.resolve("%A_%a.out")).append('\n');
        option(s, "partition", partition);
        option(s, "time", time);
        option(s, "mem", memory);
        option(s, "account", account);
        // The workbench and its Java must be where the nodes see them (a shared file system), as DIR must.
        s.append("JAVA=${CCW_JAVA:-").append(quoted(SweepBackend.java())).append("}\n")
                .append("exec \"$JAVA\" ${").append(JAVA_OPTIONS_VARIABLE).append(":-").append(JAVA_OPTIONS).append('}');
        for (String word : SweepBackend.taskArguments(dir, "$SLURM_ARRAY_TASK_ID")) {
            s.append(' ').append(word.startsWith("$") ? '"' + word + '"' : quoted(word));
        }
        return s.append('\n').toString();
    }

    private static void option(StringBuilder script, String name, String value) {
        if (value != null) {
            script.append("#SBATCH --").append(name).append('=').append(value).append('\n');
        }
    }

    /** {@code word} in single quotes for bash. */
    private static String quoted(String word) {
        return "'" + word.replace("'", "'\\''") + "'";
    }

    /** Writes the script into {@code dir} and returns its path (and makes the tasks' log folder). */
    public Path writeScript(Path dir, List<Integer> todo) throws IOException {
        Files.createDirectories(dir.resolve("logs"));
        Path file = dir.resolve(SCRIPT);
        Files.writeString(file, script(dir, todo));
        return file;
    }

    @Override
    public Map<Integer, String> run(Path dir, List<Integer> todo, SweepProgress progress)
            throws IOException, InterruptedException {
        Path script = writeScript(dir, todo);
        String job = command("sbatch", "--parsable", script.toString()).strip().split(";")[0];
        Thread cancel = new Thread(() -> quietly("scancel", job), "sweep job cancel");
        Runtime.getRuntime().addShutdownHook(cancel);
        try {
            follow(job, dir, todo, progress);
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(cancel);
            } catch (IllegalStateException shuttingDown) {
                // the hook cancels the job
            }
        }
        return lost(job, dir, todo);
    }

    /** Until the job has left the queue: counts the rows that appear, and says how many tasks wait and run. */
    private void follow(String job, Path dir, List<Integer> todo, SweepProgress progress)
            throws IOException, InterruptedException {
        SweepRows rows = new SweepRows(dir);
        Set<Integer> seen = new HashSet<>();
        boolean queued = true;
        while (queued) {
            List<String> states = queue(job);
            queued = !states.isEmpty();
            for (int index : todo) {
                if (!seen.contains(index) && rows.done(index)) {
                    seen.add(index);
                    progress.finished(rows.failed(index));
                }
            }
            if (queued) {
                progress.note("Slurm job " + job + ": " + states.stream()
                        .collect(Collectors.groupingBy(s -> s.toLowerCase(java.util.Locale.ROOT),
                                TreeMap::new, Collectors.counting()))
                        .entrySet().stream().map(e -> e.getValue() + " " + e.getKey())
                        .collect(Collectors.joining(", ")));
                Thread.sleep(POLL_MILLIS);
            }
        }
    }

    /** The states of the job's tasks still in the queue (a pending range counts once); empty once it has left. */
    private static List<String> queue(String job) throws IOException, InterruptedException {
        Process squeue = new ProcessBuilder("squeue", "-h", "-j", job, "-o", "%T").start();
        String out = new String(squeue.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(squeue.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        if (squeue.waitFor() != 0) {
            if (err.contains("Invalid job id")) {
                return List.of();   // purged from the controller's memory: long finished
            }
            throw new IOException("squeue -j " + job + ": " + err.strip());
        }
        return out.lines().filter(l -> !l.isBlank()).map(String::strip).toList();
    }

    /** Why each run without a row has none: its task's state in {@code sacct} when accounts are kept, its log. */
    private static Map<Integer, String> lost(String job, Path dir, List<Integer> todo) {
        SweepRows rows = new SweepRows(dir);
        Map<String, String> states = new HashMap<>();
        try {
            command("sacct", "-n", "-P", "-X", "-j", job, "-o", "JobID,State,ExitCode").lines()
                    .map(line -> line.split("\\|")).filter(f -> f.length == 3)
                    .forEach(f -> states.put(f[0], f[1] + ", exit " + f[2]));
        } catch (IOException | InterruptedException e) {
            // no accounting on this cluster: the task's log says what it can
        }
        Map<Integer, String> lost = new TreeMap<>();
        for (int index : todo) {
            if (!rows.done(index)) {
                Path log = dir.resolve("logs").resolve(job + "_" + index + ".out");
                String state = states.get(job + "_" + index);
                String last = SweepBackend.lastLine(log);
                lost.put(index, "Slurm array task " + job + "_" + index + " left no row"
                        + (state == null ? "" : " (" + state + ")") + (last.isEmpty() ? "" : ": " + last)
                        + " (log " + log + ")");
            }
        }
        return lost;
    }

    /** Runs a Slurm command and returns its standard output; a failure is an IOException with its message. */
    private static String command(String... command) throws IOException, InterruptedException {
        Process process;
        try {
            process = new ProcessBuilder(command).start();
        } catch (IOException e) {
            throw new IOException(command[0] + ": not found (the Slurm backend needs Slurm's commands on PATH; "
                    + "--dry-run writes the script without them)", e);
        }
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        if (process.waitFor() != 0) {
            throw new IOException(String.join(" ", command) + ": " + err.strip().lines().reduce((a, b) -> b)
                    .orElse("exit " + process.exitValue()));
        }
        return out;
    }

    private static void quietly(String... command) {
        try {
            command(command);
        } catch (IOException | InterruptedException e) {
            // cancelling on the way out: nothing left to tell
        }
    }
}
