package org.ccw.engine.os;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * Places ours on cores with {@code taskset} (util-linux): the calling thread alone (its kernel task id from
 * {@code /proc/thread-self}, so that the JVM's other threads stay where they were), or every thread of this JVM. Each
 * placement lasts until closed, when the affinity it replaced comes back. Where there is no {@code taskset}, no
 * {@code /proc}, or it fails, nothing is pinned and the placement says so ({@link Pinned#pinned()}).
 */
public final class CorePinning {
    /** A core number that means "not pinned" (also to the peers' C programs). */
    public static final int NONE = -1;

    private CorePinning() {
    }

    /**
     * Where the two ends of a ping-pong run: the ping end's core and the echo end's, {@link #NONE} for an end not
     * pinned.
     */
    public record Pair(int ping, int echo) {
        /** How many cores the two ends have: 1 or 2 when pinned, else every core the calling thread may use. */
        public int cores() {
            return ping == NONE ? allowedCpus().size() : ping == echo ? 1 : 2;
        }
    }

    /** A placement, until closed. */
    public interface Pinned extends AutoCloseable {
        /** Whether anything was pinned. */
        boolean pinned();

        /** Gives back the affinity the placement replaced. */
        @Override
        void close();
    }

    private static final Pinned NOT_PINNED = new Placement(false, () -> { });

    private record Placement(boolean pinned, Runnable restore) implements Pinned {
        @Override
        public void close() {
            restore.run();
        }
    }

    /** The cores the calling thread may run on, as the kernel lists them ({@code Cpus_allowed_list}); empty if unknown. */
    public static List<Integer> allowedCpus() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/thread-self/status"))) {
                if (line.startsWith("Cpus_allowed_list:")) {
                    return cpuList(line.substring(line.indexOf(':') + 1));
                }
            }
        } catch (IOException | UnsupportedOperationException e) {
            // no /proc: nothing is known, nothing will be pinned
        }
        return List.of();
    }

    /** Whether {@code taskset} can place ours here: it runs, and the calling thread's cores are known. */
    public static boolean available() {
        return !allowedCpus().isEmpty() && taskset("-p", Long.toString(ProcessHandle.current().pid())).isPresent();
    }

    /**
     * The two ends of a ping-pong on the first two cores the calling thread may use (both on the first when
     * {@code shareOne}, or when there is only one); neither pinned without {@code taskset}.
     */
    public static Pair pair(boolean shareOne) {
        List<Integer> cpus = allowedCpus();
        if (!available()) {
            return new Pair(NONE, NONE);
        }
        return new Pair(cpus.get(0), cpus.get(shareOne ? 0 : Math.min(1, cpus.size() - 1)));
    }

    /** Pins the calling thread to {@code cpu} until closed; {@link #NONE}, or a failure: not pinned. */
    public static Pinned pinThisThread(int cpu) {
        Optional<String> task = threadId();
        List<Integer> before = allowedCpus();
        if (cpu == NONE || task.isEmpty() || before.isEmpty()
                || taskset("-p", "-c", Integer.toString(cpu), task.get()).isEmpty()) {
            return NOT_PINNED;
        }
        return new Placement(true, () -> taskset("-p", "-c", listOf(before), task.get()));
    }

    /**
     * Restricts every thread of this JVM (and those it makes from now) to {@code cores} until closed, when they get
     * back the cores the calling thread had; nothing when one of them is {@link #NONE}.
     *
     * @throws IOException when {@code taskset} cannot place them
     */
    public static Pinned restrictThisProcess(int... cores) throws IOException {
        List<Integer> before = allowedCpus();
        String pid = Long.toString(ProcessHandle.current().pid());
        List<Integer> wanted = Arrays.stream(cores).boxed().distinct().toList();
        if (wanted.isEmpty() || wanted.contains(NONE) || before.isEmpty()) {
            return NOT_PINNED;
        }
        if (taskset("-a", "-p", "-c", listOf(wanted), pid).isEmpty()) {
            throw new IOException("taskset could not place this process on cores " + listOf(wanted));
        }
        return new Placement(true, () -> taskset("-a", "-p", "-c", listOf(before), pid));
    }

    /** {@code "0-2,5"} → 0, 1, 2, 5, as the kernel and {@code taskset} write core lists; empty when unreadable. */
    public static List<Integer> cpuList(String list) {
        List<Integer> cores = new ArrayList<>();
        try {
            for (String part : list.strip().split(",")) {
                String[] range = part.strip().split("-");
                int to = Integer.parseInt(range[range.length - 1]);
                for (int core = Integer.parseInt(range[0]); core <= to; core++) {
                    cores.add(core);
                }
            }
        } catch (NumberFormatException e) {
            return List.of();
        }
        return cores;
    }

    private static String listOf(List<Integer> cores) {
        return cores.stream().map(String::valueOf).collect(Collectors.joining(","));
    }

    /** The kernel's id of the calling thread ({@code /proc/thread-self} links to {@code PID/task/TID}). */
    private static Optional<String> threadId() {
        try {
            return Optional.of(Files.readSymbolicLink(Path.of("/proc/thread-self")).getFileName().toString());
        } catch (IOException | UnsupportedOperationException e) {
            return Optional.empty();
        }
    }

    /** Runs {@code taskset} with {@code args}: what it printed, or empty when it is missing, fails or hangs. */
    private static Optional<String> taskset(String... args) {
        List<String> command = new ArrayList<>(List.of("taskset"));
        command.addAll(List.of(args));
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!p.waitFor(10, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return Optional.empty();
            }
            return p.exitValue() == 0 ? Optional.of(out) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }
}
