package org.ccw.app.sweep;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The Slurm backend: writes {@code DIR/sweep.sbatch}, a job array with one task per run left
 * ({@code workbench sweep-task --manifest DIR/manifest.json --index $SLURM_ARRAY_TASK_ID}; a slice of them per task
 * when the sweep has more runs than the cluster's MaxArraySize allows task ids), submits it with
 * {@code sbatch --parsable}, follows it with {@code squeue} (the progress bar counts the rows the tasks write into
 * the shared DIR) and asks {@code sacct}, where the cluster keeps accounts, why a task left no row. Ctrl-C cancels
 * the job ({@code scancel}); the sweep run again submits only what is left.
 *
 * @param partition {@code --partition}, or null for the cluster's default
 * @param time      {@code --time} per task, or null
 * @param memory    {@code --mem} per task, or null
 * @param account   {@code --account}, or null
 * @param parallel  how many tasks may run at once ({@code %K} of {@code --array}), or null for no limit
 * @param mainClass the workbench's main class, which each task runs ({@code sweep-task})
 */
public record SlurmBackend(String partition, String time, String memory, String account, Integer parallel,
                           String mainClass)
        implements SweepBackend {
    public static final String SCRIPT = "sweep.sbatch";
    private static final long POLL_MILLIS = 2_000;

    /** Slurm's default MaxArraySize: array task ids 0 to 1000. */
    static final int DEFAULT_MAX_ARRAY_SIZE = 1001;

    /**
     * How the runs left become array tasks: task I runs index I while every index is below the cluster's
     * MaxArraySize; beyond it, task K runs the K-th of at most MaxArraySize contiguous slices of the runs left.
     *
     * @param ids    the array's task ids, in order
     * @param slices the indices each task runs, by position in {@code ids}
     */
    record Array(List<Integer> ids, List<List<Integer>> slices) {
        static Array of(List<Integer> todo, int maxArraySize) {
            if (todo.get(todo.size() - 1) < maxArraySize) {
                return new Array(todo, todo.stream().map(List::of).toList());
            }
            int tasks = Math.min(todo.size(), maxArraySize);
            List<List<Integer>> slices = new ArrayList<>();
            for (int k = 0; k < tasks; k++) {
                slices.add(todo.subList((int) ((long) k * todo.size() / tasks),
                        (int) ((long) (k + 1) * todo.size() / tasks)));
            }
            return new Array(IntStream.range(0, tasks).boxed().toList(), slices);
        }

        boolean direct() {
            return slices.stream().allMatch(slice -> slice.size() == 1) && ids.equals(slices.stream()
                    .map(slice -> slice.get(0)).toList());
        }

        /** The array task that runs {@code index}. */
        int taskOf(int index) {
            for (int k = 0; k < slices.size(); k++) {
                if (slices.get(k).contains(index)) {
                    return ids.get(k);
                }
            }
            throw new IllegalArgumentException("run " + index + " is in no task of the array");
        }
    }

    /** The job array script for the runs {@code array} lays out, of the sweep in {@code dir}. */
    String script(Path dir, Array array) {
        Path logs = dir.resolve("logs");
        StringBuilder s = new StringBuilder("#!/bin/bash\n")
                .append("# A workbench sweep: ").append(array.direct() ? "one run" : "a slice of the runs").append(" of ")
                .append(dir.resolve(SweepManifest.FILE)).append(" per array task, its rows written into ")
                .append(dir.resolve("rows")).append(".\n")
                .append("# Written by 'workbench sweep --backend slurm'; run that command again to collect the results.\n")
                .append("#SBATCH --job-name=ccw-sweep\n")
                .append("#SBATCH --array=").append(Indices.format(array.ids()))
                .append(parallel == null ? "" : "%" + parallel).append('\n')
                .append("#SBATCH --ntasks=1\n#SBATCH --cpus-per-task=1\n")
                .append("#SBATCH --output=").append(logs.resolve("%A_%a.out")).append('\n');
        option(s, "partition", partition);
        option(s, "time", time);
        option(s, "mem", memory);
        option(s, "account", account);
        String indices = "$SLURM_ARRAY_TASK_ID";
        if (!array.direct()) {
            // More runs than the cluster's MaxArraySize allows tasks: each task runs a slice.
            s.append("SLICES=(").append(array.slices().stream().map(Indices::format)
                    .collect(Collectors.joining(" "))).append(")\n");
            indices = "${SLICES[$SLURM_ARRAY_TASK_ID]}";
        }
        // The workbench and its Java must be where the nodes see them (a shared file system), as DIR must.
        s.append("JAVA=${CCW_JAVA:-").append(quoted(SweepBackend.java())).append("}\n")
                .append("exec \"$JAVA\" ${").append(JAVA_OPTIONS_VARIABLE).append(":-").append(JAVA_OPTIONS).append('}');
        for (String word : SweepBackend.taskArguments(mainClass, dir, indices)) {
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

    /** Writes the script for {@code todo} into {@code dir} and returns its path (and makes the tasks' log folder). */
    public Path writeScript(Path dir, List<Integer> todo) throws IOException, InterruptedException {
        return writeScript(dir, Array.of(todo, maxArraySize()));
    }

    private Path writeScript(Path dir, Array array) throws IOException {
        Files.createDirectories(dir.resolve("logs"));
        Path file = dir.resolve(SCRIPT);
        Files.writeString(file, script(dir, array));
        return file;
    }

    /** The cluster's MaxArraySize ({@code scontrol show config}), or Slurm's default when it does not say. */
    private static int maxArraySize() throws InterruptedException {
        try {
            return command("scontrol", "show", "config").lines().filter(l -> l.startsWith("MaxArraySize"))
                    .map(l -> Integer.parseInt(l.substring(l.indexOf('=') + 1).strip())).findFirst()
                    .orElse(DEFAULT_MAX_ARRAY_SIZE);
        } catch (IOException | NumberFormatException e) {
            return DEFAULT_MAX_ARRAY_SIZE;
        }
    }

    @Override
    public Map<Integer, String> run(Path dir, List<Integer> todo, SweepProgress progress)
            throws IOException, InterruptedException {
        Array array = Array.of(todo, maxArraySize());
        Path script = writeScript(dir, array);
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
        return lost(job, dir, todo, array);
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
    private static Map<Integer, String> lost(String job, Path dir, List<Integer> todo, Array array) {
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
                String task = job + "_" + array.taskOf(index);
                Path log = dir.resolve("logs").resolve(task + ".out");
                String state = states.get(task);
                String last = SweepBackend.lastLine(log);
                lost.put(index, "Slurm array task " + task + " left no row for run " + index
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
