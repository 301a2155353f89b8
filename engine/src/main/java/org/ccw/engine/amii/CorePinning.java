package org.ccw.engine.amii;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Pins the calling thread to one CPU with {@code taskset} (Linux), so that two polling processes each keep a core of
 * their own and wake the same way, as an Open MPI ping-pong's {@code --bind-to core} does. Only the thread is pinned
 * (its task id from {@code /proc/thread-self}), not the JVM's other threads, and its old affinity can be put back.
 * Where there is no {@code taskset}, no {@code /proc}, or it fails, nothing is pinned and the caller says so.
 */
final class CorePinning {
    private CorePinning() {
    }

    /** The CPUs the calling thread may run on (e.g. {@code [0, 1]}); empty when they cannot be read. */
    static List<Integer> allowedCpus() {
        String list = affinity();
        return list == null ? List.of() : expand(list);
    }

    /**
     * Pins the calling thread to {@code cpu}; returns the affinity list it had (for {@link #restore}), or null when it
     * could not be pinned.
     */
    static String pin(int cpu) {
        String before = affinity();
        return before != null && taskset("-p", "-c", Integer.toString(cpu), threadId()) != null ? before : null;
    }

    /** Gives the calling thread the affinity list {@code list} again (what {@link #pin} returned); null: nothing. */
    static void restore(String list) {
        if (list != null) {
            taskset("-p", "-c", list, threadId());
        }
    }

    /** The calling thread's affinity list, as taskset prints it ({@code 0,1} or {@code 0-3}); null when unknown. */
    private static String affinity() {
        String out = taskset("-p", "-c", threadId());
        int colon = out == null ? -1 : out.lastIndexOf(':');
        return colon < 0 ? null : out.substring(colon + 1).strip();
    }

    /** {@code 0-2,5} → {@code [0, 1, 2, 5]}. */
    static List<Integer> expand(String list) {
        List<Integer> cpus = new ArrayList<>();
        try {
            for (String part : list.split(",")) {
                String[] range = part.strip().split("-");
                int from = Integer.parseInt(range[0]);
                int to = range.length > 1 ? Integer.parseInt(range[1]) : from;
                for (int cpu = from; cpu <= to; cpu++) {
                    cpus.add(cpu);
                }
            }
        } catch (NumberFormatException e) {
            return List.of();
        }
        return cpus;
    }

    /** The kernel's id of the calling thread ({@code /proc/thread-self} → {@code PID/task/TID}); null without /proc. */
    private static String threadId() {
        try {
            return Files.readSymbolicLink(Path.of("/proc/thread-self")).getFileName().toString();
        } catch (IOException | UnsupportedOperationException e) {
            return null;
        }
    }

    /** Runs taskset with {@code args}; its output, or null when it is missing, fails or a thread id is unknown. */
    private static String taskset(String... args) {
        if (args[args.length - 1] == null) {
            return null;
        }
        List<String> command = new ArrayList<>(List.of("taskset"));
        command.addAll(List.of(args));
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!p.waitFor(5, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return null;
            }
            return p.exitValue() == 0 ? out : null;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
