package org.ccw.app.sweep;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Where a sweep's runs execute: a pool of workbench JVMs on this machine ({@link LocalBackend}) or a Slurm job
 * array ({@link SlurmBackend}). Either way each run is {@code workbench sweep-task --manifest DIR/manifest.json
 * --index I} writing its row into DIR, so the results do not depend on the backend.
 */
public interface SweepBackend {

    /**
     * Runs {@code todo} (indices of the manifest in {@code dir}), telling {@code progress} as each row appears, and
     * returns once every one has finished or cannot.
     *
     * @return why the runs that left no row have none (index → one line), e.g. the task's exit status
     */
    Map<Integer, String> run(Path dir, List<Integer> todo, SweepProgress progress)
            throws IOException, InterruptedException;

    /**
     * The JVM options of a task, unless {@code CCW_SWEEP_JAVA_OPTS} gives others: a task is mostly a JVM starting
     * and runs of seconds or less, so the client compiler alone (C2 would still be compiling when the run ends) and
     * the serial collector (no collector threads beside the run).
     */
    String JAVA_OPTIONS = "-XX:+UseSerialGC -XX:TieredStopAtLevel=1";

    /** The environment variable that replaces {@link #JAVA_OPTIONS} (e.g. for long runs: {@code -Xmx8g}). */
    String JAVA_OPTIONS_VARIABLE = "CCW_SWEEP_JAVA_OPTS";

    /** This JVM's {@code java}: a task runs exactly this build, on this Java. */
    static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /**
     * What follows {@code java} and its options: this JVM's class path, and {@code sweep-task} on {@code indices}.
     *
     * @param mainClass the workbench's main class, which runs {@code sweep-task}: given by the program that started
     *                  the sweep, so that this package need not know the application that assembles it
     */
    static List<String> taskArguments(String mainClass, Path dir, String indices) {
        return List.of("-cp", System.getProperty("java.class.path"), mainClass, "sweep-task",
                "--manifest", dir.resolve(SweepManifest.FILE).toString(), "--index", indices);
    }

    /** The whole command that runs {@code indices} of the sweep in {@code dir} in a new JVM, here. */
    static List<String> taskCommand(String mainClass, Path dir, String indices) {
        List<String> command = new ArrayList<>(List.of(java()));
        String options = System.getenv(JAVA_OPTIONS_VARIABLE);
        command.addAll(List.of((options != null ? options : JAVA_OPTIONS).strip().split("\\s+")));
        command.addAll(taskArguments(mainClass, dir, indices));
        return command;
    }

    /** The last line of {@code log} that says something, or {@code ""}: why a task died. */
    static String lastLine(Path log) {
        try {
            List<String> lines = Files.exists(log) ? Files.readAllLines(log) : List.of();
            for (int i = lines.size() - 1; i >= 0; i--) {
                if (!lines.get(i).isBlank()) {
                    return lines.get(i).strip();
                }
            }
        } catch (IOException | RuntimeException e) {
            return "";
        }
        return "";
    }
}
