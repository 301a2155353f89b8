package org.ccw.app.sweep;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.HashSet;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The local backend: a pool of {@code jobs} OS processes, each a workbench JVM running a slice of the runs left
 * ({@code sweep-task --index A-B}). Slices are a few per process, so a slow corner of the sweep does not hold the
 * others up, and large enough that starting a JVM costs little beside its runs. A task tells the pool each run it
 * finishes on its standard output; its standard error goes to {@code DIR/logs/}. On an error or Ctrl-C every task
 * still running is destroyed (a shutdown hook), and the next run of the sweep resumes from the rows written.
 */
public final class LocalBackend implements SweepBackend {
    private final int jobs;
    private final String mainClass;

    /** @param mainClass the workbench's main class, which each task's JVM runs ({@code sweep-task}) */
    public LocalBackend(int jobs, String mainClass) {
        if (jobs < 1) {
            throw new IllegalArgumentException("--jobs " + jobs + ": at least 1");
        }
        this.jobs = jobs;
        this.mainClass = mainClass;
    }

    /** {@code todo} cut into contiguous slices: about four per process, at least four runs each. */
    static List<List<Integer>> slices(List<Integer> todo, int jobs) {
        int perProcess = (todo.size() + jobs - 1) / jobs;
        int size = Math.max(1, Math.min(perProcess, Math.max(4, (todo.size() + 4 * jobs - 1) / (4 * jobs))));
        List<List<Integer>> slices = new ArrayList<>();
        for (int i = 0; i < todo.size(); i += size) {
            slices.add(todo.subList(i, Math.min(todo.size(), i + size)));
        }
        return slices;
    }

    @Override
    public Map<Integer, String> run(Path dir, List<Integer> todo, SweepProgress progress)
            throws IOException, InterruptedException {
        Path logs = Files.createDirectories(dir.resolve("logs"));
        Tasks live = new Tasks();
        Map<Integer, String> lost = new ConcurrentHashMap<>();
        Thread cleanUp = new Thread(live::stop, "sweep tasks clean-up");
        Runtime.getRuntime().addShutdownHook(cleanUp);
        ExecutorService pool = Executors.newFixedThreadPool(jobs);
        try {
            List<Future<?>> tasks = new ArrayList<>();
            for (List<Integer> slice : slices(todo, jobs)) {
                tasks.add(pool.submit(() -> {
                    runSlice(dir, logs, slice, progress, live, lost);
                    return null;
                }));
            }
            for (Future<?> task : tasks) {
                task.get();
            }
        } catch (ExecutionException e) {
            throw e.getCause() instanceof IOException io ? io : new IOException(e.getCause());
        } finally {
            pool.shutdownNow();
            live.stop();
            try {
                Runtime.getRuntime().removeShutdownHook(cleanUp);
            } catch (IllegalStateException shuttingDown) {
                // the hook is running or about to: it destroys the same processes
            }
        }
        return new TreeMap<>(lost);
    }

    /** The task processes running; once stopped, it destroys them and starts no more. */
    private static final class Tasks {
        private final Set<Process> running = new HashSet<>();
        private boolean stopped;

        /** Starts {@code builder}'s process, or nothing (null) once stopped. */
        synchronized Process start(ProcessBuilder builder) throws IOException {
            if (stopped) {
                return null;
            }
            Process process = builder.start();
            running.add(process);
            return process;
        }

        synchronized void ended(Process process) {
            running.remove(process);
        }

        synchronized void stop() {
            stopped = true;
            running.forEach(LocalBackend::destroy);
        }
    }

    private void runSlice(Path dir, Path logs, List<Integer> slice, SweepProgress progress, Tasks live,
                                 Map<Integer, String> lost) throws IOException, InterruptedException {
        String indices = Indices.format(slice);
        Path log = logs.resolve("local-" + indices.replace(',', '_') + ".err");
        Process task = live.start(new ProcessBuilder(SweepBackend.taskCommand(mainClass, dir, indices)).redirectError(log.toFile()));
        if (task == null) {
            return;
        }
        try (BufferedReader out = new BufferedReader(new InputStreamReader(task.getInputStream(),
                StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                if (line.startsWith(SweepTask.FINISHED)) {
                    progress.finished(line.endsWith(SweepTask.FAILED));
                }
            }
            int exit = task.waitFor();
            if (exit != 0) {
                SweepRows rows = new SweepRows(dir);
                String why = "its task ended with exit " + exit + ": " + SweepBackend.lastLine(log);
                slice.stream().filter(i -> !rows.done(i)).forEach(i -> lost.put(i, why));
            }
        } finally {
            destroy(task);
            live.ended(task);
        }
    }

    private static void destroy(Process process) {
        if (process.isAlive()) {
            process.destroyForcibly();
        }
    }
}
